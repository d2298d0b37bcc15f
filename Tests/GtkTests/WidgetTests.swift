import CGtk
@testable import Gtk
import XCTest

/// The wrappers the scenes use do what their names say, with no GTK critical
/// (the tests run with G_DEBUG=fatal-criticals, so one would abort the run).
final class WidgetTests: XCTestCase {
    func testTextBufferTagsApplyToCharacterRanges() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let view = TextView()
            view.buffer.text = "J♥ and J♠ match"
            XCTAssertEqual(view.buffer.characterCount, 15, "characters, not bytes")
            let red = TextTag(name: "red")
            red.setForeground("#ff0000")
            view.buffer.add(red)
            view.buffer.apply(red, to: 0..<2)
            XCTAssertTrue(view.buffer.has(red, at: 1))
            XCTAssertFalse(view.buffer.has(red, at: 2))
            view.buffer.remove(red, from: 0..<1)
            XCTAssertFalse(view.buffer.has(red, at: 0))
            XCTAssertTrue(view.buffer.has(red, at: 1))
            view.buffer.select(7..<9)
            XCTAssertEqual(view.buffer.selection, 7..<9)
        }
    }

    func testEntriesSpinButtonsAndDropDownsHoldTheirValues() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let entry = Entry()
            var changes = 0
            entry.onChanged { changes += 1 }
            entry.text = "RESET"
            XCTAssertEqual(entry.text, "RESET")
            XCTAssertEqual(changes, 1)
            entry.isSecure = true
            XCTAssertTrue(entry.isSecure)

            let year = SpinButton(min: 1886, max: 2027, step: 1)
            year.value = 3000
            XCTAssertEqual(year.value, 2027, "clamped to the range")

            let units = DropDown(["Gallons", "Litres"])
            var selections = 0
            units.onSelectionChanged { selections += 1 }
            units.selectedIndex = 1
            XCTAssertEqual(units.selectedIndex, 1)
            XCTAssertEqual(selections, 1)
        }
    }

    func testListBoxRowsCanBeReachedNamedAndMadeInert() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let list = ListBox()
            let first = Label("Set")
            first.accessibleLabel = "Set, score 23"
            list.append(first)
            list.append(Label("Cards"))
            let row = try XCTUnwrap(list.row(at: 0))
            XCTAssertTrue(first.isChild(of: row), "the row GTK wrapped the child in")
            XCTAssertNil(list.row(at: 2))
            XCTAssertNil(list.row(at: -1))
            row.addCSSClass("current")
            XCTAssertTrue(list.row(at: 0)?.hasCSSClass("current") == true, "a fresh wrapper sees the same row")
            XCTAssertTrue(machismo_object_get_bool(list.row(at: 1)!.object, "activatable") != 0)
            list.rowsActivatable = false
            list.append(Label("History line"))
            XCTAssertTrue(machismo_object_get_bool(list.row(at: 2)!.object, "activatable") == 0)
        }
    }

    func testAStackShowsOnePageAtATime() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let stack = Stack()
            let root = Label("Root page")
            let history = Label("History")
            stack.addNamed(root, name: "root")
            stack.addNamed(history, name: "history")
            XCTAssertEqual(stack.visibleChildName, "root")
            stack.show(history, transition: .none)
            XCTAssertEqual(stack.visibleChildName, "history")
            stack.remove(history)
            XCTAssertNotEqual(stack.visibleChildName, "history")
            stack.visibleChildName = "root"
            XCTAssertEqual(stack.visibleChildName, "root")
        }
    }

    func testDrawingAreasDrawThroughTheirClosureInARealWindow() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let window = Window()
            let area = DrawingArea()
            area.setContentSize(width: 50, height: 70)
            var drawn: (Int, Int)?
            area.setDraw { cr, width, height in
                cr.roundedRectangle(0, 0, Double(width), Double(height), radius: 6)
                cr.setColor(red: 1, green: 1, blue: 1)
                cr.fill()
                drawn = (width, height)
            }
            window.child = area
            window.present()
            XCTAssertTrue(iterateMainLoop(until: { drawn != nil }))
            XCTAssertGreaterThanOrEqual(drawn?.0 ?? 0, 50)
            XCTAssertGreaterThanOrEqual(drawn?.1 ?? 0, 70)
            window.destroy()
        }
    }

    func testAccessibleLabelsAndIconButtons() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let back = Button(iconName: "go-previous-symbolic", label: "Back")
            XCTAssertEqual(back.accessibleLabel, "Back")
            XCTAssertEqual(back.tooltip, "Back", "icon-only buttons get a tooltip too")
            let card = DrawingArea()
            card.accessibleLabel = "J♥"
            card.accessibleDescription = "matched"
            card.setAccessibleSelected(true)
            XCTAssertEqual(card.accessibleDescription, "matched")
        }
    }

    func testAWindowTitleSetAgainIsNotSentAgain() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let window = Window()
            var notified = 0
            window.onNotify("title") { notified += 1 }
            window.title = "Cards"
            window.title = "Cards"
            XCTAssertEqual(notified, 1, "the same title set twice tells GTK (and a screen reader) once")
            window.title = "History"
            XCTAssertEqual(window.title, "History")
            XCTAssertEqual(notified, 2)
            window.destroy()
        }
    }

    func testCssErrorsAreCollectedNotPrinted() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let css = CssProvider()
            css.load(".card { color: red; }")
            XCTAssertEqual(css.errors, [])
            css.load(".card { colour: red; }\n.x { margin: nonsense; }")
            XCTAssertEqual(css.errors.count, 2, "\(css.errors)")
            XCTAssertTrue(css.errors[0].hasPrefix("1:"), css.errors[0])
        }
    }

    func testActionsRunTheirHandlerAndCanBeDisabled() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let group = SimpleActionGroup()
            var deals = 0
            let deal = group.addAction("deal") { deals += 1 }
            let box = Box(.vertical)
            box.insertActionGroup("game", group)
            XCTAssertTrue(box.activateAction("game.deal"))
            XCTAssertEqual(deals, 1)
            deal.isEnabled = false
            box.activateAction("game.deal")
            XCTAssertEqual(deals, 1, "a disabled action does nothing")
        }
    }

    func testShortcutLabelsAreSpelledForPeople() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            XCTAssertEqual(Shortcut("Quit", "<Control>q").label, "Ctrl+Q")
            XCTAssertEqual(Shortcut("Back", "<Alt>Left").label, "Alt+Left")
            XCTAssertEqual(Shortcut("Keyboard Shortcuts", "<Control>question").label, "Ctrl+?")
        }
    }

    /// A widget's image is what it draws now: placed at the image's origin however far into
    /// its parent it sits, and drawn anew when it has queued a draw that no frame has
    /// painted yet (GTK drops a widget's last drawing when it queues a draw).
    func testAnImageOfAWidgetIsItsDrawingNowAtTheOrigin() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let window = Window()
            defer { window.destroy() }
            let area = DrawingArea()
            var green = 0.0
            area.setDraw { context, width, height in
                context.setColor(red: 1 - green, green: green, blue: 0)
                context.rectangle(0, 0, Double(width) / 2, Double(height))
                context.fill()
            }
            area.setContentSize(width: 40, height: 30)
            area.valign = .start
            let box = Box(.horizontal, spacing: 0)
            box.setMargins(25)
            box.append(Label("Left of the area"))
            box.append(area)
            window.child = box
            window.present()
            XCTAssertTrue(iterateMainLoop(until: { area.width == 40 }, timeout: 30))
            settle()

            @MainActor func colors() -> [[UInt8]] {
                let image = area.renderImage()
                XCTAssertEqual([image.width, image.height], [40, 30])
                return [(5, 5), (15, 25), (30, 15)].map { x, y in
                    let pixel = image.pixel(x: x, y: y)
                    return [pixel.red, pixel.green, pixel.blue]
                }
            }
            XCTAssertEqual(
                colors(), [[255, 0, 0], [255, 0, 0], [255, 255, 255]], "the left half red, at the origin")
            green = 1
            area.queueDraw()
            XCTAssertEqual(colors(), [[0, 255, 0], [0, 255, 0], [255, 255, 255]], "drawn anew before any frame")
        }
    }
}
