import Foundation
import Gtk
@testable import Machismo
import Navigation
import class Notifications.NotificationCenter
import Storage
import Storyboard
import XDGTestSupport
import XCTest

/// Scores' chart in a real window: shown as the detail by the Chart button, its summary,
/// its span, what it listens to, and that a result chosen in the list frees it.
final class ScoreChartControllerTests: XCTestCase {
    private var home: TemporaryHome!

    override func setUpWithError() throws {
        home = try TemporaryHome("score-chart")
    }

    override func tearDown() {
        home = nil
    }

    /// Set games ending `daysAgo` days ago with `scores`, one per day.
    private static func setGames(_ scores: [Int], from daysAgo: Double) -> [GameResult] {
        scores.enumerated().map { index, score in
            let end = Date() - (daysAgo - Double(index)) * ScoreStatistics.day
            return GameResult(game: .set, start: end - 90, end: end, score: score)
        }
    }

    func testTheChartSummarizesEachGameAndFollowsTheSpan() throws {
        let home = home!
        try MainActor.assumeIsolated {
            let center = NotificationCenter()
            let book = ScoreBook(directories: home.directories, center: center)
            // Four a week apart two months ago, four in the past week, rising.
            for result in Self.setGames([10, 11, 12, 13], from: 6.5) + Self.setGames([1, 2], from: 60.5) {
                book.record(result)
            }
            book.record(GameResult(game: .cards2, start: Date() - 3 * 86_400, end: Date() - 3 * 86_400 + 60, score: 7))
            let scores = ScoresViewController(scoreBook: book)
            let tabBar = TabBarController()
            tabBar.setViewControllers([scores])
            let (window, storyboard) = try makeTestWindow(root: tabBar)
            XCTAssertEqual(scores.list.navigationItem.rightBarButtonItems.map(\.title), ["Chart"])
            XCTAssertEqual(
                (scores.detail as? ScoreDetailViewController)?.navigationItem.rightBarButtonItems.map(\.title),
                ["Chart"], "the placeholder beside the list carries the button too")

            scores.list.navigationItem.rightBarButtonItems[0].perform()
            weak var released: ScoreChartViewController?
            let observers: Int
            do {
                let chart = try XCTUnwrap(scores.shownChart)
                released = chart
                XCTAssertIdentical(storyboard.topPage, chart, "beside the list: its title and span in the header bar")
                XCTAssertEqual(chart.span, .month)
                XCTAssertEqual(
                    chart.summary, "Cards 2-card: 1 game, best 7, median 7\nSet: 4 games, best 13, median 11.5")
                observers = center.observerCount

                chart.span = .week
                XCTAssertEqual(
                    chart.summary, "Cards 2-card: 1 game, best 7, median 7\nSet: 4 games, best 13, median 11.5")
                chart.span = .all
                XCTAssertEqual(
                    chart.summary,
                    "Cards 2-card: 1 game, best 7, median 7\n"
                        + "Set: 6 games, best 13, median 10.5, rising since the first game")
                scores.chartSpan = chart.span  // as the drop down's choice tells the tab

                book.record(GameResult(game: .cards3, start: Date() - 100, end: Date() - 10, score: -3))
                XCTAssertTrue(chart.summary.contains("\nCards 3-card: 1 game, best -3, median -3\n"), chart.summary)
            }

            // A result chosen takes the chart's place; the chart and its observers go.
            scores.showResult(book.results[0])
            XCTAssertNil(scores.shownChart)
            XCTAssertEqual(scores.shownResult?.id, book.results[0].id)
            XCTAssertEqual(
                (scores.detail as? ScoreDetailViewController)?.navigationItem.rightBarButtonItems.map(\.title),
                ["Chart"])
            XCTAssertNil(released, "the chart is freed")
            XCTAssertEqual(center.observerCount, observers - 3, "recorded, reset and import")

            // Shown again, it keeps the span chosen last; restoration saves it.
            XCTAssertEqual(scores.showChart()?.span, .all)
            XCTAssertEqual(scores.encodeRestorableState()["chart"]?.stringValue, "all")
            storyboard.disappear()
            window.destroy()
            tabBar.setViewControllers([])
        }
    }

    func testInANarrowWindowTheChartIsPushedOnTheList() throws {
        let home = home!
        try MainActor.assumeIsolated {
            let book = ScoreBook(directories: home.directories, center: NotificationCenter())
            Self.setGames([5, 6], from: 2).forEach(book.record)
            let scores = ScoresViewController(scoreBook: book)
            let tabBar = TabBarController()
            tabBar.setViewControllers([scores])
            let (window, storyboard) = try makeTestWindow(root: tabBar, width: 500)
            XCTAssertTrue(scores.isCollapsed)
            XCTAssertIdentical(storyboard.topPage, scores.list, "the list's header bar, with its Chart button")
            weak var released: ScoreChartViewController?
            do {
                let chart = try XCTUnwrap(scores.showChart())
                released = chart
                XCTAssertIdentical(scores.master.topViewController, chart, "pushed on the list")
                XCTAssertIdentical(storyboard.topPage, chart)
                XCTAssertEqual(chart.summary, "Set: 2 games, best 6, median 5.5")
            }
            scores.master.popToRootViewController(animated: false)
            XCTAssertNil(scores.shownChart, "popped")
            XCTAssertEqual(book.center.observerCount, 5, "the tab's and the list's: the chart listens no more")
            // The split view keeps a popped detail until it expands (SplitViewController), then lets it go.
            scores.setAvailableWidth(1000)
            XCTAssertNil(released, "the chart is freed")
            XCTAssertNil(scores.shownChart)
            storyboard.disappear()
            window.destroy()
            tabBar.setViewControllers([])
        }
    }

    func testTheScoreAxisHasRoundWholeSteps() {
        MainActor.assumeIsolated {
            func axis(_ scores: [Int]) -> [Double] {
                let statistics = ScoreStatistics(Self.setGames(scores, from: 5), span: .week)
                let (low, high, step) = ScoreChartView.scoreAxis(statistics)
                return [low, high, step]
            }
            XCTAssertEqual(axis([-3, 124]), [-25, 125, 25])
            XCTAssertEqual(axis([0, 15]), [0, 15, 5], "no step of 2.5 for whole scores")
            XCTAssertEqual(axis([4, 4]), [0, 4, 1], "from 0, in steps of at least one point")
            XCTAssertEqual(axis([-40, -10]), [-40, -10, 5])
        }
    }

    func testAnEmptySpanSaysSo() {
        let home = home!
        MainActor.assumeIsolated {
            let book = ScoreBook(directories: home.directories, center: NotificationCenter())
            let chart = ScoreChartViewController(scoreBook: book)
            chart.reload()
            XCTAssertEqual(chart.summary, "No games in the past month")
            chart.span = .all
            chart.reload()
            XCTAssertEqual(chart.summary, "No games yet")
        }
    }
}
