import FoundationEssentials
import Notifications
import Storage
import TextEditing
import TextStats

extension NotificationName where Payload == AttributorDocument.State {
    /// Posted when a document's state changes; `object` is the `AttributorDocument`,
    /// the payload its new state.
    static var documentStateChanged: Self { Self("machismo.documentStateChanged") }
}

/// The file Attributor edits, as UIDocument keeps one: where it lives, whether
/// it is saved, edited, being saved or failed to save, and atomic saves of the
/// editor's text. The editor stays the one place the text lives; the document
/// asks for it (`textToSave`) when it saves.
///
/// Documents are `.json` files in the attributed-text format (TextStats'
/// FORMAT.md); any other file is imported as plain UTF-8 text.
@MainActor
final class AttributorDocument {
    enum State: String, Sendable {
        case saved = "Saved"
        case edited = "Edited"
        case saving = "Saving…"
        case saveFailed = "Save Failed"
    }

    /// What a file holds, once read.
    enum Contents {
        case document(AttributedText)
        case plainText(AttributedText)
    }

    private(set) var url: URL
    private(set) var state = State.saved {
        didSet {
            guard state != oldValue else { return }
            center.post(name: .documentStateChanged, object: self, payload: state)
        }
    }
    /// Why the last save failed, for the user.
    private(set) var saveError: String?
    /// The text to write: the editor's, read when a save happens.
    var textToSave: (@MainActor () -> AttributedText)?
    private let center: Notifications.NotificationCenter

    /// The document at `url`; `isSaved` says whether the file holds what the editor shows.
    init(url: URL, isSaved: Bool = true, center: Notifications.NotificationCenter = .default) {
        self.url = url
        self.center = center
        state = isSaved ? .saved : .edited
    }

    /// The file's name without its extension (`Untitled`).
    var name: String {
        let file = url.lastPathComponent
        return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
    }

    /// The user changed the text.
    func markEdited() { state = .edited }

    /// Saves when there is something to save; true when the file is up to date.
    @discardableResult
    func saveIfEdited() -> Bool {
        state == .saved || save()
    }

    /// Writes the editor's text atomically, to `newURL` when given (Save As).
    /// A failure keeps the text in the editor and the file as it was.
    @discardableResult
    func save(to newURL: URL? = nil) -> Bool {
        guard let text = textToSave?() else { return false }
        let destination = newURL ?? url
        state = .saving
        do {
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try AtomicFile.write(text.documentData(), to: destination)
        } catch {
            saveError = "\(error)"
            state = .saveFailed
            return false
        }
        url = destination
        saveError = nil
        state = .saved
        return true
    }

    /// Points the document at another file whose contents the editor now shows, and
    /// deletes what an interrupted save of that file left beside it (its documents may
    /// live outside the folders the app sweeps at startup).
    func open(_ newURL: URL) {
        AtomicFile.removeLeftovers(in: newURL.deletingLastPathComponent(), named: newURL.lastPathComponent)
        url = newURL
        saveError = nil
        state = .saved
    }

    /// The largest document read: 256 MiB.
    static let maximumDocumentBytes = 256 << 20

    /// Reads `url`: a `.json` document, or any other file as plain text. Throws an
    /// error whose description says what is wrong (`TextDocumentError`,
    /// `TextImportError` or the file system's); the file is never changed. Only a
    /// regular file is read (not a FIFO or `/dev/zero`, see `AtomicFile.read`).
    static func read(_ url: URL) throws -> Contents {
        if url.pathExtension == "json" {
            let text = try AttributedText(document: try AtomicFile.read(url, maximumBytes: maximumDocumentBytes))
            let colors = Set(text.runs.compactMap(\.attributes.effectiveColor)).count
            guard colors <= TextStorage.colorLimit else { throw TooManyColors(colors: colors) }
            guard !text.string.utf8.contains(0) else { throw HoldsNUL() }
            return .document(text)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size <= AttributedText.maximumImportBytes else { throw TextImportError.tooLarge(bytes: size) }
        let data = try AtomicFile.read(url, maximumBytes: AttributedText.maximumImportBytes)
        return .plainText(try AttributedText(importing: data))
    }
}

/// A document whose text holds NUL (the format allows it): a text view ends its text
/// there, so it would open cut short and its next autosave would lose the rest.
struct HoldsNUL: Error, CustomStringConvertible {
    var description: String {
        "The document holds a NUL character, which Attributor cannot show; it is left as it is."
    }
}

/// A document of more colours than the editor has tags for; opening it would change some.
struct TooManyColors: Error, CustomStringConvertible {
    var colors: Int
    var description: String {
        "The document uses \(colors) colors; Attributor shows at most \(TextStorage.colorLimit)."
    }
}
