import Gtk
import Localization

/// The Keyboard Shortcuts window (Ctrl+?): every shortcut of the app, grouped.
///
/// Built from plain widgets rather than `GtkShortcutsWindow`, whose search
/// button and field have no accessible names in GTK 4.8.
@MainActor
final class ShortcutsWindow {
    static var title: String { tr("Keyboard Shortcuts") }
    let window = Window()

    init(groups: [ShortcutGroup], over parent: Window, application: Application) {
        window.title = Self.title
        window.titlebar = HeaderBar()
        window.setTransient(for: parent)
        window.isModal = true
        window.hidesOnClose = true
        window.destroysWithParent = true
        window.setApplication(application)
        window.closesOnEscape()
        window.defaultSize = (420, -1)

        let list = ShortcutsList(groups)
        list.setMargins(top: 18, bottom: 24, start: 24, end: 24)
        let scrolled = ScrolledWindow()
        scrolled.disableHorizontalScrolling()
        scrolled.propagatesNaturalHeight = true
        scrolled.child = list
        window.child = scrolled
    }

    func present() { window.present() }
    func destroy() { window.destroy() }
}
