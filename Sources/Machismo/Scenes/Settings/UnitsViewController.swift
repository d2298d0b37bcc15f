import Gtk
import Navigation
import Storage
import Storyboard

/// Whether CarValet shows fuel in gallons or litres.
@MainActor
final class UnitsViewController: ViewController {
    private let store: SettingsStore
    private let fuel = DropDown(["Gallons", "Litres"])

    init(store: SettingsStore) {
        self.store = store
        super.init()
        title = "Units"
    }

    override func loadView() -> PlatformView {
        let form = SettingsForm()
        form.addGroup("Fuel", rows: [SettingsForm.row("Fuel Units", control: fuel)],
                      footer: "One US gallon is 3.7854 litres.")
        return form.view
    }

    override func viewDidLoad() {
        fuel.onSelectionChanged { [weak self] in
            guard let self else { return }
            self.store.settings.fuelUnit = Settings.FuelUnit.allCases[self.fuel.selectedIndex]
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        fuel.withSignalBlocked("notify::selected") {
            fuel.selectedIndex = Settings.FuelUnit.allCases.firstIndex(of: store.settings.fuelUnit) ?? 0
        }
    }
}
