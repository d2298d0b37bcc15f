import Gtk
import Localization
import Navigation
import Storage
import Storyboard

/// Style, text direction and colour scheme, applied as soon as they change, and
/// the language, applied at the next launch (`LanguageChoice`).
@MainActor
final class AppearanceViewController: ViewController {
    private let style: SettingChoice<Settings.Style>
    private let direction: SettingChoice<Settings.TextDirection>
    private let colors: SettingChoice<Settings.ColorScheme>
    private let language: SettingChoice<String?>

    init(store: SettingsStore) {
        // TRANSLATORS: the Style choices: the desktop's light or dark style, or one of them always.
        style = SettingChoice([tr("Follow System"), tr("Light"), tr("Dark")], \.style, in: store)
        // TRANSLATORS: the Text Direction choices: the language's own direction, or one forced.
        direction = SettingChoice(
            [tr("Automatic"), tr("Left to Right"), tr("Right to Left")], \.textDirection,
            in: store)
        // TRANSLATORS: the Colour Scheme choices: the theme's colours, or CarValet's (keep "CarValet": the tab's name).
        colors = SettingChoice([trc("colour scheme", "Default"), trc("tab", "CarValet")], \.colorScheme, in: store)
        let languages = LanguageChoice.languages
        // TRANSLATORS: the first Language choice: the desktop's language. The others are each language's own name.
        language = SettingChoice(
            [trc("language", "System")] + languages.map(\.name),
            values: [nil] + languages.map(\.code), \.language, in: store)
        super.init()
        title = tr("Appearance")
    }

    override func loadView() -> PlatformView {
        let form = SettingsForm()
        form.addGroup(
            tr("Style"), rows: [SettingsForm.Row(tr("Style"), control: style)],
            footer: tr("Dark style is used by the whole app."))
        form.addGroup(
            tr("Text Direction"), rows: [SettingsForm.Row(tr("Text Direction"), control: direction)],
            footer: tr("Right to left mirrors the layout, as for Arabic and Hebrew."))
        form.addGroup(tr("Colour Scheme"), rows: [SettingsForm.Row(tr("Colour Scheme"), control: colors)])
        form.addGroup(
            tr("Language"), rows: [SettingsForm.Row(tr("Language"), control: language)],
            footer: tr("A change of language applies the next time Machismo starts."))
        return form
    }

    override func viewWillAppear(_ animated: Bool) {
        style.refresh()
        direction.refresh()
        colors.refresh()
        language.refresh()
    }
}
