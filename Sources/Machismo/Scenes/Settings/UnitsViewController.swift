import Gtk
import Navigation
import Storage
import Storyboard

/// Whether CarValet shows fuel in gallons or litres.
@MainActor
final class UnitsViewController: ViewController {
    private let fuel: SettingChoice<Settings.FuelUnit>

    init(store: SettingsStore) {
        fuel = SettingChoice(["Gallons", "Litres"], \.fuelUnit, in: store)
        super.init()
        title = "Units"
    }

    override func loadView() -> PlatformView {
        let form = SettingsForm()
        form.addGroup("Fuel", rows: [SettingsForm.Row("Fuel Units", control: fuel)],
                      footer: "One US gallon is 3.7854 litres.")
        return form
    }

    override func viewWillAppear(_ animated: Bool) { fuel.refresh() }
}
