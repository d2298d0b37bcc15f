import FoundationEssentials
import Localization

/// The `.emojiart` file (FORMAT.md): JSON with the format's name, its version, the
/// background embedded as base64 and the emoji. Reading checks every field and says
/// what is wrong in the user's words; a file that fails is never half-read.
public enum EmojiArtFormat {
    /// The `format` field's value.
    public static let name = "machismo-emojiart"
    /// The version written, and the only one read.
    public static let version = 1
    /// The file name extension of a document.
    public static let fileExtension = "emojiart"
    /// The image types a background may have.
    public static let backgroundTypes: Set<String> = ["image/png", "image/jpeg", "image/webp", "image/svg+xml"]
    /// The largest background side read, in pixels.
    public static let maximumBackgroundSide = 16_384

    /// The document as the file holds it.
    public static func encode(_ art: EmojiArt) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(FileRecord(art))
    }

    /// The document a file holds, or an error that says why it cannot be read.
    public static func decode(_ data: Data) throws(EmojiArtFormatError) -> EmojiArt {
        let head: Head
        do {
            head = try JSONDecoder().decode(Head.self, from: data)
        } catch {
            throw .corrupt
        }
        guard head.format == name else { throw .notADocument }
        guard let version = head.version else { throw .invalidField("version") }
        guard version == Self.version else { throw .unsupportedVersion(version) }
        let record: FileRecord
        do {
            record = try JSONDecoder().decode(FileRecord.self, from: data)
        } catch DecodingError.keyNotFound(let key, let context) {
            throw .invalidField(key.stringValue, emoji: Self.emojiNumber(context))
        } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.dataCorrupted(let context)
        {
            throw .invalidField(context.codingPath.last?.stringValue ?? "emojis", emoji: Self.emojiNumber(context))
        } catch {
            throw .corrupt
        }
        return try record.art()
    }

    /// The number (from 1) of the emoji a decoding error is in, if it is in one.
    private static func emojiNumber(_ context: DecodingError.Context) -> Int? {
        let path = context.codingPath
        guard path.first?.stringValue == "emojis", path.count >= 2, let index = path[1].intValue else { return nil }
        return index + 1
    }

    /// The two fields read first, so that another format or version is told apart
    /// from a damaged file.
    private struct Head: Decodable {
        var format: String?
        var version: Int?
    }

    struct FileRecord: Codable {
        var format = EmojiArtFormat.name
        var version = EmojiArtFormat.version
        var background: BackgroundRecord?
        var emojis: [EmojiRecord]

        init(_ art: EmojiArt) {
            background = art.background.map {
                BackgroundRecord(mimeType: $0.mimeType, width: $0.width, height: $0.height, data: $0.data)
            }
            emojis = art.emojis.map { EmojiRecord(text: $0.text, x: $0.x, y: $0.y, size: $0.size) }
        }

        /// The model, every value checked.
        func art() throws(EmojiArtFormatError) -> EmojiArt {
            var art = EmojiArt()
            if let background {
                guard EmojiArtFormat.backgroundTypes.contains(background.mimeType) else {
                    throw .invalidField("mimeType")
                }
                let sides = 1...EmojiArtFormat.maximumBackgroundSide
                guard sides.contains(background.width) else { throw .invalidField("width") }
                guard sides.contains(background.height) else { throw .invalidField("height") }
                guard !background.data.isEmpty else { throw .invalidField("data") }
                art.background = EmojiArt.Background(
                    mimeType: background.mimeType, data: background.data,
                    width: background.width, height: background.height)
            }
            for (index, emoji) in emojis.enumerated() {
                guard EmojiPalette.isOneEmoji(emoji.text) else { throw .invalidField("text", emoji: index + 1) }
                let limits = -EmojiArt.positionLimit...EmojiArt.positionLimit
                guard limits.contains(emoji.x) else { throw .invalidField("x", emoji: index + 1) }
                guard limits.contains(emoji.y) else { throw .invalidField("y", emoji: index + 1) }
                guard EmojiArt.sizeRange.contains(emoji.size) else { throw .invalidField("size", emoji: index + 1) }
                art.addEmoji(emoji.text, x: emoji.x, y: emoji.y, size: emoji.size)
            }
            return art
        }
    }

    struct BackgroundRecord: Codable {
        var mimeType: String
        var width: Int
        var height: Int
        /// The image file's bytes, base64 in the file.
        var data: Data
    }

    struct EmojiRecord: Codable {
        var text: String
        var x: Int
        var y: Int
        var size: Int
    }
}

/// Why an `.emojiart` file could not be read, fit for an alert's message in the user's
/// language; field names are the format's own (`"size"`), never translated.
public enum EmojiArtFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not JSON at all, or cut short.
    case corrupt
    /// JSON, but without `"format": "machismo-emojiart"`.
    case notADocument
    /// A version this program does not read.
    case unsupportedVersion(Int)
    /// A field is missing, of the wrong kind or out of range; `emoji` numbers the emoji from 1.
    case invalidField(String, emoji: Int? = nil)

    public var description: String {
        switch self {
        case .corrupt:
            tr("The document is damaged or incomplete: it is not valid JSON.")
        case .notADocument:
            tr("The file is not an EmojiArt document.")
        case .unsupportedVersion(let version):
            // TRANSLATORS: %1$s and %2$s are version numbers of the document format.
            tr(
                "The document has format version %1$s; this version of Machismo reads version %2$s only.",
                String(version), String(EmojiArtFormat.version))
        case .invalidField(let field, nil):
            // TRANSLATORS: %s is a field name of the file format ("width"), kept as it is.
            tr("The document is not valid: its \"%s\" field is missing or wrong.", field)
        case .invalidField(let field, let emoji?):
            // TRANSLATORS: %1$s is a field name of the file format ("size"), kept as it is; %2$s an emoji's number.
            tr("The document is not valid: the \"%1$s\" of emoji %2$s is missing or wrong.", field, String(emoji))
        }
    }
}
