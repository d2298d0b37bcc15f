import Foundation
@testable import CardGame
import Testing

/// Saved games a hand or a damaged disk made: what the fuzzers of
/// SavedFilesFuzzTests found, each at the engine.
@Suite struct HostileSnapshotTests {
    /// A Cards game with J♥ chosen, and its snapshot with `change` made to it.
    func snapshot(_ change: (inout GameSnapshot) -> Void) throws -> GameSnapshot {
        let game = try fullBoard(matchCount: 2)
        game.choose("J♥")
        var snapshot = game.snapshot
        change(&snapshot)
        return snapshot
    }

    func restore(_ snapshot: GameSnapshot) throws -> CardMatchingGame<PlayingCard> {
        try CardMatchingGame(snapshot: snapshot)
    }

    @Test func aRestoredScoreOfIntMaxFollowedByAMatchStaysAtIntMax() throws {
        let game = try restore(try snapshot { $0.score = Int.max })
        #expect(game.choose("J♠")?.kind == .matched, "no overflow trap")
        #expect(game.score == Int.max)
    }

    @Test func aRestoredScoreOfIntMinFollowedByAMismatchStaysAtIntMin() throws {
        let game = try restore(try snapshot { $0.score = Int.min })
        #expect(game.choose("6♦")?.kind == .mismatched, "no overflow trap")
        #expect(game.score == Int.min)
        game.penalize(Int.max)
        #expect(game.score == Int.min)
    }

    @Test(arguments: [Int.max, Int.min, -1, 101])
    func scoringOutsideTheSettingsRangeIsRefused(_ value: Int) throws {
        for change in [\Scoring.matchBonus, \Scoring.mismatchPenalty, \Scoring.costToChoose] {
            let broken = try snapshot { $0.scoring[keyPath: change] = value }
            #expect(throws: SnapshotError.self) { try restore(broken) }
        }
    }

    @Test func aCardOnTheBoardTwiceIsRefusedHoweverItIsWritten() throws {
        for twin in ["J♠", " J♠", "J♠ "] {
            let broken = try snapshot {
                $0.cards[1].contents = twin; $0.cards[2].contents = "J♠"
            }
            #expect(throws: SnapshotError.self, "\(twin)") { try restore(broken) }
        }
    }

    @Test func aSetCardWrittenWithExtraSpacesStillCountsOnce() throws {
        var snapshot = try SetGame(seed: 9).snapshot
        snapshot.deck[0] = " " + snapshot.game.cards[0].contents
        #expect(throws: SnapshotError.self) { try SetGame(snapshot: snapshot) }
    }

    @Test func aSetBoardThatPlayCannotMakeIsRefused() throws {
        let valid = try SetGame(seed: 9).snapshot
        var matchedLeft = valid
        matchedLeft.game.cards[0].isMatched = true
        var twoCardsMore = valid
        twoCardsMore.game.cards += valid.deck.prefix(2).map { .init(contents: $0, isChosen: false, isMatched: false) }
        twoCardsMore.deck.removeFirst(2)
        var shortBoardWithADeck = valid
        shortBoardWithADeck.deck += shortBoardWithADeck.game.cards.suffix(3).map(\.contents)
        shortBoardWithADeck.game.cards.removeLast(3)
        var negativeHints = valid
        negativeHints.hintsUsed = -1
        for broken in [matchedLeft, twoCardsMore, shortBoardWithADeck, negativeHints] {
            #expect(throws: SnapshotError.self) { try SetGame(snapshot: broken) }
        }
    }

    @Test func hintsAndPenaltiesSaturate() throws {
        var seed: UInt64 = 1
        var snapshot = try SetGame(seed: seed).snapshot
        while SetGame.allSets(in: try SetGame(snapshot: snapshot).cards).isEmpty {
            seed += 1
            snapshot = try SetGame(seed: seed).snapshot
        }
        snapshot.hintsUsed = Int.max
        snapshot.game.score = Int.min
        let game = try SetGame(snapshot: snapshot)
        #expect(game.hint() != nil)
        #expect(game.hintsUsed == Int.max)
        game.dealThreeMore()
        #expect(game.game.score == Int.min)
    }

    @Test func setsGeneratorIsSavedAsDigitsAndReadAsANumberToo() throws {
        var snapshot = try SetGame(seed: 9).snapshot
        snapshot.generator = UInt64.max
        let json = String(decoding: try JSONEncoder().encode(snapshot), as: UTF8.self)
        #expect(json.contains("\"generator\":\"18446744073709551615\""))
        #expect(try JSONDecoder().decode(SetGame.Snapshot.self, from: Data(json.utf8)) == snapshot)
        let older = json.replacingOccurrences(of: "\"18446744073709551615\"", with: "18446744073709551615")
        #expect(try JSONDecoder().decode(SetGame.Snapshot.self, from: Data(older.utf8)) == snapshot)
        let garbage = json.replacingOccurrences(of: "\"18446744073709551615\"", with: "\"many\"")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(SetGame.Snapshot.self, from: Data(garbage.utf8))
        }
    }
}
