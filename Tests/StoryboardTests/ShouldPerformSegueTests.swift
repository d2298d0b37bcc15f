import Alerts
import Gtk
import Navigation
@testable import Storyboard
import XCTest

/// A page that refuses a segue and says why in an alert: the lectures' pattern.
@MainActor
final class GuardedPage: ViewController {
    static let showHistory = SegueIdentifier<LabelPage>("Show History")
    var hasCards = false

    override init() {
        super.init()
        title = "Cards"
        registerSegue(Self.showHistory) { LabelPage("History") }
    }

    override func loadView() -> PlatformView { Label("Cards") }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        guard identifier == Self.showHistory.rawValue, !hasCards else { return true }
        let alert = Alert(title: "No History Yet", message: "Choose a card first.")
        alert.addAction(AlertAction(title: "OK", style: .cancel))
        present(alert)
        return false
    }
}

final class ShouldPerformSegueTests: XCTestCase {
    func testShouldPerformSegueRefusesWithAnAlert() throws {
        try MainActor.assumeIsolated {
            let page = GuardedPage()
            let navigation = NavigationController(rootViewController: page)
            let (parent, storyboard) = try makeWindow(root: navigation)
            XCTAssertNil(page.performSegue(withIdentifier: GuardedPage.showHistory, sender: nil))
            XCTAssertEqual(navigation.viewControllers.count, 1)
            let alert = try XCTUnwrap(storyboard.alertPresenter.current)
            XCTAssertEqual(alert.title, "No History Yet")
            XCTAssertNotNil(storyboard.alertWindows.window(of: alert))
            storyboard.alertPresenter.finish(alert, choosing: nil)
            page.hasCards = true
            XCTAssertNotNil(page.performSegue(withIdentifier: GuardedPage.showHistory, sender: nil, animated: false))
            storyboard.disappear()
            parent.destroy()
        }
    }
}
