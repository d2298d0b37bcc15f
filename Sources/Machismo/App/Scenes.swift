import Navigation
import Storage

/// Every tab of the app, in SCENES.md's order, each in its own navigation stack.
/// Scenes built by later issues join this list.
@MainActor
enum Scenes {
    static func tabs(settings: SettingsStore, directories: XDGDirectories) -> [ViewController] {
        let roots: [ViewController] = [
            SettingsViewController(store: settings, directories: directories),
            AboutViewController(directories: directories),
        ]
        return roots.map { root in
            let navigation = NavigationController(rootViewController: root)
            navigation.restorationIdentifier = root.restorationIdentifier
            navigation.tabBarItem.title = root.tabBarItem.title
            navigation.tabBarItem.iconName = root.tabBarItem.iconName
            return navigation
        }
    }

    /// Every path `--start` takes, as `--list-scenes` prints them.
    static func paths() -> [String] {
        let tabBar = TabBarController()
        tabBar.setViewControllers(tabs(settings: SettingsStore(directories: XDGDirectories()), directories: XDGDirectories()))
        return tabBar.scenePaths
    }
}
