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
/// focus and the selection with it, scrolling as they go. The grid keeps the tile widgets'
/// wrappers (a tile may be a subclass with state of its own) until GTK tears their slots down.
/// Ownership, slots and binding are those of ``ListView``: the same `RowModel` serves both.
@MainActor
public final class GridView: Widget {
    /// The items.
    public let model: RowModel
    private let selection: Object
    private let factory: Object
    /// Each slot's widget, by its `GtkListItem`.
    private var tiles: [UnsafeMutableRawPointer: Widget] = [:]
    private var activated: (@MainActor (Int) -> Void)?
    private var selectionChanged: (@MainActor () -> Void)?
    /// The window's frame clock while the grid is mapped, and the grid's handler of its layouts.
    private var layoutWatch: LayoutWatch!

    /// Makes a slot's widget; called once per slot, not per item.
    public var makeTile: @MainActor () -> Widget = { Box(.vertical) }
    /// Shows item `position` in a slot's widget.
    public var bindTile: @MainActor (_ widget: Widget, _ position: Int) -> Void = { _, _ in }
    /// The slot's widget stops showing an item (before it is bound to another or dropped).
    public var unbindTile: @MainActor (_ widget: Widget) -> Void = { _ in }

    /// A grid of `model`'s items, with nothing selected.
    public init(model: RowModel) {
        self.model = model
        g_object_ref(model.object)  // the selection takes a reference
        selection = Object(UnsafeMutableRawPointer(gtk_single_selection_new(model.cast())))
        gtk_single_selection_set_autoselect(selection.cast(), 0)
        gtk_single_selection_set_can_unselect(selection.cast(), 1)
        factory = Object(UnsafeMutableRawPointer(gtk_signal_list_item_factory_new()))
        g_object_ref(selection.object)  // the grid view takes one of each
        g_object_ref(factory.object)
        super.init(gtk_grid_view_new(selection.cast(), factory.cast()))
        connectFactory()
        selection.onNotify("selected") { [weak self] in self?.selectionChanged?() }
        let keys = KeyController(capture: true)
        keys.onKeyPressed { [weak self] keyval, modifiers in
            guard let self, modifiers.isEmpty,
                [Key.returnKey, Key.enter, Key.space, UInt32(GDK_KEY_ISO_Enter), UInt32(GDK_KEY_KP_Space)]
                    .contains(keyval),
                let position = self.positionOfFocusedTile(onTheTileItself: true)
            else { return false }
            self.activate(position)
            return true
        }
        add(keys)
        // One click gesture for all the tiles (not one per slot: GTK 4.8 keeps some 30 rows of
        // slots): a click on a tile, not claimed by a control in it, activates its item.
        let click = GestureClick()
        click.onReleased { [weak self] presses, x, y in
            guard presses == 1, let self,
                var picked = gtk_widget_pick(self.widget, x, y, GTK_PICK_DEFAULT)
            else { return }
            // Between the tile and its cell's edge: the cell, whose child is the tile.
            if gtk_widget_get_parent(picked) == self.widget, let tile = gtk_widget_get_first_child(picked) {
                picked = tile
            }
            guard let position = self.position(ofWidget: picked) else { return }
            self.activate(position)
        }
        add(click)
        layoutWatch = LayoutWatch(self) { [unowned self] in self.boundTiles }
    }

    private func connectFactory() {
        factory.onPointer("setup") { [weak self] item in
            guard let self, let item else { return }
            let tile = self.makeTile()
            self.tiles[item] = tile
            gtk_list_item_set_child(OpaquePointer(item), tile.widget)
        }
        factory.onPointer("bind") { [weak self] item in
            guard let self, let item, let tile = self.tiles[item] else { return }
            self.bindTile(tile, Int(gtk_list_item_get_position(OpaquePointer(item))))
            self.updateAccessibleLabel(ofTileShowing: tile)
        }
        factory.onPointer("unbind") { [weak self] item in
            guard let self, let item, let tile = self.tiles[item] else { return }
            self.unbindTile(tile)
        }
        factory.onPointer("teardown") { [weak self] item in
            guard let self, let item else { return }
            self.tiles[item] = nil
        }
    }

    /// `handler(tiles)` after each layout of the window while the grid is on screen, with the
    /// bound tiles that lie, wholly or in part, in the grid's visible area, in order.
    ///
    /// GTK 4.8 keeps a slot for about 30 rows of `maximumColumns` items around the visible
    /// ones, and binds them all: a slot whose widgets are costly can start empty and make
    /// them here, when it first comes on screen. Widgets made in the handler are laid out
    /// before the frame is painted (the frame clock lays out again), so the frame shows them.
    public func onVisibleTilesLaidOut(_ handler: @escaping @MainActor ([(widget: Widget, position: Int)]) -> Void) {
        layoutWatch.laidOut = handler
    }

    /// The bound tiles that lie, wholly or in part, in the grid's visible area, in order.
    public var visibleTiles: [(widget: Widget, position: Int)] { layoutWatch.visibleSlots }

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
    public func updateAccessibleLabel(ofTileShowing widget: Widget) {
        guard let cell = gtk_widget_get_parent(widget.widget), cell != self.widget else { return }
        machismo_accessible_set_label(OpaquePointer(cell), widget.accessibleLabel)
    }

    private func activate(_ position: Int) {
        selectedPosition = position
        activated?(position)
    }

    /// `handler(position)` when the user activates an item: a click on its tile, or Return or
    /// Space on the focused tile.
    public func onItemActivated(_ handler: @escaping @MainActor (Int) -> Void) { activated = handler }

    /// `handler()` when the selection changes, by the user or by code.
    public func onSelectionChanged(_ handler: @escaping @MainActor () -> Void) { selectionChanged = handler }

    /// The selected item; nil when none is. Setting it neither scrolls nor activates.
    public var selectedPosition: Int? {
        get {
            let selected = gtk_single_selection_get_selected(selection.cast())
            return selected == GTK_INVALID_LIST_POSITION ? nil : Int(selected)
        }
        set {
            let position = newValue.flatMap { $0 >= 0 && $0 < model.count ? UInt32($0) : nil }
            gtk_single_selection_set_selected(selection.cast(), position ?? GTK_INVALID_LIST_POSITION)
        }
    }

    /// Scrolls as little as needed to show item `position` (GTK 4.8's `list.scroll-to-item`).
    public func scrollTo(_ position: Int) {
        guard position >= 0, position < model.count else { return }
        let parameter = g_variant_ref_sink(g_variant_new_uint32(UInt32(position)))
        defer { g_variant_unref(parameter) }
        gtk_widget_activate_action_variant(widget, "list.scroll-to-item", parameter)
    }

    /// The slots' widgets that show an item now, with their items: those on screen and the few
    /// around them GTK keeps ready.
    public var boundTiles: [(widget: Widget, position: Int)] {
        tiles.compactMap { item, tile in
            let listItem = OpaquePointer(item)
            guard gtk_list_item_get_item(listItem) != nil else { return nil }
            let position = gtk_list_item_get_position(listItem)
            return position == GTK_INVALID_LIST_POSITION ? nil : (tile, Int(position))
        }.sorted { $0.position < $1.position }
    }

    /// How many slots exist (made and not torn down).
    public var slotCount: Int { tiles.count }

    /// The item `widget`, a slot's widget or a widget inside one, shows now.
    public func position(of widget: Widget) -> Int? { position(ofWidget: widget.widget) }

    private func position(ofWidget widget: UnsafeMutablePointer<GtkWidget>) -> Int? {
        var node: UnsafeMutablePointer<GtkWidget>? = widget
        while let current = node, current != self.widget {
            if let item = item(showing: current) {
                let position = gtk_list_item_get_position(OpaquePointer(item))
                return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
            }
            node = gtk_widget_get_parent(current)
        }
        return nil
    }

    /// The item with the keyboard focus: its tile or a control in it (nil: the focus is
    /// elsewhere).
    public var focusedPosition: Int? { positionOfFocusedTile(onTheTileItself: false) }

    private func item(showing widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutableRawPointer? {
        tiles.first { $0.value.widget == widget }?.key
    }

    private func positionOfFocusedTile(onTheTileItself: Bool) -> Int? {
        guard let root = gtk_widget_get_root(widget), var focus = gtk_root_get_focus(root) else { return nil }
        // The focus is on GTK's cell widget, the parent of a slot's widget, or inside it.
        if gtk_widget_get_parent(focus) == widget, let child = gtk_widget_get_first_child(focus) {
            focus = child
        }
        var node: UnsafeMutablePointer<GtkWidget>? = focus
        while let current = node, current != widget {
            if let item = item(showing: current) {
                if onTheTileItself, current != focus { return nil }
                let position = gtk_list_item_get_position(OpaquePointer(item))
                return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
            }
            node = gtk_widget_get_parent(current)
        }
        return nil
    }
}
