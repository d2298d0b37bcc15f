import CGtk

/// A scrollable grid of tiles that makes widgets only for the tiles it shows (`GtkGridView`
/// over a `RowModel`, with a `GtkSignalListItemFactory` and a `GtkSingleSelection`): a grid of
/// 10,000 items costs what a screenful does.
///
/// The grid asks for a tile widget (`makeTile`) for each slot it needs, a screenful and a few
/// more, and binds the slots to items as they scroll into view (`bindTile`): the same widgets
/// show item after item. It lays the items out in rows of `minimumColumns` to
/// `maximumColumns` tiles, as many as fit its width. Put it in a `ScrolledWindow`.
///
/// An item is activated by a single click on its tile or by Return or Space while the tile
/// has the focus (`onItemActivated`); the arrow keys, Page Up and Down, Home and End move the
/// focus and the selection with it, scrolling as they go. Slots, selection and scrolling are
/// ``ListBase``'s, which ``ListView`` shares: the same `RowModel` serves both.
@MainActor
public final class GridView: ListBase {
    /// Makes a slot's widget; called once per slot, not per item.
    public var makeTile: @MainActor () -> Widget {
        get { makeSlot }
        set { makeSlot = newValue }
    }
    /// Shows item `position` in a slot's widget.
    public var bindTile: @MainActor (_ widget: Widget, _ position: Int) -> Void {
        get { bindSlot }
        set { bindSlot = newValue }
    }
    /// The slot's widget stops showing an item (before it is bound to another or dropped).
    public var unbindTile: @MainActor (_ widget: Widget) -> Void {
        get { unbindSlot }
        set { unbindSlot = newValue }
    }

    /// A grid of `model`'s items, with nothing selected.
    public init(model: RowModel) {
        super.init(model: model) { selection, factory in gtk_grid_view_new(selection, factory) }
        makeSlot = { Box(.vertical) }
    }

    /// `handler(tiles)` after each layout of the window while the grid is on screen, with the
    /// bound tiles that lie, wholly or in part, in the grid's visible area, in order.
    ///
    /// GTK 4.8 keeps a slot for about 30 rows of `maximumColumns` items around the visible
    /// ones, and binds them all: a slot whose widgets are costly can start empty and make
    /// them here, when it first comes on screen. Widgets made in the handler are laid out
    /// before the frame is painted (the frame clock lays out again), so the frame shows them.
    public func onVisibleTilesLaidOut(_ handler: @escaping @MainActor ([(widget: Widget, position: Int)]) -> Void) {
        onVisibleSlotsLaidOut(handler)
    }

    /// The bound tiles that lie, wholly or in part, in the grid's visible area, in order.
    public var visibleTiles: [(widget: Widget, position: Int)] { visibleSlots }

    /// The slots' widgets that show an item now, with their items: those on screen and the
    /// others GTK keeps ready around them.
    public var boundTiles: [(widget: Widget, position: Int)] { boundSlots }

    /// The fewest tiles in a row (1 by default).
    public var minimumColumns: Int {
        get { Int(gtk_grid_view_get_min_columns(cast())) }
        set { gtk_grid_view_set_min_columns(cast(), UInt32(clamping: max(newValue, 1))) }
    }

    /// The most tiles in a row (7 by default): more fit only when the grid is wide enough.
    public var maximumColumns: Int {
        get { Int(gtk_grid_view_get_max_columns(cast())) }
        set { gtk_grid_view_set_max_columns(cast(), UInt32(clamping: max(newValue, 1))) }
    }

    /// Gives the grid cell GTK wraps `widget` (a slot's widget) in the widget's accessible
    /// label: that cell is what a screen reader reads. Binding does it; call it after changing
    /// the label of a bound slot's widget.
    public func updateAccessibleLabel(ofTileShowing widget: Widget) { updateAccessibleLabel(ofSlotShowing: widget) }

    /// `handler(position)` when the user activates an item: a click on its tile, or Return or
    /// Space on the focused tile.
    public func onItemActivated(_ handler: @escaping @MainActor (Int) -> Void) { onActivated(handler) }
}
