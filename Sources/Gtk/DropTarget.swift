import CGtk

/// Accepts files dropped onto a widget (`GtkDropTarget` for a file list or a single file);
/// attach it with `Widget.add(_:)`.
///
/// A `TextView` has a drop target of its own for text, and file managers offer dropped
/// files as text too (their URIs): on a text view, make this target see drops first with
/// `capturesEvents()`, or the view pastes the URIs.
@MainActor
public final class DropTarget: EventController {
    /// A target for files; with `acceptsText`, for text too (see `onDropText`).
    public init(acceptsText: Bool = false) {
        super.init(gtk_drop_target_new(GType(0), GDK_ACTION_COPY))
        var types: [GType] =
            [gdk_file_list_get_type(), g_file_get_type()] + (acceptsText ? [DropTarget.stringType] : [])
        gtk_drop_target_set_gtypes(cast(), &types, gsize(types.count))
    }

    /// `handler(paths) -> accepted` when files are dropped: their local paths, in order
    /// (files with no local path are left out). Return false to refuse the drop.
    @discardableResult
    public func onDropFiles(_ handler: @escaping @MainActor ([String]) -> Bool) -> SignalHandler {
        typealias Handler = @MainActor ([String]) -> Bool
        let thunk:
            @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<GValue>?, Double, Double, UnsafeMutableRawPointer?)
                -> Int32 = { _, value, _, _, data in
                    let box = Unmanaged<SignalBox<Handler>>.fromOpaque(data!).takeUnretainedValue()
                    guard let value else { return 0 }
                    let paths = DropTarget.paths(in: value)
                    guard !paths.isEmpty else { return 0 }
                    return MainActor.assumeIsolated { box.handler(paths) } ? 1 : 0
                }
        return connect("drop", box: handler, thunk: unsafeBitCast(thunk, to: UnsafeRawPointer.self))
    }

    /// The local paths of the file or files a dropped value holds.
    nonisolated static func paths(in value: UnsafePointer<GValue>) -> [String] {
        func path(of file: OpaquePointer?) -> String? {
            guard let file, let path = g_file_get_path(file) else { return nil }
            defer { g_free(path) }
            return String(cString: path)
        }
        if g_type_check_value_holds(value, gdk_file_list_get_type()) != 0 {
            guard let list = g_value_get_boxed(value) else { return [] }
            let files = gdk_file_list_get_files(OpaquePointer(list))
            defer { g_slist_free(files) }
            var paths: [String] = []
            var node = files
            while let current = node {
                if let found = path(of: OpaquePointer(current.pointee.data)) { paths.append(found) }
                node = current.pointee.next
            }
            return paths
        }
        if g_type_check_value_holds(value, g_file_get_type()) != 0 {
            return path(of: OpaquePointer(g_value_get_object(value))).map { [$0] } ?? []
        }
        return []
    }
}
