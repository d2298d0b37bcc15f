import CGtk
import CGtkExtras

/// A one-line text field.
@MainActor
public final class Entry: Widget {
    /// An empty entry.
    public init() {
        super.init(gtk_entry_new())
        // The context menu belongs to the GtkText inside (see machismo_context_menu.h).
        openContextMenuOnRelease(of: cast())
    }

    /// The text typed.
    public var text: String {
        get { String(cString: gtk_editable_get_text(cast())) }
        set { gtk_editable_set_text(cast(), newValue) }
    }

    /// The grey hint shown while the entry is empty.
    public var placeholder: String? {
        get { gtk_entry_get_placeholder_text(cast()).map { String(cString: $0) } }
        set { gtk_entry_set_placeholder_text(cast(), newValue) }
    }

    /// Hides the characters typed, for passwords and secrets.
    public var isSecure: Bool {
        get { gtk_entry_get_visibility(cast()) == 0 }
        set { gtk_entry_set_visibility(cast(), newValue ? 0 : 1) }
    }

    /// Return in the entry activates the window's default widget.
    public var activatesDefault: Bool {
        get { gtk_entry_get_activates_default(cast()) != 0 }
        set { gtk_entry_set_activates_default(cast(), newValue ? 1 : 0) }
    }

    /// Calls `handler` after each change of the text.
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandler { connect(.changed, handler) }

    /// Calls `handler` when the user presses Return in the entry.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalHandler { connect(.activate, handler) }
}

/// A number field with − and + buttons.
@MainActor
public final class SpinButton: Widget {
    /// A spin button from `min` to `max` by `step`.
    public init(min: Double, max: Double, step: Double) {
        super.init(gtk_spin_button_new_with_range(min, max, step))
        openContextMenuOnRelease(of: cast())
    }

    /// The value shown.
    public var value: Double {
        get { gtk_spin_button_get_value(cast()) }
        set { gtk_spin_button_set_value(cast(), newValue) }
    }

    /// Sets `value` without calling this button's `onValueChanged` handlers.
    public func setValueSilently(_ value: Double) {
        withSignalBlocked("value-changed") { self.value = value }
    }

    /// How many decimal places are shown.
    public var digits: Int {
        get { Int(gtk_spin_button_get_digits(cast())) }
        set { gtk_spin_button_set_digits(cast(), guint(newValue)) }
    }

    /// Calls `handler` after each change of the value.
    @discardableResult
    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        connect(.valueChanged, handler)
    }
}

/// A choice among strings (`GtkDropDown`; `GtkComboBox` is deprecated in 4.10).
@MainActor
open class DropDown: Widget {
    /// A drop-down offering `items`; the first is selected.
    public init(_ items: [String]) {
        let model = withCStringArray(items) { gtk_string_list_new($0) }
        super.init(gtk_drop_down_new(model, nil))
    }

    /// Names the drop down and the button inside it that screen readers reach
    /// (GTK 4.8 leaves that button unnamed).
    public func setAccessibleName(_ name: String) {
        accessibleLabel = name
        if let button = gtk_widget_get_first_child(widget) {
            machismo_accessible_set_label(OpaquePointer(button), name)
        }
    }

    /// The index of the selected item.
    public var selectedIndex: Int {
        get { Int(gtk_drop_down_get_selected(cast())) }
        set { gtk_drop_down_set_selected(cast(), guint(newValue)) }
    }

    /// Sets `selectedIndex` without calling this drop down's `onSelectionChanged` handlers.
    public func setSelectedIndexSilently(_ index: Int) {
        withSignalBlocked("notify::selected") { selectedIndex = index }
    }

    /// Calls `handler` after each change of the selection.
    @discardableResult
    public func onSelectionChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        connect(.notify("selected"), handler)
    }
}

/// Opens the context menu of an editable's text (the GtkText inside an entry or a spin
/// button) when the right button is released, not pressed (see machismo_context_menu.h).
@MainActor
func openContextMenuOnRelease(of editable: OpaquePointer) {
    guard let text = gtk_editable_get_delegate(editable) else { return }
    machismo_open_context_menu_on_release(UnsafeMutablePointer<GtkWidget>(text))
}
