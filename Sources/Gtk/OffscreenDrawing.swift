import CGtk

/// An image in memory that a picture shows (a `GdkTexture`): immutable, so it is made on any
/// thread (decoded from a file or drawn with an ``OffscreenCanvas``) and handed to the main
/// thread, which shows it with ``Picture/setTexture(_:)``.
public final class Texture: @unchecked Sendable {
    /// The `GdkTexture`, owned.
    let texture: UnsafeMutableRawPointer

    /// The image in the file at `path` (PNG, JPEG, …), or nil when GDK cannot read it.
    public init?(contentsOfFile path: String) {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let texture = gdk_texture_new_from_file(file, nil) else { return nil }
        self.texture = UnsafeMutableRawPointer(texture)
    }

    fileprivate init(owning texture: UnsafeMutableRawPointer) { self.texture = texture }

    deinit { g_object_unref(texture) }

    /// The width in pixels.
    public var width: Int { Int(gdk_texture_get_width(OpaquePointer(texture))) }
    /// The height in pixels.
    public var height: Int { Int(gdk_texture_get_height(OpaquePointer(texture))) }
}

/// A picture drawn with cairo and Pango off the main thread: no widget, no display, its own
/// surface and its own Pango context (PangoCairo's font map is per thread), so a worker
/// thread may draw one while GTK draws on the main thread. One thread at a time draws into a
/// canvas; hand the result over as a ``Texture``, a PNG file or its bytes. A PDF canvas
/// (`init(pdfWidth:height:)`) takes the same drawing and gives a PDF file's bytes.
public final class OffscreenCanvas: @unchecked Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    /// What a PDF canvas has written so far (nil for an image canvas).
    private let pdfOutput: ByteSink?

    /// A transparent canvas of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(self.width), Int32(self.height))
        cr = cairo_create(surface)
        pdfOutput = nil
    }

    /// A one-page PDF of `width` × `height` points, drawn as an image canvas is (one unit a
    /// point) but kept as vectors and text; `finishPDF()` returns the file's bytes.
    public init(pdfWidth width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        let sink = ByteSink()
        pdfOutput = sink
        surface = cairo_pdf_surface_create_for_stream(
            ByteSink.write, Unmanaged.passUnretained(sink).toOpaque(), Double(self.width), Double(self.height))
        cr = cairo_create(surface)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Scales what is drawn next by `x` and `y`.
    public func scale(_ x: Double, _ y: Double) { cairo_scale(cr, x, y) }

    /// Fills the clip (the whole canvas) with an opaque colour.
    public func fill(red: Double, green: Double, blue: Double) {
        cairo_set_source_rgb(cr, red, green, blue)
        cairo_paint(cr)
    }

    /// Paints decoded `pixels` stretched over the rectangle (`x`, `y`, `width`, `height`).
    public func paint(_ pixels: DecodedPixels, x: Double, y: Double, width: Double, height: Double) {
        let imageWidth = Double(cairo_image_surface_get_width(pixels.surface))
        let imageHeight = Double(cairo_image_surface_get_height(pixels.surface))
        guard imageWidth > 0, imageHeight > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, x, y)
        cairo_scale(cr, width / imageWidth, height / imageHeight)
        cairo_set_source_surface(cr, pixels.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Draws `text` in the default font at `points` (at 96 dots per inch, as GTK's labels are)
    /// with the centre of its logical box at (`x`, `y`): emoji in their colours.
    public func drawText(_ text: String, points: Double, centeredAt x: Double, _ y: Double) {
        guard let layout = pango_cairo_create_layout(cr) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_cairo_context_set_resolution(pango_layout_get_context(layout), 96)
        pango_layout_context_changed(layout)
        let font = pango_font_description_new()
        defer { pango_font_description_free(font) }
        pango_font_description_set_size(font, Int32((points * Double(PANGO_SCALE)).rounded()))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, text, -1)
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, nil, &logical)
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_move_to(cr, x - Double(logical.width) / 2, y - Double(logical.height) / 2)
        pango_cairo_show_layout(cr, layout)
    }

    /// The picture as drawn so far, as a texture.
    public func makeTexture() -> Texture? {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let bytes = g_bytes_new(data, gsize(stride * height)) else { return nil }
        defer { g_bytes_unref(bytes) }
        // cairo's ARGB32 is premultiplied B, G, R, A in memory on a little-endian machine.
        guard
            let texture = gdk_memory_texture_new(
                Int32(width), Int32(height), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride))
        else { return nil }
        return Texture(owning: UnsafeMutableRawPointer(texture))
    }

    /// Writes the picture as a PNG file at `path`.
    public func writePNG(to path: String) throws(CairoError) {
        cairo_surface_flush(surface)
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else { throw CairoError(status) }
    }

    /// The picture encoded as a PNG file's bytes (an image canvas), for a caller that
    /// writes them its own way (atomically).
    public func pngData() throws(CairoError) -> [UInt8] {
        cairo_surface_flush(surface)
        let sink = ByteSink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, ByteSink.write, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw CairoError(status) }
        return sink.bytes
    }

    /// Ends a PDF canvas's page and returns the PDF file's bytes; nothing can be drawn after.
    public func finishPDF() throws(CairoError) -> [UInt8] {
        guard let pdfOutput else { throw CairoError(CAIRO_STATUS_SURFACE_TYPE_MISMATCH) }
        if cairo_status(cr) != CAIRO_STATUS_SUCCESS { throw CairoError(cairo_status(cr)) }
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw CairoError(status) }
        return pdfOutput.bytes
    }
}

/// Collects what cairo writes to a stream (`cairo_write_func_t`).
private final class ByteSink {
    var bytes: [UInt8] = []

    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        if let data, length > 0 { sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length))) }
        return CAIRO_STATUS_SUCCESS
    }
}
