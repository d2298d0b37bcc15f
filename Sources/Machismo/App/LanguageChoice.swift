import Localization
import Storage

/// Settings → Appearance → Language: System, each shipped translation, or English;
/// saved in the settings (`Settings.language`) and applied at the next launch.
enum LanguageChoice {
    /// The languages Settings offers after System, each named in its own language:
    /// each shipped translation, then English (`LANGUAGE=en` finds no catalogue, so
    /// gettext and GTK speak their msgids: English even under a German `LANG`).
    static var languages: [(code: String, name: String)] { Localization.shippedLanguages + [("en", "English")] }

    /// The language the user chose in Settings, if this build speaks it; nil for System,
    /// a code it has no translation for, or settings that cannot be read. Reads the
    /// settings file without setting a bad one aside or reporting it: the store's own
    /// load does that, once the app runs.
    static func saved(directories: XDGDirectories = XDGDirectories()) -> String? {
        guard let code = SettingsStore.peek(directories: directories)?.language else { return nil }
        return languages.contains { $0.code == code } ? code : nil
    }
}
