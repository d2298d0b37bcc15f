import CardGame
import Foundation
@testable import Machismo
import Navigation
import Testing

/// The Cards and Set deals as navigation.json keeps them: nested objects with
/// named keys, and the JSON-in-a-string of version 1 read once.
@Suite struct SavedDealTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/navigation-v1.json")

    /// The `deal` strings of the version 1 fixture (written by the code before
    /// version 2), by tab.
    static func versionOneDeals() throws -> [String: String] {
        let file = try JSONSerialization.jsonObject(with: Data(contentsOf: fixture)) as! [String: Any]
        let paths = file["paths"] as! [String: [[String: Any]]]
        var deals: [String: String] = [:]
        for tab in ["cards", "set"] { deals[tab] = (paths[tab]![0]["state"] as! [String: String])["deal"] }
        return deals
    }

    @Test func aSetDealIsAnObjectWithNamedKeys() throws {
        let game = try SetGame(seed: 3)
        game.chooseCard(at: 0)
        let deal = SavedDeal(
            game: .set(game.snapshot), story: [.describing(game.game.lastResult!)],
            startedAt: Date(timeIntervalSince1970: 1_795_269_900.25))
        let value = try RestorableValue(encoding: deal)
        guard case .object(let object) = value else {
            Issue.record("a deal is a JSON object")
            return
        }
        #expect(Set(object.keys) == ["kind", "game", "deck", "hintsUsed", "generator", "story", "startedAt"])
        #expect(object["kind"] == "set")
        #expect(object["startedAt"] == "2026-11-21T14:05:00.250Z")
        #expect(object["generator"]?.stringValue.flatMap { UInt64($0) } != nil)
        let json = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
        #expect(!json.contains("_0"), "no synthesized enum keys")
        #expect(json.contains(#"{"card":"one"#) || json.contains(#"{"card":"two"#) || json.contains(#"{"card":"three"#))
        let back = try SavedDeal(restoring: value)
        guard case .set(let snapshot) = back.game else {
            Issue.record("a Set deal reads back as one")
            return
        }
        #expect(snapshot == game.snapshot)
        #expect(back.story == deal.story && back.startedAt == deal.startedAt)
    }

    @Test func aCardsDealHasNoDeck() throws {
        var deck = PlayingCardDeck.make()
        var generator = SeededGenerator(seed: 1)
        let game = try CardMatchingGame(cardCount: 30, deck: &deck, using: &generator)
        let value = try RestorableValue(encoding: SavedDeal(game: .cards(game.snapshot), story: [], startedAt: nil))
        guard case .object(let object) = value else {
            Issue.record("a deal is a JSON object")
            return
        }
        #expect(Set(object.keys) == ["kind", "game", "story"])
        #expect(object["kind"] == "cards")
    }

    @Test func versionOneDealsAreRead() throws {
        let deals = try Self.versionOneDeals()
        let cards = try SavedDeal(restoring: .string(try #require(deals["cards"])))
        guard case .cards(let snapshot) = cards.game else {
            Issue.record("the Cards deal reads as one")
            return
        }
        #expect(snapshot.score == 1 && snapshot.chosenOrder == [2] && snapshot.cards.count == 30)
        #expect(cards.story.map(\.text) == ["10♥", "Matched 10♥ K♥ for 4 points.", "6♣"])
        let tenOfHearts = CardValue.playing(rank: 10, suit: .hearts),
            kingOfHearts = CardValue.playing(rank: 13, suit: .hearts)
        #expect(
            cards.story[1].parts == [
                .words("Matched "), .card(tenOfHearts), .card(kingOfHearts), .words(" for 4 points."),
            ],
            "the story's cards are read as values")
        #expect(
            cards.story[1].message == .matched([tenOfHearts, kingOfHearts], points: 4), "and its words as the message")
        #expect(snapshot.history[1] == MatchResult(kind: .matched, cards: [tenOfHearts, kingOfHearts], points: 4))
        #expect(cards.startedAt == Date(timeIntervalSinceReferenceDate: 785_000_000.5))
        let set = try SavedDeal(restoring: .string(try #require(deals["set"])))
        guard case .set(let setSnapshot) = set.game else {
            Issue.record("the Set deal reads as one")
            return
        }
        #expect(setSnapshot.game.score == -1 && setSnapshot.deck.count == 69)
        let twoGreenStripedOvals = CardValue.set(number: 2, symbol: .oval, shading: .striped, color: .green)
        #expect(set.story.map(\.parts) == [[.card(twoGreenStripedOvals)]])
        #expect(setSnapshot.game.history.map(\.cards) == [[twoGreenStripedOvals]])
        #expect(set.startedAt == nil)
    }

    /// Found by the deals fuzzer: a version 1 `startedAt` of -1e12 seconds was
    /// read, then saved as `-4712-01-01T12:00:00.000Z`, which no reader takes back.
    @Test(arguments: ["-1e12", "1e12", "1e308"])
    func aStartTimeISO8601CannotWriteIsRefused(_ seconds: String) throws {
        let deal = try #require(try Self.versionOneDeals()["cards"])
        let broken = deal.replacingOccurrences(of: "785000000.5", with: seconds)
        #expect(broken != deal)
        #expect(throws: DecodingError.self) { try SavedDeal(restoring: .string(broken)) }
        let now = try SavedDeal(restoring: .string(deal))
        var object = try RestorableValue(encoding: now)
        if case .object(var members) = object {
            members["startedAt"] = "-4712-01-01T12:00:00.000Z"
            object = .object(members)
        }
        #expect(throws: DecodingError.self) { try SavedDeal(restoring: object) }
    }

    @Test func statusLinePartsAreNamedAndReadInBothForms() throws {
        let parts: [StatusLine.Part] = [.words("Matched "), .card(.playing(rank: 11, suit: .hearts))]
        let line = StatusLine(savedParts: parts)
        #expect(line.message == .unreadable("Matched J♥"), "words this app never wrote are kept as saved")
        let json = String(decoding: try JSONEncoder().encode(parts), as: UTF8.self)
        #expect(json == #"[{"words":"Matched "},{"card":"J♥"}]"#)
        let older = #"[{"words":{"_0":"Matched "}},{"card":{"_0":"J♥"}}]"#
        #expect(try JSONDecoder().decode([StatusLine.Part].self, from: Data(older.utf8)) == parts)
        for broken in [#"[{}]"#, #"[{"words":"a","card":"b"}]"#, #"[{"words":1}]"#] {
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode([StatusLine.Part].self, from: Data(broken.utf8))
            }
        }
    }

    /// The story and the results carry cards as values, read from their contents: a card
    /// that names none makes the deal unreadable, and the page reports it as damaged.
    @Test(arguments: [(#""_0":"K♥""#, #""_0":"K♡""#), (#""cards":["6♣"]"#, #""cards":["6♣ "]"#)])
    func aStoryOrResultCardThatNamesNoCardIsRefused(_ good: String, _ broken: String) throws {
        let deal = try #require(try Self.versionOneDeals()["cards"])
        let damaged = deal.replacingOccurrences(of: good, with: broken)
        #expect(damaged != deal)
        #expect(throws: DecodingError.self) { try SavedDeal(restoring: .string(damaged)) }
    }

    @Test func aDealNotRestoredSaysWhyInTheUsersWords() {
        #expect(
            "\(DealNotRestored(game: "Set", cause: SnapshotError.invalid("a card is in the game twice")))"
                == "The saved Set game could not be restored: the saved game is not valid: a card is in the game twice. "
                + "A new game is dealt.")
        #expect(
            "\(DealNotRestored(game: "Cards", cause: DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: ""))))"
                == "The saved Cards game could not be restored: the saved game is damaged. A new game is dealt.")
    }
}
