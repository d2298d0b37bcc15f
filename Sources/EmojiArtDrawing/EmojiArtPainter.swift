import EmojiArt
import Gtk

/// Draws a document's art with cairo and Pango, with no widget and no display, on any
/// thread: white paper of the canvas's own size (`EmojiArt.canvasSize`), the background
/// image stretched over it, then each emoji, bottom first, at its size with its centre at
/// its position. The one drawing of a document that the browser's thumbnails and
/// **Export as PNG…**/**Export as PDF…** share; the canvas on screen shows the same art
/// with widgets (each emoji a focusable, named object), at the same places and sizes.
public enum EmojiArtPainter {
    /// The canvas's paper, under a background or on its own.
    public static let paper = (red: 1.0, green: 1.0, blue: 1.0)

    /// The background's pixels, decoded (nil without a background, or one GDK cannot read).
    public static func decodedBackground(of art: EmojiArt) -> DecodedPixels? {
        art.background.flatMap { DecodedPixels(decoding: [UInt8]($0.data)) }
    }

    /// Draws `art` onto `canvas`, one canvas point to `scale` units of the canvas. Pass the
    /// background already decoded to draw it more than once.
    public static func draw(
        _ art: EmojiArt, on canvas: OffscreenCanvas, scale: Double = 1,
        background: DecodedPixels? = nil
    ) {
        canvas.fill(red: paper.red, green: paper.green, blue: paper.blue)
        canvas.scale(scale, scale)
        let size = art.canvasSize
        if let pixels = background ?? decodedBackground(of: art) {
            canvas.paint(pixels, x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        }
        for emoji in art.emojis {
            canvas.drawText(emoji.text, points: Double(emoji.size), centeredAt: Double(emoji.x), Double(emoji.y))
        }
    }
}
