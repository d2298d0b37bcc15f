import Gtk
import Navigation
import Storage
import Storyboard

/// Style, text direction and colour scheme, applied as soon as they change.
@MainActor
final class AppearanceViewController: ViewController {
    private let store: SettingsStore
    private let style = DropDown(["Follow System", "Light", "Dark"])
    private let direction = DropDown(["Automatic", "Left to Right", "Right to Left"])
    private let colors = DropDown(["Default", "CarValet"])

    init(store: SettingsStore) {
        self.store = store
        super.init()
        title = "Appearance"
    }

    override func loadView() -> PlatformView {
        let form = SettingsForm()
        form.addGroup("Style", rows: [SettingsForm.row("Style", control: style)],
                      footer: "Dark style is used by the whole app.")
        form.addGroup("Text Direction", rows: [SettingsForm.row("Text Direction", control: direction)],
                      footer: "Right to left mirrors the layout, as for Arabic and Hebrew.")
        form.addGroup("Colour Scheme", rows: [SettingsForm.row("Colour Scheme", control: colors)])
        return form.view
    }

    override func viewDidLoad() {
        style.onSelectionChanged { [weak self] in
            guard let self else { return }
            self.store.settings.style = Settings.Style.allCases[self.style.selectedIndex]
        }
        direction.onSelectionChanged { [weak self] in
            guard let self else { return }
            self.store.settings.textDirection = Settings.TextDirection.allCases[self.direction.selectedIndex]
        }
        colors.onSelectionChanged { [weak self] in
            guard let self else { return }
            self.store.settings.colorScheme = Settings.ColorScheme.allCases[self.colors.selectedIndex]
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        let settings = store.settings
        style.withSignalBlocked("notify::selected") {
            style.selectedIndex = Settings.Style.allCases.firstIndex(of: settings.style) ?? 0
        }
        direction.withSignalBlocked("notify::selected") {
            direction.selectedIndex = Settings.TextDirection.allCases.firstIndex(of: settings.textDirection) ?? 0
        }
        colors.withSignalBlocked("notify::selected") {
            colors.selectedIndex = Settings.ColorScheme.allCases.firstIndex(of: settings.colorScheme) ?? 0
        }
    }
}
