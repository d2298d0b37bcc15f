import CarValet
import FoundationEssentials
import Gtk
import Localization
import Navigation
import Storage
import Storyboard

/// CarValet's main page, after *Learning iOS Development* ch. 7: `Total Cars: N`,
/// `Car Number: i` (or `No Car`) and the car shown. **New Car** in the header bar
/// adds one and shows it; the bottom toolbar's Previous and Next step through
/// the cars and Edit performs `Edit Car`, each enabled only when it can act. **Garage**
/// (Ctrl+L) pushes the list of every car (`GarageViewController`), whose choice comes back
/// here as the unwind segue `Show Car`.
/// Under right-to-left text the toolbar's box mirrors, so Previous and Next
/// swap places, and their arrow icons take GTK's `-rtl` variants.
@MainActor
final class CarValetViewController: ViewController {
    /// The segues this page performs, and the unwind it handles.
    enum Segue {
        static let editCar = SegueIdentifier<EditCarViewController>("Edit Car")
        static let showCarImages = SegueIdentifier<CarImagesViewController>("Show Car Images")
        static let showAbout = SegueIdentifier<AboutCarValetViewController>("Show About CarValet")
        static let showGarage = SegueIdentifier<GarageViewController>("Show Garage")
        /// The unwind segue of Edit Car's Done, back to this page (or to the Garage list).
        static let doneEditing = EditCarViewController.doneEditing
    }

    /// Which car is shown, from 0; kept within the garage when it appears.
    private(set) var currentIndex = 0

    private let garage: Garage
    private let settings: SettingsStore
    private(set) var previousItem: BarButtonItem!
    private(set) var editItem: BarButtonItem!
    private(set) var nextItem: BarButtonItem!
    private(set) var newCarItem: BarButtonItem!
    private(set) var imagesItem: BarButtonItem!
    private(set) var aboutItem: BarButtonItem!
    private(set) var garageItem: BarButtonItem!

    // Made in loadView: GTK may not be running when the controller is made (`--list-scenes`).
    private(set) lazy var totalLabel = Label()
    private(set) lazy var numberLabel = Label()
    private(set) lazy var problemLabel = Label()
    private lazy var details = Grid(rowSpacing: 8, columnSpacing: 18)
    private lazy var emptyHint = Label(tr("Add a car with New Car."))
    /// The car shown last, to find it again when the page comes back.
    private var shownCarID: UUID?
    /// The car's make, model, year and fuel, as shown.
    private(set) var valueLabels: [Label] = []

    init(garage: Garage, settings: SettingsStore) {
        self.garage = garage
        self.settings = settings
        super.init()
        // TRANSLATORS: the name of the scene (a garage of cars), as its page and tab show it.
        title = tr("CarValet")
        restorationIdentifier = "carvalet"
        // TRANSLATORS: the name of the scene (a garage of cars), as its page and tab show it.
        tabBarItem.title = tr("CarValet")
        tabBarItem.iconName = "emblem-favorite-symbolic"
        registerSegue(Segue.editCar, restorationIdentifier: "edit-car") {
            EditCarViewController(garage: garage, settings: settings)
        }
        registerUnwindAction(Segue.doneEditing) { [weak self] segue in
            self?.doneEditing(segue)
        }
        registerSegue(Segue.showGarage, restorationIdentifier: "garage") {
            GarageViewController(garage: garage, settings: settings)
        }
        registerUnwindAction(GarageViewController.Segue.showCar) { [weak self] segue in
            self?.showChosenCar(segue)
        }
        garageItem = BarButtonItem(title: tr("Garage"), iconName: "view-list-symbolic", accelerator: "<Control>l") {
            [weak self] in self?.performSegue(withIdentifier: Segue.showGarage, sender: nil)
        }
        newCarItem = BarButtonItem(title: tr("New Car"), iconName: "list-add-symbolic", accelerator: "<Control>n") {
            [weak self] in self?.newCar()
        }
        registerSegue(Segue.showCarImages, restorationIdentifier: "car-images") {
            CarImagesViewController(garage: garage)
        }
        registerSegue(Segue.showAbout, restorationIdentifier: "about-carvalet") { AboutCarValetViewController() }
        // TRANSLATORS: the page of car pictures, and the CarValet button that opens it.
        imagesItem = BarButtonItem(title: tr("Car Images"), iconName: "image-x-generic-symbolic") { [weak self] in
            self?.performSegue(withIdentifier: Segue.showCarImages, sender: nil)
        }
        // TRANSLATORS: the page that tells what CarValet is, and the button that opens it.
        aboutItem = BarButtonItem(title: tr("About CarValet"), iconName: "help-about-symbolic") { [weak self] in
            self?.performSegue(withIdentifier: Segue.showAbout, sender: nil)
        }
        navigationItem.rightBarButtonItems = [newCarItem, garageItem, imagesItem, aboutItem]
        // TRANSLATORS: a button that shows the previous car.
        previousItem = BarButtonItem(
            title: tr("Previous"), iconName: "go-previous-symbolic", accelerator: "<Alt>Page_Up"
        ) {
            [weak self] in self?.show(index: (self?.currentIndex ?? 0) - 1)
        }
        // TRANSLATORS: a button that edits the car shown.
        editItem = BarButtonItem(title: tr("Edit"), accelerator: "<Control>e") { [weak self] in
            self?.performSegue(withIdentifier: Segue.editCar, sender: nil)
        }
        // TRANSLATORS: a button that shows the next car.
        nextItem = BarButtonItem(title: tr("Next"), iconName: "go-next-symbolic", accelerator: "<Alt>Page_Down") {
            [weak self] in self?.show(index: (self?.currentIndex ?? 0) + 1)
        }
        toolbarItems = [previousItem, editItem, nextItem]
        // Enabled when the page appears: reading the garage now would touch its file.
        [previousItem, editItem, nextItem].forEach { $0?.isEnabled = false }
    }

    /// The car on show, if there is one.
    var currentCar: Car? {
        let cars = garage.cars
        return cars.isEmpty ? nil : cars[min(currentIndex, cars.count - 1)]
    }

    // MARK: - The view

    override func loadView() -> PlatformView {
        let page = Box(.vertical, spacing: 12)
        page.addCSSClass("carvalet-page")
        page.setMargins(top: 24, bottom: 24, start: 24, end: 24)
        page.valign = .center
        problemLabel.addCSSClass("carvalet-problem")
        problemLabel.wraps = true
        problemLabel.maximumWidthInCharacters = 50
        problemLabel.isVisible = false
        totalLabel.addCSSClass("title-2")
        numberLabel.addCSSClass("title-4")
        details.addCSSClass("car-details")
        details.setMargins(top: 12, bottom: 0, start: 0, end: 0)
        for (row, name) in Self.detailTitles.enumerated() {
            let title = Label(name)
            title.addCSSClass("dim-label")
            title.xalign = 1
            let value = Label()
            value.xalign = 0
            details.attach(title, column: 0, row: row)
            details.attach(value, column: 1, row: row)
            valueLabels.append(value)
        }
        emptyHint.addCSSClass("dim-label")
        [problemLabel, totalLabel, numberLabel, details, emptyHint].forEach(page.append)
        return Clamp(page)  // centred, as halign = .center would, at less cost
    }

    override func viewWillAppear(_ animated: Bool) {
        // The car shown stays shown when the Garage list added or deleted cars before it.
        if let id = shownCarID, let index = garage.index(ofCarWithID: id) { currentIndex = index }
        updateUI()
    }

    // MARK: - Actions

    private func newCar() {
        garage.add(Car.newCar())
        show(index: garage.cars.count - 1)
    }

    private func show(index: Int) {
        let count = garage.cars.count
        currentIndex = max(0, min(index, count - 1))
        updateUI()
    }

    // MARK: - Segues

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        identifier != Segue.editCar.rawValue || currentCar != nil
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        if let editor = segue.destination(for: Segue.editCar) {
            editor.carID = currentCar?.id
        } else if let images = segue.destination(for: Segue.showCarImages) {
            images.carIndex = currentCar == nil ? 0 : currentIndex
        } else if let list = segue.destination(for: Segue.showGarage) {
            list.initiallySelectedCarID = currentCar?.id
        }
    }

    /// The Garage list's choice: shows the car chosen.
    private func showChosenCar(_ segue: StoryboardSegue) {
        guard let list = segue.source as? GarageViewController, let id = list.chosenCarID,
            let index = garage.index(ofCarWithID: id)
        else { return }
        currentIndex = index
        updateUI()
    }

    /// Edit Car's Done: saves the car as the form has it and shows it.
    private func doneEditing(_ segue: StoryboardSegue) {
        guard let editor = segue.source as? EditCarViewController, let car = editor.editedCar else { return }
        garage.update(car)
        if let index = garage.cars.firstIndex(where: { $0.id == car.id }) { currentIndex = index }
        updateUI()
    }

    // MARK: - Restoration

    /// The car on show, when it is not the first (the first needs no saving).
    override func encodeRestorableState() -> [String: RestorableValue] {
        currentIndex == 0 ? [:] : ["car": .integer(currentIndex)]
    }

    /// Takes the car on show back without reading the garage: the page keeps it
    /// within the cars when it appears. (Older saves kept the number as a string.)
    override func decodeRestorableState(_ state: [String: RestorableValue]) {
        if let index = state["car"]?.intValue, index >= 0 { currentIndex = index }
    }

    // MARK: - Keeping the view in line

    private func updateUI() {
        let cars = garage.cars
        currentIndex = max(0, min(currentIndex, cars.count - 1))
        updateItems()
        guard isViewLoaded else { return }
        totalLabel.text = trn("Total Cars: %d", "Total Cars: %d", cars.count, cars.count)
        problemLabel.text = garage.problem ?? ""
        problemLabel.isVisible = garage.problem != nil
        let car = currentCar
        shownCarID = car?.id
        if car == nil {
            // TRANSLATORS: shown where the car's number would be when there are no cars.
            numberLabel.text = tr("No Car")
        } else {
            // TRANSLATORS: %d is the number of the car shown, from 1.
            numberLabel.text = tr("Car Number: %d", currentIndex + 1)
        }
        details.isVisible = car != nil
        emptyHint.isVisible = car == nil
        if let car {
            let values = [car.make, car.model, String(car.year), car.fuelText(in: settings.settings.fuelUnit)]
            for (label, value) in zip(valueLabels, values) { label.text = value }
        }
    }

    /// The titles of the car's details, in the order shown.
    static var detailTitles: [String] {
        // TRANSLATORS: a car's maker (Honda).
        let make = trc("car", "Make")
        // TRANSLATORS: a car's model (Accord).
        let model = trc("car", "Model")
        return [make, model, trc("car", "Year"), trc("car", "Fuel")]
    }

    private func updateItems() {
        let count = garage.cars.count
        previousItem.isEnabled = currentIndex > 0 && count > 0
        nextItem.isEnabled = currentIndex < count - 1
        editItem.isEnabled = count > 0
    }
}
