import Gtk
import RichText
import XCTest
import XDGTestSupport

@testable import Machismo

/// Undo and Redo in a real window: typing, colours and outlines on one history, one step
/// per action, taken back and made again in order; the buffer keeps no history of its own.
final class AttributorUndoTests: XCTestCase {
    private var home: TemporaryHome!

    override func setUpWithError() throws {
        home = try TemporaryHome("attributor-undo")
    }

    override func tearDown() {
        home = nil
    }

    func testTypingColourAndOutlineAreUndoneAndRedoneInOrder() throws {
        try AttributorScene.run(in: home) { scene in
            let attributor = scene.attributor
            let buffer = attributor.editor.buffer
            XCTAssertFalse(buffer.isUndoEnabled, "one history: the document's")
            XCTAssertFalse(attributor.undoItem.isEnabled, "nothing to undo yet")
            XCTAssertFalse(attributor.redoItem.isEnabled)

            // Typed as GTK types: a user action a key.
            for character in "Hello world" {
                buffer.userAction { buffer.insert(String(character), at: buffer.cursorOffset) }
            }
            buffer.select(0..<5)
            attributor.colorSelection(.red)
            buffer.select(6..<11)
            attributor.outlineSelection(true)
            let typed = AttributedText("Hello world")
            var coloured = typed
            coloured.addAttribute(.color(.red), range: 0..<5)
            var outlined = coloured
            outlined.addAttribute(.outline(true), range: 6..<11)
            let storage = attributor.document.textStorage
            XCTAssertEqual(storage.attributedText, outlined)
            XCTAssertEqual(storage.readAttributedText(), outlined, "the buffer's tags say the same")
            waitUntil("Undo is pressable") { attributor.undoItem.isEnabled }

            let states = [coloured, typed, AttributedText()]
            for expected in states {
                attributor.undoItem.perform()
                XCTAssertEqual(storage.attributedText, expected)
                XCTAssertEqual(storage.readAttributedText(), expected)
            }
            waitUntil("nothing left to undo") { !attributor.undoItem.isEnabled && attributor.redoItem.isEnabled }
            attributor.undoItem.perform()
            XCTAssertEqual(storage.attributedText, AttributedText(), "Undo with nothing to undo does nothing")

            for expected in [typed, coloured, outlined] {
                attributor.redoItem.perform()
                XCTAssertEqual(storage.attributedText, expected)
                XCTAssertEqual(storage.readAttributedText(), expected)
            }
            waitUntil("nothing left to redo") { attributor.undoItem.isEnabled && !attributor.redoItem.isEnabled }
            XCTAssertEqual(attributor.document.documentState, .edited, "a redone change is a change to save")

            // Backspace twice is one step; a new change forgets Redo.
            for offset in [11, 10] {
                buffer.userAction { buffer.delete((offset - 1)..<offset) }
            }
            XCTAssertEqual(storage.attributedText.string, "Hello wor")
            attributor.undoItem.perform()
            XCTAssertEqual(storage.attributedText, outlined)
            XCTAssertEqual(buffer.cursorOffset, 11, "the cursor is where the text came back")
        }
    }
}

@MainActor
private func waitUntil(_ what: String, timeout: Double = 5, until condition: @MainActor () -> Bool) {
    XCTAssertTrue(iterateMainLoop(until: condition, timeout: timeout), what)
}
