import EmojiArt
import FoundationEssentials
import Gtk
import Localization

/// Reads a dropped image file into an `EmojiArt.Background`: the file's bytes, their
/// type (sniffed from the bytes, not the name) and the image's size, decoded to check
/// that GDK can show it. Runs off the main thread.
enum BackgroundImage {
    /// The largest image taken: 50 MB.
    static let maximumBytes = 50_000_000

    /// Why a file cannot be the background, in the user's words.
    enum Problem: Error, Equatable, CustomStringConvertible {
        case unreadable
        case tooLarge
        case notAnImage
        case noImageOnClipboard

        var description: String {
            switch self {
            case .unreadable: tr("The file could not be read.")
            case .tooLarge: tr("The image is larger than 50 MB.")
            case .notAnImage: tr("The file is not a PNG, JPEG, WebP or SVG image.")
            case .noImageOnClipboard: tr("It holds no image.")
            }
        }
    }

    /// The background the file at `url` makes, or why it makes none.
    static func load(_ url: URL) -> Result<EmojiArt.Background, Problem> {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int
        if let size, size > maximumBytes { return .failure(.tooLarge) }
        guard let data = try? Data(contentsOf: url) else { return .failure(.unreadable) }
        guard data.count <= maximumBytes else { return .failure(.tooLarge) }
        return decode(data)
    }

    /// The background `data` makes, or why it makes none.
    static func decode(_ data: Data) -> Result<EmojiArt.Background, Problem> {
        guard let mimeType = mimeType(of: data), let size = DecodedImage.size(of: [UInt8](data)),
            size.width > 0, size.height > 0
        else { return .failure(.notAnImage) }
        return .success(EmojiArt.Background(mimeType: mimeType, data: data, width: size.width, height: size.height))
    }

    /// The type the bytes start with: PNG, JPEG, WebP or SVG.
    static func mimeType(of data: Data) -> String? {
        let head = [UInt8](data.prefix(512))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if head.count >= 12, head.starts(with: Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) {
            return "image/webp"
        }
        if let text = String(bytes: head, encoding: .utf8) ?? String(bytes: head.prefix(200), encoding: .utf8),
            text.contains("<svg")
        {
            return "image/svg+xml"
        }
        return nil
    }
}
