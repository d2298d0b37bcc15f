import Gtk
import Navigation
import Storage

/// Applies the Appearance settings to the running app as they change: dark or
/// light style, text direction, and the CarValet colour scheme (a CSS class on
/// the window that data/style.css styles, with a dark-style class beside it).
@MainActor
final class Appearance {
    private let store: SettingsStore
    private weak var window: Window?
    /// The desktop's own dark preference, which "Follow System" restores.
    private let systemPrefersDark = DesktopSettings.prefersDarkStyle
    private var observation: ModelObservation?
    /// The settings applied last.
    private var applied: Settings?

    /// Applies the settings now; follows their changes from `followChanges()` on.
    init(store: SettingsStore, window: Window) {
        self.store = store
        self.window = window
        apply()
    }

    /// Applies each change of the settings from now on (and any since `init`). Called
    /// once the window is up: nothing can change them before, and following them is the
    /// first use of Observation, whose set-up cost the launch's first frame 0.2%.
    func followChanges() {
        guard observation == nil else { return }
        observation = ModelObservation({ [store] in _ = store.settings }, onChange: { [weak self] in self?.apply() })
        if store.settings != applied { apply() }
    }

    private func apply() {
        let settings = store.settings
        applied = settings
        switch settings.style {
        case .system: DesktopSettings.prefersDarkStyle = systemPrefersDark
        case .light: DesktopSettings.prefersDarkStyle = false
        case .dark: DesktopSettings.prefersDarkStyle = true
        }
        switch settings.textDirection {
        case .automatic: Widget.setDefaultDirection(nil)
        case .leftToRight: Widget.setDefaultDirection(.leftToRight)
        case .rightToLeft: Widget.setDefaultDirection(.rightToLeft)
        }
        window?.setCSSClass("carvalet", settings.colorScheme == .carValet)
        // style.css's CarValet scheme needs a lighter mocha on the dark style's buttons.
        window?.setCSSClass("dark-style", DesktopSettings.prefersDarkStyle)
    }
}
