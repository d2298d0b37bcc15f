import FoundationEssentials
import Localization

/// Why a file could not be imported as plain text. The descriptions are fit for the
/// message of the `Text Import Failed` alert, in the user's language.
public enum TextImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Binary data: a NUL byte, or too many other control characters.
    case notText
    /// Text in another encoding: invalid UTF-8, or a UTF-16 or UTF-32 byte-order mark.
    case notUTF8
    /// Larger than ``AttributedText/maximumImportBytes``.
    case tooLarge(bytes: Int)

    public var description: String {
        switch self {
        case .notText:
            tr("The file is not text: it holds binary data.")
        case .notUTF8:
            tr("The file is not UTF-8 text. Save it as UTF-8 and import it again.")
        case .tooLarge(let bytes):
            // TRANSLATORS: %1$s is the file's size in megabytes with one decimal (10,1), %2$d the limit in megabytes.
            tr(
                "The file is too large to import (%1$s MB); the limit is %2$d MB.", Self.megabytes(bytes),
                AttributedText.maximumImportBytes / (1024 * 1024))
        }
    }

    /// Megabytes (of 1024 × 1024 bytes) with one decimal, rounded up, so that a file just
    /// over the limit reads `10.1`, never `10.0` (`10,1` in German).
    private static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + 1024 * 1024 - 1) / (1024 * 1024)
        return LocaleNumbers.decimal(Double(tenths) / 10, fractionDigits: 1)
    }
}

extension AttributedText {
    /// The largest file ``init(importing:)`` takes: 10 MB (10 × 1024 × 1024 bytes).
    public static let maximumImportBytes = 10 * 1024 * 1024

    /// Plain text from a file's bytes, with no attributes.
    ///
    /// The checks, in order: at most ``maximumImportBytes`` (else `.tooLarge`); no UTF-16
    /// or UTF-32 byte-order mark (else `.notUTF8`); no NUL byte, and control characters
    /// other than tab, line feed, vertical tab, form feed, carriage return and escape in
    /// at most 1 byte in 20 (else `.notText`); valid UTF-8 (else `.notUTF8`).
    /// A UTF-8 byte-order mark is accepted and dropped. Line endings are kept as they are;
    /// an empty file gives an empty text.
    public init(importing data: Data) throws(TextImportError) {
        guard data.count <= Self.maximumImportBytes else { throw .tooLarge(bytes: data.count) }
        let decoded: Result<String, TextImportError> = data.withUnsafeBytes { buffer in
            let bytes = buffer.bindMemory(to: UInt8.self)
            if Self.hasWideByteOrderMark(bytes) { return .failure(.notUTF8) }
            if Self.looksBinary(bytes) { return .failure(.notText) }
            let utf8BOM = bytes.starts(with: [0xEF, 0xBB, 0xBF])
            let text = String(
                validating: utf8BOM ? UnsafeBufferPointer(rebasing: bytes.dropFirst(3)) : bytes,
                as: UTF8.self)
            return text.map { .success($0) } ?? .failure(.notUTF8)
        }
        let string = try decoded.get()
        self.init(string)
    }

    private static func hasWideByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0, 0, 0xFE, 0xFF])
    }

    private static func looksBinary(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var controls = 0
        for byte in bytes {
            switch byte {
            case 0: return true
            case 0x09...0x0D, 0x1B: break
            case 0x01..<0x20, 0x7F: controls += 1
            default: break
            }
        }
        return controls * 20 > bytes.count
    }
}
