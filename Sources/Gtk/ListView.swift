import CGtk

/// A scrollable list that makes widgets only for the rows it shows (`GtkListView` over a
/// `RowModel`, with a `GtkSignalListItemFactory` and a `GtkSingleSelection`).
///
/// The list asks for a row widget (`makeRow`) for each slot it needs, a screenful and a few
/// more, and binds the slots to rows as they scroll into view (`bindRow`): the same widgets
/// show row after row. Put it in a `ScrolledWindow`.
///
/// A row is activated by a single click or by Return or Space while it has the focus
/// (`onRowActivated`); the arrow keys move the focus, and the selection with it. The list
/// keeps the row widgets' wrappers (a row widget may be a subclass with state of its own)
/// until GTK tears their slots down.
@MainActor
public final class ListView: Widget {
    /// The rows.
    public let model: RowModel
    private let selection: Object
    private let factory: Object
    /// Each slot's widget, by its `GtkListItem`.
    private var rows: [UnsafeMutableRawPointer: Widget] = [:]
    private var activated: (@MainActor (Int) -> Void)?
    private var selectionChanged: (@MainActor () -> Void)?
    private var layoutWatch: LayoutWatch!

    /// Makes a slot's widget; called once per slot, not per row.
    public var makeRow: @MainActor () -> Widget = { Box(.horizontal) }
    /// Shows row `position` in a slot's widget.
    public var bindRow: @MainActor (_ widget: Widget, _ position: Int) -> Void = { _, _ in }
    /// The slot's widget stops showing a row (before it is bound to another or dropped).
    public var unbindRow: @MainActor (_ widget: Widget) -> Void = { _ in }

    /// A list of `model`'s rows, with nothing selected.
    public init(model: RowModel) {
        self.model = model
        g_object_ref(model.object)  // the selection takes a reference
        selection = Object(UnsafeMutableRawPointer(gtk_single_selection_new(model.cast())))
        gtk_single_selection_set_autoselect(selection.cast(), 0)
        gtk_single_selection_set_can_unselect(selection.cast(), 1)
        factory = Object(UnsafeMutableRawPointer(gtk_signal_list_item_factory_new()))
        g_object_ref(selection.object)  // the list view takes one of each
        g_object_ref(factory.object)
        super.init(gtk_list_view_new(selection.cast(), factory.cast()))
        gtk_list_view_set_show_separators(cast(), 1)
        connectFactory()
        selection.onNotify("selected") { [weak self] in self?.selectionChanged?() }
        let keys = KeyController(capture: true)
        keys.onKeyPressed { [weak self] keyval, modifiers in
            guard let self, modifiers.isEmpty,
                [Key.returnKey, Key.enter, Key.space, UInt32(GDK_KEY_ISO_Enter), UInt32(GDK_KEY_KP_Space)]
                    .contains(keyval),
                let position = self.positionOfFocusedRow(onTheRowItself: true)
            else { return false }
            self.activate(position)
            return true
        }
        add(keys)
        layoutWatch = LayoutWatch(self) { [unowned self] in self.boundRows }
    }

    /// `handler(rows)` after each layout of the window while the list is on screen, with the
    /// bound rows that lie, wholly or in part, in the list's visible area, in order.
    ///
    /// GTK 4.8 keeps a slot for some 200 rows around the visible ones, and binds them all: a
    /// slot whose widgets are costly can start empty (as tall as it will be) and make them
    /// here, when it first comes on screen; the frame then shows them.
    public func onVisibleRowsLaidOut(_ handler: @escaping @MainActor ([(widget: Widget, position: Int)]) -> Void) {
        layoutWatch.laidOut = handler
    }

    /// The bound rows that lie, wholly or in part, in the list's visible area, in order.
    public var visibleRows: [(widget: Widget, position: Int)] { layoutWatch.visibleSlots }

    private func connectFactory() {
        factory.onPointer("setup") { [weak self] item in
            guard let self, let item else { return }
            let row = self.makeRow()
            self.rows[item] = row
            gtk_list_item_set_child(OpaquePointer(item), row.widget)
            let click = GestureClick()
            let key = UInt(bitPattern: item)
            click.onReleased { [weak self] presses, _, _ in
                guard presses == 1, let self, let item = UnsafeMutableRawPointer(bitPattern: key),
                    self.rows[item] != nil
                else { return }
                let position = gtk_list_item_get_position(OpaquePointer(item))
                if position != GTK_INVALID_LIST_POSITION { self.activate(Int(position)) }
            }
            row.add(click)
        }
        factory.onPointer("bind") { [weak self] item in
            guard let self, let item, let row = self.rows[item] else { return }
            self.bindRow(row, Int(gtk_list_item_get_position(OpaquePointer(item))))
            self.updateAccessibleLabel(ofRowShowing: row)
        }
        factory.onPointer("unbind") { [weak self] item in
            guard let self, let item, let row = self.rows[item] else { return }
            self.unbindRow(row)
        }
        factory.onPointer("teardown") { [weak self] item in
            guard let self, let item else { return }
            self.rows[item] = nil
        }
    }

    /// Gives the row GTK wraps `widget` (a slot's widget) in the widget's accessible label:
    /// that row is what a screen reader reads. Binding does it; call it after changing the
    /// label of a bound slot's widget.
    public func updateAccessibleLabel(ofRowShowing widget: Widget) {
        guard let row = gtk_widget_get_parent(widget.widget), row != self.widget else { return }
        machismo_accessible_set_label(OpaquePointer(row), widget.accessibleLabel)
    }

    private func activate(_ position: Int) {
        selectedPosition = position
        activated?(position)
    }

    /// `handler(position)` when the user activates a row: a click, or Return or Space on the
    /// focused row.
    public func onRowActivated(_ handler: @escaping @MainActor (Int) -> Void) { activated = handler }

    /// `handler()` when the selection changes, by the user or by code.
    public func onSelectionChanged(_ handler: @escaping @MainActor () -> Void) { selectionChanged = handler }

    /// The selected row; nil when none is. Setting it neither scrolls nor activates.
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

    /// Scrolls as little as needed to show row `position` (GTK 4.8's `list.scroll-to-item`).
    public func scrollTo(_ position: Int) {
        guard position >= 0, position < model.count else { return }
        let parameter = g_variant_ref_sink(g_variant_new_uint32(UInt32(position)))
        defer { g_variant_unref(parameter) }
        gtk_widget_activate_action_variant(widget, "list.scroll-to-item", parameter)
    }

    /// The slots' widgets that show a row now, with their rows: those on screen and the few
    /// around them GTK keeps ready.
    public var boundRows: [(widget: Widget, position: Int)] {
        rows.compactMap { item, row in
            let listItem = OpaquePointer(item)
            guard gtk_list_item_get_item(listItem) != nil else { return nil }
            let position = gtk_list_item_get_position(listItem)
            return position == GTK_INVALID_LIST_POSITION ? nil : (row, Int(position))
        }.sorted { $0.position < $1.position }
    }

    /// How many slots exist (made and not torn down).
    public var slotCount: Int { rows.count }

    /// The row `widget`, a slot's widget or a widget inside one, shows now.
    public func position(of widget: Widget) -> Int? {
        var node: UnsafeMutablePointer<GtkWidget>? = widget.widget
        while let current = node, current != self.widget {
            if let item = item(showing: current) {
                let position = gtk_list_item_get_position(OpaquePointer(item))
                return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
            }
            node = gtk_widget_get_parent(current)
        }
        return nil
    }

    /// The row with the keyboard focus: the row itself or a control in it (nil: the focus is
    /// elsewhere).
    public var focusedPosition: Int? { positionOfFocusedRow(onTheRowItself: false) }

    private func item(showing widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutableRawPointer? {
        rows.first { $0.value.widget == widget }?.key
    }

    private func positionOfFocusedRow(onTheRowItself: Bool) -> Int? {
        guard let root = gtk_widget_get_root(widget), var focus = gtk_root_get_focus(root) else { return nil }
        // The focus is on GTK's row widget, the parent of a slot's widget, or inside it.
        if gtk_widget_get_parent(focus) == widget, let child = gtk_widget_get_first_child(focus) {
            focus = child
        }
        var node: UnsafeMutablePointer<GtkWidget>? = focus
        while let current = node, current != widget {
            if let item = item(showing: current) {
                if onTheRowItself, current != focus { return nil }
                let position = gtk_list_item_get_position(OpaquePointer(item))
                return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
            }
            node = gtk_widget_get_parent(current)
        }
        return nil
    }
}
