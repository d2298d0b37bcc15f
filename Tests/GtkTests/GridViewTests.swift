import CGtk
import Gtk
import XCTest

/// The grid view over GTK's `GtkGridView`: tiles only for the items near the screen, slots
/// reused while scrolling, activation by click and by keys, the selection.
final class GridViewTests: XCTestCase {
    func testTenThousandItemsBuildTilesOnlyNearTheScreenAndReuseThemWhileScrolling() throws {
        try MainActor.assumeIsolated {
            let (window, grid, made) = try makeGrid(count: 10_000)
            defer { window.destroy() }
            let slots = grid.slotCount
            XCTAssertGreaterThan(slots, 8, "a screenful of tiles")
            // GTK 4.8 keeps the widgets of about 30 rows of maximumColumns items around the visible ones.
            XCTAssertLessThanOrEqual(slots, 4 * 32 + 8, "at most some 130 of 10,000 items have tiles")
            XCTAssertEqual(made.count, slots, "one tile per slot")
            XCTAssertLessThanOrEqual(grid.model.liveItemCount, slots + 10, "items made only for those tiles")
            XCTAssertEqual(grid.boundTiles.first?.position, 0)
            let visible = grid.visibleTiles
            XCTAssertEqual(visible.first?.position, 0)
            XCTAssertTrue((8...24).contains(visible.count), "the visible tiles are a screenful: \(visible.count)")

            for position in stride(from: 1_000, through: 9_999, by: 1_000) + [9_999] {
                grid.scrollTo(position)
                settle(seconds: 0.05)
                let tile = grid.boundTiles.first { $0.position == position }
                XCTAssertEqual(
                    (tile?.widget as? Label)?.text, "Item \(position)", "item \(position) shown once scrolled to")
                XCTAssertTrue(grid.visibleTiles.contains { $0.position == position }, "and on screen")
            }
            XCTAssertFalse(grid.boundTiles.contains { $0.position == 5_000 }, "an item far from the screen has no tile")
            XCTAssertLessThanOrEqual(grid.slotCount, slots + 8, "scrolling made no new slots to speak of")
            XCTAssertEqual(made.count, grid.slotCount, "no tile made beyond one per slot")
        }
    }

    func testVisibleTilesAreToldAtEachLayoutInTimeForTheFrame() throws {
        try MainActor.assumeIsolated {
            let (window, grid, _) = try makeGrid(count: 1_000)
            defer { window.destroy() }
            var told: [[Int]] = []
            grid.onVisibleTilesLaidOut { tiles in told.append(tiles.map(\.position)) }
            grid.scrollTo(600)
            settle()
            XCTAssertTrue(told.contains { $0.contains(600) }, "the layout after the scroll told of item 600")
            XCTAssertFalse(told.last?.contains(0) ?? true, "and no longer of item 0: \(told.suffix(3))")
        }
    }

    func testClicksAndKeysActivateAndSelectItems() throws {
        try MainActor.assumeIsolated {
            let (window, grid, _) = try makeGrid(count: 1_000)
            defer { window.destroy() }
            var activated: [Int] = []
            var selectionChanges = 0
            grid.onItemActivated { activated.append($0) }
            grid.onSelectionChanged { selectionChanges += 1 }
            grid.selectedPosition = nil
            XCTAssertNil(grid.selectedPosition, "nothing selected")

            let (x, y) = try screenOrigin(of: window)
            let second = try XCTUnwrap(grid.visibleTiles.first { $0.position == 1 }?.widget)
            var tileX = 0.0
            var tileY = 0.0
            XCTAssertNotEqual(
                gtk_widget_translate_coordinates(second.widget, window.widget, 0, 0, &tileX, &tileY), 0)
            try xdotool("mousemove", "\(x + Int(tileX) + 20)", "\(y + Int(tileY) + 20)", "click", "1")
            XCTAssertTrue(iterateMainLoop(until: { activated == [1] }, timeout: 5), "a click activates: \(activated)")
            XCTAssertEqual(grid.selectedPosition, 1, "and selects")
            XCTAssertGreaterThan(selectionChanges, 0)

            // The focus is on the clicked tile: the arrows move it, Return activates.
            try xdotool("key", "Right", "Down")
            settle()
            let columns = grid.visibleTiles.filter { $0.widget.height > 0 && $0.position < 8 }.count / 2
            XCTAssertEqual(grid.focusedPosition, 2 + columns, "Right then Down: the tile under the next")
            try xdotool("key", "Return")
            XCTAssertTrue(
                iterateMainLoop(until: { activated.count == 2 }, timeout: 5), "Return activates: \(activated)")
            XCTAssertEqual(activated.last, 2 + columns)
            XCTAssertEqual(grid.selectedPosition, 2 + columns)

            // End reaches the last item, far off screen: the grid scrolls and binds it.
            try xdotool("key", "ctrl+End")
            settle(seconds: 0.3)
            XCTAssertEqual(grid.focusedPosition, 999, "Ctrl+End: the last item")
            XCTAssertTrue(grid.visibleTiles.contains { $0.position == 999 }, "on screen")
            try xdotool("key", "space")
            XCTAssertTrue(iterateMainLoop(until: { activated.last == 999 }, timeout: 5), "Space activates")

            grid.selectedPosition = nil
            XCTAssertNil(grid.selectedPosition)
            grid.selectedPosition = 5_000
            XCTAssertNil(grid.selectedPosition, "no selection past the end")
        }
    }

    func testTheGridAndItsModelAreFreedWithTheWindow() throws {
        try MainActor.assumeIsolated {
            weak var weakGrid: GridView?
            weak var weakModel: RowModel?
            let gridObject = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
            defer { gridObject.deallocate() }
            do {
                let (window, grid, _) = try makeGrid(count: 100)
                weakGrid = grid
                weakModel = grid.model
                gridObject.pointee = UnsafeMutableRawPointer(grid.object)
                g_object_add_weak_pointer(grid.object, gridObject)
                window.destroy()
            }
            settle()
            XCTAssertNil(weakGrid, "the wrapper is freed")
            XCTAssertNil(weakModel, "and its model")
            XCTAssertNil(gridObject.pointee, "the GtkGridView is finalized")
        }
    }
}

/// A grid of `count` items in a 600 × 400 window; each tile a label `Item N`.
@MainActor
private func makeGrid(count: Int) throws -> (Window, GridView, Tracker) {
    try requireGtk()
    let made = Tracker()
    let grid = GridView(model: RowModel(count: count))
    grid.maximumColumns = 4
    grid.makeTile = {
        made.count += 1
        let label = Label("")
        label.setSizeRequest(width: 120, height: 80)
        label.isFocusable = false
        return label
    }
    grid.bindTile = { widget, position in
        (widget as? Label)?.text = "Item \(position)"
        widget.accessibleLabel = "Item \(position)"
    }
    grid.unbindTile = { widget in (widget as? Label)?.text = "" }
    let scrolled = ScrolledWindow()
    scrolled.disableHorizontalScrolling()
    scrolled.child = grid
    let window = Window()
    window.child = scrolled
    window.defaultSize = (600, 400)
    window.present()
    XCTAssertTrue(iterateMainLoop(until: { window.isActive }, timeout: 5), "the window is shown")
    settle()
    return (window, grid, made)
}
