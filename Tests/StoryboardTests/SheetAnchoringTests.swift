import Alerts
import CGtk
import Gtk
import Navigation
@testable import Storyboard
import XCTest

/// A book's page: Delete (destructive, Ctrl+D) and Share in the header bar, Move in the
/// toolbar, and a row of text in its view. Delete asks in an action sheet on its button.
@MainActor
final class BookPage: ViewController {
    let share = BarButtonItem(title: "Share", iconName: "emblem-shared-symbolic") {}
    let delete = BarButtonItem(title: "Delete", style: .destructive, accelerator: "<Control>d") {}
    let move = BarButtonItem(title: "Move") {}
    let text = Label("Dune, Frank Herbert")
    /// What the sheets' actions and the items' actions did, in order.
    var journal: [String] = []

    init(_ title: String) {
        super.init()
        self.title = title
        navigationItem.rightBarButtonItems = [delete, share]
        toolbarItems = [move]
        delete.action = { [unowned self] in
            journal.append("Delete item")
            present(sheet(), from: delete)
        }
    }

    override func loadView() -> PlatformView {
        let box = Box(.vertical, spacing: 12)
        box.setMargins(24)
        box.append(text)
        return box
    }

    /// Delete (destructive, even made the preferred action), Keep and Cancel.
    func sheet() -> Alert {
        let sheet = deletingAlert(style: .actionSheet) { [unowned self] in journal.append($0) }
        sheet.preferredAction = sheet.actions[0]  // Return never deletes, even so
        return sheet
    }
}

/// Action sheets presented from a bar button item or a rectangle of a view: a popover
/// pointing at the item's button (which keeps its style and accelerator) or the
/// rectangle, and a modal sheet when the anchor is not on screen.
final class SheetAnchoringTests: XCTestCase {
    @MainActor
    private static func bookWindow() throws -> (BookPage, NavigationController, Window, StoryboardWindow) {
        let navigation = NavigationController(rootViewController: LabelPage("Books"))
        let (window, scene) = try makeWindow(root: navigation)
        let page = BookPage("Dune")  // its label once GTK has started
        window.defaultSize = (800, 600)
        navigation.push(page, animated: false)
        settle()
        return (page, navigation, window, scene)
    }

    func testASheetFromAHeaderBarItemPointsAtItsButtonWhichKeepsItsStyleAndAccelerator() throws {
        try MainActor.assumeIsolated {
            let (page, navigation, window, scene) = try Self.bookWindow()
            let deleteButton = try XCTUnwrap(scene.button(for: page.delete) as? Button)
            deleteButton.click()  // as the user does
            XCTAssertEqual(page.journal, ["Delete item"])
            let sheet = try XCTUnwrap(scene.alertPresenter.current)
            let popover = try XCTUnwrap(scene.alertWindows.popover(of: sheet), "a popover, not a window")
            XCTAssertTrue(popover.isChild(of: deleteButton), "pointing at the Delete button")
            XCTAssertNil(popover.pointedRectangle, "at the whole button")
            settle()
            XCTAssertTrue(popover.isShown)
            XCTAssertTrue(deleteButton.hasCSSClass("destructive-action"), "the button keeps its red")
            XCTAssertEqual(deleteButton.tooltip, "Delete (Ctrl+D)", "and its accelerator in the tooltip")
            try button("Keep", of: sheet, in: scene.alertWindows).click()
            XCTAssertEqual(page.journal, ["Delete item", "Keep"], "the sheet's action ran")
            XCTAssertNil(scene.alertWindows.popover(of: sheet))
            settle(seconds: PopoverRendering.unparentDelay + 0.2)
            XCTAssertFalse(popover.hasParent, "the popover left the button")
            XCTAssertTrue(deleteButton.hasCSSClass("destructive-action"))
            XCTAssertEqual(deleteButton.tooltip, "Delete (Ctrl+D)")
            // The accelerator still runs the item, which opens a fresh sheet on the button.
            try pressKey("ctrl+d")
            XCTAssertEqual(page.journal, ["Delete item", "Keep", "Delete item"])
            let again = try XCTUnwrap(scene.alertPresenter.current)
            XCTAssertTrue(scene.alertWindows.popover(of: again)?.isChild(of: deleteButton) == true)
            scene.alertPresenter.finish(again, choosing: nil)
            XCTAssertEqual(navigation.viewControllers.count, 2)
            settle(seconds: PopoverRendering.unparentDelay + 0.2)
            scene.disappear()
            window.destroy()
        }
    }

    func testASheetFromAToolbarItemPointsAtItsToolbarButton() throws {
        try MainActor.assumeIsolated {
            let (page, navigation, window, scene) = try Self.bookWindow()
            let view = try XCTUnwrap(navigation.view as? NavigationView)
            let moveButton = try XCTUnwrap(view.toolbarButtonWidgets.first)
            XCTAssertTrue(scene.button(for: page.move) === moveButton)
            let sheet = page.sheet()
            page.present(sheet, from: page.move)
            let popover = try XCTUnwrap(scene.alertWindows.popover(of: sheet))
            XCTAssertTrue(popover.isChild(of: moveButton))
            settle()
            try button("Delete", of: sheet, in: scene.alertWindows).click()
            XCTAssertEqual(page.journal, ["Delete"])
            settle(seconds: PopoverRendering.unparentDelay + 0.2)
            scene.disappear()
            window.destroy()
        }
    }

    func testASheetFromAModalPagesHeaderBarItemPointsAtItsButton() throws {
        try MainActor.assumeIsolated {
            let (_, navigation, window, scene) = try Self.bookWindow()
            let modal = BookPage("Sky")
            navigation.present(modal, animated: false)
            settle()
            let modalWindow = scene.window(showing: modal)
            XCTAssertFalse(modalWindow === window)
            let deleteButton = try XCTUnwrap(scene.button(for: modal.delete))
            modal.delete.perform()
            let sheet = try XCTUnwrap(scene.alertPresenter.current)
            let popover = try XCTUnwrap(scene.alertWindows.popover(of: sheet))
            XCTAssertTrue(popover.isChild(of: deleteButton), "on the modal page's Delete button")
            settle()
            XCTAssertTrue(popover.isShown)
            scene.alertPresenter.finish(sheet, choosing: nil)
            XCTAssertEqual(modal.journal, ["Delete item", "Cancel"])
            settle(seconds: PopoverRendering.unparentDelay + 0.2)
            scene.disappear()
            window.destroy()
        }
    }

    func testASheetFromARectangleOfAViewPointsAtIt() throws {
        try MainActor.assumeIsolated {
            let (page, _, window, scene) = try Self.bookWindow()
            let rect = ViewRect(x: 40, y: 2, width: 30, height: 14)
            let sheet = page.sheet()
            page.present(sheet, from: page.text, sourceRect: rect)
            let popover = try XCTUnwrap(scene.alertWindows.popover(of: sheet))
            XCTAssertTrue(popover.isChild(of: page.text), "anchored to the view")
            let pointed = try XCTUnwrap(popover.pointedRectangle)
            XCTAssertEqual([pointed.x, pointed.y, pointed.width, pointed.height], [40, 2, 30, 14])
            settle()
            XCTAssertTrue(popover.isShown)
            popover.popdown()  // a click outside
            settle()
            XCTAssertEqual(page.journal, ["Cancel"])
            settle(seconds: PopoverRendering.unparentDelay + 0.2)
            scene.disappear()
            window.destroy()
        }
    }

    /// Right to left (Arabic), the header bar puts Delete at its left end: the sheet still
    /// shows under it, where the bar put it, as it does at the right end left to right.
    func testTheSheetShowsUnderItsItemsButtonInEitherDirection() throws {
        try MainActor.assumeIsolated {
            defer { Widget.setDefaultDirection(nil) }
            for direction in [TextDirection.leftToRight, .rightToLeft] {
                Widget.setDefaultDirection(direction)
                let (page, _, window, scene) = try Self.bookWindow()
                let deleteButton = try XCTUnwrap(scene.button(for: page.delete))
                let sheet = page.sheet()
                page.present(sheet, from: page.delete)
                settle()
                let popover = try XCTUnwrap(scene.alertWindows.popover(of: sheet))
                XCTAssertTrue(popover.isShown)
                let button = try XCTUnwrap(Self.frame(of: deleteButton, in: window))
                let bubble = try XCTUnwrap(Self.frame(ofPopover: popover))
                let centre = button.x + button.width / 2
                let width = window.width
                if direction == .rightToLeft {
                    XCTAssertLessThan(centre, width / 2, "Delete is at the left end right to left")
                } else {
                    XCTAssertGreaterThan(centre, width / 2, "Delete is at the right end left to right")
                }
                // The window is far from the screen's edges: the bubble is centred on the button.
                XCTAssertLessThanOrEqual(abs(bubble.x + bubble.width / 2 - centre), 4, "\(direction): at the button")
                XCTAssertGreaterThanOrEqual(bubble.y, button.y + button.height / 2, "\(direction): under it")
                scene.alertPresenter.finish(sheet, choosing: nil)
                settle(seconds: PopoverRendering.unparentDelay + 0.2)
                scene.disappear()
                window.destroy()
            }
        }
    }

    /// `widget`'s frame in the surface of `window`.
    @MainActor
    private static func frame(of widget: Widget, in window: Window) -> (x: Int, y: Int, width: Int, height: Int)? {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget.widget, window.widget, &bounds) != 0 else { return nil }
        var dx = 0.0
        var dy = 0.0
        gtk_native_get_surface_transform(OpaquePointer(window.widget), &dx, &dy)
        return (
            Int(Double(bounds.origin.x) + dx), Int(Double(bounds.origin.y) + dy), Int(bounds.size.width),
            Int(bounds.size.height)
        )
    }

    /// `popover`'s surface, in the coordinates of its parent's surface.
    @MainActor
    private static func frame(ofPopover popover: Popover) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard let surface = gtk_native_get_surface(OpaquePointer(popover.widget)) else { return nil }
        return (
            Int(gdk_popup_get_position_x(surface)), Int(gdk_popup_get_position_y(surface)),
            Int(gdk_surface_get_width(surface)), Int(gdk_surface_get_height(surface))
        )
    }

    /// The item's page is under another in the stack, the item is in no bar, the view is
    /// in no window: the sheet is a modal dialog over the window, and works as one.
    func testASheetWhoseAnchorIsNotOnScreenIsAModalDialog() throws {
        try MainActor.assumeIsolated {
            let (page, navigation, window, scene) = try Self.bookWindow()
            navigation.push(LabelPage("Notes"), animated: false)
            settle()
            XCTAssertNil(scene.button(for: page.delete), "its page is not shown")
            let unlisted = BarButtonItem(title: "Unlisted") {}
            let anchors: [PopoverAnchor] = [
                .barButtonItem(page.delete), .barButtonItem(unlisted), .view(Label("Nowhere"), rect: nil),
            ]
            for anchor in anchors {
                page.journal = []
                let sheet = page.sheet()
                page.present(sheet, anchoredTo: anchor)
                XCTAssertNil(scene.alertWindows.popover(of: sheet))
                let dialog = try XCTUnwrap(scene.alertWindows.window(of: sheet), "a modal dialog")
                XCTAssertTrue(dialog.isModal)
                XCTAssertTrue(dialog.isTransient(for: window))
                settle()
                try button("Keep", of: sheet, in: scene.alertWindows).click()
                XCTAssertEqual(page.journal, ["Keep"])
                XCTAssertNil(scene.alertWindows.window(of: sheet))
            }
            XCTAssertEqual(navigation.viewControllers.count, 3)
            scene.disappear()
            window.destroy()
        }
    }

    /// A button that showed an item and then another (a spare, reused) points popovers at
    /// the item it shows now, and a button of a page gone points none.
    func testAReusedButtonAnchorsOnlyTheItemItShowsNow() throws {
        try MainActor.assumeIsolated {
            let (page, navigation, window, scene) = try Self.bookWindow()
            let oldButton = try XCTUnwrap(scene.button(for: page.delete))
            navigation.popViewController(animated: false)
            let other = BookPage("Sky")
            navigation.push(other, animated: false)
            settle()
            XCTAssertNil(scene.button(for: page.delete), "the popped page's item shows nowhere")
            XCTAssertNotNil(scene.button(for: other.delete))
            XCTAssertEqual(page.delete.renderedViews.count, 0)
            XCTAssertTrue(scene.button(for: other.delete) === oldButton, "the spare shows the new item")
            scene.disappear()
            window.destroy()
        }
    }
}
