import Gtk
import Navigation
@testable import Storyboard
import XCTest

/// A page with an Info button whose popover segue shows a `JournalPage`.
@MainActor
final class InfoSourcePage: ViewController {
    let info = BarButtonItem(title: "Info", iconName: "document-properties-symbolic") {}
    weak var popoverDelegate: PopoverPresentationControllerDelegate?
    var journal: [String] = []

    static let showDocumentInfo = SegueIdentifier<JournalPage>("Show Document Info")
    static let showWord = SegueIdentifier<JournalPage>("Show Word")

    override init() {
        super.init()
        title = "Editor"
        navigationItem.rightBarButtonItems = [BarButtonItem(title: "Stats") {}, info]
        registerSegue(Self.showDocumentInfo, kind: .popover(.barButtonItem(info), arrowDirections: .up)) {
            [unowned self] in JournalPage(source: self)
        }
    }

    override func loadView() -> PlatformView { Label("The editor") }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        segue.destination(for: Self.showDocumentInfo)?.text = "Notes: 12 words"
        segue.destination.popoverPresentationController?.delegate = popoverDelegate
    }
}

/// A page that writes its lifecycle to its source's journal, and whose view can be probed.
@MainActor
final class JournalPage: ViewController {
    unowned let source: InfoSourcePage
    var text = ""
    var probe: FinalizationProbe?

    init(source: InfoSourcePage) {
        self.source = source
        super.init()
        title = "Document Info"
    }

    override func loadView() -> PlatformView {
        let box = Box(.vertical)
        let label = Label(text)
        label.setSizeRequest(width: 560, height: -1)
        box.append(label)
        probe = FinalizationProbe(box)
        return box
    }

    override func viewWillAppear(_ animated: Bool) { source.journal.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { source.journal.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { source.journal.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { source.journal.append("viewDidDisappear") }
}

/// An `InfoSourcePage` at the root of a stack in a real window of `width`, laid out.
@MainActor
func makeEditorWindow(width: Int) throws -> (InfoSourcePage, NavigationController, Window, StoryboardWindow) {
    let editor = InfoSourcePage()
    let navigation = NavigationController(rootViewController: editor)
    let (window, scene) = try makeWindow(root: navigation)
    window.defaultSize = (width, 600)
    settle()
    return (editor, navigation, window, scene)
}

/// Always the same style, whatever the window.
@MainActor
final class FixedStyle: PopoverPresentationControllerDelegate {
    let style: ModalPresentationStyle
    init(_ style: ModalPresentationStyle) { self.style = style }
    func adaptivePresentationStyle(
        for controller: PopoverPresentationController,
        in environment: PresentationEnvironment
    ) -> ModalPresentationStyle { style }
}

/// Popover segues rendered as real GtkPopovers under Xvfb, and their adaptation.
final class PopoverPresentationTests: XCTestCase {
    func testAPopoverPointsAtItsButtonAndAPopdownDismissesAndFreesIt() throws {
        try MainActor.assumeIsolated {
            let (editor, navigation, window, scene) = try makeEditorWindow(width: 1000)
            weak var weakInfo: ViewController?
            var probe: FinalizationProbe?
            var popover: Popover?
            do {
                let info = try XCTUnwrap(
                    editor.performSegue(withIdentifier: InfoSourcePage.showDocumentInfo, sender: nil))
                weakInfo = info
                settle()
                XCTAssertEqual(editor.journal, ["viewWillAppear", "viewDidAppear"])
                XCTAssertTrue(navigation.presentedViewController === info)
                XCTAssertTrue(info.presentingViewController === navigation)
                XCTAssertEqual(info.popoverPresentationController?.adaptedStyle, .popover)
                popover = scene.popovers.popover(showing: info)
                let infoButton = try XCTUnwrap(scene.button(for: editor.info))
                XCTAssertTrue(popover?.isChild(of: infoButton) == true, "anchored to the Info button")
                XCTAssertTrue(popover?.isShown == true)
                XCTAssertEqual(popover?.side, .bottom, "an arrow pointing up: below the button")
                XCTAssertEqual(popover?.autohides, true, "a click outside or Escape closes it")
                XCTAssertEqual(popover?.accessibleLabel, "Document Info")
                probe = info.probe
                XCTAssertTrue(scene.popovers.isShowingPopover)
            }
            editor.journal = []
            let popoverProbe = popover.map { FinalizationProbe($0) }
            popover?.popdown()  // what a click outside or Escape does
            popover = nil
            // Until the popover has left its button too: a window destroyed while a popover
            // hidden by code still waits to leave would leave GTK's tooltip on a surface gone.
            iterateMainLoop(until: { probe?.isFinalized == true && popoverProbe?.isFinalized == true }, timeout: 30)
            XCTAssertEqual(popoverProbe?.isFinalized, true, "the popover left its button and was finalized")
            XCTAssertEqual(editor.journal, ["viewWillDisappear", "viewDidDisappear"])
            XCTAssertNil(navigation.presentedViewController)
            XCTAssertNil(weakInfo, "the dismissed controller is freed")
            XCTAssertEqual(probe?.isFinalized, true, "its view was finalized")
            XCTAssertFalse(scene.popovers.isShowingPopover)
            scene.disappear()
            window.destroy()
        }
    }

    func testDismissFromCodePopsItDownAndAFreshOneComesNextTime() throws {
        try MainActor.assumeIsolated {
            let (editor, navigation, window, scene) = try makeEditorWindow(width: 1000)
            weak var first: ViewController?
            var popoverProbe: FinalizationProbe?
            do {
                let info = try XCTUnwrap(
                    editor.performSegue(withIdentifier: InfoSourcePage.showDocumentInfo, sender: nil))
                first = info
                settle()
                popoverProbe = scene.popovers.popover(showing: info).map { FinalizationProbe($0) }
                navigation.dismiss(animated: true)
            }
            XCTAssertNil(first, "freed at once")
            iterateMainLoop(until: { popoverProbe?.isFinalized == true }, timeout: 30)
            XCTAssertEqual(popoverProbe?.isFinalized, true, "the popover left its button and was finalized")
            let second = editor.performSegue(withIdentifier: InfoSourcePage.showDocumentInfo, sender: nil)
            XCTAssertNotNil(second)
            settle()
            XCTAssertTrue(second.flatMap { scene.popovers.popover(showing: $0) }?.isShown == true)
            second?.dismiss()
            settle(seconds: PopoverRendering.unparentDelay + 0.2)
            scene.disappear()
            window.destroy()
        }
    }

    func testANarrowWindowAdaptsToAModalPageWithDone() throws {
        try MainActor.assumeIsolated {
            let (editor, navigation, window, scene) = try makeEditorWindow(width: 500)
            weak var weakInfo: ViewController?
            var probe: FinalizationProbe?
            do {
                let info = try XCTUnwrap(
                    editor.performSegue(withIdentifier: InfoSourcePage.showDocumentInfo, sender: nil))
                weakInfo = info
                settle()
                XCTAssertEqual(window.defaultSize.width, 500)
                XCTAssertEqual(info.popoverPresentationController?.adaptedStyle, .automatic)
                XCTAssertNil(scene.popovers.popover(showing: info))
                let modal = scene.window(showing: info)
                XCTAssertFalse(modal === window)
                XCTAssertTrue(modal.isTransient(for: window))
                XCTAssertEqual(modal.title, "Document Info")
                let done = try XCTUnwrap(scene.popovers.doneButton(of: info))
                XCTAssertEqual(done.label, "Done")
                XCTAssertTrue(done.hasCSSClass("suggested-action"))
                probe = info.probe
                editor.journal = []
                done.click()
            }
            settle()
            XCTAssertEqual(editor.journal, ["viewWillDisappear", "viewDidDisappear"])
            XCTAssertNil(navigation.presentedViewController)
            XCTAssertNil(weakInfo)
            XCTAssertEqual(probe?.isFinalized, true)
            scene.disappear()
            window.destroy()
        }
    }

    func testAPopoverPointsAtARectangleOfAView() throws {
        try MainActor.assumeIsolated {
            let (editor, _, window, scene) = try makeEditorWindow(width: 1000)
            let source = try XCTUnwrap(editor.view as? Widget)
            let rect = ViewRect(x: 10, y: 2, width: 30, height: 12)
            editor.registerSegue(
                InfoSourcePage.showWord, kind: .popover(.view(source, rect: rect), arrowDirections: [.left, .right])
            ) {
                [unowned editor] in JournalPage(source: editor)
            }
            let again = try XCTUnwrap(editor.performSegue(withIdentifier: InfoSourcePage.showWord, sender: nil))
            XCTAssertEqual(again.popoverPresentationController?.sourceRect, rect)
            settle()
            let popover = try XCTUnwrap(scene.popovers.popover(showing: again))
            XCTAssertTrue(popover.isChild(of: source), "anchored to the view")
            XCTAssertEqual(popover.side, .right, "an arrow pointing left: after the view")
            let pointed = try XCTUnwrap(popover.pointedRectangle)
            XCTAssertEqual([pointed.x, pointed.y, pointed.width, pointed.height], [10, 2, 30, 12])
            XCTAssertTrue(popover.isShown)
            again.dismiss()
            settle(seconds: PopoverRendering.unparentDelay + 0.2)
            scene.disappear()
            window.destroy()
        }
    }

    func testADelegateChoosesTheStyle() throws {
        try MainActor.assumeIsolated {
            let (editor, _, window, scene) = try makeEditorWindow(width: 1000)
            let modal = FixedStyle(.automatic)
            editor.popoverDelegate = modal
            let wide = try XCTUnwrap(editor.performSegue(withIdentifier: InfoSourcePage.showDocumentInfo, sender: nil))
            settle()
            XCTAssertNil(scene.popovers.popover(showing: wide), "a modal page in a wide window")
            XCTAssertNotNil(scene.popovers.doneButton(of: wide))
            wide.dismiss()
            settle()

            window.defaultSize = (500, 600)
            let popover = FixedStyle(.popover)
            editor.popoverDelegate = popover
            let narrow = try XCTUnwrap(
                editor.performSegue(withIdentifier: InfoSourcePage.showDocumentInfo, sender: nil))
            settle()
            XCTAssertEqual(scene.popovers.popover(showing: narrow)?.isShown, true, "a popover kept in a narrow window")
            narrow.dismiss()
            settle(seconds: PopoverRendering.unparentDelay + 0.2)
            scene.disappear()
            window.destroy()
        }
    }
}
