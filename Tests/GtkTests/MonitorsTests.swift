import Gtk
import XCTest

/// The app's tallest window bounds what a page of it shows: its height as it opens or was
/// resized to, or its screen's once maximized.
final class MonitorsTests: XCTestCase {
    func testTheTallestWindowIsItsHeightOrItsScreensWhenMaximized() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let screen = try XCTUnwrap(Monitors.tallestHeight, "Xvfb has a screen")
            let short = Window()
            short.defaultSize = (400, 300)
            defer { short.destroy() }
            let tall = Window()
            tall.defaultSize = (400, screen - 100)
            defer { tall.destroy() }
            XCTAssertEqual(Monitors.tallestWindowHeight, screen - 100, "the taller window's height")

            tall.defaultSize = (400, screen + 500)
            XCTAssertEqual(Monitors.tallestWindowHeight, screen, "no more than the screen's")

            tall.defaultSize = (400, 200)
            XCTAssertEqual(Monitors.tallestWindowHeight, 300, "the other window, now the taller")

            short.maximize()
            XCTAssertEqual(Monitors.tallestWindowHeight, screen, "a maximized window's screen")
        }
    }
}
