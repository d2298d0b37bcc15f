import Observation
import StateStore

/// One thing to pack.
struct Item: Codable, Sendable, Equatable {
    /// Names the item in the saved navigation (an item's page comes back by it).
    var id: Int
    var name: String
    var isPacked = false
}

/// The list and the one setting, as saved.
struct Checklist: Codable, Sendable {
    var items: [Item] = [
        Item(id: 1, name: "Passport"), Item(id: 2, name: "Charger"), Item(id: 3, name: "Toothbrush"),
    ]
    var showsPackedItems = true
    var nextID = 4
}

/// The model the pages share: the checklist, saved after each change in the app's data folder
/// (`~/.local/share/io.github.machismo.Checklist/checklist.json`), atomically; a damaged file is
/// set aside and said in `problem`. Pages follow it with `ModelObservation`.
@MainActor @Observable
final class ChecklistStore {
    private(set) var checklist: Checklist
    @ObservationIgnored private let saved: SavedState<Checklist>
    /// Why the saved list could not be read (it was set aside), for an alert at launch.
    var problem: String? { saved.problem }

    init(directories: XDGDirectories = XDGDirectories(appName: "io.github.machismo.Checklist")) {
        saved = SavedState(url: directories.data.appendingPathComponent("checklist.json"))
        checklist = saved.load() ?? Checklist()
    }

    /// The items the list shows: all, or the unpacked ones when packed items are hidden.
    var shownItems: [Item] {
        checklist.showsPackedItems ? checklist.items : checklist.items.filter { !$0.isPacked }
    }

    func item(withID id: Int) -> Item? { checklist.items.first { $0.id == id } }

    func add(_ name: String) {
        change {
            $0.items.append(Item(id: $0.nextID, name: name)); $0.nextID += 1
        }
    }

    func setPacked(_ packed: Bool, id: Int) {
        change { checklist in
            if let index = checklist.items.firstIndex(where: { $0.id == id }) {
                checklist.items[index].isPacked = packed
            }
        }
    }

    func delete(id: Int) { change { $0.items.removeAll { $0.id == id } } }

    func setShowsPackedItems(_ shows: Bool) { change { $0.showsPackedItems = shows } }

    private func change(_ edit: (inout Checklist) -> Void) {
        edit(&checklist)
        do { try saved.save(checklist) } catch { print("Checklist: could not save the list: \(error)") }
    }
}
