import CGtk

/// An offscreen ARGB32 picture to draw into without a display: for tests, benchmarks
/// and exported images. Its `context` is valid as long as the surface lives.
@MainActor
public final class ImageSurface {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    private nonisolated(unsafe) let surface: OpaquePointer
    private nonisolated(unsafe) let cr: OpaquePointer

    /// A fully transparent surface of `width` × `height` pixels. One too large for cairo draws
    /// nothing and reads as transparent.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        cr = cairo_create(surface)
    }

    /// A fully transparent surface of `width` × `height` units of `scale` pixels each
    /// (cairo's device scale): drawn into and painted in units, its pixels as many as the
    /// screen's where one unit is `scale` pixels. `width` and `height` count its pixels.
    public convenience init(width: Int, height: Int, scale: Int) {
        let scale = max(1, scale)
        self.init(width: width * scale, height: height * scale)
        cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// The pixels of a decoded image, which the surface now shares.
    public init(_ pixels: DecodedPixels) {
        surface = cairo_surface_reference(pixels.surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        cr = cairo_create(surface)
    }

    /// The one context drawing into this surface.
    public var context: CairoContext { CairoContext(cr: cr) }

    /// Paints the picture onto `context` with its top-left corner at (`x`, `y`).
    ///
    /// No flush: cairo reads its own drawing as it is. A context that records (a drawing
    /// area's, under GTK) keeps a snapshot of the picture, and a flush would copy the
    /// picture out from under each snapshot: 30 copies for a board of face-down cards.
    public func paint(on context: CairoContext, x: Double = 0, y: Double = 0) {
        cairo_set_source_surface(context.cr, surface, x, y)
        cairo_paint(context.cr)
    }

    /// Finishes pending drawing, so the pixels can be read.
    public func flush() { cairo_surface_flush(surface) }

    /// A copy no larger than `side` pixels either way, its aspect ratio kept.
    public func scaled(toFit side: Int) -> ImageSurface {
        let factor = min(1, Double(side) / Double(max(width, height, 1)))
        let copy = ImageSurface(
            width: max(1, Int(Double(width) * factor)), height: max(1, Int(Double(height) * factor)))
        flush()
        cairo_scale(copy.cr, factor, factor)
        cairo_set_source_surface(copy.cr, surface, 0, 0)
        cairo_paint(copy.cr)
        copy.flush()
        return copy
    }

    /// Saves the picture as a PNG file.
    public func writePNG(to path: String) throws(CairoError) {
        flush()
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else { throw CairoError(status) }
    }

    /// The colour at pixel `x`, `y`, un-premultiplied; fully transparent outside the surface.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return (0, 0, 0, 0) }
        flush()
        guard let bytes = cairo_image_surface_get_data(surface) else { return (0, 0, 0, 0) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawPointer(bytes)
        let argb = data.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
        let alpha = argb >> 24
        func channel(_ shift: UInt32) -> UInt8 {
            let value = (argb >> shift) & 0xFF
            guard alpha > 0 else { return 0 }
            return UInt8(min(255, (value * 255 + alpha / 2) / alpha))
        }
        return (channel(16), channel(8), channel(0), UInt8(alpha))
    }
}
