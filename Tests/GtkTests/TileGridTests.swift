import CGtk
@testable import Gtk
import XCTest

/// The tile grid asks its layout closure for the columns and the tile size at the size it
/// is given, and places the tiles in rows, centred, mirrored right to left, never below a
/// tile's minimum size.
final class TileGridTests: XCTestCase {
    /// The tile's frame in the grid: (x, y, width, height).
    @MainActor
    private static func frame(of tile: Widget, in grid: TileGrid) -> [Int] {
        var bounds = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(tile.widget, grid.widget, &bounds) != 0)
        return [bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height].map { Int($0.rounded()) }
    }

    /// A 600 × 400 window holding `grid` with `count` tiles; the tiles.
    @MainActor
    private static func show(_ grid: TileGrid, count: Int, in window: Window) -> [Widget] {
        let tiles = (0..<count).map { _ in DrawingArea() }
        for tile in tiles { grid.append(tile) }
        grid.hexpand = true
        grid.vexpand = true
        window.defaultSize = (600, 400)
        window.child = grid
        window.present()
        _ = iterateMainLoop(until: { tiles.allSatisfy { $0.width > 0 } }, timeout: 10)
        return tiles
    }

    func testTheLayoutIsAskedAtTheGridsSizeAndTheTilesAreCentredInRows() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let window = Window()
            defer { window.destroy() }
            let grid = TileGrid(spacing: 10)
            var asked: [[Int]] = []
            grid.setLayout { width, height, count in
                asked.append([width, height, count])
                return (3, 100, 80)
            }
            let tiles = Self.show(grid, count: 5, in: window)
            XCTAssertEqual(asked.last, [600, 400, 5], "the grid's own size, and how many tiles")
            XCTAssertEqual(grid.columns, 3)
            // Three columns of 100 and two gaps of 10: 320 wide, from 140; two rows of 80
            // and a gap: 170 high, from 115.
            XCTAssertEqual(Self.frame(of: tiles[0], in: grid), [140, 115, 100, 80])
            XCTAssertEqual(Self.frame(of: tiles[2], in: grid), [360, 115, 100, 80])
            XCTAssertEqual(Self.frame(of: tiles[3], in: grid), [140, 205, 100, 80], "the second row")
            XCTAssertEqual(Self.frame(of: tiles[4], in: grid), [250, 205, 100, 80])

            grid.direction = .rightToLeft
            _ = iterateMainLoop(until: { Self.frame(of: tiles[0], in: grid)[0] == 360 }, timeout: 10)
            XCTAssertEqual(
                Self.frame(of: tiles[0], in: grid), [360, 115, 100, 80], "right to left: the first on the right")
            XCTAssertEqual(Self.frame(of: tiles[3], in: grid), [360, 205, 100, 80])

            grid.remove(tiles[4])
            _ = iterateMainLoop(until: { asked.last == [600, 400, 4] }, timeout: 10)
            XCTAssertEqual(asked.last, [600, 400, 4], "a tile taken out lays the grid out again")
        }
    }

    func testNoTileIsSmallerThanItsMinimumNorAreThereMoreColumnsThanTiles() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let window = Window()
            defer { window.destroy() }
            let grid = TileGrid(spacing: 0)
            grid.setLayout { _, _, _ in (9, 10, 10) }
            let tiles = Self.show(grid, count: 2, in: window)
            tiles[1].setSizeRequest(width: 150, height: 90)
            _ = iterateMainLoop(until: { tiles[0].width == 150 }, timeout: 10)
            XCTAssertEqual(grid.columns, 2, "at most one column per tile")
            XCTAssertEqual(
                Self.frame(of: tiles[0], in: grid), [150, 155, 150, 90], "every tile as large as the largest minimum")
            XCTAssertEqual(Self.frame(of: tiles[1], in: grid), [300, 155, 150, 90])
        }
    }

    func testTheGridAsksForNoSizeOfItsOwn() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let grid = TileGrid(spacing: 8)
            let tile = DrawingArea()
            tile.setSizeRequest(width: 300, height: 300)
            grid.append(tile)
            var minimum: Int32 = -1, natural: Int32 = -1
            gtk_widget_measure(grid.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            XCTAssertEqual([minimum, natural], [0, 0], "the window, not the tiles, sizes the grid")
        }
    }
}
