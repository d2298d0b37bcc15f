import EmojiArt
import Gtk

/// The canvas's background image, stretched over the view's area (the canvas sizes it to
/// the image's size at its zoom). The image is decoded off the main thread, once, into
/// pixels cairo paints as they are: the canvas shows its emoji while a large image is
/// still decoding, and a frame that moves an emoji repaints only what the emoji uncovered.
@MainActor
final class BackgroundView: DrawingArea {
    private var image: ImageSurface?
    /// Whether the image has been drawn (its first frame is painted after that).
    private(set) var isDrawn = false

    init(_ background: EmojiArt.Background) {
        super.init()
        setDraw { [weak self] context, width, height in
            guard let self, let image = self.image else { return }
            context.scale(Double(width) / Double(image.width), Double(height) / Double(image.height))
            image.paint(on: context)
            self.isDrawn = true
        }
        let bytes = background.data
        let decoding = Task.detached { DecodedPixels(decoding: [UInt8](bytes)) }
        Task { [weak self] in
            guard let pixels = await decoding.value, let self else { return }
            self.image = ImageSurface(pixels)
            self.queueDraw()
        }
    }
}
