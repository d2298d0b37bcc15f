import Gtk
import Logging
import Storage

/// The one window: a header bar with the primary menu, and the app's content.
///
/// It remembers its size and maximized state: saved when it closes, when it
/// loses focus and when the app quits, restored when it opens.
@MainActor
final class MainWindow {
    let window: ApplicationWindow
    private let headerBar = HeaderBar()
    private let stateFile: StateFile<WindowState>
    /// False when a bad state file could not be set aside: then it is never overwritten.
    private var savesState = true
    private var lastSavedState: WindowState?
    private let logger = Logger(label: "machismo.window")
    private let aboutPage = AboutPage()
    /// Built on first use: parsing its description costs startup time.
    private var shortcutsWindow: ShortcutsWindow?

    private unowned let application: Application

    init(application: Application, directories: XDGDirectories) {
        self.application = application
        window = ApplicationWindow(application: application)
        stateFile = WindowState.file(in: directories)
        window.title = AppInfo.name
        window.titlebar = headerBar
        headerBar.packEnd(primaryMenuButton())
        window.child = aboutPage.view
        window.addAction("close") { [weak self] in self?.window.close() }
        window.addAction("show-help-overlay") { [weak self] in self?.showShortcuts() }
        restoreState()
        window.onCloseRequest { [weak self] in
            self?.saveState()
            return false
        }
        window.onNotify("is-active") { [weak self] in
            guard let self, !self.window.isActive else { return }
            self.saveState()
        }
    }

    private func primaryMenuButton() -> MenuButton {
        let menu = Menu()
        menu.append("_Keyboard Shortcuts", action: "win.show-help-overlay")
        menu.append("_About \(AppInfo.name)", action: "app.about")
        let quit = Menu()
        quit.append("_Quit", action: "app.quit")
        menu.appendSection(quit)
        let button = MenuButton(iconName: "open-menu-symbolic", label: "Main Menu", menu: menu)
        button.makePrimary()
        return button
    }

    private func restoreState() {
        var state = WindowState.standard
        switch stateFile.load() {
        case .missing:
            break
        case .loaded(let saved):
            state = saved.sanitized
            lastSavedState = saved
        case .setAside(let reason, let setAsideAt):
            savesState = setAsideAt != nil
            logger.warning("Window size not restored: \(stateFile.url.path) \(reason)")
        }
        window.defaultSize = (state.width, state.height)
        if state.maximized { window.maximize() }
    }

    /// Saves the size and maximized state if they changed since the last save.
    func saveState() {
        guard savesState else { return }
        let size = window.defaultSize
        let state = WindowState(width: size.width, height: size.height, maximized: window.isMaximized)
        // Nothing to remember yet: a first run left at the default size writes nothing.
        guard state != (lastSavedState ?? WindowState.standard) else { return }
        do {
            try stateFile.save(state)
            lastSavedState = state
        } catch {
            logger.error("Window size not saved: \(error)")
        }
    }

    func present() { window.present() }

    /// The Keyboard Shortcuts window, over this one.
    func showShortcuts() {
        if shortcutsWindow == nil {
            shortcutsWindow = ShortcutsWindow(groups: AppInfo.shortcuts, over: window, application: application)
        }
        shortcutsWindow?.present()
    }

    /// Destroys the window and those it owns.
    func destroy() {
        shortcutsWindow?.destroy()
        shortcutsWindow = nil
        window.destroy()
    }
}
