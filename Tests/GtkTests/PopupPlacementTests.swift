import Foundation
import Gtk
import XCTest

/// A popover whose button is off every monitor (the window dragged partly off the screen)
/// opens on the screen: GDK 4.8 on X11 found no monitor for it and raised
/// `gdk_monitor_get_geometry: assertion 'GDK_IS_MONITOR (monitor)' failed`, which aborts
/// this test process under G_DEBUG=fatal-criticals.
final class PopupPlacementTests: XCTestCase {
    func testAPopoverFromAButtonOffTheScreenOpensOnTheScreen() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let window = Window()
            let button = Button(label: "Menu")
            window.child = button
            window.defaultSize = (300, 200)
            window.keepsPopupsOnMonitors()
            defer { window.destroy() }
            window.present()
            XCTAssertTrue(iterateMainLoop(until: { window.isActive }, timeout: 5), "the window is shown")
            let id = try xWindowID(of: window)
            try xdotool("windowmove", "--sync", id, "200", "-600")  // all of it above the screen
            settle()

            let popover = Popover()
            popover.child = Label("Menu contents")
            popover.attach(to: button)
            defer { popover.unparent() }
            popover.popup()
            XCTAssertTrue(iterateMainLoop(until: { popover.isMapped }, timeout: 5), "the popover opens")
            settle()
            let (_, y) = try popupOrigin()
            XCTAssertGreaterThanOrEqual(y, 0, "the popover is on the screen, not above it with its button")
            popover.popdown()
        }
    }
}

/// The screen position of the one mapped popup window (override-redirect, untitled) of
/// this process: the last mapped window of ours that is not the test window.
private func popupOrigin() throws -> (Int, Int) {
    guard let popup = try otherShownWindow() else { throw XdotoolFailed(arguments: ["search", "a popup window"]) }
    return (popup.x, popup.y)
}
