import CGtk

/// An on/off switch (`GtkSwitch`), as in a settings list: UIKit's `UISwitch`.
///
/// A switch shows no text of its own: label it for screen readers, with the row's visible
/// label (``Widget/setAccessibleLabelledBy(_:)``) or a name (`accessibleName` or
/// ``Widget/accessibleLabel``). Assistive tools see it as a toggle button.
@MainActor
public final class Switch: Widget {
    /// A switch, on when `isOn`, named `accessibleName` for screen readers when given.
    public init(isOn: Bool = false, accessibleName: String? = nil) {
        super.init(gtk_switch_new())
        gtk_switch_set_active(cast(), isOn ? 1 : 0)
        if let accessibleName { accessibleLabel = accessibleName }
    }

    /// Whether the switch is on. Setting it runs the `onToggled` handlers, as the user's change
    /// does; use ``setOn(_:)`` to show a model's value.
    public var isOn: Bool {
        get { gtk_switch_get_active(cast()) != 0 }
        set { gtk_switch_set_active(cast(), newValue ? 1 : 0) }
    }

    /// Turns the switch on or off without running this switch's `onToggled` handlers: the
    /// controller showing its model, not the user choosing.
    public func setOn(_ on: Bool) {
        withSignalBlocked("notify::active") { isOn = on }
    }

    /// Calls `handler` each time the switch is turned on or off (by the user, an assistive
    /// tool, or `isOn`); read ``isOn`` in it.
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        connect(.notify("active"), handler)
    }
}

/// A check box with a label (`GtkCheckButton`), or a radio button when it is in a group.
///
/// Check buttons joined in a group (``join(_:)`` or `init(label:group:)`) are drawn as radio
/// buttons and exactly one of them is active; assistive tools see them as radio buttons.
@MainActor
public final class CheckButton: Widget {
    /// A check button titled `label`, checked when `isActive`, in `group`'s radio group when given.
    public init(label: String, isActive: Bool = false, group: CheckButton? = nil) {
        super.init(gtk_check_button_new_with_label(label))
        if let group { join(group) }
        self.isActive = isActive
    }

    /// A check button titled `mnemonic`, whose underlined letter (`"_Remember me"`: Alt+R)
    /// toggles it from the keyboard.
    public init(mnemonic: String, isActive: Bool = false, group: CheckButton? = nil) {
        super.init(gtk_check_button_new_with_mnemonic(mnemonic))
        if let group { join(group) }
        self.isActive = isActive
    }

    /// The title shown beside the box.
    public var label: String? {
        get { gtk_check_button_get_label(cast()).map { String(cString: $0) } }
        set { gtk_check_button_set_label(cast(), newValue) }
    }

    /// Whether an underscore in the label marks its mnemonic letter.
    public var usesMnemonic: Bool {
        get { gtk_check_button_get_use_underline(cast()) != 0 }
        set { gtk_check_button_set_use_underline(cast(), newValue ? 1 : 0) }
    }

    /// Whether the button is checked (a radio button: chosen). Setting it runs the `onToggled`
    /// handlers; use ``setActiveSilently(_:)`` to show a model's value.
    public var isActive: Bool {
        get { gtk_check_button_get_active(cast()) != 0 }
        set { gtk_check_button_set_active(cast(), newValue ? 1 : 0) }
    }

    /// Sets ``isActive`` without running this button's `onToggled` handlers. In a group, the
    /// button that goes out toggles too: set the one going in silently, and block the others'
    /// handlers with `withSignalBlocked("toggled")` if they must not run.
    public func setActiveSilently(_ active: Bool) {
        withSignalBlocked("toggled") { isActive = active }
    }

    /// Shows the box as neither checked nor unchecked (a "select all" over a mixed selection);
    /// the user's next click clears it.
    public var isInconsistent: Bool {
        get { gtk_check_button_get_inconsistent(cast()) != 0 }
        set { gtk_check_button_set_inconsistent(cast(), newValue ? 1 : 0) }
    }

    /// Joins `other`'s radio group: exactly one button of a group is active.
    public func join(_ other: CheckButton) { gtk_check_button_set_group(cast(), other.cast()) }

    /// Leaves the radio group (the button is a check box again).
    public func leaveGroup() { gtk_check_button_set_group(cast(), nil) }

    /// Calls `handler` each time the button is checked or unchecked (in a group: both the
    /// button going in and the one going out toggle); read ``isActive`` in it.
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        connect(.toggled, handler)
    }
}
