@testable import CardGame
import Foundation
import Testing

/// Cards as values: every card gives its value and is made from one, results carry
/// them, and they are written as their contents.
@Suite struct CardValueTests {
    @Test func everyCardGivesItsValueAndIsMadeFromIt() {
        var values = Set<CardValue>()
        for card in PlayingCardDeck.make().cards {
            #expect(PlayingCard(value: card.value) == card && SetCard(value: card.value) == nil)
            #expect(CardValue(contents: card.contents) == card.value, "a card's contents read back as its value")
            values.insert(card.value)
        }
        for card in SetCardDeck.make().cards {
            #expect(SetCard(value: card.value) == card && PlayingCard(value: card.value) == nil)
            #expect(CardValue(contents: card.contents) == card.value, "a card's contents read back as its value")
            values.insert(card.value)
        }
        #expect(values.count == 52 + 81)
        #expect(CardValue.playing(rank: 10, suit: .spades).contents == "10♠")
        #expect(
            CardValue.set(number: 2, symbol: .oval, shading: .striped, color: .red).contents == "two red striped ovals")
        #expect(CardValue(contents: "Z♠") == nil && CardValue(contents: "one red solid diamonds") == nil)
    }

    @Test func aMatchResultCarriesTheCardsValues() throws {
        let game = try fullBoard(matchCount: 2)
        game.choose("J♥")
        let jacks: [CardValue] = [.playing(rank: 11, suit: .hearts), .playing(rank: 11, suit: .spades)]
        #expect(game.choose("J♠") == MatchResult(kind: .matched, cards: jacks, points: 16))
        #expect(game.history.map(\.cards) == [[jacks[0]], jacks])
    }

    @Test func aMatchResultIsSavedWithItsCardsContents() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let result = MatchResult(
            kind: .matched,
            cards: [
                .playing(rank: 11, suit: .hearts),
                .set(number: 1, symbol: .diamond, shading: .open, color: .purple),
            ],
            points: 4)
        let json = String(decoding: try encoder.encode(result), as: UTF8.self)
        #expect(json == #"{"cards":["J♥","one purple open diamond"],"kind":"matched","points":4}"#)
        #expect(try JSONDecoder().decode(MatchResult.self, from: Data(json.utf8)) == result)
        let unknown = #"{"cards":["J♥","Z♥"],"kind":"matched","points":4}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(MatchResult.self, from: Data(unknown.utf8)) }
    }

    @Test func eachKindSaysItsSeparator() {
        #expect(CardValue.playing(rank: 1, suit: .clubs).separator == " ")
        #expect(CardValue.set(number: 3, symbol: .squiggle, shading: .solid, color: .green).separator == ", ")
    }
}
