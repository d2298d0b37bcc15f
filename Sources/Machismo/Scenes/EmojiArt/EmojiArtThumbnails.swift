import FoundationEssentials
import Gtk
import Logging

/// The browser's thumbnails: a PNG of each document's canvas, at most 256 pixels either
/// way, in `$XDG_CACHE_HOME/machismo/thumbnails/` named after the document's file
/// (`Untitled.emojiart.png`): the cache is keyed by the document's name and modification
/// time, a thumbnail older than its document being stale. Written by the document page when
/// the document closes (not at every save: drawing it takes the focus off the canvas), and
/// by the browser's `ThumbnailRenderer`, off the main thread, for a document that has none
/// or a stale one (written by another program, or never opened here).
/// A cache: deleting it loses nothing.
@MainActor
enum EmojiArtThumbnails {
    static let side = 256
    private static let logger = Logger(label: "machismo.emojiart")

    static var folder: URL {
        URL(fileURLWithPath: SpecialFolders.cache, isDirectory: true)
            .appendingPathComponent("machismo/thumbnails", isDirectory: true)
    }

    static func url(for document: URL) -> URL {
        url(for: document, in: folder)
    }

    /// The thumbnail of `document` in the cache folder `folder`; for any thread.
    nonisolated static func url(for document: URL, in folder: URL) -> URL {
        folder.appendingPathComponent(document.lastPathComponent + ".png")
    }

    /// The thumbnail's path, when there is one at least as new as the document.
    static func existingThumbnail(for document: URL) -> String? {
        let path = url(for: document).path
        let manager = FileManager.default
        guard let thumbnailDate = (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
            let documentDate = (try? manager.attributesOfItem(atPath: document.path))?[.modificationDate] as? Date,
            thumbnailDate >= documentDate
        else { return nil }
        return path
    }

    /// Draws `canvas` as it is on screen into the document's thumbnail, without the
    /// focus ring (the focus leaves the canvas: call this when it is about to go anyway).
    static func write(_ canvas: Widget, for document: URL) {
        guard canvas.width > 1, canvas.height > 1 else { return }
        if canvas.containsFocus { Window.containing(canvas)?.clearFocus() }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try canvas.renderImage().scaled(toFit: side).writePNG(to: url(for: document).path)
        } catch {
            logger.warning("The thumbnail of \(document.lastPathComponent) could not be written: \(error)")
        }
    }

    /// The document was renamed: its thumbnail follows.
    static func move(from old: URL, to new: URL) {
        try? FileManager.default.moveItem(at: url(for: old), to: url(for: new))
    }

    /// The document was deleted: so is its thumbnail.
    static func remove(for document: URL) {
        try? FileManager.default.removeItem(at: url(for: document))
    }
}
