import Gtk
import Navigation
import Storage
import Storyboard

/// The root of the Settings drill-down: a row per page, named as the page it opens.
@MainActor
final class SettingsViewController: ViewController {
    /// The pages, in order: title, restoration identifier, what makes it.
    private let pages: [(title: String, identifier: String, make: @MainActor () -> ViewController)]

    init(store: SettingsStore, directories: XDGDirectories, scoreBook: ScoreBook) {
        pages = [
            ("Appearance", "appearance", { AppearanceViewController(store: store) }),
            ("Card Games", "card-games", { CardGamesSettingsViewController(store: store) }),
            ("Units", "units", { UnitsViewController(store: store) }),
            ("Data", "data", { DataViewController(directories: directories, settings: store, scoreBook: scoreBook) }),
        ]
        super.init()
        title = "Settings"
        restorationIdentifier = "settings"
        tabBarItem.title = "Settings"
        tabBarItem.iconName = "emblem-system-symbolic"
        for page in pages {
            registerSegue("Show \(page.title)", restorationIdentifier: page.identifier, destination: page.make)
        }
    }

    override func loadView() -> PlatformView {
        let form = SettingsForm()
        let list = form.addGroup(nil, rows: pages.map { SettingsForm.NavigationRow($0.title) })
        list.activatesOnSingleClick = true
        list.onRowActivated { [weak self] index in
            guard let self, self.pages.indices.contains(index) else { return }
            self.performSegue(withIdentifier: "Show \(self.pages[index].title)", sender: nil)
        }
        return form
    }
}
