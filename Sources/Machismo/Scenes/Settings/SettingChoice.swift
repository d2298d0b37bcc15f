import Gtk
import Storage

/// A drop down bound to one of the settings' enumerations: choosing an item
/// stores its case; `refresh()` shows the stored case without re-storing it.
@MainActor
final class SettingChoice<Value: CaseIterable & Equatable> where Value.AllCases == [Value] {
    let dropDown: DropDown
    private let store: SettingsStore
    private let keyPath: WritableKeyPath<Settings, Value>

    /// `titles` name `Value.allCases`, in order.
    init(_ titles: [String], _ keyPath: WritableKeyPath<Settings, Value>, in store: SettingsStore) {
        precondition(titles.count == Value.allCases.count, "one title per case of \(Value.self)")
        dropDown = DropDown(titles)
        self.store = store
        self.keyPath = keyPath
        dropDown.onSelectionChanged { [weak self] in
            guard let self else { return }
            self.store.settings[keyPath: self.keyPath] = Value.allCases[self.dropDown.selectedIndex]
        }
    }

    func refresh() {
        let index = Value.allCases.firstIndex(of: store.settings[keyPath: keyPath]) ?? 0
        dropDown.setSelectedIndexSilently(index)
    }
}
