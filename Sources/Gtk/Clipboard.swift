import CGtk

/// The desktop's clipboard, for pasting images and image files (EmojiArt's Ctrl+V).
@MainActor
public enum Clipboard {
    /// Reads the image on the clipboard of `widget`'s display and calls `completion`
    /// with it encoded as PNG, or nil when the clipboard holds no image. GDK reads and
    /// decodes it asynchronously; the main loop goes on meanwhile.
    public static func readImage(for widget: Widget, _ completion: @escaping @MainActor ([UInt8]?) -> Void) {
        let clipboard = gtk_widget_get_clipboard(widget.widget)
        let box = Unmanaged.passRetained(SignalBox<@MainActor ([UInt8]?) -> Void>(completion))
        let callback:
            @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
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

    /// What a paste takes: files copied in a file manager, or an image (encoded as PNG).
    public enum Pasted: Sendable, Equatable {
        /// The local paths of the files copied, in the order they were copied.
        case files([String])
        /// An image, encoded as PNG.
        case image([UInt8])
    }

    /// Reads the local paths of the files on the clipboard of `widget`'s display when it
    /// offers files (a copy in a file manager), else its image as `readImage` does; calls
    /// `completion` with nil when it holds neither.
    public static func readFilesOrImage(for widget: Widget, _ completion: @escaping @MainActor (Pasted?) -> Void) {
        let clipboard = gtk_widget_get_clipboard(widget.widget)
        guard gdk_content_formats_contain_gtype(gdk_clipboard_get_formats(clipboard), gdk_file_list_get_type()) != 0
        else {
            return readImage(for: widget) { bytes in completion(bytes.map(Pasted.image)) }
        }
        let box = Unmanaged.passRetained(SignalBox<@MainActor (Pasted?) -> Void>(completion))
        let callback:
            @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
                source, result, data in
                let box = Unmanaged<SignalBox<@MainActor (Pasted?) -> Void>>.fromOpaque(data!).takeRetainedValue()
                let paths =
                    gdk_clipboard_read_value_finish(OpaquePointer(source), result, nil).map(DropTarget.paths) ?? []
                MainActor.assumeIsolated { box.handler(paths.isEmpty ? nil : .files(paths)) }
            }
        gdk_clipboard_read_value_async(
            clipboard, gdk_file_list_get_type(), Int32(G_PRIORITY_DEFAULT), nil, callback,
            box.toOpaque())
    }

    /// Puts the files at `paths` on the clipboard of `widget`'s display, as a file manager's copy does.
    public static func setFiles(_ paths: [String], for widget: Widget) {
        var files: [OpaquePointer?] = paths.map { g_file_new_for_path($0) }
        defer { files.forEach { g_object_unref(UnsafeMutableRawPointer($0)) } }
        let list = files.withUnsafeMutableBufferPointer {
            gdk_file_list_new_from_array($0.baseAddress, gsize($0.count))
        }
        var value = GValue()
        g_value_init(&value, gdk_file_list_get_type())
        g_value_take_boxed(&value, UnsafeRawPointer(list))
        gdk_clipboard_set_value(gtk_widget_get_clipboard(widget.widget), &value)
        g_value_unset(&value)
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
