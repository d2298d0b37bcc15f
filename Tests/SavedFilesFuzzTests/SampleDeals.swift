import CardGame
import Foundation
@testable import Machismo

/// Valid deals to start mutating from: Cards in both modes and Set, each
/// played for a while from a seed, in the current form and in the string form
/// of saves before version 2.
enum SampleDeals {
    /// A Cards deal after `choices` choices.
    static func cards(matchCount: Int, choices: Int, seed: UInt64) throws -> SavedDeal {
        var generator = SeededGenerator(seed: seed)
        var deck = PlayingCardDeck.make()
        let game = try CardMatchingGame(cardCount: 30, deck: &deck, matchCount: matchCount, using: &generator)
        var story: [StatusLine] = []
        for _ in 0..<choices {
            if let result = game.chooseCard(at: Int.random(in: 0..<30, using: &generator)) {
                story.append(.describing(result))
            }
        }
        return SavedDeal(
            game: .cards(game.snapshot), story: story, startedAt: Date(timeIntervalSince1970: 1_795_269_900.25))
    }

    /// A Set deal after `choices` choices, with a hint and three more cards dealt.
    static func set(choices: Int, seed: UInt64) throws -> SavedDeal {
        var generator = SeededGenerator(seed: seed)
        let game = try SetGame(seed: seed)
        var story: [StatusLine] = []
        _ = game.hint()
        game.dealThreeMore()
        for _ in 0..<choices {
            if let result = game.chooseCard(at: Int.random(in: 0..<game.cards.count, using: &generator)) {
                story.append(.describing(result))
            }
        }
        return SavedDeal(game: .set(game.snapshot), story: story, startedAt: Date(timeIntervalSince1970: 1_795_269_900))
    }

    /// Every sample, as the object kept under `deal` today.
    static func current() throws -> [RestorableValueSample] {
        try [
            cards(matchCount: 2, choices: 9, seed: 1), cards(matchCount: 3, choices: 14, seed: 2),
            set(choices: 12, seed: 3), set(choices: 24, seed: 4),
        ].map { try .init(deal: $0) }
    }
}

/// A sample deal as its JSON tree, now and as saves before version 2 wrote it.
struct RestorableValueSample {
    let json: FuzzJSON
    let legacyJSON: FuzzJSON

    init(deal: SavedDeal) throws {
        json = try FuzzJSON(encoding: deal)
        legacyJSON = try FuzzJSON(encoding: LegacyDealWriter(deal))
    }
}

/// Writes a deal exactly as saves before version 2 did: Swift's synthesized
/// coding of the old types (enum cases under `_0`, the generator a number,
/// `startedAt` seconds since 2001).
struct LegacyDealWriter: Encodable {
    enum Game: Encodable {
        case cards(GameSnapshot)
        case set(OldSetSnapshot)
    }

    struct OldSetSnapshot: Encodable {
        var game: GameSnapshot
        var deck: [String]
        var hintsUsed: Int
        var generator: UInt64
    }

    struct OldStatusLine: Encodable {
        enum Part: Encodable {
            case words(String)
            case card(String)
        }
        var parts: [Part]
        var cardSeparator: String
    }

    var game: Game
    var story: [OldStatusLine]
    var startedAt: Date?

    init(_ deal: SavedDeal) {
        switch deal.game {
        case .cards(let snapshot): game = .cards(snapshot)
        case .set(let snapshot):
            game = .set(
                OldSetSnapshot(
                    game: snapshot.game, deck: snapshot.deck, hintsUsed: snapshot.hintsUsed,
                    generator: snapshot.generator))
        }
        story = deal.story.map { line in
            OldStatusLine(
                parts: line.savedParts.map { part in
                    switch part {
                    case .words(let words): .words(words)
                    case .card(let card): .card(card.contents)
                    }
                }, cardSeparator: line.savedCardSeparator)
        }
        startedAt = deal.startedAt
    }
}
