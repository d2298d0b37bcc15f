import CGtk

/// The desktop's clipboard, for pasting images (EmojiArt's Ctrl+V).
@MainActor
public enum Clipboard {
    /// Reads the image on the clipboard of `widget`'s display and calls `completion`
    /// with it encoded as PNG, or nil when the clipboard holds no image. GDK reads and
    /// decodes it asynchronously; the main loop goes on meanwhile.
    public static func readImage(for widget: Widget, _ completion: @escaping @MainActor ([UInt8]?) -> Void) {
        let clipboard = gtk_widget_get_clipboard(widget.widget)
        let box = Unmanaged.passRetained(SignalBox<@MainActor ([UInt8]?) -> Void>(completion))
        let callback: @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
            source, result, data in
            let box = Unmanaged<SignalBox<@MainActor ([UInt8]?) -> Void>>.fromOpaque(data!).takeRetainedValue()
            var bytes: [UInt8]?
            if let texture = gdk_clipboard_read_texture_finish(OpaquePointer(source), result, nil) {
                if let png = gdk_texture_save_to_png_bytes(texture) {
                    var size: gsize = 0
                    if let start = g_bytes_get_data(png, &size) {
                        bytes = Array(UnsafeRawBufferPointer(start: start, count: Int(size)))
                    }
                    g_bytes_unref(png)
                }
                g_object_unref(UnsafeMutableRawPointer(texture))
            }
            let read = bytes
            MainActor.assumeIsolated { box.handler(read) }
        }
        gdk_clipboard_read_texture_async(clipboard, nil, callback, box.toOpaque())
    }
}
