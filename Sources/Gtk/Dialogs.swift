import CGtk

/// One line of the Keyboard Shortcuts window.
public struct Shortcut: Sendable {
    public var title: String
    /// GTK accelerator syntax: `<Control>q`, `<Alt>Left`.
    public var accelerator: String

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
              let label = gtk_accelerator_get_label(key, modifiers) else { return accelerator }
        defer { g_free(label) }
        return String(cString: label)
    }
}

/// A titled group of shortcuts.
public struct ShortcutGroup: Sendable {
    public var title: String
    public var shortcuts: [Shortcut]

    public init(_ title: String, _ shortcuts: [Shortcut]) {
        self.title = title
        self.shortcuts = shortcuts
    }
}

/// The standard About window (`GtkAboutDialog`, not deprecated in 4.10).
@MainActor
public final class AboutWindow: Window {
    public init(
        programName: String, version: String, comments: String, logoIconName: String,
        authors: [String], credits: [(section: String, people: [String])], copyright: String
    ) {
        super.init(UnsafeMutableRawPointer(gtk_about_dialog_new()), .retaining)
        let about = cast()
        gtk_about_dialog_set_program_name(about, programName)
        gtk_about_dialog_set_version(about, version)
        gtk_about_dialog_set_comments(about, comments)
        gtk_about_dialog_set_logo_icon_name(about, logoIconName)
        gtk_about_dialog_set_copyright(about, copyright)
        gtk_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11)
        withCStringArray(authors) { gtk_about_dialog_set_authors(about, UnsafeMutablePointer(mutating: $0)) }
        for credit in credits {
            withCStringArray(credit.people) { gtk_about_dialog_add_credit_section(about, credit.section, UnsafeMutablePointer(mutating: $0)) }
        }
        title = "About \(programName)"
    }
}
