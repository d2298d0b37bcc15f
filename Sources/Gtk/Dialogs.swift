import CGtk

/// One line of the Keyboard Shortcuts window.
public struct Shortcut: Sendable {
    /// What the shortcut does.
    public var title: String
    /// GTK accelerator syntax: `<Control>q`, `<Alt>Left`.
    public var accelerator: String

    /// The shortcut `accelerator` (GTK's syntax: `<Control>q`), described as `title`.
    public init(_ title: String, _ accelerator: String) {
        self.title = title
        self.accelerator = accelerator
    }

    /// The accelerator as the desktop spells it for people: `Ctrl+Q`.
    @MainActor
    public var label: String {
        var key: guint = 0
        var modifiers = GdkModifierType(0)
        guard gtk_accelerator_parse(accelerator, &key, &modifiers) != 0,
            let label = gtk_accelerator_get_label(key, modifiers)
        else { return accelerator }
        defer { g_free(label) }
        return String(cString: label)
    }
}

/// A titled group of shortcuts.
public struct ShortcutGroup: Sendable {
    /// The group's heading.
    public var title: String
    /// The shortcuts, in the order shown.
    public var shortcuts: [Shortcut]

    /// A group titled `title`.
    public init(_ title: String, _ shortcuts: [Shortcut]) {
        self.title = title
        self.shortcuts = shortcuts
    }
}
