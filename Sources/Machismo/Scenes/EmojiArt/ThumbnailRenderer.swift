import EmojiArt
import EmojiArtDrawing
import FoundationEssentials
import Glibc
import Gtk
import Storage

/// Makes a document's thumbnail on a worker thread: the cached PNG when it is at least as
/// new as the document, else the document read from its file and drawn with cairo and Pango
/// into an offscreen image (its background scaled, each emoji at its size and place), which
/// is written to the cache for the next time. Nothing here touches a widget: GTK's own
/// drawing stays on the main thread, which only shows the finished texture.
struct ThumbnailRenderer: Sendable {
    /// The cache folder (`$XDG_CACHE_HOME/machismo/thumbnails`).
    let folder: URL
    /// The longest side of a thumbnail, in pixels.
    let side: Int

    /// The thumbnail of the document at `document`, modified at `modified`; nil when the
    /// document cannot be read (the browser keeps its placeholder).
    func thumbnail(for document: URL, modified: Date) -> Texture? {
        let cached = EmojiArtThumbnails.url(for: document, in: folder)
        if let date = Self.modificationDate(of: cached.path), date >= modified,
            let texture = Texture(contentsOfFile: cached.path)
        {
            return texture
        }
        guard let data = try? AtomicFile.read(document, maximumBytes: 256 << 20),
            let art = try? EmojiArtFormat.decode(data)
        else { return nil }
        let canvas = draw(art)
        write(canvas, to: cached)
        return canvas.makeTexture()
    }

    /// `art` drawn as its canvas shows it at zoom 1, scaled to fit `side` pixels.
    func draw(_ art: EmojiArt) -> OffscreenCanvas {
        let size = art.canvasSize
        let scale = Double(side) / Double(max(size.width, size.height, 1))
        let canvas = OffscreenCanvas(
            width: max(1, Int((Double(size.width) * scale).rounded())),
            height: max(1, Int((Double(size.height) * scale).rounded())))
        EmojiArtPainter.draw(art, on: canvas, scale: scale)
        return canvas
    }

    /// Writes the PNG beside its place, then renames it there: a reader never sees half of it.
    private func write(_ canvas: OffscreenCanvas, to url: URL) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        guard (try? canvas.writePNG(to: temporary.path)) != nil, rename(temporary.path, url.path) == 0 else {
            unlink(temporary.path)
            return
        }
    }

    static func modificationDate(of path: String) -> Date? {
        var facts = stat()
        guard stat(path, &facts) == 0 else { return nil }
        return Date(timeIntervalSince1970: Double(facts.st_mtim.tv_sec) + Double(facts.st_mtim.tv_nsec) / 1e9)
    }
}
