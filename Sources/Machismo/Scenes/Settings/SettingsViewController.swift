import Gtk
import Localization
import Navigation
import Storage
import Storyboard

/// The root of the Settings drill-down: a row per page, named as the page it opens.
/// Segues are named by the pages' restoration identifiers (`Show appearance`), which
/// no language changes.
@MainActor
final class SettingsViewController: ViewController {
    /// The segues this page performs: one a page, each page a controller of its own type,
    /// prepared by nobody.
    enum Segue {
        /// The segue to the page `identifier` (its restoration identifier).
        static func show(_ identifier: String) -> SegueIdentifier<ViewController> {
            SegueIdentifier("Show \(identifier)")
        }
    }

    /// The pages, in order: title, restoration identifier, what makes it.
    private let pages: [(title: String, identifier: String, make: @MainActor () -> ViewController)]

    init(store: SettingsStore, directories: XDGDirectories, scoreBook: ScoreBook) {
        pages = [
            (tr("Appearance"), "appearance", { AppearanceViewController(store: store) }),
            (tr("Card Games"), "card-games", { CardGamesSettingsViewController(store: store) }),
            // TRANSLATORS: the Settings page of units of measurement (CarValet's fuel).
            (tr("Units"), "units", { UnitsViewController(store: store) }),
            // TRANSLATORS: the Settings page that lists the saved files and resets them.
            (
                tr("Data"), "data",
                { DataViewController(directories: directories, settings: store, scoreBook: scoreBook) }
            ),
        ]
        super.init()
        let settings = tr("Settings")
        title = settings
        restorationIdentifier = "settings"
        tabBarItem.title = settings
        tabBarItem.iconName = "emblem-system-symbolic"
        for page in pages {
            registerSegue(Segue.show(page.identifier), restorationIdentifier: page.identifier, destination: page.make)
        }
    }

    override func loadView() -> PlatformView {
        let form = SettingsForm()
        let list = form.addGroup(nil, rows: pages.map { SettingsForm.NavigationRow($0.title) })
        list.activatesOnSingleClick = true
        list.onRowActivated { [weak self] index in
            guard let self, self.pages.indices.contains(index) else { return }
            self.performSegue(withIdentifier: Segue.show(self.pages[index].identifier), sender: nil)
        }
        return form
    }
}
