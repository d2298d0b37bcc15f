import CGtk
@testable import Gtk
import XCTest

/// House rule 4: one owner per GObject. Wrappers sink floating references,
/// release theirs in deinit, and a removed subtree is freed completely.
final class OwnershipTests: XCTestCase {
    func testWrappingSinksTheFloatingReference() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let label = Label("floating")
            XCTAssertEqual(g_object_is_floating(label.object), 0)
            XCTAssertEqual(label.referenceCount, 1)
            let box = Box(.vertical)
            box.append(label)
            XCTAssertEqual(label.referenceCount, 2, "the box and the wrapper each own one reference")
            box.remove(label)
            XCTAssertEqual(label.referenceCount, 1)
        }
    }

    func testARemovedSubtreeIsFinalizedWithItsWrappers() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let window = Window()
            let root = Box(.vertical)
            window.child = root
            var probes: [FinalizationProbe] = []
            var subtree: Box? = Box(.horizontal, spacing: 6)
            weak let weakSubtree = subtree
            weak var weakButton: Button?
            weak var weakArea: DrawingArea?
            do {
                let label = Label("Score: 0")
                let button = Button(label: "Deal")
                button.onClicked { [weak button] in _ = button }
                let area = DrawingArea()
                area.setDraw { cr, width, height in cr.rectangle(0, 0, Double(width), Double(height)) }
                let click = GestureClick()
                area.add(click)
                let grid = Grid()
                grid.attach(Label("nested"), column: 0, row: 0)
                [label, button, area, grid].forEach(subtree!.append)
                root.append(subtree!)
                probes = [subtree!, label, button, area, click, grid].map { FinalizationProbe($0) }
                weakButton = button
                weakArea = area
            }
            window.present()
            settle()
            XCTAssertNil(weakButton, "the widget tree keeps GObjects alive, not their Swift wrappers")
            XCTAssertFalse(probes.contains { $0.isFinalized }, "nothing is freed while it is in the window")
            if let subtree { root.remove(subtree) }
            settle()
            subtree = nil
            settle()
            XCTAssertNil(weakSubtree)
            XCTAssertNil(weakArea)
            XCTAssertEqual(
                probes.map(\.isFinalized), Array(repeating: true, count: probes.count),
                "every GObject of the removed subtree is finalized: box, label, button, area, gesture, grid")
            window.destroy()
        }
    }

    func testADestroyedWindowIsFinalizedWhenItsWrapperGoes() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            var probe: FinalizationProbe?
            do {
                let window = Window()
                window.child = Label("transient")
                probe = FinalizationProbe(window)
                window.present()
                settle()
                window.destroy()
                settle()
                XCTAssertFalse(probe!.isFinalized, "the wrapper still owns a reference")
            }
            settle()
            XCTAssertTrue(probe!.isFinalized)
        }
    }
}
