import Foundation
import Gtk
import LocaleTestSupport
@testable import Machismo
import Navigation
import class Notifications.NotificationCenter
import Storage
import Storyboard
import XDGTestSupport
import XCTest

/// A page that is just a label: the tab to switch to, away from Scores.
@MainActor
final class ElsewherePage: ViewController {
    override init() {
        super.init()
        title = "Elsewhere"
    }

    override func loadView() -> PlatformView { Label("Elsewhere") }
}

/// The Scores tab in a real window: its badge, its list's observer, the split
/// view's detail and what it restores.
final class ScoresControllerTests: XCTestCase {
    private var home: TemporaryHome!

    override func setUpWithError() throws {
        home = try TemporaryHome("scores")
    }

    override func tearDown() {
        home = nil
    }

    /// A score book in this test's home, posting on `center`.
    @MainActor
    private static func makeBook(in home: TemporaryHome, center: NotificationCenter) -> ScoreBook {
        ScoreBook(directories: home.directories, center: center)
    }

    /// A window whose tabs are `scores` and a page elsewhere, `width` wide.
    @MainActor
    private static func makeWindow(_ scores: ScoresViewController, width: Int = 1000)
        throws -> (Window, StoryboardWindow, TabBarController)
    {
        let tabBar = TabBarController()
        tabBar.setViewControllers([scores, NavigationController(rootViewController: ElsewherePage())])
        let (window, storyboard) = try makeTestWindow(root: tabBar, width: width)
        return (window, storyboard, tabBar)
    }

    func testTheBadgeCountsResultsRecordedWhileScoresIsOffScreen() throws {
        let home = home!
        try MainActor.assumeIsolated {
            let center = NotificationCenter()
            let book = Self.makeBook(in: home, center: center)
            let scores = ScoresViewController(scoreBook: book)
            let (window, storyboard, tabBar) = try Self.makeWindow(scores)
            XCTAssertNil(scores.tabBarItem.badgeValue)
            tabBar.select(1)
            let results = sampleResults()
            book.record(results[0])
            XCTAssertEqual(scores.tabBarItem.badgeValue, "1")
            book.record(results[1])
            XCTAssertEqual(scores.tabBarItem.badgeValue, "2")

            tabBar.select(0)
            XCTAssertNil(scores.tabBarItem.badgeValue, "seen once Scores appears")
            XCTAssertEqual(scores.list.shownCount, 2)
            book.record(results[2])
            XCTAssertNil(scores.tabBarItem.badgeValue, "recorded while the player looks")
            XCTAssertEqual(scores.list.shownCount, 3, "the list on screen reloads")

            tabBar.select(1)
            book.record(results[3])
            XCTAssertEqual(scores.tabBarItem.badgeValue, "1")
            try book.reset()
            XCTAssertNil(scores.tabBarItem.badgeValue, "a reset leaves nothing unseen")
            book.record(results[4])
            XCTAssertEqual(scores.tabBarItem.badgeValue, "1")
            storyboard.disappear()
            window.destroy()
        }
    }

    func testTheListListensOnlyWhileOnScreen() throws {
        let home = home!
        try MainActor.assumeIsolated {
            let center = NotificationCenter()
            let book = Self.makeBook(in: home, center: center)
            weak var released: ScoresViewController?
            do {
                let scores = ScoresViewController(scoreBook: book)
                released = scores
                XCTAssertEqual(center.observerCount, 2, "the tab's own: recorded and reset")
                let (window, storyboard, tabBar) = try Self.makeWindow(scores)
                XCTAssertEqual(center.observerCount, 5, "and the list's while it is on screen: recorded, reset, import")
                tabBar.select(1)
                XCTAssertEqual(center.observerCount, 2)
                book.record(sampleResults()[0])
                XCTAssertEqual(scores.list.shownCount, 0, "off screen, the list waits")
                tabBar.select(0)
                XCTAssertEqual(scores.list.shownCount, 1, "and catches up when it appears")
                storyboard.disappear()
                window.destroy()
                tabBar.setViewControllers([])
            }
            XCTAssertNil(released, "the Scores tab is freed")
            XCTAssertEqual(center.observerCount, 0, "and its observers with it")
        }
    }

    func testAChosenResultShowsBesideTheListOrPushedOnIt() throws {
        let home = home!
        try MainActor.assumeIsolated {
            let center = NotificationCenter()
            let book = Self.makeBook(in: home, center: center)
            sampleResults().forEach(book.record)
            let scores = ScoresViewController(scoreBook: book)
            let (window, storyboard, _) = try Self.makeWindow(scores)
            XCTAssertTrue(scores.isShowingPlaceholderDetail)
            XCTAssertEqual(window.title, "Scores", "No Result Selected, under the tab's name")
            let set = book.results[0]
            scores.showResult(set)
            XCTAssertEqual((scores.detail as? ScoreDetailViewController)?.result, set)
            XCTAssertEqual((scores.detail as? ScoreDetailViewController)?.isBest, false, "a longer 23 than the best")
            XCTAssertEqual(window.title, "Set Result")
            XCTAssertEqual(scores.list.currentResultID, set.id, "its row is marked")

            window.defaultSize = (600, 700)
            storyboard.layOutSplitViews()
            XCTAssertTrue(scores.isCollapsed)
            XCTAssertEqual(scores.master.viewControllers.count, 2, "pushed on the list")
            XCTAssertEqual(storyboard.activeNavigationController?.backButtonTitle, "Scores")
            XCTAssertEqual(scores.shownResult, set)

            try book.reset()
            XCTAssertEqual(scores.master.viewControllers.count, 1, "a reset takes the details away")
            XCTAssertEqual(window.title, "Scores")
            window.defaultSize = (1000, 700)
            storyboard.layOutSplitViews()
            XCTAssertTrue(scores.isShowingPlaceholderDetail)
            XCTAssertEqual(scores.list.shownCount, 0)
            storyboard.disappear()
            window.destroy()
        }
    }

    /// A result of a version 1 file, its history English lines, shows them in German: each
    /// line was read into its event once, and the event is written in the language of the day;
    /// a line no version wrote is shown as it was saved.
    func testAConvertedHistoryIsShownInTheUsersLanguage() throws {
        try XCTSkipIf(TestCatalogue.german == nil, "msgfmt compiles the test catalogue (Debian's gettext)")
        let home = home!
        try home.write(
            """
            {"version": 1, "results": [{"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "game": "Set",
              "start": "2026-11-21T14:05:00Z", "end": "2026-11-21T14:09:12Z", "score": 23,
              "history": ["Matched J♥ J♠ for 16 points.", "Shuffled the deck."]}]}
            """, to: "scores.json", in: \.data)
        try withLocale("de_DE.UTF-8") {
            try MainActor.assumeIsolated {
                let book = Self.makeBook(in: home, center: NotificationCenter())
                XCTAssertNil(book.problem)
                let scores = ScoresViewController(scoreBook: book)
                let (window, storyboard, _) = try Self.makeWindow(scores)
                scores.showResult(book.results[0])
                let detail = try XCTUnwrap(scores.detail as? ScoreDetailViewController)
                detail.loadViewIfNeeded()
                XCTAssertEqual(detail.historyLabels.map(\.text), ["1. 16 Punkte für J♥ J♠.", "2. Shuffled the deck."])
                storyboard.disappear()
                window.destroy()
            }
        }
    }

    func testTheOrderAndTheChosenResultComeBack() throws {
        let home = home!
        try MainActor.assumeIsolated {
            let center = NotificationCenter()
            let book = Self.makeBook(in: home, center: center)
            sampleResults().forEach(book.record)
            let scores = ScoresViewController(scoreBook: book)
            XCTAssertEqual(scores.encodeRestorableState(), [:], "nothing to keep while all is as it starts")
            let (window, storyboard, _) = try Self.makeWindow(scores)
            scores.list.order = .score
            XCTAssertEqual(Self.shownScores(scores), [23, 23, 14, 3, -4])
            scores.showResult(book.results[1])
            let saved = scores.encodeRestorableState()
            XCTAssertEqual(saved, ["sort": "score", "result": .string(book.results[1].id.uuidString)])
            storyboard.disappear()
            window.destroy()

            let again = ScoresViewController(scoreBook: book)
            again.decodeRestorableState(saved)
            XCTAssertEqual(again.list.order, .score)
            XCTAssertEqual(again.shownResult, book.results[1])
            again.decodeRestorableState(["sort": "nonsense", "result": .string(UUID().uuidString)])
            XCTAssertEqual(again.list.order, .score, "what no longer exists is ignored")
        }
    }

    /// The filter lists one game's results (a `WHERE` on the database), in the list's
    /// order, and comes back with the tab.
    func testTheGameFilterListsOneGamesResultsAndComesBack() throws {
        let home = home!
        try MainActor.assumeIsolated {
            let book = Self.makeBook(in: home, center: NotificationCenter())
            sampleResults().forEach(book.record)
            let scores = ScoresViewController(scoreBook: book)
            let (window, storyboard, _) = try Self.makeWindow(scores)
            scores.list.order = .score
            scores.list.filter = .game(.set)
            let sets = book.results.filter { $0.game == .set }
            XCTAssertEqual(scores.list.shownCount, sets.count)
            XCTAssertEqual(Self.shownScores(scores), sets.map(\.score).sorted(by: >))
            XCTAssertEqual(scores.encodeRestorableState(), ["sort": "score", "games": "Set"])
            scores.list.filter = .all
            XCTAssertEqual(scores.list.shownCount, book.results.count)
            storyboard.disappear()
            window.destroy()

            let again = ScoresViewController(scoreBook: book)
            again.decodeRestorableState(["games": "Cards 2-card"])
            XCTAssertEqual(again.list.filter, .game(.cards2))
        }
    }

    /// The scores the list shows, row by row.
    @MainActor private static func shownScores(_ scores: ScoresViewController) -> [Int] {
        (0..<scores.list.shownCount).compactMap { scores.list.shownResult(at: $0)?.score }
    }
}
