import CGtk
import Gtk
import Navigation
@testable import Storyboard
import XCTest

/// The UIKit-shaped table view over GTK's list view, in real windows under Xvfb.
final class TableViewTests: XCTestCase {
    func testTenThousandRowsBuildCellsOnlyForAScreenfulAndReuseThemWhileScrolling() throws {
        try MainActor.assumeIsolated {
            CountingCell.made = 0
            CountingCell.reuses = 0
            let controller = NamesViewController(count: 10_000)
            let (window, _, _) = try makeTableWindow(controller)
            defer { window.destroy() }
            let table = controller.tableView
            XCTAssertEqual(table.numberOfRows, 10_000, "the table asked its data source")
            let slots = table.slotsMade
            XCTAssertGreaterThan(slots, 5, "a screenful of rows has cells")
            // GTK 4.8 keeps up to 200 rows' widgets around the visible ones (GTK_LIST_VIEW_MAX_LIST_ITEMS),
            // however many rows there are; newer GTKs only a screenful.
            XCTAssertLessThanOrEqual(slots, 220, "at most some 200 of 10,000 rows have cells")
            XCTAssertEqual(CountingCell.made, slots, "one cell per slot")
            XCTAssertLessThanOrEqual(
                table.listView.model.liveItemCount, slots + 10, "the model made items only for those rows")
            XCTAssertEqual(table.rowsWithCells.first, 0)
            XCTAssertEqual(table.cellForRow(at: 0)?.text, "Row 0")

            for row in stride(from: 500, through: 9_999, by: 500) + [9_999] {
                table.scrollToRow(row)
                settle(seconds: 0.05)
                XCTAssertNotNil(table.cellForRow(at: row), "row \(row) has a cell once scrolled to")
            }
            XCTAssertEqual(table.cellForRow(at: 9_999)?.text, "Row 9999")
            XCTAssertEqual(table.cellForRow(at: 9_999)?.effectiveAccessibleName, "Row 9999")
            XCTAssertNil(table.cellForRow(at: 5_000), "a row far from the screen has no cell")
            XCTAssertLessThanOrEqual(table.slotsMade, slots + 10, "scrolling made no new slots to speak of")
            XCTAssertEqual(CountingCell.made, table.slotsMade, "no new cell beyond one per slot")
            XCTAssertGreaterThan(controller.cellRequests.count, 5 * slots, "rows were bound again and again")
            XCTAssertGreaterThan(CountingCell.reuses, 5 * slots, "in cells that were reused")
        }
    }

    /// With a `rowHeight`, GTK's 200 slots stay empty boxes that tall but for the rows on
    /// screen, which get their cells before the frame is painted, and again as they scroll in.
    func testWithARowHeightOnlyTheRowsOnScreenGetCells() throws {
        try MainActor.assumeIsolated {
            CountingCell.made = 0
            let controller = NamesViewController(count: 10_000)
            controller.loadViewIfNeeded()
            controller.tableView.rowHeight = 40
            let (window, _, _) = try makeTableWindow(controller)
            defer { window.destroy() }
            let table = controller.tableView
            settle(seconds: 0.1)
            let onScreen = table.listView.visibleRows.map(\.position)
            XCTAssertGreaterThan(onScreen.count, 3, "a screenful of rows shows")
            XCTAssertGreaterThan(table.slotsMade, 2 * onScreen.count, "GTK keeps more slots than show")
            XCTAssertLessThanOrEqual(CountingCell.made, onScreen.count + 2, "cells only for the rows on screen")
            XCTAssertEqual(table.cellForRow(at: 0)?.text, "Row 0")
            XCTAssertTrue(
                Set(onScreen).isSubset(of: controller.cellRequests), "the data source gave the cells on screen")
            XCTAssertLessThanOrEqual(controller.cellRequests.count, onScreen.count + 2, "and hardly any other")
            let offScreen = try XCTUnwrap(table.rowsWithCells.last)
            XCTAssertGreaterThan(offScreen, onScreen.last ?? 0)
            XCTAssertNil(table.cellForRow(at: offScreen), "a bound row off screen waits for its cell")

            for row in [700, 5_000, 9_999] {
                table.scrollToRow(row)
                settle(seconds: 0.1)
                XCTAssertEqual(table.cellForRow(at: row)?.text, "Row \(row)", "row \(row) has its cell once on screen")
                XCTAssertTrue(table.listView.visibleRows.contains { $0.position == row })
            }
            XCTAssertLessThanOrEqual(CountingCell.made, 3 * onScreen.count, "cells reused, not made per row")
            let rowOnScreen = try XCTUnwrap(table.listView.visibleRows.first)
            XCTAssertEqual((rowOnScreen.widget as? Box)?.height, 40, "a row is as tall as said")
        }
    }

    func testAHundredThousandRowsCostNoMoreThanTenThousand() throws {
        try MainActor.assumeIsolated {
            let controller = NamesViewController(count: 100_000)
            let (window, _, _) = try makeTableWindow(controller)
            defer { window.destroy() }
            let table = controller.tableView
            table.scrollToRow(54_321)
            settle()
            XCTAssertEqual(table.cellForRow(at: 54_321)?.text, "Row 54321")
            XCTAssertLessThanOrEqual(table.slotsMade, 220, "as many slots as for 10,000 rows")
            XCTAssertLessThanOrEqual(table.listView.model.liveItemCount, table.slotsMade + 10)
        }
    }

    func testReloadRowsAsksAgainOnlyForThoseRows() throws {
        try MainActor.assumeIsolated {
            let controller = NamesViewController(count: 50)
            let (window, _, _) = try makeTableWindow(controller)
            defer { window.destroy() }
            let table = controller.tableView
            table.selectRow(2)
            controller.cellRequests = []
            controller.names[2] = "Renamed"
            table.reloadRows([2])
            settle()
            XCTAssertEqual(controller.cellRequests, [2], "only the reloaded row was bound again")
            XCTAssertEqual(table.cellForRow(at: 2)?.text, "Renamed")
            XCTAssertEqual(table.selectedRow, 2, "the reloaded row stays selected")

            controller.cellRequests = []
            table.reloadData()
            settle()
            XCTAssertEqual(Set(controller.cellRequests), Set(table.rowsWithCells), "a full reload binds every row")
            XCTAssertNil(table.selectedRow, "and clears the selection")
        }
    }

    func testInsertAndDeleteChangeTheModelWhereTheySay() throws {
        try MainActor.assumeIsolated {
            let controller = NamesViewController(count: 20)
            let (window, _, _) = try makeTableWindow(controller)
            defer { window.destroy() }
            let table = controller.tableView
            var changes: [[Int]] = []
            table.listView.model.onItemsChanged { changes.append([$0, $1, $2]) }

            controller.names.insert("New", at: 1)
            table.insertRows([1])
            settle()
            XCTAssertEqual(changes, [[1, 0, 1]])
            XCTAssertEqual(table.numberOfRows, 21)
            XCTAssertEqual(table.cellForRow(at: 1)?.text, "New")
            XCTAssertEqual(table.cellForRow(at: 2)?.text, "Row 1", "the rows below moved down")

            controller.names.removeSubrange(0...1)
            table.deleteRows([0, 1])
            settle()
            XCTAssertEqual(changes.dropFirst(), [[0, 2, 0]], "in one change")
            XCTAssertEqual(table.cellForRow(at: 0)?.text, "Row 1")

            controller.names.remove(at: 5)
            controller.names.remove(at: 2)
            table.deleteRows([5, 2])
            settle()
            XCTAssertEqual(changes.last, [2, 4, 2], "rows apart: one change over the rows between")
            XCTAssertEqual(
                (0..<5).map { table.cellForRow(at: $0)?.text }, ["Row 1", "Row 2", "Row 4", "Row 5", "Row 7"])

            var reports: [String] = []
            let report = NavigationLog.report
            NavigationLog.report = { reports.append($0) }
            defer { NavigationLog.report = report }
            table.insertRows([0])  // the data source did not insert anything
            XCTAssertEqual(reports.count, 1, "a count that disagrees is reported")
            XCTAssertEqual(table.numberOfRows, 17, "and the table reloads from the data source")
        }
    }

    func testSelectionAndTheUsersChoiceByClickAndByKeyboard() throws {
        try MainActor.assumeIsolated {
            let controller = NamesViewController(count: 30)
            let (window, _, _) = try makeTableWindow(controller)
            defer { window.destroy() }
            let table = controller.tableView
            table.selectRow(3)
            XCTAssertEqual(table.selectedRow, 3)
            XCTAssertEqual(controller.selections, [], "selecting from code tells the delegate nothing")
            table.deselectRow()
            XCTAssertNil(table.selectedRow)

            // A click on row 1.
            let cell = try XCTUnwrap(table.cellForRow(at: 1))
            let (x, y) = try screenPoint(ofCentreOf: cell, in: window)
            try tableXdotool("mousemove", "--sync", "\(x)", "\(y)")
            try tableXdotool("click", "1")
            XCTAssertTrue(
                iterateMainLoop(until: { controller.selections == [1] }, timeout: 5), "\(controller.selections)")
            XCTAssertEqual(table.selectedRow, 1)

            // Down moves the focus and the selection without choosing; Return and Space choose.
            try tableXdotool("key", "Down")
            settle()
            XCTAssertEqual(table.selectedRow, 2)
            XCTAssertEqual(controller.selections, [1], "moving is not choosing")
            try tableXdotool("key", "Return")
            XCTAssertTrue(iterateMainLoop(until: { controller.selections == [1, 2] }, timeout: 5))
            try tableXdotool("key", "Down")
            try tableXdotool("key", "space")
            XCTAssertTrue(
                iterateMainLoop(until: { controller.selections == [1, 2, 3] }, timeout: 5), "\(controller.selections)")
        }
    }

    func testEditModeShowsDestructiveDeleteButtonsAndAsksTheDataSource() throws {
        try MainActor.assumeIsolated {
            let controller = NamesViewController(count: 10)
            controller.fixedRows = [0]
            let (window, storyboard, _) = try makeTableWindow(controller)
            defer { window.destroy() }
            let table = controller.tableView
            @MainActor func deleteButton(_ row: Int) -> Button? {
                table.listView.boundRows.first { $0.position == row }.flatMap {
                    ($0.widget as? TableRowSlot)?.deleteButton
                }
            }
            XCTAssertNotEqual(deleteButton(1)?.isVisible, true, "no Delete button out of edit mode")
            XCTAssertEqual(controller.editButtonItem.title, "Edit")
            XCTAssertTrue(
                storyboard.headerButtons.contains { ($0 as? Button)?.label == "Edit" }, "Edit is in the header bar")

            controller.editButtonItem.perform()
            XCTAssertTrue(table.isEditing)
            XCTAssertEqual(controller.editButtonItem.title, "Done")
            XCTAssertEqual(controller.editButtonItem.style, .done)
            settle()
            XCTAssertEqual(
                storyboard.headerButtons.compactMap { ($0 as? Button)?.label }, ["Done"], "the header bar follows")
            XCTAssertNotEqual(deleteButton(0)?.isVisible, true, "a row that cannot be deleted has none")
            let button = try XCTUnwrap(deleteButton(2))
            XCTAssertTrue(button.isVisible)
            XCTAssertTrue(button.hasCSSClass("destructive-action"), "Delete looks destructive")
            XCTAssertEqual(button.accessibleLabel, "Delete Row 2, even")
            XCTAssertEqual(button.tooltip, "Delete")
            XCTAssertNil(window.defaultWidget, "and is never the default")

            XCTAssertEqual(
                table.listView.boundRows.first { $0.position == 2 }?.widget.accessibleLabel, "Row 2, even",
                "the row is named after its cell")

            // A real click on the button: the row is not chosen.
            let (x, y) = try screenPoint(ofCentreOf: button, in: window)
            try tableXdotool("mousemove", "--sync", "\(x)", "\(y)")
            try tableXdotool("click", "1")
            XCTAssertTrue(iterateMainLoop(until: { controller.deleteRequests == [2] }, timeout: 5))
            XCTAssertEqual(table.numberOfRows, 9)
            XCTAssertEqual(table.cellForRow(at: 2)?.text, "Row 3")
            XCTAssertEqual(controller.selections, [], "a Delete click chooses no row")

            // The Delete key, in or out of edit mode, on the selected row.
            controller.editButtonItem.perform()
            XCTAssertFalse(table.isEditing)
            XCTAssertNotEqual(deleteButton(1)?.isVisible, true)
            let fourth = try XCTUnwrap(table.cellForRow(at: 4))
            let (rowX, rowY) = try screenPoint(ofCentreOf: fourth, in: window)
            try tableXdotool("mousemove", "--sync", "\(rowX)", "\(rowY)")
            try tableXdotool("click", "1")
            XCTAssertTrue(iterateMainLoop(until: { table.selectedRow == 4 }, timeout: 5))
            controller.deletesAtOnce = false
            try tableXdotool("key", "Delete")
            XCTAssertTrue(
                iterateMainLoop(until: { controller.deleteRequests.count == 2 }, timeout: 5),
                "\(controller.deleteRequests)")
            XCTAssertEqual(controller.deleteRequests.last, 4, "for the focused row")
            XCTAssertEqual(table.numberOfRows, 9, "the data source decides: it kept the row")

            // Tab reaches the Delete buttons in edit mode; Return on one presses it, not the row.
            controller.setEditing(true, animated: false)
            settle()
            try tableXdotool("key", "Tab")
            settle()
            let focused = try XCTUnwrap(deleteButton(4))
            XCTAssertTrue(focused.hasFocus, "Tab goes from the row to its Delete button")
            try tableXdotool("key", "Return")
            XCTAssertTrue(
                iterateMainLoop(until: { controller.deleteRequests.count == 3 }, timeout: 5),
                "\(controller.deleteRequests)")
            XCTAssertEqual(controller.deleteRequests.last, 4)
            XCTAssertEqual(controller.selections, [4], "Return on the button chose no row (the click on row 4 did)")
        }
    }

    func testAPoppedTableViewControllerIsFreedWithItsTable() throws {
        try MainActor.assumeIsolated {
            let root = LabelPage("Home")
            let (window, _, navigation) = try makeTableWindow(root)
            defer { window.destroy() }
            let before = NamesViewController.live
            weak var weakController: NamesViewController?
            weak var weakTable: TableView?
            var probe: FinalizationProbe?
            do {
                let controller = NamesViewController(count: 1_000)
                weakController = controller
                navigation.push(controller, animated: false)
                settle()
                weakTable = controller.tableView
                probe = FinalizationProbe(controller.tableView.listView)
                XCTAssertNotNil(controller.tableView.cellForRow(at: 0))
            }
            navigation.popViewController(animated: false)
            XCTAssertTrue(iterateMainLoop(until: { probe?.isFinalized == true }, timeout: 30), "the list was finalized")
            XCTAssertNil(weakController, "the popped controller is freed")
            XCTAssertNil(weakTable, "with its table")
            XCTAssertEqual(NamesViewController.live, before)
        }
    }

    func testThePlaceholderShowsWhileThereAreNoRows() throws {
        try MainActor.assumeIsolated {
            let controller = NamesViewController(count: 0)
            let (window, _, _) = try makeTableWindow(controller)
            defer { window.destroy() }
            let table = controller.tableView
            let placeholder = Label("No names")
            table.placeholderView = placeholder
            XCTAssertTrue(placeholder.isVisible)
            controller.names = ["Ada"]
            table.insertRows([0])
            XCTAssertFalse(placeholder.isVisible)
            settle()
            XCTAssertEqual(table.cellForRow(at: 0)?.text, "Ada")
        }
    }
}

/// The screen position of `widget`'s centre (no window manager: window positions are screen
/// positions).
@MainActor
func screenPoint(ofCentreOf widget: Widget, in window: Window) throws -> (Int, Int) {
    window.title = "table-test-window-\(getpid())"
    settle()
    let id =
        try tableXdotool("search", "--name", "^\(window.title)$").split(separator: "\n").first.map(String.init) ?? ""
    let shell = try tableXdotool("getwindowgeometry", "--shell", id)
    let values = Dictionary(
        uniqueKeysWithValues: shell.split(separator: "\n").compactMap { line -> (String, Int)? in
            let parts = line.split(separator: "=")
            guard parts.count == 2, let value = Int(parts[1]) else { return nil }
            return (String(parts[0]), value)
        })
    var x = 0.0, y = 0.0
    gtk_widget_translate_coordinates(
        widget.widget, window.widget, Double(widget.width) / 2, Double(widget.height) / 2, &x, &y)
    return ((values["X"] ?? 0) + Int(x), (values["Y"] ?? 0) + Int(y))
}
