import CGtk

/// Lets a widget be dragged as a piece of text (`GtkDragSource` with a
/// `text/plain;charset=utf-8` content): EmojiArt's palette emoji are dragged onto the
/// canvas. Attach it with `Widget.add(_:)`; a `DropTarget(acceptsText: true)` receives the text.
@MainActor
public final class DragSource: EventController {
    /// A source that drags `text`.
    public init(text: String) {
        super.init(gtk_drag_source_new())
        gtk_drag_source_set_actions(cast(), GDK_ACTION_COPY)
        let bytes = Array(text.utf8)
        let provider = bytes.withUnsafeBytes { raw -> UnsafeMutablePointer<GdkContentProvider>? in
            guard let data = g_bytes_new(raw.baseAddress, gsize(raw.count)) else { return nil }
            defer { g_bytes_unref(data) }
            return gdk_content_provider_new_for_bytes("text/plain;charset=utf-8", data)
        }
        if let provider {
            gtk_drag_source_set_content(cast(), provider)
            g_object_unref(UnsafeMutableRawPointer(provider))
        }
    }
}

extension DropTarget {
    /// `G_TYPE_STRING`, a macro Swift does not import.
    nonisolated static let stringType = GType(16 << 2)

    /// What was dropped on a target made with `acceptsText`.
    public enum Dropped: Sendable {
        /// Local paths of the files dropped, in order.
        case files([String])
        /// Text.
        case text(String)
    }

    /// `handler(dropped, x, y) -> accepted` when files or text are dropped on a target
    /// made with `acceptsText`, at (`x`, `y`) in the widget's coordinates. A drag that
    /// offers a file as text too (its path) drops the file. Use this or `onDropFiles`,
    /// not both: the first handler's answer is the drop's.
    @discardableResult
    public func onDrop(_ handler: @escaping @MainActor (Dropped, Double, Double) -> Bool) -> SignalHandler {
        typealias Handler = @MainActor (Dropped, Double, Double) -> Bool
        let thunk:
            @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<GValue>?, Double, Double, UnsafeMutableRawPointer?)
                -> Int32 = { _, value, x, y, data in
                    let box = Unmanaged<SignalBox<Handler>>.fromOpaque(data!).takeUnretainedValue()
                    guard let value else { return 0 }
                    let dropped: Dropped
                    if g_type_check_value_holds(value, DropTarget.stringType) != 0 {
                        guard let string = g_value_get_string(value) else { return 0 }
                        dropped = .text(String(cString: string))
                    } else {
                        let paths = DropTarget.paths(in: value)
                        guard !paths.isEmpty else { return 0 }
                        dropped = .files(paths)
                    }
                    return MainActor.assumeIsolated { box.handler(dropped, x, y) } ? 1 : 0
                }
        return connect("drop", box: handler, thunk: unsafeBitCast(thunk, to: UnsafeRawPointer.self))
    }
}
