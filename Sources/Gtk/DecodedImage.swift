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
