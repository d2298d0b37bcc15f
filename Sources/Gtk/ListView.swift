import CGtk

/// A scrollable list that makes widgets only for the rows it shows (`GtkListView` over a
/// `RowModel`, with a `GtkSignalListItemFactory` and a `GtkSingleSelection`).
///
/// The list asks for a row widget (`makeRow`) for each slot it needs, a screenful and a few
/// more, and binds the slots to rows as they scroll into view (`bindRow`): the same widgets
/// show row after row. Put it in a `ScrolledWindow`.
///
/// A row is activated by a single click or by Return or Space while it has the focus
/// (`onRowActivated`); the arrow keys move the focus, and the selection with it. Slots,
/// selection and scrolling are ``ListBase``'s, which ``GridView`` shares.
@MainActor
public final class ListView: ListBase {
    /// Makes a slot's widget; called once per slot, not per row.
    public var makeRow: @MainActor () -> Widget {
        get { makeSlot }
        set { makeSlot = newValue }
    }
    /// Shows row `position` in a slot's widget.
    public var bindRow: @MainActor (_ widget: Widget, _ position: Int) -> Void {
        get { bindSlot }
        set { bindSlot = newValue }
    }
    /// The slot's widget stops showing a row (before it is bound to another or dropped).
    public var unbindRow: @MainActor (_ widget: Widget) -> Void {
        get { unbindSlot }
        set { unbindSlot = newValue }
    }

    /// A list of `model`'s rows, separated by lines, with nothing selected.
    public init(model: RowModel) {
        super.init(model: model) { selection, factory in gtk_list_view_new(selection, factory) }
        gtk_list_view_set_show_separators(cast(), 1)
    }

    /// `handler(rows)` after each layout of the window while the list is on screen, with the
    /// bound rows that lie, wholly or in part, in the list's visible area, in order.
    ///
    /// GTK 4.8 keeps a slot for some 200 rows around the visible ones, and binds them all: a
    /// slot whose widgets are costly can start empty (as tall as it will be) and make them
    /// here, when it first comes on screen; the frame then shows them.
    public func onVisibleRowsLaidOut(_ handler: @escaping @MainActor ([(widget: Widget, position: Int)]) -> Void) {
        onVisibleSlotsLaidOut(handler)
    }

    /// The bound rows that lie, wholly or in part, in the list's visible area, in order.
    public var visibleRows: [(widget: Widget, position: Int)] { visibleSlots }

    /// The slots' widgets that show a row now, with their rows: those on screen and the
    /// others GTK keeps ready around them.
    public var boundRows: [(widget: Widget, position: Int)] { boundSlots }

    /// Gives the row GTK wraps `widget` (a slot's widget) in the widget's accessible label:
    /// that row is what a screen reader reads. Binding does it; call it after changing the
    /// label of a bound slot's widget.
    public func updateAccessibleLabel(ofRowShowing widget: Widget) { updateAccessibleLabel(ofSlotShowing: widget) }

    /// `handler(position)` when the user activates a row: a click, or Return or Space on the
    /// focused row.
    public func onRowActivated(_ handler: @escaping @MainActor (Int) -> Void) { onActivated(handler) }
}
