import CGtk

/// A photo made ready to keep: decoded by gdk-pixbuf (PNG, JPEG, WebP when installed, …),
/// decoded no larger than `longestSide` pixels on its long side (a larger image is scaled
/// down while it is read, so a huge one never fills memory), turned upright by its EXIF
/// orientation and encoded as PNG. Safe off the main thread: no widget is touched.
package enum ScaledPhoto {
    /// Why `bytes` gave no photo.
    package enum Failure: Error, Equatable {
        /// No image format gdk-pixbuf knows (a text file).
        case notAnImage
        /// A known format that could not be decoded; gdk-pixbuf's words.
        case damaged(String)
    }

    /// The photo in `bytes`, scaled down to fit `longestSide` (never up), as PNG, with its size.
    package static func png(from bytes: [UInt8], longestSide: Int) throws(Failure) -> (
        png: [UInt8], width: Int, height: Int
    ) {
        let loader = gdk_pixbuf_loader_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        let sizePrepared: @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = {
            loader, width, height, side in
            let fitted = ScaledPhoto.fitted(width: Int(width), height: Int(height), longestSide: Int(bitPattern: side))
            if fitted.width != Int(width) || fitted.height != Int(height) {
                gdk_pixbuf_loader_set_size(
                    loader?.assumingMemoryBound(to: GdkPixbufLoader.self), Int32(fitted.width), Int32(fitted.height))
            }
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(loader), "size-prepared", unsafeBitCast(sizePrepared, to: GCallback.self),
            UnsafeMutableRawPointer(bitPattern: max(1, longestSide)), nil, GConnectFlags(0))
        guard !bytes.isEmpty else { throw .notAnImage }
        var error: UnsafeMutablePointer<GError>?
        let written = bytes.withUnsafeBufferPointer { buffer in
            gdk_pixbuf_loader_write(loader, buffer.baseAddress, gsize(buffer.count), &error) != 0
        }
        // A failed write has closed the loader already; else it must be closed before it is freed.
        if written { _ = gdk_pixbuf_loader_close(loader, &error) }
        if let error {
            defer { g_error_free(error) }
            let unknownType =
                error.pointee.domain == gdk_pixbuf_error_quark()
                && error.pointee.code == Int32(GDK_PIXBUF_ERROR_UNKNOWN_TYPE.rawValue)
            throw unknownType ? .notAnImage : .damaged(String(cString: error.pointee.message))
        }
        guard let loaded = gdk_pixbuf_loader_get_pixbuf(loader) else { throw .damaged("no image") }
        if endsEarly(bytes) { throw .damaged("the file ends before the image does") }
        let upright = gdk_pixbuf_apply_embedded_orientation(loaded)!
        defer { g_object_unref(UnsafeMutableRawPointer(upright)) }
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var saveError: UnsafeMutablePointer<GError>?
        guard gdk_pixbuf_save_to_bufferv(upright, &buffer, &size, "png", nil, nil, &saveError) != 0, let buffer else {
            let message = saveError.map { String(cString: $0.pointee.message) } ?? "could not encode"
            if let saveError { g_error_free(saveError) }
            throw .damaged(message)
        }
        defer { g_free(buffer) }
        let png = buffer.withMemoryRebound(to: UInt8.self, capacity: Int(size)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(size)))
        }
        return (png, Int(gdk_pixbuf_get_width(upright)), Int(gdk_pixbuf_get_height(upright)))
    }

    /// Whether a PNG has no `IEND` chunk, a JPEG no end-of-image marker, a GIF no trailer:
    /// a file cut short, whose missing part gdk-pixbuf's loaders fill in without a word.
    static func endsEarly(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return !contains(bytes, Array("IEND".utf8)) }
        if bytes.starts(with: [0xFF, 0xD8]) { return !contains(bytes.dropFirst(2), [0xFF, 0xD9]) }
        if bytes.starts(with: Array("GIF8".utf8)) { return bytes.last != 0x3B }
        return false
    }

    /// Searched from the end, where the markers are.
    private static func contains(_ bytes: some BidirectionalCollection<UInt8>, _ part: [UInt8]) -> Bool {
        bytes.indices.reversed().contains { index in bytes[index...].starts(with: part) }
    }

    /// `width` × `height` scaled down to fit a square of `longestSide`, its shape kept
    /// (at least one pixel each way); unchanged when it already fits.
    package static func fitted(width: Int, height: Int, longestSide: Int) -> (width: Int, height: Int) {
        let long = max(width, height)
        guard long > longestSide, long > 0 else { return (width, height) }
        let factor = Double(longestSide) / Double(long)
        return (max(1, Int((Double(width) * factor).rounded())), max(1, Int((Double(height) * factor).rounded())))
    }

    /// The size of the image in the file at `path`, read from its header; nil when it is no image.
    package static func size(ofFile path: String) -> (width: Int, height: Int)? {
        var width: Int32 = 0, height: Int32 = 0
        guard gdk_pixbuf_get_file_info(path, &width, &height) != nil, width > 0, height > 0 else { return nil }
        return (Int(width), Int(height))
    }
}
