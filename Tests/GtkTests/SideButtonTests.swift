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

    /// A side button pressed while a popover is open closes the popover, as any press outside
    /// it does, and goes no further: the back button went back under an open popover, the page
    /// holding its anchor went, and GTK 4.8 kept the popover's grab with the popover gone from
    /// the window. Every click and key (Ctrl+Q too) then went to it: the app looked alive and
    /// answered nothing (the monkey met it on a bare X server).
    func testTheBackButtonUnderAnOpenPopoverClosesItAndGoesNoFurther() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let window = Window()
            let page = Box(.vertical, spacing: 0)
            let anchor = Button(label: "Anchor")
            page.append(anchor)
            window.child = page
            window.defaultSize = (400, 300)
            defer { window.destroy() }
            let popover = Popover()
            popover.child = Label("In the popover")
            popover.attach(to: anchor)
            // As a page popped by Back: the anchor goes, and its popover with it.
            let backs = Tracker()
            window.onSideButton { button in
                guard button == 8 else { return }
                backs.count += 1
                if backs.count == 1 {
                    popover.unparent()
                    page.remove(anchor)
                }
            }
            let keys = Tracker()
            let controller = KeyController()
            controller.onKeyPressed { keyval, _ in
                if keyval == Key.letterQ { keys.count += 1 }
                return false
            }
            window.add(controller)
            window.present()
            XCTAssertTrue(iterateMainLoop(until: { window.isActive }, timeout: 5), "the window is shown")
            settle()
            let (x, y) = try screenOrigin(of: window)
            popover.popup()
            XCTAssertTrue(iterateMainLoop(until: { popover.isShown }, timeout: 5), "the popover is shown")
            settle()

            try xdotool("mousemove", "--sync", "\(x + 300)", "\(y + 250)")
            try xdotool("click", "8")
            settle()

            XCTAssertFalse(popover.isShown, "the popover is closed")
            XCTAssertEqual(backs.count, 0, "the press closed the popover and went no further")
            try xdotool("key", "q")
            XCTAssertTrue(iterateMainLoop(until: { keys.count == 1 }, timeout: 5), "the window hears keys again")
            try xdotool("click", "8")
            XCTAssertTrue(iterateMainLoop(until: { backs.count == 1 }, timeout: 5), "the next press goes back")
        }
    }
}
