import Alerts
import Gtk
import Navigation

/// One item's page: its name, whether it is packed, and Delete in the header bar, which asks
/// in an action sheet pointing at it, then goes back. Whoever shows it sets `itemID` first;
/// the page comes back on the next launch by that id, unless the item is gone.
final class ItemViewController: ViewController {
    var itemID = 0

    private let store: ChecklistStore
    private let name = Label()
    private var packed: CheckButton?
    private var observation: ModelObservation?

    /// The restored page's item is no longer in the list.
    struct ItemGone: Error, CustomStringConvertible {
        var description: String { "The item you had open is no longer in the list." }
    }

    init(store: ChecklistStore) {
        self.store = store
        super.init()
        let delete = BarButtonItem(title: "Delete Item", iconName: "user-trash-symbolic", style: .destructive) {}
        delete.action = { [weak self, unowned delete] in self?.confirmDeletion(from: delete) }
        navigationItem.rightBarButtonItems = [delete]
    }

    override func loadView() -> PlatformView {
        let box = Box(.vertical, spacing: 12)
        box.setMargins(top: 24, bottom: 24, start: 24, end: 24)
        name.addCSSClass("title-2")
        box.append(name)
        let packed = CheckButton(mnemonic: "_Packed")
        packed.halign = .center
        packed.onToggled { [weak self, weak packed] in
            guard let self, let packed else { return }
            self.store.setPacked(packed.isActive, id: self.itemID)
        }
        self.packed = packed
        box.append(packed)
        return box
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        show()
        observation = ModelObservation({ [store] in _ = store.checklist }) { [weak self] in self?.show() }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        observation = nil
    }

    private func show() {
        guard let item = store.item(withID: itemID) else { return }
        title = item.name
        name.text = item.name
        packed?.setActiveSilently(item.isPacked)
    }

    override func encodeRestorableState() -> [String: RestorableValue] { ["id": .integer(itemID)] }

    override func decodeRestorableState(_ state: [String: RestorableValue]) throws {
        guard let id = state["id"]?.intValue, store.item(withID: id) != nil else { throw ItemGone() }
        itemID = id
    }

    private func confirmDeletion(from item: BarButtonItem) {
        let name = store.item(withID: itemID)?.name ?? ""
        let sheet = Alert(title: "Delete “\(name)”?", style: .actionSheet)
        sheet.addAction(
            AlertAction(title: "Delete", style: .destructive) { [weak self] _ in
                guard let self else { return }
                self.store.delete(id: self.itemID)
                _ = self.navigationController?.popViewController()
            })
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        present(sheet, from: item)
    }
}
