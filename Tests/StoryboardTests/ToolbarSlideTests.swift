import Gtk
import Navigation
@testable import Storyboard
import XCTest

/// The navigation stack's bottom toolbar slides up into view and back down out of it (a
/// `GtkRevealer`) as pages with and without toolbar items are pushed and popped with a
/// slide; it changes at once when the push or pop does not animate, or when the desktop
/// turns animations off. In real windows under Xvfb.
final class ToolbarSlideTests: XCTestCase {
    /// A stack on a page with a toolbar (CarValet's Previous and Next), in a window.
    @MainActor
    private static func carValet() throws -> (Window, NavigationController, NavigationView) {
        let page = LabelPage("CarValet")
        page.toolbarItems = [BarButtonItem(title: "Previous") {}, BarButtonItem(title: "Next") {}]
        let navigation = NavigationController(rootViewController: page)
        let (window, _) = try makeWindow(root: navigation)
        let view = try XCTUnwrap(navigation.view as? NavigationView)
        return (window, navigation, view)
    }

    func testAnAnimatedPushSlidesTheToolbarAwayAndAPopSlidesItBack() throws {
        try MainActor.assumeIsolated {
            DesktopSettings.enablesAnimations = true
            let (window, navigation, view) = try Self.carValet()
            XCTAssertTrue(view.isToolbarRevealed, "CarValet's toolbar in view")

            navigation.push(LabelPage("About CarValet"), animated: true)
            XCTAssertFalse(view.isToolbarShown, "the toolbar is on its way out")
            XCTAssertEqual(view.toolbarTransition, .slideUp)
            XCTAssertTrue(view.isToolbarInWindow, "it slides away rather than vanishing")
            XCTAssertEqual(
                view.toolbarButtonWidgets.filter(\.isVisible).count, 2, "its buttons ride along as it slides away")
            XCTAssertTrue(
                iterateMainLoop(until: { !view.isToolbarInWindow }, timeout: 10),
                "the toolbar leaves when the slide ends")
            XCTAssertFalse(view.isToolbarRevealed)

            navigation.popViewController(animated: true)
            XCTAssertTrue(view.isToolbarShown, "the toolbar comes back with CarValet")
            XCTAssertTrue(view.isToolbarInWindow)
            XCTAssertFalse(view.isToolbarRevealed, "it slides up into view rather than appearing at once")
            XCTAssertTrue(
                iterateMainLoop(until: { view.isToolbarRevealed }, timeout: 10), "in view when the slide ends")
            XCTAssertEqual(view.toolbarButtonWidgets.filter(\.isVisible).count, 2)
            window.destroy()
        }
    }

    func testAPushWithoutAnimationHidesTheToolbarAtOnce() throws {
        try MainActor.assumeIsolated {
            DesktopSettings.enablesAnimations = true
            let (window, navigation, view) = try Self.carValet()
            navigation.push(LabelPage("Edit Car"), animated: false)
            XCTAssertEqual(view.toolbarTransition, .none)
            XCTAssertFalse(view.isToolbarInWindow, "gone at once")
            navigation.popViewController(animated: false)
            XCTAssertTrue(view.isToolbarRevealed, "back at once")
            window.destroy()
        }
    }

    /// The desktop's "reduce animation" (`gtk-enable-animations` off): GTK's revealer
    /// skips its own slide, so the toolbar goes and comes at once even on an animated push.
    func testTheToolbarDoesNotSlideWhenTheDesktopTurnsAnimationsOff() throws {
        try MainActor.assumeIsolated {
            DesktopSettings.enablesAnimations = false
            defer { DesktopSettings.enablesAnimations = true }
            let (window, navigation, view) = try Self.carValet()
            navigation.push(LabelPage("About CarValet"), animated: true)
            XCTAssertEqual(view.toolbarTransition, .slideUp, "the slide is asked for")
            XCTAssertFalse(view.isToolbarInWindow, "and skipped: gone at once")
            navigation.popViewController(animated: true)
            XCTAssertTrue(view.isToolbarRevealed, "back at once")
            window.destroy()
        }
    }

    /// Back on a page with a toolbar before the toolbar finished sliding away: it turns
    /// round with its buttons.
    func testAPopWhileTheToolbarSlidesAwayBringsItBack() throws {
        try MainActor.assumeIsolated {
            DesktopSettings.enablesAnimations = true
            let (window, navigation, view) = try Self.carValet()
            navigation.push(LabelPage("About CarValet"), animated: true)
            navigation.popViewController(animated: true)
            XCTAssertTrue(view.isToolbarShown)
            XCTAssertTrue(iterateMainLoop(until: { view.isToolbarRevealed }, timeout: 10))
            XCTAssertTrue(view.isToolbarInWindow)
            XCTAssertEqual(view.toolbarButtonWidgets.filter(\.isVisible).count, 2)
            window.destroy()
        }
    }
}
