import GLibTestSupport
import Gtk
import XCTest

/// A popover asked where it points once it has no anchor: GTK 4.8's
/// `gtk_popover_get_pointing_to` falls back to its parent's bounds and hands the missing
/// parent to `gtk_widget_compute_bounds`, the very critical ("assertion 'GTK_IS_WIDGET
/// (widget)' failed") the monkey met once on a bare X server. Run under
/// `G_DEBUG=fatal-criticals`, as `make test` does, a critical ends the test process.
final class PopoverAnchorGoneTests: XCTestCase {
    func testAPopoverWithNoAnchorPointsAtNothing() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let popover = Popover()
            popover.child = Label("In the popover")
            let mark = GLibWarnings.mark()
            XCTAssertNil(popover.pointedRectangle)
            popover.point(atX: 1, y: 2, width: 3, height: 4)
            XCTAssertNil(popover.pointedRectangle, "with no anchor there is nothing to point at")
            XCTAssertEqual(GLibWarnings.since(mark), [])
        }
    }

    /// The popover of a page that goes while the popover shows: the popover leaves with its
    /// anchor (as Storyboard's popovers and sheets do, on the anchor's destroy), pops down and
    /// is asked where it points, with no warning or critical.
    func testAPopoverWhoseAnchorIsDestroyedWhileItShowsLeavesNoCritical() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            Popover.closeWhenAnchorsLeave()
            let window = Window()
            let page = Box(.vertical, spacing: 0)
            window.child = page
            window.defaultSize = (400, 300)
            defer { window.destroy() }
            window.present()
            XCTAssertTrue(iterateMainLoop(until: { window.isActive }, timeout: 5), "the window is shown")
            let popover = Popover()
            popover.child = Label("In the popover")
            let probe: FinalizationProbe
            do {
                let anchor = Button(label: "Anchor")
                page.append(anchor)
                popover.attach(to: anchor)
                popover.point(atX: 2, y: 2, width: 10, height: 10)
                _ = anchor.onDestroy { [weak popover] in popover?.unparent() }
                probe = FinalizationProbe(anchor)
                settle()
                // As a click on it would (GTK 4.8's popover with nothing focusable in it
                // wants a focus widget in the window: see `Popover.clearFocus`).
                XCTAssertTrue(anchor.grabFocus())
                popover.popup()
                XCTAssertTrue(iterateMainLoop(until: { popover.isShown }, timeout: 5), "the popover is shown")
                settle()
                let mark = GLibWarnings.mark()
                page.remove(anchor)
                XCTAssertEqual(GLibWarnings.since(mark), [])
            }
            let mark = GLibWarnings.mark()
            XCTAssertTrue(iterateMainLoop(until: { probe.isFinalized }, timeout: 5), "the anchor is finalized")
            XCTAssertFalse(popover.hasParent, "the popover left with its anchor")
            settle()
            XCTAssertFalse(popover.isShown, "it popped down as its anchor left the screen")
            popover.popdown()
            XCTAssertNil(popover.pointedRectangle)
            settle()
            XCTAssertEqual(GLibWarnings.since(mark), [])
        }
    }
}
