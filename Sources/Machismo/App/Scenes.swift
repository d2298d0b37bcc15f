import CarValet
import EmojiArt
import FoundationEssentials
import Gtk
import Navigation
import Storage

/// Every tab of the app, in the order of docs/ARCHITECTURE.md's scenes. Most tabs are a navigation
/// stack; Scores and FaceIt are split views (list beside details) that own their stacks.
/// Scenes built by later issues join this list.
@MainActor
enum Scenes {
    static func tabs(
        settings: SettingsStore, directories: XDGDirectories, scoreBook: ScoreBook,
        fonts: PreferredFonts, seed: UInt64? = nil
    ) -> [ViewController] {
        [
            stack(PlayingCardGameViewController(settings: settings, scoreBook: scoreBook, seed: seed)),
            stack(SetGameViewController(settings: settings, scoreBook: scoreBook, seed: seed)),
            ScoresViewController(scoreBook: scoreBook),
            stack(AttributorViewController(directories: directories, fonts: fonts)),
            FaceItViewController(),
            stack(CarValetViewController(garage: Garage(directories: directories), settings: settings)),
            stack(EmojiArtBrowserViewController(library: EmojiArtLibrary(folder: emojiArtFolder), fonts: fonts)),
            stack(SettingsViewController(store: settings, directories: directories, scoreBook: scoreBook)),
            stack(AboutViewController(directories: directories)),
        ]
    }

    /// `XDG_DOCUMENTS_DIR/EmojiArt`: the folder the EmojiArt browser shows (made on first use).
    static var emojiArtFolder: URL {
        URL(fileURLWithPath: SpecialFolders.documents, isDirectory: true).appendingPathComponent(
            "EmojiArt", isDirectory: true)
    }

    /// `root` in a navigation stack that is a tab named and drawn as the root says.
    private static func stack(_ root: ViewController) -> NavigationController {
        let navigation = NavigationController(rootViewController: root)
        navigation.restorationIdentifier = root.restorationIdentifier
        navigation.tabBarItem.title = root.tabBarItem.title
        navigation.tabBarItem.iconName = root.tabBarItem.iconName
        return navigation
    }

    /// Every path `--start` takes, as `--list-scenes` prints them. Reads no file:
    /// the stores made here load nothing until asked (the score book), or only
    /// the settings.
    static func paths() -> [String] {
        let directories = XDGDirectories()
        let tabBar = TabBarController()
        let settings = SettingsStore(directories: directories)
        tabBar.setViewControllers(
            tabs(
                settings: settings, directories: directories,
                scoreBook: ScoreBook(directories: directories),
                fonts: PreferredFonts(settings: settings)))
        return tabBar.scenePaths
    }
}
