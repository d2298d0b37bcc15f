import CGtk

/// What an encoded image (PNG, JPEG, WebP when gdk-pixbuf has it, SVG) decodes to,
/// found by decoding it into a `GdkTexture`. Safe off the main thread: GDK's texture
/// loading is thread-safe, and no widget is touched.
package enum DecodedImage {
    /// The image's size in pixels, or nil when `bytes` are no image GDK can read.
    package static func size(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard let texture = texture(of: bytes) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        return (Int(gdk_texture_get_width(texture)), Int(gdk_texture_get_height(texture)))
    }

    /// A new texture of the image in `bytes` (the caller unrefs it), or nil.
    static func texture(of bytes: [UInt8]) -> OpaquePointer? {
        bytes.withUnsafeBytes { raw -> OpaquePointer? in
            guard let data = g_bytes_new(raw.baseAddress, gsize(raw.count)) else { return nil }
            defer { g_bytes_unref(data) }
            return gdk_texture_new_from_bytes(data, nil)
        }
    }
}

/// An image decoded once into pixels cairo paints as they are (premultiplied ARGB32),
/// on any thread; the main thread draws them through `ImageSurface(_:)`. (A `GtkPicture`
/// of a texture converts the whole texture for cairo at every frame it paints.)
public final class DecodedPixels: @unchecked Sendable {
    /// The cairo image surface, owned; never drawn into after `init`.
    let surface: OpaquePointer

    /// The image encoded in `bytes` (PNG, JPEG, WebP, SVG), or nil when GDK cannot read it.
    public init?(decoding bytes: [UInt8]) {
        guard let texture = DecodedImage.texture(of: bytes) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let surface = cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, gdk_texture_get_width(texture),
            gdk_texture_get_height(texture))!
        guard let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        gdk_texture_download(texture, data, gsize(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
        self.surface = surface
    }

    deinit { cairo_surface_destroy(surface) }
}
