import CGtk

/// What ``ListView`` and ``GridView`` share, as GTK's `GtkListBase` does: a `RowModel` under a
/// single selection, a factory whose slots are made once and bound to row after row, the
/// keyboard's and the pointer's activation, scrolling, and which slots are on screen.
///
/// A slot's widget comes from `makeSlot` and shows a row through `bindSlot`; the view keeps the
/// widgets' wrappers (a slot may be a subclass with state of its own) until GTK tears their
/// slots down. A row is activated by a single click on its slot, not claimed by a control in
/// it, or by Return or Space while the slot has the focus.
@MainActor
public class ListBase: Widget {
    /// The rows (a grid's items).
    public let model: RowModel
    private let selection: Object
    private let factory: Object
    /// Each slot's widget, by its `GtkListItem`.
    private var slots: [UnsafeMutableRawPointer: Widget] = [:]
    private var activated: (@MainActor (Int) -> Void)?
    private var selectionChanged: (@MainActor () -> Void)?
    private var layoutWatch: LayoutWatch!

    var makeSlot: @MainActor () -> Widget = { Box(.horizontal) }
    var bindSlot: @MainActor (_ widget: Widget, _ position: Int) -> Void = { _, _ in }
    var unbindSlot: @MainActor (_ widget: Widget) -> Void = { _ in }

    /// A view of `model` that `make` makes from its selection and factory, nothing selected.
    init(
        model: RowModel,
        make: (_ selection: OpaquePointer, _ factory: OpaquePointer) -> UnsafeMutablePointer<GtkWidget>
    ) {
        self.model = model
        g_object_ref(model.object)  // the selection takes a reference
        selection = Object(UnsafeMutableRawPointer(gtk_single_selection_new(model.cast())))
        gtk_single_selection_set_autoselect(selection.cast(), 0)
        gtk_single_selection_set_can_unselect(selection.cast(), 1)
        factory = Object(UnsafeMutableRawPointer(gtk_signal_list_item_factory_new()))
        g_object_ref(selection.object)  // the view takes one of each
        g_object_ref(factory.object)
        super.init(make(selection.cast(), factory.cast()))
        connectFactory()
        selection.onNotify("selected") { [weak self] in self?.selectionChanged?() }
        let keys = KeyController(capture: true)
        keys.onKeyPressed { [weak self] keyval, modifiers in
            guard let self, modifiers.isEmpty,
                [Key.returnKey, Key.enter, Key.space, UInt32(GDK_KEY_ISO_Enter), UInt32(GDK_KEY_KP_Space)]
                    .contains(keyval),
                let position = self.positionOfFocusedSlot(onTheSlotItself: true)
            else { return false }
            self.activate(position)
            return true
        }
        add(keys)
        // One click gesture for all the slots (not one per slot: GTK 4.8 keeps some 200): a
        // click on a slot, not claimed by a control in it, activates its row.
        let click = GestureClick()
        click.onReleased { [weak self] presses, x, y in
            guard presses == 1, let self, var picked = gtk_widget_pick(self.widget, x, y, GTK_PICK_DEFAULT) else {
                return
            }
            // Between the slot and its row's edge: GTK's row widget, whose child is the slot.
            if gtk_widget_get_parent(picked) == self.widget, let slot = gtk_widget_get_first_child(picked) {
                picked = slot
            }
            guard let position = self.position(ofWidget: picked) else { return }
            self.activate(position)
        }
        add(click)
        layoutWatch = LayoutWatch(self) { [unowned self] in self.boundSlots }
    }

    private func connectFactory() {
        factory.onPointer("setup") { [weak self] item in
            guard let self, let item else { return }
            let slot = self.makeSlot()
            self.slots[item] = slot
            gtk_list_item_set_child(OpaquePointer(item), slot.widget)
        }
        factory.onPointer("bind") { [weak self] item in
            guard let self, let item, let slot = self.slots[item] else { return }
            self.bindSlot(slot, Int(gtk_list_item_get_position(OpaquePointer(item))))
            self.updateAccessibleLabel(ofSlotShowing: slot)
        }
        factory.onPointer("unbind") { [weak self] item in
            guard let self, let item, let slot = self.slots[item] else { return }
            self.unbindSlot(slot)
        }
        factory.onPointer("teardown") { [weak self] item in
            guard let self, let item else { return }
            self.slots[item] = nil
        }
    }

    /// Gives the widget GTK wraps a slot's `widget` in (a row, a grid cell: what a screen
    /// reader reads) the slot's accessible label.
    func updateAccessibleLabel(ofSlotShowing widget: Widget) {
        guard let wrapper = gtk_widget_get_parent(widget.widget), wrapper != self.widget else { return }
        machismo_accessible_set_label(OpaquePointer(wrapper), widget.accessibleLabel)
    }

    private func activate(_ position: Int) {
        selectedPosition = position
        activated?(position)
    }

    func onActivated(_ handler: @escaping @MainActor (Int) -> Void) { activated = handler }

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

    /// The slots' widgets that show a row now, with their rows, in order.
    var boundSlots: [(widget: Widget, position: Int)] {
        slots.compactMap { item, slot in
            let listItem = OpaquePointer(item)
            guard gtk_list_item_get_item(listItem) != nil else { return nil }
            let position = gtk_list_item_get_position(listItem)
            return position == GTK_INVALID_LIST_POSITION ? nil : (slot, Int(position))
        }.sorted { $0.position < $1.position }
    }

    var visibleSlots: [(widget: Widget, position: Int)] { layoutWatch.visibleSlots }

    func onVisibleSlotsLaidOut(_ handler: @escaping @MainActor ([(widget: Widget, position: Int)]) -> Void) {
        layoutWatch.laidOut = handler
    }

    /// How many slots exist (made and not torn down).
    public var slotCount: Int { slots.count }

    /// The row `widget`, a slot's widget or a widget inside one, shows now.
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

    /// The row with the keyboard focus: its slot or a control in it (nil: the focus is
    /// elsewhere).
    public var focusedPosition: Int? { positionOfFocusedSlot(onTheSlotItself: false) }

    private func item(showing widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutableRawPointer? {
        slots.first { $0.value.widget == widget }?.key
    }

    private func positionOfFocusedSlot(onTheSlotItself: Bool) -> Int? {
        guard let root = gtk_widget_get_root(widget), var focus = gtk_root_get_focus(root) else { return nil }
        // The focus is on GTK's row widget, the parent of a slot's widget, or inside it.
        if gtk_widget_get_parent(focus) == widget, let child = gtk_widget_get_first_child(focus) {
            focus = child
        }
        var node: UnsafeMutablePointer<GtkWidget>? = focus
        while let current = node, current != widget {
            if let item = item(showing: current) {
                if onTheSlotItself, current != focus { return nil }
                let position = gtk_list_item_get_position(OpaquePointer(item))
                return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
            }
            node = gtk_widget_get_parent(current)
        }
        return nil
    }
}
