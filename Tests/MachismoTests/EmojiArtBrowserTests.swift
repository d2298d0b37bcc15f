import Alerts
import EmojiArt
import EmojiArtDrawing
import Foundation
import Gtk
@testable import Machismo
import Navigation
import Notifications
import Storyboard
import XCTest

/// EmojiArt's browser in a real window: the document on show comes back on the next
/// launch (unless gone or damaged), Rename says why a name cannot be taken, Import takes a
/// document through the file chooser's path.
final class EmojiArtBrowserTests: EmojiArtTestCase {
    // MARK: - Restoration

    func testTheOpenDocumentIsSavedAndOpensAgain() throws {
        var state: [String: RestorableValue] = [:]
        try withBrowserOnScreen { scene in
            XCTAssertEqual(scene.browser.encodeRestorableState(), [:], "no document open")
            let page = try scene.newDocument()
            page.canvas.addEmoji("🐶", x: 120, y: 80)
            state = scene.browser.encodeRestorableState()
            XCTAssertEqual(state, ["document": "Untitled.emojiart"])
            page.dismiss(animated: false)
            settleMainLoop()
            XCTAssertEqual(scene.browser.encodeRestorableState(), [:], "closed: nothing to open again")
        }
        // The next launch: the state comes before the browser appears.
        try withBrowserOnScreen(beforeAppearing: { $0.decodeRestorableState(state) }) { scene in
            let page = try XCTUnwrap(scene.browser.root.presentedViewController as? EmojiArtViewController)
            XCTAssertEqual(page.documentURL?.lastPathComponent, "Untitled.emojiart")
            XCTAssertEqual(page.document?.art.emojis.map(\.text), ["🐶"])
            XCTAssertNil(scene.alerts.current)
            page.dismiss(animated: false)
        }
        // A browser not on screen as the launch ends (another scene started) forgets it.
        try withBrowserOnScreen(beforeAppearing: { browser in
            browser.decodeRestorableState(state)
            settleMainLoop()
        }) { scene in
            XCTAssertNil(scene.browser.root.presentedViewController, "not opened when the tab is chosen later")
        }
        // Or while it is on screen.
        try withBrowserOnScreen { scene in
            scene.browser.decodeRestorableState(state)
            let page = try XCTUnwrap(scene.browser.root.presentedViewController as? EmojiArtViewController)
            XCTAssertEqual(page.document?.art.emojis.map(\.text), ["🐶"])
            page.dismiss(animated: false)
        }
    }

    func testADocumentGoneOrDamagedSinceIsNotOpenedAndNothingIsLost() throws {
        let damaged = Data("{\"format\":\"machismo-emojiart\",\"version\":1,\"emojis\":[{".utf8)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try damaged.write(to: folder.appendingPathComponent("Broken.emojiart"))
        for name in ["Broken.emojiart", "Gone.emojiart", "../Outside.emojiart", "notes.txt", ""] {
            try withBrowserOnScreen(beforeAppearing: { $0.decodeRestorableState(["document": .string(name)]) }) {
                scene in
                settleMainLoop()
                XCTAssertNil(scene.browser.root.presentedViewController, "\(name): the browser shows")
                XCTAssertNil(scene.alerts.current, "\(name): no alert")
                XCTAssertNil(scene.browser.documentToReopen)
            }
        }
        XCTAssertEqual(
            try Data(contentsOf: folder.appendingPathComponent("Broken.emojiart")), damaged,
            "the damaged document is left as it was")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["Broken.emojiart"],
            "nothing set aside, nothing made")
    }

    // MARK: - Rename and Import

    func testRenameSaysWhyANameCannotBeTaken() throws {
        let folder = folder!
        try withBrowserOnScreen { scene in
            scene.browser.newDocument()
            try XCTUnwrap(scene.browser.root.presentedViewController).dismiss(animated: false)
            scene.browser.newDocument()
            try XCTUnwrap(scene.browser.root.presentedViewController).dismiss(animated: false)
            settleMainLoop()
            XCTAssertEqual(scene.browser.entries.map(\.name), ["Untitled", "Untitled 2"])
            settleMainLoop()
            try XCTUnwrap(scene.browser.tiles.first { $0.entry?.name == "Untitled 2" }).renameButton.click()
            let alert = try XCTUnwrap(scene.alerts.current)
            XCTAssertEqual(alert.title, "Rename Document")
            let rename = try XCTUnwrap(alert.actions.first { $0.title == "Rename" })
            let field = try XCTUnwrap(alert.textFields.first)
            XCTAssertNil(field.problem, "its own name is no problem")
            let cases: [(String, String?)] = [
                ("", "A document needs a name."),
                ("   ", "A document needs a name."),
                ("a/b", "A name cannot start with a dot or contain a slash."),
                (".hidden", "A name cannot start with a dot or contain a slash."),
                ("Untitled", "There is already a document named “Untitled”."),
                (" Untitled ", "There is already a document named “Untitled”."),
                (String(repeating: "x", count: 250), "The name is too long."),
                ("Sky", nil),
            ]
            for (name, problem) in cases {
                alert.setText(name, ofField: 0)  // as the rendered field reports typing
                XCTAssertEqual(field.problem, problem, "“\(name)”")
                XCTAssertEqual(rename.isEnabled, problem == nil, "“\(name)”")
            }
            scene.alerts.finish(alert, choosing: rename)
            XCTAssertEqual(scene.browser.entries.map(\.name), ["Sky", "Untitled"])
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sky.emojiart").path))
        }
    }

    func testImportTakesADocumentThroughTheChoosersPath() throws {
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        var art = EmojiArt()
        _ = art.addEmoji("🌻", x: 10, y: 20)
        let good = elsewhere.appendingPathComponent("Garden.emojiart")
        try EmojiArtFormat.encode(art).write(to: good)
        let bad = elsewhere.appendingPathComponent("Broken.emojiart")
        try Data("not JSON".utf8).write(to: bad)
        try withBrowserOnScreen { scene in
            scene.browser.importFile(good)  // what the file chooser's Import calls with the chosen path
            XCTAssertEqual(scene.browser.entries.map(\.name), ["Garden"])
            let copy = scene.browser.library.folder.appendingPathComponent("Garden.emojiart")
            XCTAssertEqual(try EmojiArtFormat.decode(Data(contentsOf: copy)).emojis.map(\.text), ["🌻"])
            XCTAssertNil(scene.alerts.current)

            scene.browser.importFile(good)
            XCTAssertEqual(scene.browser.entries.map(\.name), ["Garden", "Garden 2"], "a second copy, numbered")

            scene.browser.importFile(bad)
            let alert = try XCTUnwrap(scene.alerts.current)
            XCTAssertEqual(alert.title, "The Document Could Not Be Imported")
            XCTAssertEqual(
                alert.message,
                "The file could not be imported. The document is damaged or incomplete: it is not valid JSON.")
            scene.alerts.finish(alert, choosing: alert.cancelAction)
            XCTAssertEqual(scene.browser.entries.map(\.name), ["Garden", "Garden 2"], "nothing imported")
        }
    }
}
