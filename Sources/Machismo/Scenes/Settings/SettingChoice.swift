import Gtk
import Storage

/// A drop down bound to one of the settings' values: choosing an item stores
/// its value; `refresh()` shows the stored value without re-storing it (the
/// first item when the stored value is none of them). Its page keeps it, as its
/// handler reaches the store through it.
@MainActor
final class SettingChoice<Value: Equatable>: DropDown {
    private let store: SettingsStore
    private let keyPath: WritableKeyPath<Settings, Value>
    private let values: [Value]

    /// `titles` name `values`, in order.
    init(_ titles: [String], values: [Value], _ keyPath: WritableKeyPath<Settings, Value>, in store: SettingsStore) {
        precondition(titles.count == values.count, "one title per value of \(Value.self)")
        self.store = store
        self.keyPath = keyPath
        self.values = values
        super.init(titles)
        onSelectionChanged { [weak self] in
            guard let self else { return }
            self.store.settings[keyPath: self.keyPath] = self.values[self.selectedIndex]
        }
    }

    func refresh() {
        let index = values.firstIndex(of: store.settings[keyPath: keyPath]) ?? 0
        setSelectedIndexSilently(index)
    }
}

extension SettingChoice where Value: CaseIterable, Value.AllCases == [Value] {
    /// `titles` name `Value.allCases`, in order.
    convenience init(_ titles: [String], _ keyPath: WritableKeyPath<Settings, Value>, in store: SettingsStore) {
        self.init(titles, values: Value.allCases, keyPath, in: store)
    }
}
