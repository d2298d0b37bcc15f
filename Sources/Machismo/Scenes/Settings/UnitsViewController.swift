import Gtk
import Localization
import Navigation
import Storage
import Storyboard

/// Whether CarValet shows fuel in gallons or litres.
@MainActor
final class UnitsViewController: ViewController {
    private let fuel: SettingChoice<Settings.FuelUnit>

    init(store: SettingsStore) {
        // TRANSLATORS: the units CarValet shows fuel in.
        fuel = SettingChoice([tr("Gallons"), tr("Litres")], \.fuelUnit, in: store)
        super.init()
        title = tr("Units")
    }

    override func loadView() -> PlatformView {
        let form = SettingsForm()
        form.addGroup(
            tr("Fuel"), rows: [SettingsForm.Row(tr("Fuel Units"), control: fuel)],
            footer: tr("One US gallon is %s litres.", LocaleNumbers.decimal(3.7854, fractionDigits: 4)))
        return form
    }

    override func viewWillAppear(_ animated: Bool) { fuel.refresh() }
}
