import Alerts
import Gtk
import Navigation
import Storyboard

/// The list of items (a table: only the rows on screen are built). A row pushes the item's
/// page; Add Item asks for a name in an alert; in edit mode a row's Delete asks first.
final class ItemsViewController: TableViewController {
    enum Segue {
        static let showItem = SegueIdentifier<ItemViewController>("showItem")
    }

    private let store: ChecklistStore
    private var items: [Item] = []
    private var observation: ModelObservation?

    init(store: ChecklistStore) {
        self.store = store
        super.init()
        title = "Checklist"
        restorationIdentifier = "items"
        registerSegue(Segue.showItem, restorationIdentifier: "item") { ItemViewController(store: store) }
        navigationItem.rightBarButtonItems = [
            BarButtonItem(title: "Add Item", iconName: "list-add-symbolic", accelerator: "<Control>n") {
                [weak self] in self?.askForName()
            },
            editButtonItem,
        ]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Item")
        tableView.accessibleListLabel = "Items"
        let empty = Label("Nothing left to pack")
        empty.addCSSClass("dim-label")
        tableView.placeholderView = empty
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reload()
        observation = ModelObservation({ [store] in _ = store.checklist }) { [weak self] in self?.reload() }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        observation = nil
    }

    private func reload() {
        items = store.shownItems
        tableView.reloadData()
    }

    override func numberOfRows(in tableView: TableView) -> Int { items.count }

    override func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: row)
        cell.text = items[row].name
        cell.detailText = items[row].isPacked ? "Packed" : nil
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRow row: Int) {
        performSegue(withIdentifier: Segue.showItem, sender: items[row].id)
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        if let page = segue.destination(for: Segue.showItem), let id = sender as? Int { page.itemID = id }
    }

    override func tableView(_ tableView: TableView, canEditRow row: Int) -> Bool { true }

    /// Asks first: no item goes in one step.
    override func tableView(_ tableView: TableView, commitDelete row: Int) {
        let item = items[row]
        let alert = Alert(title: "Delete “\(item.name)”?", message: "It will be removed from the list.")
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            AlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.store.delete(id: item.id) })
        present(alert)
    }

    private func askForName() {
        let alert = Alert(title: "New Item", message: "What should go in the bag?")
        alert.addTextField { field in
            field.placeholder = "Name"
            field.accessibleName = "Name"
        }
        let add = AlertAction(title: "Add") { [weak self, weak alert] _ in
            guard let self, let name = alert?.textFields[0].text else { return }
            self.store.add(name.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        }
        add.isEnabled = false
        alert.textFieldsDidChange = { alert in
            add.isEnabled = alert.textFields[0].text.contains { !$0.isWhitespace }
        }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(add)
        alert.preferredAction = add
        present(alert)
    }
}
