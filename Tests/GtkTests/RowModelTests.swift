import CGtk
import CGtkExtras
import Gtk
import XCTest

/// The table view's list model (`MachismoRowModel`): rows made on demand, items that always
/// name their row, and `items-changed` for every change.
final class RowModelTests: XCTestCase {
    func testItemsAreMadeOnDemandAndFreedWhenNobodyHoldsThem() {
        MainActor.assumeIsolated {
            let model = RowModel(count: 100_000)
            XCTAssertEqual(model.count, 100_000)
            XCTAssertEqual(model.liveItemCount, 0, "a hundred thousand rows, no item made")
            XCTAssertEqual(model.itemIndex(at: 99_999), 99_999)
            XCTAssertNil(model.itemIndex(at: 100_000), "nothing past the end")
            XCTAssertEqual(model.liveItemCount, 0, "an item nobody holds is freed")
        }
    }

    func testSplicingShiftsTheRowsAfterAndEmitsItemsChanged() {
        MainActor.assumeIsolated {
            let model = RowModel(count: 10)
            var changes: [[Int]] = []
            model.onItemsChanged { changes.append([$0, $1, $2]) }
            model.splice(at: 2, removing: 0, adding: 3)
            model.splice(at: 0, removing: 1, adding: 0)
            model.splice(at: 20, removing: 5, adding: 0)  // past the end: nothing
            XCTAssertEqual(changes, [[2, 0, 3], [0, 1, 0]])
            XCTAssertEqual(model.count, 12)
            model.reload(at: 4)
            XCTAssertEqual(changes.last, [4, 1, 1], "a reload removes and adds the same rows")
            XCTAssertEqual(model.count, 12)
        }
    }

    func testAHeldItemFollowsItsRowUntilTheRowIsReloadedOrDeleted() {
        MainActor.assumeIsolated {
            let model = RowModel(count: 10)
            let list: OpaquePointer = model.cast()
            let held = OpaquePointer(g_list_model_get_item(list, 5)!)
            defer { g_object_unref(UnsafeMutableRawPointer(held)) }
            XCTAssertEqual(model.liveItemCount, 1)
            model.splice(at: 0, removing: 0, adding: 2)
            XCTAssertEqual(machismo_row_item_get_index(held), 7, "two rows inserted above: the item moved down")
            let again = g_list_model_get_item(list, 7)
            XCTAssertEqual(again.map(OpaquePointer.init), held, "asking again for the row gives the same item")
            g_object_unref(again)
            model.splice(at: 1, removing: 3, adding: 0)
            XCTAssertEqual(machismo_row_item_get_index(held), 4)
            model.reload(at: 4)
            XCTAssertEqual(machismo_row_item_get_index(held), UInt32.max, "a reloaded row gets a new item")
            XCTAssertEqual(model.itemIndex(at: 4), 4)
            XCTAssertEqual(model.liveItemCount, 0, "the model forgot the old item; its holder keeps it")
        }
    }
}
