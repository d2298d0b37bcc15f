import Gtk
import Storage

/// A drop down bound to one of the settings' enumerations: choosing an item
/// stores its case; `refresh()` shows the stored case without re-storing it.
/// Its page keeps it, as its handler reaches the store through it.
@MainActor
final class SettingChoice<Value: CaseIterable & Equatable>: DropDown where Value.AllCases == [Value] {
    private let store: SettingsStore
    private let keyPath: WritableKeyPath<Settings, Value>

    /// `titles` name `Value.allCases`, in order.
    init(_ titles: [String], _ keyPath: WritableKeyPath<Settings, Value>, in store: SettingsStore) {
        precondition(titles.count == Value.allCases.count, "one title per case of \(Value.self)")
        self.store = store
        self.keyPath = keyPath
        super.init(titles)
        onSelectionChanged { [weak self] in
            guard let self else { return }
            self.store.settings[keyPath: self.keyPath] = Value.allCases[self.selectedIndex]
        }
    }

    func refresh() {
        let index = Value.allCases.firstIndex(of: store.settings[keyPath: keyPath]) ?? 0
        setSelectedIndexSilently(index)
    }
}
