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
/// The photo (`CarPhotoField`) changes at once, as Delete does: **Choose Photo…** stores a
/// scaled copy of the chosen image, or says under the buttons why the file was refused;
/// **Remove Photo** asks first. The page has no toolbar.
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
    private(set) lazy var photoField = CarPhotoField()
    /// The photo chooser on screen, if any.
    private var photoChooser: FileChooserRequest?

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
        column.append(photoField)
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
        photoField.chooseButton.onClicked { [weak self] in self?.choosePhoto() }
        photoField.removeButton.onClicked { [weak self] in self?.confirmRemovePhoto() }
        showPhoto()
        validate()
    }

    override func viewDidDisappear(_ animated: Bool) {
        photoChooser?.cancel()
        photoChooser = nil
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

    // MARK: - The photo

    private func showPhoto() {
        guard let car else {
            // No car to edit (the page opened on its own over an empty garage): no photo either.
            photoField.chooseButton.isSensitive = false
            photoField.removeButton.isSensitive = false
            return
        }
        photoField.show(car, photo: garage.photoURL(of: car))
    }

    private func choosePhoto() {
        // TRANSLATORS: the photo chooser's filter, which shows image files only.
        let images = FileChooser.Filter(name: tr("Images"), mimeTypes: ["image/*"])
        // TRANSLATORS: the file chooser's button; the underscore marks its access key.
        let accept = tr("_Open")
        photoChooser = FileChooser.open(
            // TRANSLATORS: the title of the file chooser that picks a car's photo.
            parent: Window.containing(photoField), title: tr("Choose a Photo of the Car"), acceptLabel: accept,
            filters: [images]
        ) { [weak self] path in
            self?.photoChooser = nil
            if let path { self?.usePhoto(at: path) }
        }
    }

    /// Reads and scales the image at `path` off the main thread, then stores the copy as the
    /// car's photo; a file that is no image, or is damaged, changes nothing and the form says
    /// why. Choose Photo… waits meanwhile (`isImportingPhoto`).
    func usePhoto(at path: String) {
        guard let carID, !isImportingPhoto else { return }
        isImportingPhoto = true
        photoField.chooseButton.isSensitive = false
        Task.detached {
            let result = Result { () throws(CarPhotoProblem) in try CarPhotoImport.png(fromFile: path) }
            await MainActor.run { [weak self] in self?.photoImported(result, carID: carID) }
        }
    }

    /// Whether a chosen photo is being read; for tests.
    private(set) var isImportingPhoto = false

    private func photoImported(_ result: Result<[UInt8], CarPhotoProblem>, carID: UUID) {
        isImportingPhoto = false
        photoField.chooseButton.isSensitive = true
        do throws(CarPhotoProblem) {
            try garage.setPhoto(result.get(), forCarWithID: carID)
            photoField.show(problem: nil)
            showPhoto()
        } catch {
            photoField.show(problem: error.message)
        }
    }

    private func confirmRemovePhoto() {
        guard let car, car.hasPhoto == true else { return }
        // TRANSLATORS: %s is a car's name (2020 Honda Accord).
        let message = tr(
            "The photo of the %s will be removed and its drawing shown again. The file you chose is not changed.",
            car.name)
        let alert = Alert(title: tr("Remove This Photo?"), message: message)
        alert.addAction(AlertAction(title: tr("Cancel"), style: .cancel))
        // TRANSLATORS: the alert's button that removes the car's photo.
        alert.addAction(AlertAction(title: tr("Remove"), style: .destructive) { [weak self] _ in self?.removePhoto() })
        present(alert)
    }

    /// Removes the car's photo at once (Remove Photo's alert has asked).
    func removePhoto() {
        guard let carID else { return }
        do {
            try garage.removePhoto(forCarWithID: carID)
            photoField.show(problem: nil)
        } catch {
            // TRANSLATORS: under Edit Car's photo; %s is the system's reason.
            photoField.show(problem: tr("The photo could not be removed (%s).", error.description))
        }
        showPhoto()
    }

    // MARK: - Delete

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
