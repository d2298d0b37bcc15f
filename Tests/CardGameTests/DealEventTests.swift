import CardGame
import Foundation
import Testing

/// A line of a deal's story as a value: made from a result, saved as an object named by
/// its kind, and read from the English lines older files kept.
@Suite struct DealEventTests {
    let jacks: [CardValue] = [.playing(rank: 11, suit: .hearts), .playing(rank: 11, suit: .spades)]
    let set: [CardValue] = [
        .set(number: 1, symbol: .diamond, shading: .solid, color: .red),
        .set(number: 2, symbol: .oval, shading: .striped, color: .green),
        .set(number: 3, symbol: .squiggle, shading: .open, color: .purple),
    ]

    var everyKind: [DealEvent] {
        [
            .chosen([jacks[0]]), .chosen(Array(set[...1])), .unchosen([set[2]]), .matched(jacks, points: 1),
            .matched(set, points: 16), .mismatched(jacks, penalty: 2), .mismatched(set, penalty: 2),
            .hint(penalty: 2), .hint(penalty: 0), .noSetOnBoard, .dealtThreeMore(penalty: 0),
            .dealtThreeMore(penalty: 6),
        ]
    }

    func json(_ event: DealEvent) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(event), as: UTF8.self)
    }

    @Test func aResultIsAnEventWithItsPenaltyPositive() {
        #expect(DealEvent(MatchResult(kind: .chosen, cards: [jacks[0]], points: 0)) == .chosen([jacks[0]]))
        #expect(DealEvent(MatchResult(kind: .unchosen, cards: [jacks[0]], points: 0)) == .unchosen([jacks[0]]))
        #expect(DealEvent(MatchResult(kind: .matched, cards: jacks, points: 16)) == .matched(jacks, points: 16))
        #expect(DealEvent(MatchResult(kind: .mismatched, cards: jacks, points: -2)) == .mismatched(jacks, penalty: 2))
        #expect(DealEvent.matched(jacks, points: 16).cards == jacks)
        #expect(DealEvent.hint(penalty: 2).cards.isEmpty)
    }

    @Test func eventsAreSavedAsAnObjectNamedByTheirKind() throws {
        #expect(try json(.chosen([jacks[0]])) == #"{"chosen":{"cards":["J♥"]}}"#)
        #expect(try json(.matched(jacks, points: 16)) == #"{"matched":{"cards":["J♥","J♠"],"points":16}}"#)
        #expect(try json(.mismatched(jacks, penalty: 2)) == #"{"mismatched":{"cards":["J♥","J♠"],"penalty":2}}"#)
        #expect(try json(.hint(penalty: 2)) == #"{"hint":{"penalty":2}}"#)
        #expect(try json(.noSetOnBoard) == #"{"noSetOnBoard":{}}"#)
        #expect(try json(.dealtThreeMore(penalty: 0)) == #"{"dealtThreeMore":{"penalty":0}}"#)
        #expect(try json(.unreadable("Shuffled.")) == #"{"unreadable":{"text":"Shuffled."}}"#)
        #expect(try json(.unchosen([set[1]])) == #"{"unchosen":{"cards":["two green striped ovals"]}}"#)
        for event in everyKind + [.unreadable(""), .unreadable("Matched J♥")] {
            #expect(try JSONDecoder().decode(DealEvent.self, from: Data(json(event).utf8)) == event, "\(event)")
        }
    }

    @Test(arguments: [
        #"{}"#, #"{"matched":{"cards":["J♥"]}}"#, #"{"matched":{"cards":["Z♥"],"points":1}}"#,
        #"{"chosen":{"cards":[]}}"#, #"{"chosen":{"cards":["J♥"]},"noSetOnBoard":{}}"#, #"{"shuffled":{}}"#,
        #"{"hint":{"penalty":"two"}}"#, #"{"unreadable":{}}"#, #""Matched J♥ J♠ for 16 points.""#,
        #"{"noSetOnBoard":null}"#,
    ])
    func aBrokenEventIsADecodingError(_ text: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DealEvent.self, from: Data(text.utf8)) }
    }

    @Test func everyEnglishLineIsReadBackIntoItsEvent() {
        #expect(DealEvent.matched(jacks, points: 16).englishLine == "Matched J♥ J♠ for 16 points.")
        #expect(DealEvent.matched(jacks, points: 1).englishLine == "Matched J♥ J♠ for 1 point.")
        #expect(
            DealEvent.chosen(Array(set[1...2])).englishLine == "two green striped ovals, three purple open squiggles")
        #expect(DealEvent.mismatched(jacks, penalty: 2).englishLine == "J♥ J♠ don't match! 2 point penalty!")
        for event in everyKind {
            #expect(DealEvent(englishLine: event.englishLine) == event, "\(event.englishLine)")
        }
    }

    @Test func aLineNoVersionWroteIsUnreadableAndKeptAsSaved() {
        for text in [
            "Matched J♥ J♠ for 16 pointz.", "Matched J♥ J♠ for +16 points.", "J♥ J♠ don't match!", "Hello",
            "Dealt 4 more cards.", "Z♥ turned back down.", "", "Matched J♥ J♠ for 1 points.",
        ] {
            #expect(DealEvent(englishLine: text) == .unreadable(text), "\(text)")
            #expect(DealEvent(englishLine: text).englishLine == text)
        }
    }
}
