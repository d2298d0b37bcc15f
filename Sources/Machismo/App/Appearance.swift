import Gtk
import Navigation
import Storage

/// Applies the Appearance settings to the running app as they change: dark or
/// light style, text direction, and the CarValet colour scheme (a CSS class on
/// the window that data/style.css styles).
@MainActor
final class Appearance {
    private let store: SettingsStore
    private weak var window: Window?
    /// The desktop's own dark preference, which "Follow System" restores.
    private let systemPrefersDark = DesktopSettings.prefersDarkStyle
    private var observation: ModelObservation?

    init(store: SettingsStore, window: Window) {
        self.store = store
        self.window = window
        apply()
        observation = ModelObservation({ [store] in _ = store.settings }, onChange: { [weak self] in self?.apply() })
    }

    private func apply() {
        let settings = store.settings
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
    }
}
