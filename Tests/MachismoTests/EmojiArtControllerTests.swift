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

/// EmojiArt in a real window: New Document presents the document page modally and
/// Close frees it; the canvas's notification marks the document edited and the
/// autosave writes it; undo and redo; the content-size observation stops with its
/// token; Image Drop Failed with Keep Warning and Stop Warning.
final class EmojiArtControllerTests: XCTestCase {
    private var folder: URL!

    override func setUp() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("machismo-emojiart-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    @MainActor
    private struct Scene {
        let browser: EmojiArtBrowserViewController
        let center: Notifications.NotificationCenter
        let alerts: AlertPresenter
        let storyboard: StoryboardWindow

        /// New Document, and the document page it presented.
        func newDocument() throws -> EmojiArtViewController {
            browser.newItem.perform()
            return try XCTUnwrap(browser.root.presentedViewController as? EmojiArtViewController)
        }
    }

    private func withBrowserOnScreen(_ body: @MainActor (Scene) throws -> Void) throws {
        let folder = folder!
        try MainActor.assumeIsolated {
            let center = Notifications.NotificationCenter()
            let browser = EmojiArtBrowserViewController(library: EmojiArtLibrary(folder: folder), center: center)
            let navigation = NavigationController(rootViewController: browser)
            let (window, storyboard) = try makeTestWindow(root: navigation)
            defer {
                storyboard.disappear()
                window.destroy()
            }
            try body(Scene(browser: browser, center: center, alerts: storyboard.alertPresenter, storyboard: storyboard))
        }
    }

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
                XCTAssertFalse(scene.browser.segueDestinations.contains { $0.contains("document") },
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
            XCTAssertEqual(scene.browser.tiles.map(\.entry.name), ["Untitled"], "the browser shows the new document")
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
            settleMainLoop(seconds: EmojiArtViewController.autosaveDelay + 0.3)
            XCTAssertFalse(document.hasUnsavedChanges, "autosaved a second after the change")
            XCTAssertEqual(page.navigationItem.subtitle, "Saved")
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

    func testTheContentSizeObservationStopsWithItsToken() throws {
        try withBrowserOnScreen { scene in
            let page = try scene.newDocument()
            let canvas = page.canvas
            XCTAssertEqual(canvas.contentSizeObserverCount, 1, "observed while on screen")
            canvas.zoom = 2
            settleMainLoop()
            XCTAssertEqual(canvas.contentSize.width, 1600)
            let request = canvas.sizeRequest
            XCTAssertEqual([request.width, request.height], [1600, 1200], "the observation sized the scrolled content")
            page.dismiss(animated: false)
            XCTAssertEqual(canvas.contentSizeObserverCount, 0, "the token released on disappearing ends it")
            XCTAssertNil(page.sizeObservation)
        }
    }

    func testAFailedDropWarnsUntilStopped() throws {
        try withBrowserOnScreen { scene in
            let page = try scene.newDocument()
            page.backgroundLoaded(.failure(.notAnImage), name: "notes.txt")
            let alert = try XCTUnwrap(scene.alerts.current)
            XCTAssertEqual(alert.title, "Image Drop Failed")
            XCTAssertTrue(alert.message?.hasSuffix("Show this warning in the future?") == true)
            XCTAssertEqual(alert.orderedActions.map(\.title), ["Keep Warning", "Stop Warning"])
            XCTAssertEqual(alert.orderedActions[1].style, .destructive)
            scene.alerts.finish(alert, choosing: alert.cancelAction)
            XCTAssertTrue(page.isDropWarningOn)
            page.backgroundLoaded(.failure(.tooLarge), name: "huge.png")
            let again = try XCTUnwrap(scene.alerts.current)
            scene.alerts.finish(again, choosing: again.orderedActions[1])
            XCTAssertFalse(page.isDropWarningOn)
            page.backgroundLoaded(.failure(.unreadable), name: "gone.png")
            XCTAssertNil(scene.alerts.current, "silent after Stop Warning")
            page.dismiss(animated: false)
        }
    }

    func testABackgroundImageSetsTheCanvasSize() throws {
        try withBrowserOnScreen { scene in
            let page = try scene.newDocument()
            // A 1×1 PNG, one pixel.
            let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")!
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
}
