import Alerts
import Glibc
import Gtk
import Localization
import Navigation
import StateStore
import Storyboard

/// The window: two tabs, Items and Settings, restored as the user left them.
@MainActor
final class ChecklistWindow {
    let scene: StoryboardWindow
    private let tabBar = TabBarController()
    private let store = ChecklistStore()
    /// The open tabs and pages, saved after each navigation (Navigation's article *State
    /// Restoration*).
    private var badgeObservation: ModelObservation?
    private let navigation = SavedState<RestorationState>(
        applicationID: "io.github.machismo.Checklist", name: "navigation.json")

    init(application: Application) {
        let items = Self.tab(ItemsViewController(store: store), title: "Items", iconName: "view-list-symbolic")
        tabBar.setViewControllers([
            items,
            Self.tab(SettingsViewController(store: store), title: "Settings", iconName: "emblem-system-symbolic"),
        ])
        // The Items tab's badge: how many are left to pack.
        let showLeft: @MainActor () -> Void = { [store, weak items] in
            let left = store.checklist.items.filter { !$0.isPacked }.count
            items?.tabBarItem.badgeValue = left > 0 ? String(left) : nil
            items?.tabBarItem.badgeAccessibilityLabel = left == 1 ? "1 left to pack" : "\(left) left to pack"
        }
        showLeft()
        badgeObservation = ModelObservation({ [store] in _ = store.checklist }, onChange: showLeft)
        var problems = [store.problem].compactMap { $0 }
        if let state = navigation.load() {
            let failures = tabBar.restore(state)
            problems += failures.map(\.description)
        }
        problems += [navigation.problem].compactMap { $0 }
        tabBar.onRestorationStateChange = { [navigation] tabBar in
            do { try navigation.save(tabBar.restorationState) } catch { print("Checklist: \(error)") }
        }

        let window = ApplicationWindow(application: application)
        window.defaultSize = (480, 520)
        let headerBar = HeaderBar()
        window.titlebar = headerBar
        scene = StoryboardWindow(window: window, headerBar: headerBar, root: tabBar)
        scene.fallbackTitle = "Checklist"
        window.present()
        scene.appear()
        if !problems.isEmpty {
            let alert = Alert(
                title: "Some of Your Checklist Could Not Be Restored", message: problems.joined(separator: "\n"))
            alert.addAction(AlertAction(title: "Close", style: .cancel))
            tabBar.present(alert)
        }
    }

    /// A tab: a navigation stack on `root`, shown in the tab bar as `title` and `iconName`.
    private static func tab(_ root: ViewController, title: String, iconName: String) -> NavigationController {
        let navigation = NavigationController(rootViewController: root)
        navigation.tabBarItem.title = title
        navigation.tabBarItem.iconName = iconName
        return navigation
    }

    func close() {
        scene.disappear()
        scene.window.destroy()
    }
}

// The libraries' own words (Back, Edit, Delete, …) in the user's language: `make example`
// compiles their catalogues beside the binary.
LibraryTranslations.bindBesideExecutable()
MainActor.assumeIsolated {
    let application = Application(id: "io.github.machismo.Checklist")
    var window: ChecklistWindow?
    application.onActivate {
        if let window { return window.scene.window.present() }
        window = ChecklistWindow(application: application)
    }
    application.onShutdown {
        window?.close()
        window = nil
    }
    application.addAction("quit") { application.quit() }
    application.setAccels(["<Control>q"], for: "app.quit")
    exit(application.run(programName: "checklist"))
}
