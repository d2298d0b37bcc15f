import GLibTestSupport
import Gtk
import XCTest

/// A press that lands on a tooltip: on X11 GTK 4.8's tooltip window takes it and hides at
/// once, and GTK then took the press's active state back twice ("Broken accounting of active
/// state for widget (GtkTooltipWindow)", and for the window; the monkey met it with FaceIt's
/// tooltip, seed 20). With `Widget.letTooltipsPassThePointer()` the press goes through the
/// tooltip to the widget under it. Real pointer input through xdotool.
final class TooltipPressTests: XCTestCase {
    func testAPressOnATooltipGoesThroughToTheWidgetUnderItWithNoWarning() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            Widget.letTooltipsPassThePointer()
            let window = Window()
            window.defaultSize = (600, 500)
            let area = Button(label: "Under the tooltip")
            area.tooltip = "A tooltip with enough words in it to be pressed on"
            window.child = area
            var presses = 0
            let click = GestureClick()
            click.onPressed { _, _, _ in presses += 1 }
            area.add(click)
            defer { window.destroy() }
            window.present()
            XCTAssertTrue(iterateMainLoop(until: { window.isActive }, timeout: 5), "the window is shown")
            settle()
            let (x, y) = try screenOrigin(of: window)
            try xdotool("mousemove", "--sync", "\(x + 200)", "\(y + 150)")
            try xdotool("mousemove", "--sync", "\(x + 210)", "\(y + 160)")
            // The tooltip: this process's other window on the screen.
            var tooltip: (x: Int, y: Int, width: Int, height: Int)?
            XCTAssertTrue(
                iterateMainLoop(
                    until: {
                        tooltip = try? otherShownWindow()
                        return tooltip != nil
                    }, timeout: 5), "the tooltip shows")
            let shown = try XCTUnwrap(tooltip)
            let mark = GLibWarnings.mark()
            // Onto the tooltip and pressed at once, as the monkey's drag did.
            try xdotool(
                "mousemove", "\(shown.x + shown.width / 2)", "\(shown.y + shown.height / 2)", "mousedown", "1")
            settle()
            try xdotool("mousemove", "\(shown.x + shown.width / 2 + 20)", "\(shown.y + shown.height / 2 + 10)")
            try xdotool("mouseup", "1")
            settle(seconds: 0.3)
            XCTAssertEqual(GLibWarnings.since(mark), [])
            XCTAssertEqual(presses, 1, "the press went through the tooltip to the button under it")
        }
    }
}
