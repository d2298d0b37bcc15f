import Gtk
import Localization

/// The app's keyboard shortcuts as rows of what they do and their keys, under
/// their groups' titles: the Keyboard Shortcuts window's list.
@MainActor
final class ShortcutsList: Grid {
    init(_ groups: [ShortcutGroup]) {
        super.init(rowSpacing: 6, columnSpacing: 24)
        var row = 0
        for group in groups {
            let heading = Label(group.title)
            heading.addCSSClass("heading")
            heading.xalign = 0
            if row > 0 { heading.setMargins(top: 12, bottom: 0, start: 0, end: 0) }
            attach(heading, column: 0, row: row, width: 2)
            row += 1
            for shortcut in group.shortcuts {
                let title = Label(shortcut.title)
                title.xalign = 0
                title.hexpand = true
                let keys = Label(shortcut.label)
                keys.addCSSClass("shortcut-key")
                keys.halign = .end
                // TRANSLATORS: for screen readers, on a shortcut's keys; %s is what the shortcut does ("Quit").
                keys.accessibleDescription = tr("Shortcut for %s", shortcut.title)
                attach(title, column: 0, row: row)
                attach(keys, column: 1, row: row)
                row += 1
            }
        }
    }
}
