import Foundation
import Gtk
import Storage
import XCTest
import XDGTestSupport

@testable import Machismo
import class Notifications.NotificationCenter

/// The window's first frame shows the cards: the board lays them out at its first size,
/// within the frame that gives it, not in the next (an empty board, then the cards).
final class CardBoardFirstFrameTests: XCTestCase {
    func testTheFirstFrameShowsEveryCardOnTheBoard() throws {
        try withTemporaryHome("board") { home in
            try MainActor.assumeIsolated {
                let directories = home.directories
                let cards = PlayingCardGameViewController(
                    settings: SettingsStore(directories: directories),
                    scoreBook: ScoreBook(directories: directories, center: NotificationCenter()), seed: 1)
                let (window, storyboard) = try makeTestWindow(root: cards)
                defer {
                    storyboard.disappear()
                    window.destroy()
                }
                var laidOut: Int?
                window.afterNextFrame { laidOut = cards.board.cardsLaidOut }
                XCTAssertTrue(iterateMainLoop(until: { laidOut != nil }, timeout: 10), "the first frame is painted")
                XCTAssertEqual(laidOut, 30, "all 30 cards in the first frame")
            }
        }
    }
}
