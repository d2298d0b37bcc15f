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

    /// Puts the image encoded in `bytes` (PNG, JPEG …) on the clipboard of `widget`'s
    /// display, as a copy does; false when GDK cannot read it.
    @discardableResult
    public static func setImage(_ bytes: [UInt8], for widget: Widget) -> Bool {
        guard let texture = DecodedImage.texture(of: bytes) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        gdk_clipboard_set_texture(gtk_widget_get_clipboard(widget.widget), texture)
        return true
    }

    /// Puts `text` on the clipboard of `widget`'s display.
    public static func setText(_ text: String, for widget: Widget) {
        gdk_clipboard_set_text(gtk_widget_get_clipboard(widget.widget), text)
    }
}
