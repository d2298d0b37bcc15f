import EmojiArt
import EmojiArtDrawing
import FoundationEssentials
import Glibc
import Gtk
import Localization
import Storage

/// **Export as PNG…** and **Export as PDF…**: a document's art drawn at its canvas's own
/// size (`EmojiArt.canvasSize`, whatever the zoom or scroll on screen) by `EmojiArtPainter`,
/// encoded by cairo, and written atomically (`AtomicFile`: a temporary file beside the
/// target, synced, then renamed over it), so a failed export leaves what was there before.
/// Safe off the main thread.
enum EmojiArtExport {
    /// The file types an export writes.
    enum Format: CaseIterable, Sendable {
        case png
        case pdf

        var fileExtension: String {
            switch self {
            case .png: "png"
            case .pdf: "pdf"
            }
        }
    }

    /// Why an export failed, in the user's words.
    enum Problem: Error, CustomStringConvertible, Sendable {
        /// The file could not be written (`FileError`'s errno and the target).
        case unwritable(URL, code: Int32)
        /// cairo could not draw or encode the picture (too large, out of memory).
        case drawing(String)

        var description: String {
            switch self {
            case .unwritable(let url, let code):
                // TRANSLATORS: why an export failed: %1$s is the file's name, %2$s its folder,
                // %3$s the system's reason ("Permission denied").
                tr(
                    "“%1$s” could not be saved in %2$s: %3$s", url.lastPathComponent,
                    url.deletingLastPathComponent().path, String(cString: strerror(code)))
            case .drawing(let reason):
                // TRANSLATORS: why an export failed: %s is cairo's reason ("out of memory").
                tr("The picture could not be drawn: %s", reason)
            }
        }
    }

    /// `Sky.png` for the document `Sky`.
    static func suggestedName(forDocumentNamed name: String, _ format: Format) -> String {
        "\(name).\(format.fileExtension)"
    }

    /// `art` drawn at its canvas's size and encoded as `format`: a PNG of one pixel per
    /// canvas point, or a one-page PDF of one point per canvas point.
    static func encode(_ art: EmojiArt, as format: Format) throws(Problem) -> [UInt8] {
        let size = art.canvasSize
        do throws(CairoError) {
            switch format {
            case .png:
                let canvas = OffscreenCanvas(width: size.width, height: size.height)
                EmojiArtPainter.draw(art, on: canvas)
                return try canvas.pngData()
            case .pdf:
                let canvas = OffscreenCanvas(pdfWidth: size.width, height: size.height)
                EmojiArtPainter.draw(art, on: canvas)
                return try canvas.finishPDF()
            }
        } catch {
            throw .drawing(error.description)
        }
    }

    /// Draws `art` as `format` into the file at `url`, replacing it whole or not at all.
    static func write(_ art: EmojiArt, as format: Format, to url: URL) throws(Problem) {
        let bytes = try encode(art, as: format)
        do throws(FileError) {
            try AtomicFile.write(Data(bytes), to: url)
        } catch {
            throw .unwritable(url, code: error.code)
        }
    }
}
