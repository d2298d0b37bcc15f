import Navigation
import Storage

/// Every tab of the app, in SCENES.md's order, each in its own navigation stack.
/// Scenes built by later issues join this list.
@MainActor
enum Scenes {
    static func tabs(settings: SettingsStore, directories: XDGDirectories, scoreBook: ScoreBook,
                     seed: UInt64? = nil) -> [ViewController] {
        let roots: [ViewController] = [
            PlayingCardGameViewController(settings: settings, scoreBook: scoreBook, seed: seed),
            SetGameViewController(settings: settings, scoreBook: scoreBook, seed: seed),
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
        let directories = XDGDirectories()
        tabBar.setViewControllers(tabs(settings: SettingsStore(directories: directories), directories: directories,
                                       scoreBook: ScoreBook(directories: directories)))
        return tabBar.scenePaths
    }
}
