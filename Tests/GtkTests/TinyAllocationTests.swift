import CGtk
import GLibTestSupport
import Gtk
import XCTest

/// The app's own layouts (`machismo_tile_grid.h`, `machismo_clamp.h`) given any width from
/// nothing up, as a window with no window manager can give them: each child still gets its
/// minimum at least, never a negative size ("gtk_widget_size_allocate(): attempt to allocate
/// … with width -13", which a child with padding gets when allocated less than its padding).
final class TinyAllocationTests: XCTestCase {
    func testTheTileGridGivesEachTileItsMinimumAtAnyWidth() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let grid = TileGrid(spacing: 6)
            // A layout that, narrow, asks for tiles of no width or less.
            grid.setLayout { width, height, count in (columns: 4, tileWidth: width / 4 - 8, tileHeight: height / 3 - 8)
            }
            for index in 0..<12 { grid.append(Button(label: "Tile \(index)")) }
            try expectNoWarnings(laying: grid)
        }
    }

    func testTheClampGivesItsChildItsMinimumAtAnyWidth() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let row = Box(.horizontal, spacing: 6)
            row.setMargins(12)
            row.append(Button(label: "First"))
            row.append(Button(label: "Second"))
            try expectNoWarnings(laying: Clamp(row, maximumWidth: 300))
        }
    }

}

/// Shows `widget` as a window's content and allocates the window at widths from 0 to 120
/// and heights from 0 to 60, as GTK does for an X window of that size.
@MainActor
private func expectNoWarnings(laying widget: Widget, file: StaticString = #filePath, line: UInt = #line) throws {
    let window = Window()
    window.child = widget
    window.defaultSize = (400, 300)
    defer { window.destroy() }
    window.present()
    XCTAssertTrue(iterateMainLoop(until: { window.isActive }, timeout: 5), "the window is shown")
    settle()
    var found: [String] = []
    for height in stride(from: 0, through: 60, by: 15) {
        for width in 0...120 {
            let mark = GLibWarnings.mark()
            gtk_widget_allocate(window.widget, Int32(width), Int32(height), -1, nil)
            found += GLibWarnings.since(mark).map { "at \(width)×\(height): \($0)" }
        }
    }
    XCTAssertEqual(found, [], file: file, line: line)
}
