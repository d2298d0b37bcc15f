import CGtk
import Foundation
@testable import Gtk
import XCTest

/// A popover hidden by code, under the pointer, whose window is destroyed before the
/// popover is finalized: GTK's tooltip must not be left on the popover's surface, gone.
final class PopoverTooltipTests: XCTestCase {
    func testAPopoverHiddenByCodeLeavesNoTooltipOnItsSurface() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            // As the app holds a popover hidden by code and its anchor until it leaves the anchor.
            var popover: Popover?
            var anchor: Button?
            do {
                let window = Window()
                let button = Button(label: "Anchor")
                button.halign = .start
                button.valign = .start
                window.child = button
                window.defaultSize = (400, 300)
                window.present()
                XCTAssertTrue(iterateMainLoop(until: { window.isActive }, timeout: 5), "the window is shown")
                settle()
                let shown = Popover()
                let label = Label("Under the pointer")
                label.setSizeRequest(width: 200, height: 100)
                shown.child = label
                shown.attach(to: button)
                shown.popup()
                XCTAssertTrue(iterateMainLoop(until: { shown.isShown && label.isMapped }, timeout: 5))
                settle()
                // The pointer moves onto the popover: GTK's tooltip waits there (500 ms).
                let (x, y) = try screenOrigin(of: window)
                let surface = try XCTUnwrap(
                    gtk_native_get_surface(OpaquePointer(UnsafeMutableRawPointer(shown.widget))))
                let centreX = x + Int(gdk_popup_get_position_x(surface)) + Int(gdk_surface_get_width(surface)) / 2
                let centreY = y + Int(gdk_popup_get_position_y(surface)) + Int(gdk_surface_get_height(surface)) / 2
                try xdotool("mousemove", "--sync", "\(centreX)", "\(centreY)")
                settle()
                shown.popdown()
                window.destroy()  // the popover is held on below: its surface goes before it
                popover = shown
                anchor = button
            }
            settle(seconds: 1)  // past the tooltip's timeout; a critical aborts the run
            XCTAssertEqual(popover?.isShown, false)
            popover?.unparent()
            XCTAssertEqual(anchor?.hasParent, false, "the anchor went with its window")
        }
    }
}
