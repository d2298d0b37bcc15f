import CGtk

/// A picture file (SVG, through gdk-pixbuf's loader, which uses librsvg) rendered at an
/// exact size in device pixels, kept as a cairo surface that draws pixel for pixel.
///
/// For a crisp vector picture at any zoom and scale factor, render it again at
/// `widget size × scale factor` whenever that changes, rather than scaling a bitmap;
/// `draw` stretches an out-of-date rendering in the meantime.
@MainActor
package final class RenderedSVG {
    /// The rendering's size in device pixels.
    package let pixelWidth: Int
    /// The height in pixels.
    package let pixelHeight: Int
    /// The device pixels per widget pixel it was made for.
    package let scale: Int
    private nonisolated(unsafe) let surface: OpaquePointer

    /// Renders `path` at `pixelWidth` × `pixelHeight` device pixels for a widget of
    /// `scale`; nil (with gdk-pixbuf's reason in `error`) when the file cannot be read.
    package init(file path: String, pixelWidth: Int, pixelHeight: Int, scale: Int) throws(PictureError) {
        var error: UnsafeMutablePointer<GError>?
        guard let pixbuf = gdk_pixbuf_new_from_file_at_scale(path, Int32(pixelWidth), Int32(pixelHeight), 0, &error)
        else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw PictureError(description: message)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        self.pixelWidth = Int(gdk_pixbuf_get_width(pixbuf))
        self.pixelHeight = Int(gdk_pixbuf_get_height(pixbuf))
        self.scale = max(1, scale)
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(self.pixelWidth), Int32(self.pixelHeight))
        let cr = cairo_create(surface)
        gdk_cairo_set_source_pixbuf(cr, pixbuf, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_set_device_scale(surface, Double(self.scale), Double(self.scale))
    }

    deinit { cairo_surface_destroy(surface) }

    /// Whether it was rendered for exactly this size in device pixels.
    package func matches(pixelWidth: Int, pixelHeight: Int, scale: Int) -> Bool {
        self.pixelWidth == pixelWidth && self.pixelHeight == pixelHeight && self.scale == scale
    }

    /// Paints it into `width` × `height` widget pixels at the origin: pixel for pixel when
    /// it was rendered for that size, else stretched.
    package func draw(in context: CairoContext, width: Double, height: Double) {
        let cr = context.cr
        let naturalWidth = Double(pixelWidth) / Double(scale), naturalHeight = Double(pixelHeight) / Double(scale)
        cairo_save(cr)
        cairo_rectangle(cr, 0, 0, width, height)
        cairo_clip(cr)
        cairo_scale(cr, width / naturalWidth, height / naturalHeight)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}

/// A picture that could not be loaded, with gdk-pixbuf's words for why.
public struct PictureError: Error, CustomStringConvertible {
    public let description: String
}
