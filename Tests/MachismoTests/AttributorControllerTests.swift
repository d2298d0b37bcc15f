import Foundation
import Gtk
@testable import Machismo
import Navigation
import class Notifications.NotificationCenter
import RichText
import Storage
import Storyboard
import XDGTestSupport
import TextStats
import XCTest

/// Attributor and Text Stats in a real window: the segue's preparation, Text
/// Stats following its text while on screen, the font observer living only while
/// Attributor is on screen, and the autosave when the page is left.
final class AttributorControllerTests: XCTestCase {
    private var home: TemporaryHome!

    override func setUpWithError() throws {
        home = try TemporaryHome("attributor")
    }

    override func tearDown() {
        home = nil
    }

    private func withAttributorOnScreen(_ body: @MainActor (AttributorScene) throws -> Void) throws {
        try AttributorScene.run(in: home, body)
    }

    func testStatsIsPreparedWithTheTextAndFollowsItWhileOnScreen() throws {
        try withAttributorOnScreen { scene in
            let attributor = scene.attributor
            var text = AttributedText("Hello colourful world")
            text.addAttribute(.color(.red), range: 0..<5)
            text.addAttribute(.outline(true), range: 6..<15)
            attributor.editor.textStorage.load(text)
            let stats = try XCTUnwrap(
                attributor.performSegue(
                    withIdentifier: AttributorViewController.Segue.analyzeText, sender: nil,
                    animated: false))
            XCTAssertEqual(stats.textToAnalyze, text, "prepare(for:sender:) hands over the text with its attributes")
            XCTAssertEqual(stats.statistics.colorfulCharacters, 5)
            XCTAssertEqual(stats.statistics.outlinedCharacters, 9)
            XCTAssertEqual(scene.window.title, "Text Stats")
            stats.textToAnalyze = AttributedText("two words", attributes: TextAttributes(color: .purple))
            XCTAssertEqual(stats.statistics.colorfulCharacters, 9, "the page follows a new text while on screen")
            XCTAssertEqual(stats.statistics.words, 2)
        }
    }

    func testInfoShowsTheDocumentInAPopoverOnItsButtonAndIsFreedWhenDismissed() throws {
        try withAttributorOnScreen { scene in
            let attributor = scene.attributor
            attributor.editor.textStorage.load(AttributedText("Hello colourful world"))
            let info = try XCTUnwrap(attributor.navigationItem.rightBarButtonItems.first { $0.title == "Info" })
            XCTAssertEqual(info.iconName, "document-properties-symbolic")
            XCTAssertFalse(
                attributor.segueDestinations.contains { $0.contains("info") },
                "a popover is in no restoration path")
            weak var weakPage: DocumentInfoViewController?
            do {
                let page = try XCTUnwrap(
                    attributor.performSegue(
                        withIdentifier: AttributorViewController.Segue.showDocumentInfo, sender: nil))
                weakPage = page
                XCTAssertTrue(page.document === attributor.document, "prepare hands the page the document")
                XCTAssertEqual(page.popoverPresentationController?.adaptedStyle, .popover)
                XCTAssertEqual(page.popoverPresentationController?.permittedArrowDirections, .up)
                let name = attributor.document.name
                XCTAssertEqual(page.shownLines, [name, "Not saved yet", "21 characters", "3 words"])
                XCTAssertTrue(attributor.document.save())
                iterateMainLoop(until: { page.shownLines.count == 6 }, timeout: 5)  // the page observes the document
                let lines = page.shownLines
                XCTAssertEqual(lines.count, 6, "a saved document has its times, shown as soon as it is saved: \(lines)")
                XCTAssertEqual(
                    lines[1], FileFacts.formatSize(FileFacts.read(path: attributor.document.fileURL.path)!.size))
                XCTAssertEqual(scene.window.title, "Attributor", "a popover is not a page of the stack")
                page.dismiss(animated: false)
            }
            XCTAssertNil(weakPage, "the dismissed page is freed")
        }
    }

    func testDocumentInfoWritesSizesAndTimesThroughGLib() {
        XCTAssertEqual(DocumentInfoViewController.fileLines(nil).size, "Not saved yet")
        XCTAssertEqual(FileFacts.formatSize(108), "108 bytes")
        XCTAssertEqual(FileFacts.formatSize(4_100), "4.1\u{00A0}kB", "GLib keeps number and unit together")
        let lines = DocumentInfoViewController.fileLines(FileFacts(size: 2_000_000, created: nil, modified: 0))
        XCTAssertEqual(lines.size, "2.0\u{00A0}MB")
        XCTAssertEqual(lines.created, "Unknown")
        XCTAssertEqual(lines.modified, LocalDate.format(0, "%-d %b %Y %H:%M"))
    }

    func testFontsAreObservedOnlyWhileAttributorIsOnScreen() throws {
        try withAttributorOnScreen { scene in
            let attributor = scene.attributor
            let fonts = scene.fonts
            let onScreen = scene.center.observerCount
            XCTAssertEqual(attributor.appliedBodySize, PreferredFonts.bodyPoints)
            fonts.zoomIn()
            XCTAssertEqual(attributor.appliedBodySize, PreferredFonts.bodyPoints * 1.1, "re-fonted on the notification")
            attributor.performSegue(
                withIdentifier: AttributorViewController.Segue.analyzeText, sender: nil, animated: false)
            XCTAssertEqual(scene.center.observerCount, onScreen - 1, "viewWillDisappear removed the font observer")
            fonts.zoomIn()
            XCTAssertEqual(attributor.appliedBodySize, PreferredFonts.bodyPoints * 1.1, "not re-fonted off screen")
            scene.navigation.popViewController(animated: false)
            XCTAssertEqual(scene.center.observerCount, onScreen)
            XCTAssertEqual(attributor.appliedBodySize, PreferredFonts.bodyPoints * 1.25, "re-fonted on appearing")
        }
    }

    func testTheFontStyleIsInstalledWhenAnAttributorIsMadeBeforeItsViewLoads() throws {
        let home = home!
        try MainActor.assumeIsolated {
            guard initializeGtk() else { throw XCTSkip("no display") }
            let directories = home.directories
            let fonts = PreferredFonts(settings: SettingsStore(directories: directories), center: NotificationCenter())
            fonts.zoomIn()
            let attributor = AttributorViewController(directories: directories, fonts: fonts)
            XCTAssertFalse(attributor.isViewLoaded)
            // Installed at start-up, not on the first visit, where it would restyle the whole window.
            let css = try? XCTUnwrap(AttributorViewController.fontCSS)
            XCTAssertTrue(css?.contains("font-size: \(fonts.bodySize)pt") == true, css ?? "no font style")
            XCTAssertTrue(css?.contains("font-size: \(fonts.headlineSize)pt") == true, css ?? "no font style")
        }
    }

    func testTheDesktopsTextScalingIsPostedAndFollowed() throws {
        try withAttributorOnScreen { scene in
            let attributor = scene.attributor
            let fonts = scene.fonts
            var posted = 0
            let observer = scene.center.addObserver(forName: .preferredFontsChanged) { _ in posted += 1 }
            defer { observer.remove() }
            fonts.followDesktopTextScale()
            let width = attributor.headline.naturalWidth
            let scale = DesktopSettings.textScale
            DesktopSettings.setTextScale(scale * 1.5)
            defer { DesktopSettings.setTextScale(scale) }
            XCTAssertEqual(posted, 1, "the desktop's change is posted as a notification")
            XCTAssertGreaterThan(Double(attributor.headline.naturalWidth), Double(width) * 1.3, "the headline grows")
        }
    }

    func testLeavingThePageSavesTheDocument() throws {
        try withAttributorOnScreen { scene in
            let attributor = scene.attributor
            attributor.editor.buffer.text = "Keep me"
            XCTAssertEqual(attributor.document.documentState, .edited)
            attributor.performSegue(
                withIdentifier: AttributorViewController.Segue.analyzeText, sender: nil, animated: false)
            XCTAssertEqual(attributor.document.documentState, .saved)
            let saved = try AttributedText(document: Data(contentsOf: attributor.document.fileURL))
            XCTAssertEqual(saved.string, "Keep me")
        }
    }
}
