import Foundation
import Gtk
import XCTest

/// The mouse's side buttons reach `Window.onSideButton` and leave no pointer grab behind:
/// GTK 4.8 on X11 never ended the grab of a button 8 press, and the next left click went
/// to the widget the side button was pressed over instead of the one under the pointer.
final class SideButtonTests: XCTestCase {
    func testAClickAfterTheBackButtonReachesTheWidgetUnderThePointer() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let window = Window()
            let row = Box(.horizontal, spacing: 0)
            row.isHomogeneous = true
            let left = Button(label: "Left"), right = Button(label: "Right")
            left.hexpand = true
            right.hexpand = true
            row.append(left)
            row.append(right)
            window.child = row
            window.defaultSize = (400, 200)
            defer { window.destroy() }
            let clicks = Tracker(), rightClicks = Tracker(), sideButtons = Tracker()
            left.onClicked { clicks.count += 1 }
            right.onClicked { rightClicks.count += 1 }
            window.onSideButton { button in if button == 8 { sideButtons.count += 1 } }
            window.present()
            XCTAssertTrue(iterateMainLoop(until: { window.isActive }, timeout: 5), "the window is shown")
            settle()
            let (x, y) = try screenOrigin(of: window)

            try xdotool("mousemove", "--sync", "\(x + 100)", "\(y + 100)")
            try xdotool("click", "8")
            XCTAssertTrue(iterateMainLoop(until: { sideButtons.count == 1 }, timeout: 5), "button 8 reported once")
            try xdotool("mousemove", "--sync", "\(x + 300)", "\(y + 100)")
            settle()
            try xdotool("click", "1")
            XCTAssertTrue(
                iterateMainLoop(until: { rightClicks.count == 1 }, timeout: 5),
                "the click after button 8 reaches the button under the pointer")
            XCTAssertEqual(clicks.count, 0, "the button under button 8 is not clicked")
            XCTAssertEqual(sideButtons.count, 1)
        }
    }
}
