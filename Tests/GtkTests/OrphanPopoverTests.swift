import Foundation
import Gtk
import XCTest

/// A popover open when its anchor leaves the screen (its page replaced, as a page popped by
/// input that passed the popover by) closes and gives back its grab: GTK 4.8 left it holding
/// the grab, unseen, and the window heard no click or key again, Ctrl+Q included (the monkey
/// met it with the Style drop-down of Settings → Appearance, on a bare X server).
final class OrphanPopoverTests: XCTestCase {
    func testAPopoverWhoseAnchorLeavesTheScreenClosesAndTheWindowHearsKeys() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            Popover.closeWhenAnchorsLeave()
            let window = Window()
            let page = Box(.vertical, spacing: 0)
            let anchor = Button(label: "Anchor")
            page.append(anchor)
            let nextPage = Label("Next page")
            let stack = Stack()
            stack.addNamed(page, name: "page")
            stack.addNamed(nextPage, name: "next")
            window.child = stack
            window.defaultSize = (400, 300)
            defer { window.destroy() }
            let popover = Popover()
            popover.child = Label("In the popover")
            popover.attach(to: anchor)
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
            popover.popup()
            XCTAssertTrue(iterateMainLoop(until: { popover.isShown }, timeout: 5), "the popover is shown")
            settle()

            // The page goes, as a page popped by input that passed the popover by.
            stack.visibleChildName = "next"
            stack.remove(page)
            settle()

            XCTAssertFalse(popover.isVisible, "the popover closed with its page gone")
            try xdotool("key", "q")
            XCTAssertTrue(iterateMainLoop(until: { keys.count == 1 }, timeout: 5), "the window hears keys")
        }
    }
}
