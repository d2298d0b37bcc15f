import Alerts
import Gtk
import Navigation
@testable import Storyboard
import XCTest

/// Each window is a scene of its own: its controllers find it through their root, and
/// what they present shows over their window, never another's.
final class WindowSceneTests: XCTestCase {
    func testTwoWindowsAreTwoScenes() throws {
        try MainActor.assumeIsolated {
            let cards = LabelPage("Cards")
            let set = LabelPage("Set")
            let (first, firstScene) = try makeWindow(root: NavigationController(rootViewController: cards))
            let (second, secondScene) = try makeWindow(root: NavigationController(rootViewController: set))
            XCTAssertTrue(cards.windowScene === firstScene)
            XCTAssertTrue(set.windowScene === secondScene)

            cards.navigationController?.push(LabelPage("History"), animated: false)
            settle()
            XCTAssertEqual(first.title, "History")
            XCTAssertEqual(second.title, "Set", "a push in one window leaves the other's header bar alone")
            XCTAssertTrue(firstScene.goBack())
            XCTAssertFalse(secondScene.goBack(), "each window goes back in its own stacks")

            let alert = Alert(title: "Deal Again?")
            alert.addAction(AlertAction(title: "Cancel", style: .cancel))
            set.present(alert)
            XCTAssertNil(firstScene.alertPresenter.current)
            XCTAssertTrue(secondScene.alertPresenter.current === alert)
            let dialog = try XCTUnwrap(secondScene.alertWindows.window(of: alert))
            XCTAssertTrue(dialog.isTransient(for: second), "the alert shows over the window of the page presenting it")
            secondScene.alertPresenter.finish(alert, choosing: nil)

            for (window, scene) in [(first, firstScene), (second, secondScene)] {
                scene.disappear()
                window.destroy()
            }
        }
    }

    func testAnAlertFromAPresentedControllerShowsOverThatControllersWindow() throws {
        try MainActor.assumeIsolated {
            let cards = LabelPage("Cards")
            let (window, scene) = try makeWindow(root: NavigationController(rootViewController: cards))
            let rules = LabelPage("Rules")
            cards.present(rules, animated: false)
            settle()
            XCTAssertTrue(rules.windowScene === scene, "a presented controller is in its presenter's scene")
            let modal = scene.window(showing: rules)
            XCTAssertFalse(modal === window)
            XCTAssertTrue(modal.isTransient(for: window))

            let alert = Alert(title: "Rules Changed")
            alert.addAction(AlertAction(title: "Close", style: .cancel))
            rules.present(alert)
            let dialog = try XCTUnwrap(scene.alertWindows.window(of: alert))
            XCTAssertTrue(dialog.isTransient(for: modal), "over the presented page's window, not the main one")
            scene.alertPresenter.finish(alert, choosing: nil)

            rules.dismiss(animated: false)
            XCTAssertNil(cards.presentedViewController)
            XCTAssertTrue(scene.window(showing: rules) === window, "dismissed, it has no window of its own")
            scene.disappear()
            window.destroy()
        }
    }

    func testClosingAPresentedControllersWindowAsksItToClose() throws {
        /// A page that finishes something before it goes, as EmojiArt's document draws its thumbnail.
        final class FinishingPage: ViewController {
            var closeRequests = 0
            override func loadView() -> PlatformView { Label("Editing") }
            override func closeRequested() { closeRequests += 1 }
        }
        try MainActor.assumeIsolated {
            let cards = LabelPage("Cards")
            let (window, scene) = try makeWindow(root: NavigationController(rootViewController: cards))
            let rules = LabelPage("Rules")
            cards.present(rules, animated: false)
            settle()
            XCTAssertTrue(cards.root.presentedViewController === rules)
            scene.window(showing: rules).close()  // the window's ×
            settle()
            XCTAssertNil(cards.root.presentedViewController, "by default, dismissed at once")

            let editor = FinishingPage()
            cards.present(editor, animated: false)
            settle()
            let modal = scene.window(showing: editor)
            modal.close()
            settle()
            XCTAssertEqual(editor.closeRequests, 1)
            XCTAssertTrue(cards.root.presentedViewController === editor, "it dismisses itself when done")
            XCTAssertTrue(scene.window(showing: editor) === modal, "its window stays meanwhile")
            editor.dismiss(animated: false)
            XCTAssertNil(cards.root.presentedViewController)
            scene.disappear()
            window.destroy()
        }
    }
}
