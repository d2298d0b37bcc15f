import Alerts
import CarValet
import FoundationEssentials
import Gtk
import Localization
import Navigation
import Storage
import Storyboard

/// `Garage` (`carvalet/garage`), the book's table: every car (make and model; year and fuel in
/// the Units setting's unit) on the libraries' ``TableView``, with a search field over it,
/// pushed from the CarValet page's header bar. Only the rows on screen have cells, so 10,000
/// cars cost what a screenful does; the search is the model's (`CarSearch`).
///
/// Choosing a car (click, Return or Space) is the unwind segue `Show Car` back to the CarValet
/// page, which shows it. **New Car** adds a car and opens Edit Car for it; the toolbar's
/// **Edit** edits the selected car (Edit Car's Done unwinds here), **Delete** (or the Delete
/// key) asks first, as Edit Car's Delete does. Ctrl+F focuses the search field; typing on the
/// list starts a search; Escape clears it; Return in it chooses the first car found, Down goes
/// to the list.
@MainActor
final class GarageViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The segue this page performs, and the unwind it performs.
    enum Segue {
        static let editCar = SegueIdentifier<EditCarViewController>("Edit Car")
        /// Back to the CarValet page, which shows `chosenCarID`.
        static let showCar = SegueIdentifier<CarValetViewController>("Show Car")
    }

    private static let cellIdentifier = "Car"

    /// The car chosen, for the CarValet page's `Show Car` action.
    private(set) var chosenCarID: UUID?
    /// The car to select when the list shows next (the one on the CarValet page, at first).
    var initiallySelectedCarID: UUID?

    private let garage: Garage
    private let settings: SettingsStore
    /// The cars as last read from the garage, and the search over them.
    private var search = CarSearch(cars: [])
    /// The positions in `search.cars` of the cars shown, in order.
    private(set) var shownRows: [Int] = []
    /// The search text restored before the view exists.
    private var restoredQuery = ""

    private(set) var newCarItem: BarButtonItem!
    private(set) var searchItem: BarButtonItem!
    private(set) var editItem: BarButtonItem!
    private(set) var deleteItem: BarButtonItem!

    // Made in loadView: GTK may not be running when the controller is made.
    private(set) lazy var searchEntry = SearchEntry(placeholder: tr("Search Cars"))
    private(set) lazy var tableView = TableView()
    private(set) lazy var countLabel = Label()
    /// Why the cars could not be read or saved (the garage's problem), when there is one.
    private(set) lazy var problemLabel = Label()
    /// The garage's own icon when it has no cars, a search's when none matches.
    lazy var placeholderIcon = Image(iconName: "view-list-symbolic", pixelSize: 64)
    lazy var placeholderTitle = Label()
    private lazy var placeholderHint = Label()

    init(garage: Garage, settings: SettingsStore) {
        self.garage = garage
        self.settings = settings
        super.init()
        // TRANSLATORS: the page listing every car, and the CarValet button that opens it.
        title = tr("Garage")
        restorationIdentifier = "garage"
        registerSegue(Segue.editCar, restorationIdentifier: "edit-car") {
            EditCarViewController(garage: garage, settings: settings)
        }
        registerUnwindAction(EditCarViewController.doneEditing) { [weak self] segue in
            self?.doneEditing(segue)
        }
        newCarItem = BarButtonItem(title: tr("New Car"), iconName: "list-add-symbolic", accelerator: "<Control>n") {
            [weak self] in self?.newCar()
        }
        // TRANSLATORS: a button that moves the keyboard focus to the garage's search field.
        searchItem = BarButtonItem(title: tr("Search"), iconName: "system-search-symbolic", accelerator: "<Control>f") {
            [weak self] in _ = self?.searchEntry.grabFocus()
        }
        navigationItem.rightBarButtonItems = [newCarItem, searchItem]
        // TRANSLATORS: a button that edits the car selected in the garage.
        editItem = BarButtonItem(title: tr("Edit"), accelerator: "<Control>e") {
            [weak self] in self?.editSelectedCar()
        }
        // TRANSLATORS: a button that deletes the car selected in the garage (it asks first).
        deleteItem = BarButtonItem(title: tr("Delete")) {
            [weak self] in
            guard let self, let row = self.tableView.selectedRow else { return }
            self.tableView(self.tableView, commitDelete: row)
        }
        toolbarItems = [editItem, deleteItem]
        [editItem, deleteItem].forEach { $0?.isEnabled = false }
    }

    /// The car shown in `row`.
    func car(atRow row: Int) -> Car { search.cars[shownRows[row]] }

    /// The row showing the car with `id`, if it is shown.
    func row(ofCarWithID id: UUID) -> Int? {
        shownRows.firstIndex { search.cars[$0].id == id }
    }

    // MARK: - The view

    override func loadView() -> PlatformView {
        let page = Box(.vertical, spacing: 0)
        page.addCSSClass("garage-page")
        let bar = Box(.vertical, spacing: 6)
        bar.setMargins(top: 12, bottom: 6, start: 12, end: 12)
        searchEntry.hexpand = true
        countLabel.addCSSClass("dim-label")
        countLabel.xalign = 0
        problemLabel.addCSSClass("carvalet-problem")
        problemLabel.wraps = true
        problemLabel.xalign = 0
        problemLabel.isVisible = false
        bar.append(problemLabel)
        bar.append(searchEntry)
        bar.append(countLabel)
        page.append(bar)
        tableView.register(GarageCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        // Every row is as tall: the table builds the cells of the rows on screen only.
        tableView.rowHeight = GarageCell.height
        // TRANSLATORS: what screen readers call the list of cars.
        tableView.accessibleListLabel = tr("Cars")
        tableView.placeholderView = makePlaceholder()
        tableView.vexpand = true
        page.append(tableView)
        return page
    }

    private func makePlaceholder() -> Widget {
        let box = Box(.vertical, spacing: 12)
        box.valign = .center
        box.setMargins(24)
        placeholderIcon.addCSSClass("dim-label")
        placeholderTitle.addCSSClass("title-2")
        placeholderTitle.wraps = true
        placeholderHint.addCSSClass("dim-label")
        placeholderHint.wraps = true
        [placeholderIcon, placeholderTitle, placeholderHint].forEach(box.append)
        return box
    }

    override func viewDidLoad() {
        tableView.dataSource = self
        tableView.delegate = self
        searchEntry.setTextSilently(restoredQuery)
        searchEntry.onSearchChanged { [weak self] in self?.filter() }
        searchEntry.onStopSearch { [weak self] in
            guard let self, !self.searchEntry.text.isEmpty else { return }
            self.searchEntry.text = ""
        }
        searchEntry.onActivate { [weak self] in
            guard let self, !self.shownRows.isEmpty else { return }
            self.tableView(self.tableView, didSelectRow: 0)
        }
        searchEntry.setKeyCaptureWidget(tableView)
        // Down goes from the search field to the cars found, as in GNOME's lists.
        let keys = KeyController()
        keys.onKeyPressed { [weak self] keyval, modifiers in
            guard keyval == Key.down, modifiers.isEmpty, let self, !self.shownRows.isEmpty else { return false }
            self.tableView.selectRow(self.tableView.selectedRow ?? 0)
            return self.tableView.listView.grabFocus()
        }
        searchEntry.add(keys)
        tableView.listView.onSelectionChanged { [weak self] in self?.updateItems() }
    }

    override func viewWillAppear(_ animated: Bool) {
        reload()
        if let id = initiallySelectedCarID, let row = row(ofCarWithID: id) { tableView.selectRow(row) }
        initiallySelectedCarID = nil
    }

    /// Keeps the selected car, to select it again when the page comes back (the list is
    /// read anew then: the garage may change meanwhile).
    override func viewWillDisappear(_ animated: Bool) {
        initiallySelectedCarID = tableView.selectedRow.map { car(atRow: $0).id }
    }

    // MARK: - Keeping the view in line

    /// Reads the garage again (it may have changed while this page was away) and filters.
    private func reload() {
        search = CarSearch(cars: garage.cars)
        filter(reloading: true)
    }

    /// Shows the cars matching the search field's text.
    ///
    /// A search keeps the rows' cells: the rows past the new count go, rows past the old count
    /// come, and the rows that have cells are configured again for the cars they show now
    /// (a label given its own text again costs nothing). `reloadData` would have GTK make
    /// every cell anew, some 200 of them, on every key.
    private func filter(reloading: Bool = false) {
        let query = isViewLoaded ? searchEntry.text : restoredQuery
        let oldCount = shownRows.count
        shownRows = search.rows(matching: query)
        guard isViewLoaded else { return }
        if reloading || tableView.numberOfRows != oldCount {
            tableView.reloadData()
        } else {
            // The count first: whatever GTK binds meanwhile (a change of selection rebinds the
            // rows it touches) must be a row the data source has.
            let newCount = shownRows.count
            if newCount < oldCount {
                tableView.deleteRows(Array(newCount..<oldCount))
            } else if newCount > oldCount {
                tableView.insertRows(Array(oldCount..<newCount))
            }
            tableView.deselectRow()
            tableView.reloadRows(tableView.rowsWithCells)
        }
        updateLabels(searching: !query.allSatisfy(\.isWhitespace))
        updateItems()
    }

    private func updateLabels(searching: Bool) {
        problemLabel.text = garage.problem ?? ""
        problemLabel.isVisible = garage.problem != nil
        let total = search.cars.count
        // The placeholder says it when nothing is found or there are no cars.
        countLabel.isVisible = !shownRows.isEmpty
        if searching {
            // TRANSLATORS: how many cars match the search.
            countLabel.text = trn("%d car found", "%d cars found", shownRows.count, shownRows.count)
        } else {
            countLabel.text = trn("%d car", "%d cars", total, total)
        }
        placeholderIcon.iconName = total == 0 ? "view-list-symbolic" : "edit-find-symbolic"
        if total == 0 {
            // TRANSLATORS: the garage's title when it has no cars at all.
            placeholderTitle.text = tr("No Cars")
            placeholderHint.text = tr("Add a car with New Car.")
        } else {
            // TRANSLATORS: the garage's title when no car matches the search.
            placeholderTitle.text = tr("No Cars Found")
            placeholderHint.text = tr("Try a different search.")
        }
    }

    private func updateItems() {
        let selected = isViewLoaded && tableView.selectedRow != nil
        editItem.isEnabled = selected
        deleteItem.isEnabled = selected
    }

    // MARK: - Table view

    func numberOfRows(in tableView: TableView) -> Int { shownRows.count }

    func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: row)
        (cell as? GarageCell)?.show(car(atRow: row), unit: settings.settings.fuelUnit)
        return cell
    }

    /// `Honda Accord`: a row's main text.
    static func title(of car: Car) -> String {
        // TRANSLATORS: a car in the garage list: %1$s is its make (Honda), %2$s its model (Accord).
        trc("garage row", "%1$s %2$s", car.make, car.model)
    }

    /// `2020 · 12.5 gallons`: a row's detail text.
    static func details(of car: Car, unit: Settings.FuelUnit) -> String {
        // TRANSLATORS: under a car in the garage list: %1$s is its year (2020), %2$s its fuel (12.5 gallons).
        trc("garage row", "%1$s · %2$s", String(car.year), car.fuelText(in: unit))
    }

    func tableView(_ tableView: TableView, canEditRow row: Int) -> Bool { true }

    func tableView(_ tableView: TableView, commitDelete row: Int) {
        let car = car(atRow: row)
        present(CarDeletion.alert(for: car) { [weak self] in self?.delete(car) })
    }

    func tableView(_ tableView: TableView, didSelectRow row: Int) {
        chosenCarID = car(atRow: row).id
        if performSegue(withIdentifier: Segue.showCar, sender: nil) == nil {
            navigationController?.popViewController(animated: true)
        }
    }

    // MARK: - Actions

    private func newCar() {
        let car = Car.newCar()
        garage.add(car)
        searchEntry.setTextSilently("")
        reload()
        if let row = row(ofCarWithID: car.id) { tableView.selectRow(row) }
        performSegue(withIdentifier: Segue.editCar, sender: car.id)
    }

    private func editSelectedCar() {
        guard let row = tableView.selectedRow else { return }
        performSegue(withIdentifier: Segue.editCar, sender: car(atRow: row).id)
    }

    private func delete(_ car: Car) {
        guard let row = row(ofCarWithID: car.id) else { return }
        garage.removeCar(withID: car.id)
        search = CarSearch(cars: garage.cars)
        shownRows = search.rows(matching: searchEntry.text)
        tableView.deleteRows([row])
        updateLabels(searching: !searchEntry.text.allSatisfy(\.isWhitespace))
        if !shownRows.isEmpty { tableView.selectRow(min(row, shownRows.count - 1)) }
        updateItems()
    }

    // MARK: - Segues

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        identifier != Segue.editCar.rawValue || sender is UUID
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        if let editor = segue.destination(for: Segue.editCar) {
            editor.carID = sender as? UUID
        }
    }

    /// Edit Car's Done: saves the car as the form has it and keeps it selected.
    private func doneEditing(_ segue: StoryboardSegue) {
        guard let editor = segue.source as? EditCarViewController, let car = editor.editedCar else { return }
        garage.update(car)
        initiallySelectedCarID = car.id
    }

    // MARK: - Restoration

    /// The search typed, when there is one.
    override func encodeRestorableState() -> [String: RestorableValue] {
        let query = isViewLoaded ? searchEntry.text : restoredQuery
        return query.isEmpty ? [:] : ["search": .string(query)]
    }

    override func decodeRestorableState(_ state: [String: RestorableValue]) {
        if case .string(let query)? = state["search"] { restoredQuery = query }
    }
}
