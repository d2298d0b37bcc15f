import Gtk
import Logging
import Notifications
import Navigation
import Storage
import Storyboard

/// The one window: a header bar with the active page's back button, title and
/// buttons and the primary menu, the tabs below it.
///
/// It remembers its size and maximized state, and the tabs remember their
/// order, selection and navigation paths: saved when it closes, when it loses
/// focus and when the app quits, restored when it opens.
extension Notification.Name {
    /// Posted when the window loses focus and when the app quits: scenes save what they keep.
    static let applicationWillSaveState = Notification.Name("machismo.applicationWillSaveState")
}

@MainActor
final class MainWindow {
    let window: ApplicationWindow
    let tabBarController = TabBarController()
    private let storyboard: StoryboardWindow
    private let headerBar = HeaderBar()
    private let stateFile: StateFile<WindowState>
    private let navigationFile: StateFile<RestorationState>
    /// False when a bad state file could not be set aside: then it is never overwritten.
    private var savesState = true
    private var savesNavigation = true
    private var lastSavedState: WindowState?
    private var lastSavedNavigation: RestorationState?
    private let logger = Logger(label: "machismo.window")
    private var shortcutsWindow: ShortcutsWindow?
    private var appearance: Appearance?
    private var alerts: AlertWindows?
    private unowned let application: Application

    init(application: Application, directories: XDGDirectories, settings: SettingsStore, scoreBook: ScoreBook,
         fonts: PreferredFonts, seed: UInt64?) {
        self.application = application
        window = ApplicationWindow(application: application)
        stateFile = WindowState.file(in: directories)
        navigationFile = StateFile(url: directories.state.appendingPathComponent("navigation.json"))
        window.titlebar = headerBar
        headerBar.packEnd(Self.primaryMenuButton())
        tabBarController.setViewControllers(Scenes.tabs(settings: settings, directories: directories,
                                                         scoreBook: scoreBook, fonts: fonts, seed: seed))
        storyboard = StoryboardWindow(window: window, headerBar: headerBar, root: tabBarController)
        storyboard.fallbackTitle = AppInfo.name
        appearance = Appearance(store: settings, window: window)
        alerts = AlertWindows(parent: window)
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

    private static func primaryMenuButton() -> MenuButton {
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

        switch navigationFile.load() {
        case .missing:
            break
        case .loaded(let saved):
            tabBarController.restore(saved)
            lastSavedNavigation = tabBarController.restorationState
        case .setAside(let reason, let setAsideAt):
            savesNavigation = setAsideAt != nil
            logger.warning("Tabs not restored: \(navigationFile.url.path) \(reason)")
        }
    }

    /// Opens the scene at `path` (`settings/appearance`); false when there is none.
    func open(path: String) -> Bool { tabBarController.open(path: path) }

    /// Selects the About tab (the primary menu's About Machismo).
    func showAbout() {
        tabBarController.selectTab(withIdentifier: "about", animated: true)
        window.present()
    }

    /// Saves the window's size and the tabs' state if they changed since the last save,
    /// and asks every scene to save what it keeps (`.applicationWillSaveState`).
    func saveState() {
        NotificationCenter.default.post(name: .applicationWillSaveState)
        if savesState {
            let size = window.defaultSize
            let state = WindowState(width: size.width, height: size.height, maximized: window.isMaximized)
            // Nothing to remember yet: a first run left at the default size writes nothing.
            if state != (lastSavedState ?? WindowState.standard) {
                do {
                    try stateFile.save(state)
                    lastSavedState = state
                } catch {
                    logger.error("Window size not saved: \(error)")
                }
            }
        }
        if savesNavigation {
            let navigation = tabBarController.restorationState
            if navigation != (lastSavedNavigation ?? Self.initialNavigation(of: tabBarController)) {
                do {
                    try navigationFile.save(navigation)
                    lastSavedNavigation = navigation
                } catch {
                    logger.error("Tabs not saved: \(error)")
                }
            }
        }
    }

    /// The state of freshly made tabs, which needs no saving.
    private static func initialNavigation(of tabBar: TabBarController) -> RestorationState {
        RestorationState(
            selectedTab: tabBar.viewControllers.first?.restorationIdentifier,
            tabOrder: tabBar.viewControllers.compactMap(\.restorationIdentifier),
            paths: Dictionary(uniqueKeysWithValues: tabBar.viewControllers.compactMap { tab in
                tab.restorationIdentifier.map { ($0, [RestoredPage(identifier: $0)]) }
            })
        )
    }

    func present() {
        window.present()
        storyboard.appear()
    }

    /// The Keyboard Shortcuts window, over this one.
    func showShortcuts() {
        if shortcutsWindow == nil {
            shortcutsWindow = ShortcutsWindow(groups: AppInfo.shortcuts, over: window, application: application)
        }
        shortcutsWindow?.present()
    }

    /// Destroys the window and those it owns.
    func destroy() {
        storyboard.disappear()
        shortcutsWindow?.destroy()
        shortcutsWindow = nil
        window.destroy()
    }
}
