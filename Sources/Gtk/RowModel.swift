import CGtk
import CGtkExtras

/// A list model of `count` rows whose items are made only when a list view asks for them
/// (`MachismoRowModel`, Sources/CGtkExtras/row_model.c).
///
/// The rows' data stays with its owner: an item is a tiny GObject that names a row by its
/// index, made for the rows a `ListView` shows and freed when it stops showing them, so a
/// model of 100,000 rows costs what a screenful does. Say what changed with `splice` (rows
/// inserted or deleted) and `reload` (rows whose data changed): the model emits
/// `items-changed`, and the list view sets up, binds or drops only the rows concerned.
@MainActor
public final class RowModel: Object {
    /// A model of `count` rows.
    public init(count: Int = 0) {
        super.init(UnsafeMutableRawPointer(machismo_row_model_new(UInt32(clamping: max(count, 0)))))
    }

    /// The number of rows.
    public var count: Int { Int(g_list_model_get_n_items(cast())) }

    /// Replaces `removed` rows at `position` with `added` new ones; the rows after shift.
    public func splice(at position: Int, removing removed: Int, adding added: Int) {
        machismo_row_model_splice(
            cast(), UInt32(clamping: max(position, 0)), UInt32(clamping: max(removed, 0)),
            UInt32(clamping: max(added, 0)))
    }

    /// Says that the data of `count` rows from `position` changed: a list view binds them again.
    public func reload(at position: Int, count: Int = 1) {
        machismo_row_model_reload(cast(), UInt32(clamping: max(position, 0)), UInt32(clamping: max(count, 0)))
    }

    /// The row the model's item at `position` names (it always names its own position), or nil
    /// past the end; for tests of the model.
    public func itemIndex(at position: Int) -> Int? {
        guard position >= 0, let item = g_list_model_get_item(cast(), UInt32(position)) else { return nil }
        defer { g_object_unref(item) }
        let index = machismo_row_item_get_index(OpaquePointer(item))
        return index == UInt32.max ? nil : Int(index)
    }

    /// How many items exist now: those a list view holds for the rows it shows, whatever the
    /// number of rows.
    public var liveItemCount: Int { Int(machismo_row_model_get_n_live_items(cast())) }

    /// `handler(position, removed, added)` after each `items-changed`.
    @discardableResult
    public func onItemsChanged(_ handler: @escaping @MainActor (Int, Int, Int) -> Void) -> SignalHandler {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UInt32, UInt32, UInt32, UnsafeMutableRawPointer?) -> Void =
            {
                _, position, removed, added, data in
                let box = Unmanaged<SignalBox<@MainActor (Int, Int, Int) -> Void>>.fromOpaque(data!)
                    .takeUnretainedValue()
                MainActor.assumeIsolated { box.handler(Int(position), Int(removed), Int(added)) }
            }
        return connect("items-changed", box: handler, thunk: unsafeBitCast(thunk, to: UnsafeRawPointer.self))
    }
}
