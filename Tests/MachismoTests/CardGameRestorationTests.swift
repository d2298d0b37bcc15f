import Foundation
@testable import Machismo
import class Notifications.NotificationCenter
import Storage
import Testing
import XDGTestSupport

/// A game under way comes back from the tabs' saved state, unless it was recorded after
/// that state was saved: the app stopped (was killed) between recording the result in
/// scores.json and saving the next deal, which the crash-consistency test does.
@MainActor
@Suite struct CardGameRestorationTests {
    let home: TemporaryHome
    var directories: XDGDirectories { home.directories }

    init() throws {
        home = try TemporaryHome("cards")
    }

    /// Cards as a fresh launch makes it, with its own score book on the files.
    func launchCards() -> (PlayingCardGameViewController, ScoreBook) {
        let book = ScoreBook(directories: directories, center: NotificationCenter())
        return (
            PlayingCardGameViewController(
                settings: SettingsStore(directories: directories), scoreBook: book,
                seed: nil), book
        )
    }

    @Test func aGameRecordedAfterItsStateWasSavedIsNeitherRestoredNorRecordedAgain() throws {
        let (cards, _) = launchCards()
        cards.chooseCard(at: 0)
        let saved = cards.encodeRestorableState()  // the Deal alert took the focus: state saved
        cards.recordResult()  // the alert's Deal records the game...
        cards.deal()  // ...and deals; killed before the next save

        let (again, book) = launchCards()
        try again.decodeRestorableState(saved)
        #expect(!again.isUnderWay, "the recorded game is over")
        again.recordResult()
        #expect(book.results.count == 1)
    }

    @Test func aGameUnderWayComesBackAndIsRecordedOnce() throws {
        let (cards, _) = launchCards()
        cards.chooseCard(at: 0)
        let saved = cards.encodeRestorableState()

        let (again, book) = launchCards()
        try again.decodeRestorableState(saved)
        #expect(again.isUnderWay)
        #expect(again.resultID == cards.resultID)
        again.recordResult()
        #expect(book.results.map(\.id) == [cards.resultID])
    }

    @Test func aDealSavedWithoutAResultIDStillComesBack() throws {
        let (cards, _) = launchCards()
        cards.chooseCard(at: 0)
        var saved = cards.encodeRestorableState()
        guard case .object(var deal)? = saved["deal"] else {
            Issue.record("the deal is saved as an object")
            return
        }
        deal.removeValue(forKey: "resultID")
        saved["deal"] = .object(deal)

        let (again, _) = launchCards()
        try again.decodeRestorableState(saved)
        #expect(again.isUnderWay)
    }
}
