import Alerts
import Dispatch
import Documents
import Gtk
import Localization
import Navigation
import Notifications
import Storage
import Storyboard

/// The one window: a header bar with the active page's back button, title and
/// buttons and the primary menu, the tabs below it.
///
/// It remembers its size and maximized state, and the tabs remember their
/// order, selection and navigation paths (`RestorationFiles`): saved when it
/// closes, when it loses focus and when the app quits, restored when it opens;
/// the tabs' state also in an idle moment after each navigation (the tab bar's
/// `onRestorationStateChange`), once the window is shown.
/// Saved files that could not be read or used (these two and the settings) are
/// reported in one alert once the window is up; a tab's saved pages, restored as
/// the tab is first shown, when they turn out unusable then.
@MainActor
final class MainWindow {
    let window: ApplicationWindow
    let tabBarController = TabBarController()
    private let storyboard: StoryboardWindow
    private let headerBar = HeaderBar()
    private let files: RestorationFiles
    /// What to report once the window is up: files set aside, pages that lost their state.
    private var problems: [String] = []
    private var shortcutsWindow: ShortcutsWindow?
    /// The save of the tabs' state in the next idle moment, while one is waiting.
    private var navigationSave: IdleWork?
    private var appearance: Appearance?
    private unowned let application: Application

    init(
        application: Application, directories: XDGDirectories, settings: SettingsStore, scoreBook: ScoreBook,
        fonts: PreferredFonts, seed: UInt64?
    ) {
        self.application = application
        window = ApplicationWindow(application: application)
        files = RestorationFiles(directories: directories)
        window.titlebar = headerBar
        headerBar.packEnd(primaryMenu)
        tabBarController.setViewControllers(
            Scenes.tabs(
                settings: settings, directories: directories,
                scoreBook: scoreBook, fonts: fonts, seed: seed))
        storyboard = StoryboardWindow(window: window, headerBar: headerBar, root: tabBarController)
        storyboard.fallbackTitle = AppInfo.name
        let appearance = Appearance(store: settings, window: window)
        self.appearance = appearance
        afterFirstFrame { runAfter(seconds: 0) { [weak appearance] in appearance?.followChanges() } }
        // In the first idle moment after the first frame, what the first visit to Attributor
        // would otherwise wait for: its fonts, its subtitle's and its editor's class; and the
        // main menu's popover, which built as it opens shows at one size and then grows.
        afterFirstFrame { [weak self] in
            _ = IdleWork {
                guard let self else { return false }
                fonts.preload(in: self.window)
                self.storyboard.preloadSubtitleFont()
                OutlineTextView.prepareClass()
                self.primaryMenu.prepareMenu()
                return false
            }
        }
        window.addAction("close") { [weak self] in self?.window.close() }
        window.addAction("show-help-overlay") { [weak self] in self?.showShortcuts() }
        restoreState()
        problems = [settings.problem].compactMap { $0 } + files.problems
        window.onCloseRequest { [weak self] in
            self?.saveState()
            // The hidden Keyboard Shortcuts window is one of the application's windows:
            // left alive it would keep the app running with no window on screen.
            // (destroy-with-parent never fires: the window is not disposed while wrapped.)
            self?.destroyShortcuts()
            return false
        }
        window.onActiveChanged { [weak self] in
            guard let self, !self.window.isActive else { return }
            self.saveState()
        }
    }

    private let primaryMenu = primaryMenuButton()

    private static func primaryMenuButton() -> MenuButton {
        let menu = Menu()
        // TRANSLATORS: the primary menu's items; the underscore marks the access key.
        menu.append(tr("_Keyboard Shortcuts"), action: "win.show-help-overlay")
        // TRANSLATORS: the primary menu's item that shows the About tab; %s is the app's name, Machismo.
        menu.append(tr("_About %s", AppInfo.name), action: "app.about")
        let quit = Menu()
        quit.append(tr("_Quit"), action: "app.quit")
        menu.appendSection(quit)
        // TRANSLATORS: the header bar's menu button (its name for screen readers and its tooltip).
        let button = MenuButton(iconName: "open-menu-symbolic", label: tr("Main Menu"), menu: menu)
        button.makePrimary()
        button.hasFrame = false
        return button
    }

    private func restoreState() {
        let state = files.loadWindowState()
        window.defaultSize = (state.width, state.height)
        if state.maximized { window.maximize() }
        files.restoreNavigation(into: tabBarController) { [weak self] problems in
            // A tab restored as it is first shown: reported once its selection is done
            // (with the launch's own problems if the window is not up yet).
            self?.problems += problems
            DispatchQueue.main.async { self?.reportProblems() }
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
        let size = window.defaultSize
        files.saveWindow(WindowState(width: size.width, height: size.height, maximized: window.isMaximized))
        saveNavigation()
    }

    private func saveNavigation() {
        files.saveNavigation(tabBarController.restorationState, initial: Self.initialNavigation(of: tabBarController))
    }

    /// From the window's first showing on, the tabs' state is saved after each change the
    /// tab bar reports (navigation, and pages that call `invalidateRestorableState()`), in
    /// an idle moment so that the next page's first frame does not wait for it. The state
    /// a launch opens on (restored, or `--start`'s) is no change: like the pages' own state,
    /// it is saved at `saveState`'s moments.
    private func followNavigationChanges() {
        guard tabBarController.onRestorationStateChange == nil else { return }
        tabBarController.onRestorationStateChange = { [weak self] _ in
            guard let self, self.navigationSave?.isPending != true else { return }
            self.navigationSave = IdleWork { [weak self] in
                self?.saveNavigation()
                return false
            }
        }
    }

    /// The state of freshly made tabs, which needs no saving.
    private static func initialNavigation(of tabBar: TabBarController) -> RestorationState {
        RestorationState(
            selectedTab: tabBar.viewControllers.first?.restorationIdentifier,
            tabOrder: tabBar.viewControllers.compactMap(\.restorationIdentifier),
            paths: Dictionary(
                uniqueKeysWithValues: tabBar.viewControllers.compactMap { tab in
                    tab.restorationIdentifier.map { ($0, [RestoredPage(identifier: $0)]) }
                })
        )
    }

    /// Runs `body` once, after the window's first frame is painted.
    func afterFirstFrame(_ body: @escaping @MainActor () -> Void) {
        var pending: (@MainActor () -> Void)? = body
        window.onMap { [weak self] in
            self?.window.afterNextFrame {
                pending?()
                pending = nil
            }
        }
    }

    func present() {
        window.present()
        storyboard.appear()
        reportProblems()
        followNavigationChanges()
    }

    /// One alert for every saved file that was set aside, once.
    private func reportProblems() {
        guard !problems.isEmpty else { return }
        let message = problems.joined(separator: "\n\n")
        problems = []
        tabBarController.reportProblem(tr("Saved Files Could Not Be Used"), message)
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
        destroyShortcuts()
        window.destroy()
    }

    private func destroyShortcuts() {
        shortcutsWindow?.destroy()
        shortcutsWindow = nil
    }
}
