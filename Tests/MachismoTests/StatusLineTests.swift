import CardGame
import Foundation
@testable import Machismo
import Testing

/// The cards named (`"J♥"`) as the values results carry.
private func cards(_ contents: String...) -> [CardValue] { contents.map { CardValue(contents: $0)! } }

/// The status line's words, exactly as the lecture's game shows them, from results
/// that carry cards as values.
@Suite struct StatusLineTests {
    @Test func chosenCardsAreListed() {
        #expect(StatusLine.describing(MatchResult(kind: .chosen, cards: cards("8♦"), points: 0)).text == "8♦")
        #expect(StatusLine.describing(MatchResult(kind: .chosen, cards: cards("8♦", "J♣"), points: 0)).text == "8♦ J♣")
    }

    @Test func aMatchSaysItsPoints() {
        let jackOfHearts = CardValue.playing(rank: 11, suit: .hearts)
        let jackOfSpades = CardValue.playing(rank: 11, suit: .spades)
        let line = StatusLine.describing(MatchResult(kind: .matched, cards: [jackOfHearts, jackOfSpades], points: 16))
        #expect(line.text == "Matched J♥ J♠ for 16 points.")
        #expect(
            line.parts == [.words("Matched "), .card(jackOfHearts), .card(jackOfSpades), .words(" for 16 points.")])
        #expect(
            StatusLine.describing(MatchResult(kind: .matched, cards: cards("2♥", "3♥"), points: 1)).text
                == "Matched 2♥ 3♥ for 1 point.")
    }

    @Test func aMismatchSaysThePenalty() {
        #expect(
            StatusLine.describing(MatchResult(kind: .mismatched, cards: cards("6♦", "J♣"), points: -2)).text
                == "6♦ J♣ don't match! 2 point penalty!")
    }

    @Test func turningACardBackDownSaysSo() {
        #expect(
            StatusLine.describing(MatchResult(kind: .unchosen, cards: cards("8♦"), points: 0)).text
                == "8♦ turned back down.")
    }

    @Test func setCardsAreSeparatedByCommas() {
        let result = MatchResult(
            kind: .matched,
            cards: [
                .set(number: 1, symbol: .diamond, shading: .solid, color: .red),
                .set(number: 2, symbol: .oval, shading: .striped, color: .green),
                .set(number: 3, symbol: .squiggle, shading: .open, color: .purple),
            ], points: 16)
        #expect(
            StatusLine.describing(result).text
                == "Matched one red solid diamond, two green striped ovals, three purple open squiggles for 16 points.")
    }

    @Test func setsOwnLines() {
        #expect(StatusLine.hint(penalty: 2).text == "Hint: a set is outlined. 2 point penalty!")
        #expect(StatusLine.dealtThreeMore(penalty: 0).text == "Dealt 3 more cards.")
        #expect(StatusLine.dealtThreeMore(penalty: 6).text == "Dealt 3 more with a set on the board! 6 point penalty!")
        #expect(StatusLine.empty.text.isEmpty)
    }

    /// Red suits in the cards' palette's red, light or dark; the separator is the text's.
    @MainActor @Test func theMarkupWritesRedSuitsInThePalettesRed() {
        let line = StatusLine.describing(MatchResult(kind: .mismatched, cards: cards("6♦", "J♣", "10♥"), points: -2))
        #expect(
            StatusLineView.markup(line, isDark: false)
                == ##"<span foreground="#c01c28">6♦</span> J♣ <span foreground="#c01c28">10♥</span> don't match! 2 point penalty!"##
        )
        #expect(
            StatusLineView.markup(line, isDark: true)
                == ##"<span foreground="#ff7b63">6♦</span> J♣ <span foreground="#ff7b63">10♥</span> don't match! 2 point penalty!"##
        )
        let set = StatusLine.describing(
            MatchResult(
                kind: .chosen, cards: cards("one red solid diamond", "two green open ovals"),
                points: 0))
        #expect(StatusLineView.markup(set, isDark: false) == set.text, "Set's names are written in the text's colour")
    }

    /// The story is saved as it always was: cards as their contents, and the separator
    /// of the line's cards (a space on lines without cards).
    @Test func aLineIsSavedAsBefore() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func json(_ line: StatusLine) throws -> String { String(decoding: try encoder.encode(line), as: UTF8.self) }
        let match = StatusLine.describing(MatchResult(kind: .matched, cards: cards("J♥", "J♠"), points: 16))
        #expect(
            try json(match) == #"{"cardSeparator":" ","parts":[{"words":"Matched "},{"card":"J♥"},{"card":"J♠"},"#
                + #"{"words":" for 16 points."}]}"#)
        let set = StatusLine.describing(MatchResult(kind: .chosen, cards: cards("two green striped ovals"), points: 0))
        #expect(try json(set) == #"{"cardSeparator":", ","parts":[{"card":"two green striped ovals"}]}"#)
        #expect(
            try json(.hint(penalty: 2))
                == #"{"cardSeparator":" ","parts":[{"words":"Hint: a set is outlined. 2 point penalty!"}]}"#)
        for line in [match, set, .hint(penalty: 2)] {
            #expect(try JSONDecoder().decode(StatusLine.self, from: encoder.encode(line)) == line)
        }
    }

    @Test func aSavedCardThatNamesNoCardIsADecodingError() {
        for broken in [
            #"{"cardSeparator":" ","parts":[{"card":"Z♥"}]}"#, #"{"cardSeparator":" ","parts":[{"card":" J♥"}]}"#,
            #"{"cardSeparator":" ","parts":[{"card":{"_0":"one red solid diamonds"}}]}"#,
        ] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(StatusLine.self, from: Data(broken.utf8)) }
        }
    }
}
