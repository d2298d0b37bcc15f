import CGtk

/// An on/off switch (`GtkSwitch`), as in a settings list: UIKit's `UISwitch`.
///
/// A switch shows no text of its own: label it for screen readers, with the row's visible
/// label (``Widget/setAccessibleLabelledBy(_:)``) or a name (`accessibleName` or
/// ``Widget/accessibleLabel``). GTK 4.8 shows it to assistive tools as a check box, checked
/// when on. It sits at the start of the space it is given and is centred across it, never
/// stretched (set `halign` and `valign` to change that).
@MainActor
public final class Switch: Widget {
    /// A switch, on when `isOn`, named `accessibleName` for screen readers when given.
    public init(isOn: Bool = false, accessibleName: String? = nil) {
        super.init(gtk_switch_new())
        halign = .start
        valign = .center
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
/// Check buttons joined in a group are drawn as radio buttons, and exactly one of them is
/// active. Assistive tools see a check box, or a radio button when the button was made as one:
/// GTK fixes a widget's accessible role when it is made, so make a group's first button with
/// `kind: .radio` and the others with `group:` (which makes them radios too); ``join(_:)`` puts a
/// button made as a check box in a group, drawn as a radio but still announced as a check box.
@MainActor
public final class CheckButton: Widget {
    /// What a check button is, for assistive tools.
    public enum Kind: Sendable {
        /// A check box, on or off by itself.
        case checkBox
        /// One of a group of radio buttons.
        case radio
    }

    /// A check button titled `label`, checked when `isActive`; a radio button when `kind` is
    /// `.radio` or `group` is given (then it joins `group`'s radio group).
    public init(label: String, kind: Kind = .checkBox, isActive: Bool = false, group: CheckButton? = nil) {
        super.init(Self.make(kind: group == nil ? kind : .radio, properties: [("label", label)]), .adopting)
        if let group { join(group) }
        self.isActive = isActive
    }

    /// A check button titled `mnemonic`, whose underlined letter (`"_Remember me"`: Alt+R)
    /// toggles it from the keyboard; its accessible name is the title without the underscore.
    public init(mnemonic: String, kind: Kind = .checkBox, isActive: Bool = false, group: CheckButton? = nil) {
        super.init(
            Self.make(kind: group == nil ? kind : .radio, properties: [("label", mnemonic), ("use-underline", true)]),
            .adopting)
        // GTK 4.8 names the button by its label with the underscore left in ("_Remember me").
        accessibleLabel = Self.withoutMnemonic(mnemonic)
        if let group { join(group) }
        self.isActive = isActive
    }

    private static func make(kind: Kind, properties: [(String, any PropertyValue)]) -> UnsafeMutableRawPointer {
        let role: [(String, any PropertyValue)] =
            kind == .radio ? [("accessible-role", Int32(GTK_ACCESSIBLE_ROLE_RADIO.rawValue))] : []
        return newObject(gtk_check_button_get_type(), properties: properties + role)
    }

    /// `text` as shown: a mnemonic's underscore taken out, a doubled one made single.
    static func withoutMnemonic(_ text: String) -> String {
        var result = ""
        var escaped = false
        for character in text {
            if character == "_" && !escaped {
                escaped = true
                continue
            }
            escaped = false
            result.append(character)
        }
        return result
    }

    /// The title shown beside the box (with a mnemonic's underscore, when ``usesMnemonic``).
    public var label: String? {
        get { gtk_check_button_get_label(cast()).map { String(cString: $0) } }
        set {
            gtk_check_button_set_label(cast(), newValue)
            if usesMnemonic { accessibleLabel = newValue.map(Self.withoutMnemonic) }
        }
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
