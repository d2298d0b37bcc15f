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

/// EmojiArt's document page in a real window: New Document presents it modally and
/// Close frees it; the canvas's notification has the document make the change and the
/// autosave writes it; undo and redo; the scrolled content follows the canvas's size;
/// Image Drop Failed with Keep Warning and Stop Warning; paste; the thumbnail.
final class EmojiArtControllerTests: EmojiArtTestCase {
    func testNewDocumentIsPresentedModallyAndFreedOnClose() throws {
        let folder = folder!
        try withBrowserOnScreen { scene in
            weak var weakPage: EmojiArtViewController?
            var probe: FinalizationProbe?
            do {
                let page = try scene.newDocument()
                weakPage = page
                XCTAssertEqual(page.documentURL?.lastPathComponent, "Untitled.emojiart", "prepare hands over the URL")
                XCTAssertEqual(page.title, "Untitled")
                XCTAssertEqual(page.navigationItem.leftBarButtonItems.map(\.title), ["Close"])
                XCTAssertFalse(
                    scene.browser.segueDestinations.contains { $0.contains("document") },
                    "a modal document is in no restoration path")
                probe = FinalizationProbe(page.canvas)
                page.canvas.addEmoji("😀", x: 120, y: 80)
                page.closeItem.perform()  // dismisses once the thumbnail is drawn, a frame later
                iterateMainLoop(until: { scene.browser.root.presentedViewController == nil }, timeout: 3)
                settleMainLoop()
            }
            XCTAssertNil(scene.browser.root.presentedViewController)
            XCTAssertNil(weakPage, "the dismissed page is freed")
            XCTAssertEqual(probe?.isFinalized, true, "its canvas's GObject is finalized")
            XCTAssertEqual(scene.browser.entries.map(\.name), ["Untitled"], "the browser shows the new document")
            let saved = try EmojiArtFormat.decode(Data(contentsOf: folder.appendingPathComponent("Untitled.emojiart")))
            XCTAssertEqual(saved.emojis.map(\.text), ["😀"], "Close saves")
        }
    }

    func testTheCanvasNotificationMarksTheDocumentEditedAndTheAutosaveWritesIt() throws {
        try withBrowserOnScreen { scene in
            let page = try scene.newDocument()
            let document = try XCTUnwrap(page.document)
            XCTAssertFalse(document.hasUnsavedChanges)
            page.canvas.addEmoji("🐶", x: 120, y: 80)
            XCTAssertTrue(document.hasUnsavedChanges, "the notification reached the controller")
            XCTAssertEqual(document.art.emojis.map(\.text), ["🐶"])
            XCTAssertEqual(page.navigationItem.subtitle, "Edited")
            let name = try XCTUnwrap(page.canvas.emojiView(withID: 1)?.accessibleLabel)
            XCTAssertEqual(name, "🐶, 40 points, at 120, 80")
            iterateMainLoop(until: { !document.hasUnsavedChanges }, timeout: 30)
            XCTAssertFalse(document.hasUnsavedChanges, "autosaved a second after the change")
            iterateMainLoop(until: { page.navigationItem.subtitle == "Saved" }, timeout: 5)
            XCTAssertEqual(page.navigationItem.subtitle, "Saved", "the page follows the document's state")
            // A notification from another canvas is not this page's.
            let other = EmojiArtCanvasView(center: scene.center)
            other.addEmoji("🍎", x: 1, y: 1)
            XCTAssertEqual(document.art.emojis.count, 1)
            page.dismiss(animated: false)
        }
    }

    func testUndoAndRedoGoThroughTheDocument() throws {
        try withBrowserOnScreen { scene in
            let page = try scene.newDocument()
            XCTAssertFalse(page.undoItem.isEnabled)
            page.canvas.addEmoji("😀", x: 100, y: 100)
            XCTAssertTrue(page.undoItem.isEnabled)
            page.undoItem.perform()
            XCTAssertEqual(page.document?.art.emojis.count, 0)
            XCTAssertNil(page.canvas.emojiView(withID: 1), "the canvas shows the undone art")
            XCTAssertTrue(page.redoItem.isEnabled)
            page.redoItem.perform()
            XCTAssertEqual(page.document?.art.emojis.map(\.text), ["😀"])
            XCTAssertNotNil(page.canvas.emojiView(withID: 1))
            page.dismiss(animated: false)
        }
    }

    func testTheScrolledContentFollowsTheCanvasSize() throws {
        try withBrowserOnScreen { scene in
            let page = try scene.newDocument()
            let canvas = page.canvas
            canvas.zoom = 2
            settleMainLoop()
            XCTAssertEqual(canvas.contentSize.width, 1600)
            let request = canvas.sizeRequest
            XCTAssertEqual(
                [request.width, request.height], [1600, 1200], "the canvas's size reached the controller")
            page.dismiss(animated: false)
        }
    }

    func testAFailedDropWarnsUntilStoppedAndTheSameFileDroppedAgainTurnsItBackOn() throws {
        try withBrowserOnScreen { scene in
            let page = try scene.newDocument()
            page.backgroundLoaded(.failure(.notAnImage), name: "notes.txt", path: "/tmp/notes.txt")
            let alert = try XCTUnwrap(scene.alerts.current)
            XCTAssertEqual(alert.title, "Image Drop Failed")
            XCTAssertTrue(alert.message?.hasSuffix("Show this warning in the future?") == true)
            XCTAssertEqual(alert.orderedActions.map(\.title), ["Keep Warning", "Stop Warning"])
            XCTAssertEqual(alert.orderedActions[1].style, .destructive)
            scene.alerts.finish(alert, choosing: alert.cancelAction)
            XCTAssertTrue(page.isDropWarningOn)
            page.backgroundLoaded(.failure(.tooLarge), name: "huge.png", path: "/tmp/huge.png")
            let again = try XCTUnwrap(scene.alerts.current)
            scene.alerts.finish(again, choosing: again.orderedActions[1])
            XCTAssertFalse(page.isDropWarningOn)
            page.backgroundLoaded(.failure(.unreadable), name: "gone.png", path: "/tmp/gone.png")
            XCTAssertNil(scene.alerts.current, "silent after Stop Warning")
            page.backgroundLoaded(.failure(.noImageOnClipboard), name: "The clipboard")
            XCTAssertNil(scene.alerts.current, "a failed paste is silent too")

            page.backgroundLoaded(.failure(.tooLarge), name: "huge.png", path: "/tmp/huge.png")
            let back = try XCTUnwrap(scene.alerts.current, "the file stopped on, dropped again, warns again")
            XCTAssertEqual(back.title, "Image Drop Failed")
            XCTAssertTrue(page.isDropWarningOn)
            scene.alerts.finish(back, choosing: back.cancelAction)
            page.backgroundLoaded(.failure(.unreadable), name: "gone.png", path: "/tmp/gone.png")
            let on = try XCTUnwrap(scene.alerts.current, "and the warning stays on for other files")
            scene.alerts.finish(on, choosing: on.cancelAction)
            page.dismiss(animated: false)
        }
    }

    func testAFileDroppedOnTheCanvasIsLoadedWithItsPath() throws {
        let folder = folder!
        try withBrowserOnScreen { scene in
            let page = try scene.newDocument()
            let notes = folder.appendingPathComponent("notes.txt")
            try Data("not a picture".utf8).write(to: notes)
            page.loadBackground(from: notes)
            XCTAssertTrue(iterateMainLoop(until: { scene.alerts.current != nil }, timeout: 5), "the alert")
            let alert = try XCTUnwrap(scene.alerts.current)
            scene.alerts.finish(alert, choosing: alert.orderedActions[1])  // Stop Warning
            XCTAssertFalse(page.isDropWarningOn)
            page.loadBackground(from: notes)
            XCTAssertTrue(
                iterateMainLoop(until: { scene.alerts.current != nil }, timeout: 5), "the same file warns again")
            let again = try XCTUnwrap(scene.alerts.current)
            scene.alerts.finish(again, choosing: again.cancelAction)
            page.dismiss(animated: false)
        }
    }

    func testABackgroundImageSetsTheCanvasSize() throws {
        try withBrowserOnScreen { scene in
            let page = try scene.newDocument()
            // A 1×1 PNG, one pixel.
            let png = Data(
                base64Encoded:
                    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")!
            let background = try BackgroundImage.decode(png).get()
            XCTAssertEqual([background.width, background.height], [1, 1])
            XCTAssertEqual(background.mimeType, "image/png")
            XCTAssertEqual(BackgroundImage.decode(Data("plain text".utf8)), .failure(.notAnImage))
            page.backgroundLoaded(.success(background), name: "dot.png")
            XCTAssertEqual(page.document?.art.background, background)
            XCTAssertEqual(page.canvas.contentSize.width, 1)
            page.undo()
            XCTAssertNil(page.document?.art.background)
            XCTAssertEqual(page.canvas.contentSize.width, 800, "a blank canvas again")
            page.dismiss(animated: false)
        }
    }

    // MARK: - Paste

    /// A PNG of `width` × `height` pixels of one colour.
    @MainActor
    private static func png(width: Int, height: Int, in folder: URL) throws -> [UInt8] {
        let surface = ImageSurface(width: width, height: height)
        surface.context.setColor(red: 0.2, green: 0.5, blue: 0.8)
        surface.context.paint()
        let path = folder.appendingPathComponent("made.png").path
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try surface.writePNG(to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    func testPastingAnImageMakesItTheBackground() throws {
        let folder = folder!
        try withBrowserOnScreen { scene in
            let page = try scene.newDocument()
            XCTAssertTrue(Clipboard.setImage(try Self.png(width: 30, height: 20, in: folder), for: page.canvas))
            page.pasteBackground()  // what Ctrl+V does
            XCTAssertTrue(iterateMainLoop(until: { page.document?.art.background != nil }, timeout: 5), "pasted")
            let background = try XCTUnwrap(page.document?.art.background)
            XCTAssertEqual([background.width, background.height], [30, 20])
            XCTAssertEqual(background.mimeType, "image/png")
            XCTAssertEqual(page.canvas.contentSize.width, 30, "the canvas takes the image's size")
            XCTAssertTrue(page.undoItem.isEnabled)

            // Text is no image: Image Drop Failed names the clipboard, and nothing changes.
            Clipboard.setText("not a picture", for: page.canvas)
            page.pasteBackground()
            XCTAssertTrue(iterateMainLoop(until: { scene.alerts.current != nil }, timeout: 5), "the alert")
            let alert = try XCTUnwrap(scene.alerts.current)
            XCTAssertEqual(alert.title, "Image Drop Failed")
            XCTAssertEqual(alert.message, "The clipboard: It holds no image.\n\nShow this warning in the future?")
            scene.alerts.finish(alert, choosing: alert.cancelAction)
            XCTAssertEqual(page.document?.art.background, background)
            page.dismiss(animated: false)
        }
    }

    func testPastingAnImageFileCopiedInAFileManagerMakesItTheBackground() throws {
        let folder = folder!
        try withBrowserOnScreen { scene in
            let page = try scene.newDocument()
            let picture = folder.appendingPathComponent("sky.png")
            try Data(try Self.png(width: 12, height: 34, in: folder)).write(to: picture)
            Clipboard.setFiles([picture.path], for: page.canvas)
            page.pasteBackground()
            XCTAssertTrue(iterateMainLoop(until: { page.document?.art.background != nil }, timeout: 5), "pasted")
            let background = try XCTUnwrap(page.document?.art.background)
            XCTAssertEqual([background.width, background.height], [12, 34])

            // A copied file that is no image: the alert names the file, as a drop's does.
            let notes = folder.appendingPathComponent("notes.txt")
            try Data("not a picture".utf8).write(to: notes)
            Clipboard.setFiles([notes.path], for: page.canvas)
            page.pasteBackground()
            XCTAssertTrue(iterateMainLoop(until: { scene.alerts.current != nil }, timeout: 5), "the alert")
            let alert = try XCTUnwrap(scene.alerts.current)
            XCTAssertEqual(
                alert.message,
                "notes.txt: The file is not a PNG, JPEG, WebP or SVG image.\n\nShow this warning in the future?")
            scene.alerts.finish(alert, choosing: alert.cancelAction)
            XCTAssertEqual(page.document?.art.background, background)
            page.dismiss(animated: false)
        }
    }

    // MARK: - The thumbnail

    /// The thumbnail written when the page (one 😀, selected and focused) is closed by `close`.
    @MainActor
    private static func thumbnail(of scene: Scene, closedBy close: (EmojiArtViewController) -> Void) throws
        -> ImageSurface
    {
        let page = try scene.newDocument()
        let url = try XCTUnwrap(page.documentURL)
        page.canvas.addEmoji("😀", x: 120, y: 80)
        let window = try XCTUnwrap(Window.containing(page.canvas))
        window.focusVisible = true  // as after the keyboard was used
        XCTAssertTrue(page.canvas.emojiView(withID: 1)?.hasFocus == true)
        settleMainLoop(seconds: 0.2)  // drawn with the selection and focus rings
        close(page)
        iterateMainLoop(until: { scene.browser.root.presentedViewController == nil }, timeout: 3)
        settleMainLoop()
        let path = EmojiArtThumbnails.url(for: url).path
        defer { EmojiArtThumbnails.remove(for: url) }
        let pixels = try XCTUnwrap(DecodedPixels(decoding: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))))
        return ImageSurface(pixels)
    }

    func testClosingTheWindowDrawsTheThumbnailWithoutRings() throws {
        try withBrowserOnScreen { scene in
            let byClose = try Self.thumbnail(of: scene) { $0.closeItem.perform() }
            let byWindow = try Self.thumbnail(of: scene) { Window.containing($0.canvas)?.close() }  // the ×
            XCTAssertEqual([byWindow.width, byWindow.height], [byClose.width, byClose.height])
            var differing = 0
            for y in 0..<byClose.height {
                for x in 0..<byClose.width {
                    let (a, b) = (byClose.pixel(x: x, y: y), byWindow.pixel(x: x, y: y))
                    if abs(Int(a.red) - Int(b.red)) + abs(Int(a.green) - Int(b.green)) + abs(Int(a.blue) - Int(b.blue))
                        > 24
                    {
                        differing += 1
                    }
                }
            }
            XCTAssertEqual(differing, 0, "closed by the window, the thumbnail is Close's: no ring drawn into it")
        }
    }
}
