import CGtk
import GLibTestSupport
import Gtk
import Navigation
@testable import Storyboard
import XCTest

/// A page with a scrolled form of two text fields (GTK puts a viewport between the
/// scrolled window and the form, which scrolls to the focus on every focus change).
@MainActor
final class FormPage: ViewController {
    let first = Entry()
    let second = Entry()
    var probe: FinalizationProbe?

    override func loadView() -> PlatformView {
        let form = Box(.vertical, spacing: 6)
        form.append(first)
        form.append(second)
        let scroller = ScrolledWindow()
        scroller.child = form
        probe = FinalizationProbe(second)
        return scroller
    }
}

/// What GTK keeps pointers to while the app takes widgets away: the window's focus widget
/// (a text field of a page popped and freed, which GTK 4.8 replaces only after the next
/// frame), a viewport's scroll to the focus (which, handed a text field's inner `GtkText`
/// left without its field, would pass a missing parent to `gtk_widget_compute_bounds`), and
/// a popover's anchor (a bar button taken off the screen while its popover shows). Each
/// is taken away while the pointer is held and then exercised, under
/// `G_DEBUG=fatal-criticals`: no warning or critical.
final class DestroyedTargetsTests: XCTestCase {
    func testAPoppedPageWhoseTextFieldHasTheFocusLeavesNoCriticalAsTheFocusMoves() throws {
        try MainActor.assumeIsolated {
            for animated in [false, true] {
                let navigation = NavigationController(rootViewController: FormPage())
                let (window, scene) = try makeWindow(root: navigation)
                window.defaultSize = (600, 400)
                settle()
                let probe: FinalizationProbe?
                do {
                    let page = FormPage()
                    navigation.push(page, animated: false)
                    settle()
                    XCTAssertTrue(page.second.grabFocus())
                    settle()
                    XCTAssertTrue(page.second.containsFocus)
                    probe = page.probe
                }
                let mark = GLibWarnings.mark()
                XCTAssertNotNil(navigation.popViewController(animated: animated))
                // Before GTK's next frame moves the focus off the page: the keyboard moves it,
                // by Tab and by the arrows (which measure from the old focus widget).
                for direction in [GTK_DIR_TAB_FORWARD, GTK_DIR_DOWN, GTK_DIR_UP, GTK_DIR_TAB_BACKWARD] {
                    _ = gtk_widget_child_focus(window.widget, direction)
                }
                let root = navigation.viewControllers[0] as! FormPage
                XCTAssertTrue(root.first.grabFocus())
                XCTAssertTrue(
                    iterateMainLoop(until: { probe?.isFinalized == true }, timeout: 10),
                    "the popped page's field is finalized")
                for direction in [GTK_DIR_TAB_FORWARD, GTK_DIR_DOWN, GTK_DIR_UP] {
                    _ = gtk_widget_child_focus(window.widget, direction)
                }
                settle()
                XCTAssertEqual(GLibWarnings.since(mark), [], "animated: \(animated)")
                scene.disappear()
                window.destroy()
            }
        }
    }

    func testABarButtonTakenAwayWhileItsPopoverShowsLeavesNoCritical() throws {
        try MainActor.assumeIsolated {
            let (editor, navigation, window, scene) = try makeEditorWindow(width: 1000)
            defer {
                scene.disappear()
                window.destroy()
            }
            let info = try XCTUnwrap(editor.performSegue(withIdentifier: InfoSourcePage.showDocumentInfo, sender: nil))
            settle()
            let popover = try XCTUnwrap(scene.popovers.popover(showing: info))
            XCTAssertTrue(popover.isShown)
            let mark = GLibWarnings.mark()
            // Other items take the bar: the Info button leaves the screen (kept as a spare, hidden).
            for round in 0..<3 {
                editor.navigationItem.rightBarButtonItems = (0..<6).map { index in
                    BarButtonItem(title: "Item \(round).\(index)", customView: { Label("Item \(round).\(index)") })
                }
                settle()
            }
            XCTAssertTrue(
                iterateMainLoop(until: { navigation.presentedViewController == nil }, timeout: 5),
                "the popover closed with its button, and its page was dismissed")
            XCTAssertFalse(popover.isShown)
            XCTAssertNil(popover.pointedRectangle)
            settle(seconds: PopoverRendering.unparentDelay + 0.2)
            XCTAssertEqual(GLibWarnings.since(mark), [])
        }
    }
}
