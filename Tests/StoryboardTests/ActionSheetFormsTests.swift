import Alerts
import Gtk
import Navigation
@testable import Storyboard
import XCTest

/// What the Alerts documentation promises of an action sheet ("Return, Escape and the
/// focus"), checked in each form it takes, with real keys under Xvfb: a popover on a view,
/// a popover on a bar button item's button, and a modal dialog (no anchor on screen). In
/// each: the title shows, the destructive action is red (`destructive-action`), the focus
/// does not start on it, Return does not choose it (even as the preferred action), and
/// Escape cancels without going back in the stack under it.
final class ActionSheetFormsTests: XCTestCase {
    private enum Form: CaseIterable {
        case popoverOnView, popoverOnBarButtonItem, modal
    }

    @MainActor
    private static func anchor(for form: Form, page: BookPage) -> PopoverAnchor? {
        switch form {
        case .popoverOnView: .view(page.text, rect: nil)
        case .popoverOnBarButtonItem: .barButtonItem(page.delete)
        case .modal: nil
        }
    }

    func testEveryFormShowsTheTitleKeepsTheFocusOffTheDestructiveActionAndEscapeCancels() throws {
        try MainActor.assumeIsolated {
            let navigation = NavigationController(rootViewController: LabelPage("Books"))
            let (window, scene) = try makeWindow(root: navigation)
            let page = BookPage("Dune")
            window.defaultSize = (800, 600)
            navigation.push(page, animated: false)
            settle()
            let windows = scene.alertWindows
            for form in Form.allCases {
                // Return first.
                page.journal = []
                let sheet = page.sheet()
                page.present(sheet, anchoredTo: Self.anchor(for: form, page: page))
                settle()
                let popover = windows.popover(of: sheet)
                let dialog = windows.window(of: sheet)
                XCTAssertEqual(popover != nil, form != .modal, "\(form): a popover when anchored, else a window")
                XCTAssertEqual(dialog != nil, form == .modal, "\(form)")
                let heading = try XCTUnwrap(windows.heading(of: sheet), "\(form)")
                XCTAssertEqual(heading.text, "Delete “Sky”?", "\(form)")
                XCTAssertTrue(heading.isMapped, "\(form): the title shows")
                let delete = try button("Delete", of: sheet, in: windows)
                XCTAssertTrue(delete.hasCSSClass("destructive-action"), "\(form): red")
                XCTAssertFalse(delete.hasFocus, "\(form): the focus is not on Delete")
                if let popover {
                    XCTAssertNil(popover.focusWidget, "\(form): no choice has the focus")
                } else {
                    XCTAssertTrue(try button("Cancel", of: sheet, in: windows).hasFocus, "\(form): Cancel has it")
                    XCTAssertNil(dialog?.defaultWidget, "\(form): no default button")
                }
                try pressKey("Return")
                XCTAssertFalse(page.journal.contains("Delete"), "\(form): Return did not delete")
                if form == .modal {
                    XCTAssertEqual(page.journal, ["Cancel"], "\(form): Return pressed the focused Cancel")
                } else {
                    XCTAssertEqual(page.journal, [], "\(form): Return chose nothing")
                    XCTAssertTrue(popover?.isShown == true, "\(form): the sheet is still up")
                    scene.alertPresenter.finish(sheet, choosing: nil)
                }
                settle(seconds: PopoverRendering.unparentDelay + 0.2)

                // Then Escape.
                page.journal = []
                let second = page.sheet()
                page.present(second, anchoredTo: Self.anchor(for: form, page: page))
                settle()
                try pressKey("Escape")
                iterateMainLoop(until: { !page.journal.isEmpty }, timeout: 5)
                XCTAssertEqual(page.journal, ["Cancel"], "\(form): Escape cancels")
                XCTAssertNil(windows.popover(of: second), "\(form)")
                XCTAssertNil(windows.window(of: second), "\(form)")
                XCTAssertEqual(navigation.viewControllers.count, 2, "\(form): Escape did not go back too")
                settle(seconds: PopoverRendering.unparentDelay + 0.2)
            }
            scene.disappear()
            window.destroy()
        }
    }
}
