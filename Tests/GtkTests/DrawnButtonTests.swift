import CGtk
@testable import Gtk
import XCTest

/// A drawn button draws with its closure, in its content box at its size, inside its CSS
/// frame, and is a button in all else: one widget, no child, the button role, clicks.
final class DrawnButtonTests: XCTestCase {
    func testTheClosureDrawsTheContentBoxAtTheButtonsSize() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let window = Window()
            defer { window.destroy() }
            let button = DrawnButton()
            button.hasFrame = false
            var drawn: [[Int]] = []
            button.setDraw { context, width, height in
                drawn.append([width, height])
                context.setColor(red: 1, green: 0, blue: 0)
                context.rectangle(0, 0, Double(width), Double(height) / 2)
                context.fill()
            }
            button.halign = .center
            button.valign = .center
            button.setSizeRequest(width: 80, height: 60)
            window.defaultSize = (200, 200)
            window.child = button
            window.present()
            _ = iterateMainLoop(until: { !drawn.isEmpty }, timeout: 10)
            let (width, height) = (button.width, button.height)
            XCTAssertEqual(drawn.last, [width, height], "the closure gets the button's content size")
            XCTAssertGreaterThanOrEqual(width, 60)
            let image = button.renderImage()
            let top = image.pixel(x: width / 2, y: height / 4)
            XCTAssertEqual([top.red, top.green, top.blue], [255, 0, 0], "the top half drawn red")
            let bottom = image.pixel(x: width / 2, y: height * 3 / 4)
            XCTAssertNotEqual([bottom.red, bottom.green, bottom.blue], [255, 0, 0], "the bottom half not")
            XCTAssertNil(gtk_widget_get_first_child(button.widget), "one widget: no child holds the drawing")
            XCTAssertEqual(gtk_accessible_get_accessible_role(OpaquePointer(button.widget)), GTK_ACCESSIBLE_ROLE_BUTTON)

            var clicks = 0
            button.onClicked { clicks += 1 }
            button.click()
            XCTAssertEqual(clicks, 1)
            let before = drawn.count
            button.queueDraw()
            _ = iterateMainLoop(until: { drawn.count > before }, timeout: 10)
            XCTAssertGreaterThan(drawn.count, before, "queueDraw draws again")
        }
    }

    /// A closure replaced is released; so is the last one with the button.
    func testTheClosureIsReleasedWhenReplacedAndWithTheButton() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            final class Token {}
            weak var first: Token?
            weak var second: Token?
            do {
                let button = DrawnButton()
                let a = Token()
                let b = Token()
                first = a
                second = b
                button.setDraw { _, _, _ in _ = a }
                button.setDraw { _, _, _ in _ = b }
            }
            XCTAssertNil(first, "the replaced closure was released")
            settle()
            XCTAssertNil(second, "the button's closure went with it")
        }
    }
}
