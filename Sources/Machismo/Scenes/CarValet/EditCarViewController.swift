import Alerts
import CarValet
import FoundationEssentials
import Gtk
import Localization
import Navigation
import Storage
import Storyboard

/// `Edit Car`: a form of the car's make, model, year and fuel (in the Units
/// setting's unit). Each invalid field says why under it and **Done** stays
/// disabled until all are valid; Done is an unwind segue (`Done Editing Car`) to
/// the page that pushed it (the CarValet page or the Garage list), which takes `editedCar` from this page and saves it; Back
/// discards the changes. **Delete** asks first, then removes the car and pops.
/// The page has no toolbar.
@MainActor
final class EditCarViewController: ViewController {
    /// The unwind segue of Done, to the nearest page up the stack that saves the car: the
    /// Garage list, or the CarValet page.
    nonisolated static let doneEditing = SegueIdentifier<ViewController>("Done Editing Car")

    /// The car to edit; set by `prepare(for:sender:)` before the view exists.
    var carID: UUID?

    private let garage: Garage
    private let settings: SettingsStore
    /// The date the year rule is checked against; tests set it.
    var now: () -> Date = { Date() }
    private(set) var doneItem: BarButtonItem!

    // Made in loadView: GTK may not be running when the controller is made.
    private(set) lazy var make = CarField(CarValetViewController.detailTitles[0])
    private(set) lazy var model = CarField(CarValetViewController.detailTitles[1])
    private(set) lazy var year = CarField(CarValetViewController.detailTitles[2])
    private(set) lazy var fuel = CarField(CarValetViewController.detailTitles[3])
    // TRANSLATORS: the button that deletes the car being edited.
    private(set) lazy var deleteButton = Button(label: tr("Delete"))

    init(garage: Garage, settings: SettingsStore) {
        self.garage = garage
        self.settings = settings
        super.init()
        title = tr("Edit Car")
        // TRANSLATORS: the button that saves the edited car and goes back.
        doneItem = BarButtonItem(title: tr("Done"), style: .done, accelerator: "<Control>Return") { [weak self] in
            self?.done()
        }
        navigationItem.rightBarButtonItems = [doneItem]
    }

    private var car: Car? { carID.flatMap(garage.car(withID:)) }
    /// The unit the fuel field shows, fixed when the form is filled in: a change
    /// in Settings meanwhile must not reinterpret what is typed.
    private lazy var unit = settings.settings.fuelUnit

    /// The form as typed.
    var draft: CarDraft {
        CarDraft(
            make: make.entry.text, model: model.entry.text, year: year.entry.text, fuel: fuel.entry.text,
            unit: unit)
    }

    override func loadView() -> PlatformView {
        let scrolled = ScrolledWindow()
        scrolled.disableHorizontalScrolling()
        let column = Box(.vertical, spacing: 18)
        column.setMargins(top: 24, bottom: 24, start: 24, end: 24)
        column.setSizeRequest(width: 360, height: -1)
        for field in [make, model, year, fuel] { column.append(field) }
        let (first, last) = (String(CarRules.firstYear), String(CarRules.years(now: now()).upperBound))
        // TRANSLATORS: the years a car may have (1886–2027), in the empty year field.
        year.entry.placeholder = tr("%1$s–%2$s", first, last)
        deleteButton.markDestructive()
        deleteButton.halign = .center
        deleteButton.tooltip = tr("Delete this car")
        deleteButton.setMargins(top: 12, bottom: 0, start: 0, end: 0)
        column.append(deleteButton)
        scrolled.child = Clamp(column, maximumWidth: 0)  // centred at its size request, as halign = .center placed it
        return scrolled
    }

    override func viewDidLoad() {
        fuel.setTitle(unit.fuelFieldTitle)
        if let car {
            let draft = CarDraft(car, unit: unit)
            make.entry.text = draft.make
            model.entry.text = draft.model
            year.entry.text = draft.year
            fuel.entry.text = draft.fuel
        }
        for field in [make, model, year, fuel] {
            field.entry.onChanged { [weak self] in self?.validate() }
            field.entry.onActivate { [weak self] in self?.doneItem.perform() }
        }
        deleteButton.onClicked { [weak self] in self?.confirmDelete() }
        validate()
    }

    /// Shows each field's problem and enables Done only when there are none.
    private func validate() {
        let problems = draft.problems(now: now())
        for (field, key) in [(make, CarDraft.Field.make), (model, .model), (year, .year), (fuel, .fuel)] {
            field.show(problem: problems[key])
        }
        doneItem.isEnabled = problems.isEmpty && car != nil
    }

    /// The car as the valid form has it, or nil while a field is invalid.
    var editedCar: Car? {
        car.flatMap { draft.applied(to: $0, now: now()) }
    }

    /// Unwinds to CarValet, which saves the edited car. Should nothing up the
    /// stack unwind it (a page shown on its own), the car is saved here, so Done
    /// never loses an edit.
    private func done() {
        guard let edited = editedCar else { return }
        if performSegue(withIdentifier: Self.doneEditing, sender: doneItem) == nil {
            garage.update(edited)
            navigationController?.popViewController(animated: true)
        }
    }

    private func confirmDelete() {
        guard let car else { return }
        present(CarDeletion.alert(for: car) { [weak self] in self?.delete() })
    }

    private func delete() {
        guard let carID else { return }
        garage.removeCar(withID: carID)
        navigationController?.popViewController(animated: true)
    }
}
