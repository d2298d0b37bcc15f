import CGtk
import GLibTestSupport
@testable import Gtk
import XCTest

/// A wheel scroll past a list's edge, then the list taken off the screen within 50 ms while
/// something still holds it (a page popped and not yet freed, a window closed while its
/// controllers live on): GTK 4.8's scrolled window starts its bounce back from the edge in a
/// 50 ms timeout that taking it off the screen does not stop, and the bounce asks for the
/// frame clock of a widget that has none ("gdk_frame_clock_get_frame_time: assertion
/// 'GDK_IS_FRAME_CLOCK (frame_clock)' failed", fatal under `G_DEBUG=fatal-criticals`; the
/// monkey met it on a bare X server, seed 17). Real wheel clicks through xdotool.
final class ScrollBounceTests: XCTestCase {
    @MainActor
    private static func listWindow() throws -> (Window, ScrolledWindow, () -> Int) {
        try requireGtk()
        ScrolledWindow.holdBouncesOffScreen()
        let window = Window()
        window.defaultSize = (300, 200)
        let column = Box(.vertical, spacing: 0)
        for row in 1...60 { column.append(Label("Row \(row)")) }
        let scrolled = ScrolledWindow()
        scrolled.child = column
        window.child = scrolled
        // Sees each wheel click first (the window's, before the scrolled window's own in the
        // capture phase), then lets the scrolled window have it.
        var wheelClicks = 0
        let wheel = ScrollController()
        wheel.onScroll { _, _ in
            wheelClicks += 1
            return false
        }
        wheel.capturesEvents()
        window.add(wheel)
        window.present()
        XCTAssertTrue(iterateMainLoop(until: { window.isActive }, timeout: 5), "the window is shown")
        settle()
        let (x, y) = try screenOrigin(of: window)
        try xdotool("mousemove", "\(x + 150)", "\(y + 100)")
        settle()
        return (window, scrolled, { wheelClicks })
    }

    func testAListTakenOffTheScreenJustAfterAWheelPastItsEdgeLeavesNoCritical() throws {
        try MainActor.assumeIsolated {
            let (window, scrolled, wheelClicks) = try Self.listWindow()
            defer { window.destroy() }
            let mark = GLibWarnings.mark()
            try xdotool("click", "4")  // up, at the top already: past the edge
            XCTAssertTrue(iterateMainLoop(until: { wheelClicks() > 0 }, timeout: 5), "the wheel click arrived")
            XCTAssertTrue(scrolled.isBouncePending, "past the edge: GTK's bounce back is on its way")
            window.child = nil  // off the screen; `scrolled` still holds it
            settle(seconds: 0.3)
            XCTAssertEqual(GLibWarnings.since(mark), [])
            // Back on the screen, the bounce it held runs: GTK's timeout is gone.
            window.child = scrolled
            settle(seconds: 0.6)
            XCTAssertFalse(scrolled.isBouncePending)
            XCTAssertEqual(GLibWarnings.since(mark), [])
        }
    }
}
