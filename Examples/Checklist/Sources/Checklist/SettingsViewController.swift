import Gtk
import Navigation

/// The Settings tab: one switch, in a boxed list as GNOME's settings are.
final class SettingsViewController: ViewController {
    private let store: ChecklistStore
    private let showsPacked = Switch(accessibleName: "Show Packed Items")

    init(store: ChecklistStore) {
        self.store = store
        super.init()
        title = "Settings"
        restorationIdentifier = "settings"
    }

    override func loadView() -> PlatformView {
        let page = Box(.vertical, spacing: 12)
        page.setMargins(top: 24, bottom: 24, start: 24, end: 24)
        let list = ListBox()
        list.addCSSClass("boxed-list")
        list.accessibleLabel = "Settings"
        let row = Box(.horizontal, spacing: 12)
        row.setMargins(top: 12, bottom: 12, start: 12, end: 12)
        let label = Label("Show Packed Items")
        label.xalign = 0
        label.hexpand = true
        row.append(label)
        showsPacked.valign = .center
        showsPacked.onToggled { [weak self] in
            guard let self else { return }
            self.store.setShowsPackedItems(self.showsPacked.isOn)
        }
        row.append(showsPacked)
        list.append(row)
        page.append(list)
        return page
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        showsPacked.setOn(store.checklist.showsPackedItems)
    }
}
