import Localization
import Storage

/// Why a document could not be read or written, in the user's words: every case's
/// `description` goes through gettext, and no message is the system's or Foundation's own
/// text (a file's failure is `FileError`'s: the step, the file and the C library's reason,
/// which the system translates).
public enum DocumentError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Reading or writing the file failed.
    case file(FileError)
    /// The file is not a document of this kind, or is damaged: `reason` is the format's own
    /// message, already in the user's words.
    case unreadable(reason: String)
    /// The file is larger than the `limit` in bytes that a document may be.
    case tooLarge(limit: Int)

    /// `error`, thrown reading a document, as a document's: a `DocumentError` unchanged, a
    /// `FileError` as it is, the typed errors of the app's formats (whose descriptions are the
    /// user's words: `TextDocumentError`, `EmojiArtFormatError` …) as unreadable.
    public init(reading error: any Error) {
        switch error {
        case let error as DocumentError: self = error
        case let error as FileError: self = .file(error)
        case let error as CustomStringConvertible: self = .unreadable(reason: error.description)
        default: self = .unreadable(reason: tr("The file could not be read."))
        }
    }

    public var description: String {
        switch self {
        case .file(let error):
            // A sentence of FileError's words ("could not write PATH: REASON"), which sit inside
            // other messages too: its first letter capitalized, a full stop after it.
            Self.sentence(error.description)
        case .unreadable(let reason):
            reason
        case .tooLarge(let limit):
            // TRANSLATORS: %s is a size in megabytes ("256").
            tr("The file is larger than the %s MB a document may be.", String(limit >> 20))
        }
    }

    private static func sentence(_ words: String) -> String {
        guard let first = words.first else { return words }
        let text = first.uppercased() + words.dropFirst()
        return text.hasSuffix(".") ? text : text + "."
    }
}
