import Gtk
import Navigation
import Storage
import Storyboard

/// Style, text direction and colour scheme, applied as soon as they change.
@MainActor
final class AppearanceViewController: ViewController {
    private let style: SettingChoice<Settings.Style>
    private let direction: SettingChoice<Settings.TextDirection>
    private let colors: SettingChoice<Settings.ColorScheme>

    init(store: SettingsStore) {
        style = SettingChoice(["Follow System", "Light", "Dark"], \.style, in: store)
        direction = SettingChoice(["Automatic", "Left to Right", "Right to Left"], \.textDirection, in: store)
        colors = SettingChoice(["Default", "CarValet"], \.colorScheme, in: store)
        super.init()
        title = "Appearance"
    }

    override func loadView() -> PlatformView {
        let form = SettingsForm()
        form.addGroup("Style", rows: [SettingsForm.Row("Style", control: style)],
                      footer: "Dark style is used by the whole app.")
        form.addGroup("Text Direction", rows: [SettingsForm.Row("Text Direction", control: direction)],
                      footer: "Right to left mirrors the layout, as for Arabic and Hebrew.")
        form.addGroup("Colour Scheme", rows: [SettingsForm.Row("Colour Scheme", control: colors)])
        return form
    }

    override func viewWillAppear(_ animated: Bool) {
        style.refresh()
        direction.refresh()
        colors.refresh()
    }
}
