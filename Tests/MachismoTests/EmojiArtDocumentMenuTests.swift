import Alerts
import EmojiArt
import Foundation
import Gtk
@testable import Machismo
import Navigation
import XCTest

/// The EmojiArt page's document menu in a real window (its items open the export chooser;
/// an export writes the document's art; a failed one is reported) and its palette, whose
/// emoji follow the text size: the desktop's text scaling and the app's own zoom.
final class EmojiArtDocumentMenuTests: EmojiArtTestCase {
    func testTheMenuNamesTheExportsAndItsItemsOpenTheSaveChooser() throws {
        try withBrowserOnScreen { scene in
            let page = try scene.newDocument()
            settleMainLoop()
            let button = try XCTUnwrap(page.menuItem.customView as? MenuButton)
            XCTAssertEqual(button.accessibleLabel, "Document Menu")
            XCTAssertEqual(
                EmojiArtExport.Format.allCases.map(EmojiArtViewController.menuTitle),
                [
                    "Export as _PNG…", "Export as P_DF…",
                ])
            XCTAssertNil(page.exportRequest)
            XCTAssertTrue(button.activateAction("document.export-png"), "the menu's action is on its button")
            let request = try XCTUnwrap(page.exportRequest, "Export as PNG… asks where")
            XCTAssertTrue(request.isPending)
            // Cancelled once it is up, as a user would (a chooser hidden before GTK 4.8 maps it
            // stayed behind on the display for the next tests' pointer and keys).
            settleMainLoop(seconds: 0.3)
            request.cancel()
            settleMainLoop()
            XCTAssertNil(page.exportRequest, "cancelled: nothing written, nothing asked")
            page.dismiss(animated: false)
        }
    }

    func testExportingWritesTheDocumentsArtAndAFailureIsReported() throws {
        let folder = folder!
        try withBrowserOnScreen { scene in
            let page = try scene.newDocument()
            page.canvas.addEmoji("🍎", x: 400, y: 300)
            page.canvas.zoom = 2  // the export is the canvas's own size, not the screen's
            let url = folder.appendingPathComponent("Untitled.png")
            var result: EmojiArtExport.Problem?? = .none
            page.export(.png, to: url) { result = .some($0) }
            XCTAssertTrue(iterateMainLoop(until: { result != nil }, timeout: 10), "the export finished")
            XCTAssertNil(result ?? nil)
            let pixels = try XCTUnwrap(DecodedPixels(decoding: [UInt8](try Data(contentsOf: url))))
            let image = ImageSurface(pixels)
            XCTAssertEqual([image.width, image.height], [800, 600])
            XCTAssertNotEqual(image.pixel(x: 400, y: 300).green, image.pixel(x: 400, y: 300).red, "the red apple")
            XCTAssertNil(scene.alerts.current)

            let blocked = folder.appendingPathComponent("Untitled.emojiart/Untitled.pdf")
            result = .none
            page.export(.pdf, to: blocked) { result = .some($0) }
            XCTAssertTrue(iterateMainLoop(until: { result != nil }, timeout: 10))
            XCTAssertNotNil(result ?? nil)
            let alert = try XCTUnwrap(scene.alerts.current)
            XCTAssertEqual(alert.title, "The Document Could Not Be Exported")
            XCTAssertEqual(
                alert.message,
                "“Untitled.pdf” could not be saved in \(folder.appendingPathComponent("Untitled.emojiart").path): "
                    + "Not a directory")
            scene.alerts.finish(alert, choosing: alert.cancelAction)
            XCTAssertEqual(page.document?.art.emojis.map(\.text), ["🍎"], "the document is as it was")
            page.dismiss(animated: false)
        }
    }

    /// The height of the palette's first emoji as laid out now.
    @MainActor
    private static func paletteEmojiHeight(_ page: EmojiArtViewController) throws -> Int {
        try XCTUnwrap(page.paletteView.emojiButtons.first).naturalHeight
    }

    func testThePaletteFollowsTheDesktopsTextScaling() throws {
        try withBrowserOnScreen { scene in
            scene.fonts.followDesktopTextScale()
            let page = try scene.newDocument()
            settleMainLoop()
            let scale = DesktopSettings.textScale
            defer { DesktopSettings.setTextScale(scale) }
            let before = try Self.paletteEmojiHeight(page)
            XCTAssertGreaterThan(before, 20)
            DesktopSettings.setTextScale(scale * 1.5)
            settleMainLoop()
            let larger = try Self.paletteEmojiHeight(page)
            XCTAssertGreaterThan(Double(larger), Double(before) * 1.3, "Large Text: \(before) → \(larger) px")
            DesktopSettings.setTextScale(scale)
            settleMainLoop()
            XCTAssertEqual(Double(try Self.paletteEmojiHeight(page)), Double(before), accuracy: 2, "back as it was")
            page.dismiss(animated: false)
        }
    }

    func testThePaletteFollowsTheAppsTextZoom() throws {
        try withBrowserOnScreen { scene in
            let page = try scene.newDocument()
            settleMainLoop()
            let before = try Self.paletteEmojiHeight(page)
            defer { scene.fonts.resetZoom() }
            scene.fonts.zoomIn()
            scene.fonts.zoomIn()
            settleMainLoop()
            XCTAssertEqual(scene.fonts.zoom, 1.25)
            let larger = try Self.paletteEmojiHeight(page)
            XCTAssertGreaterThan(Double(larger), Double(before) * 1.15, "Ctrl+plus twice: \(before) → \(larger) px")
            page.dismiss(animated: false)
        }
    }
}
