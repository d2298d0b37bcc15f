import CardGame
@testable import Machismo
import Testing

/// The status line's words, exactly as the lecture's game shows them.
@Suite struct StatusLineTests {
    @Test func chosenCardsAreListed() {
        #expect(StatusLine.describing(MatchResult(kind: .chosen, cards: ["8♦"], points: 0)).text == "8♦")
        #expect(StatusLine.describing(MatchResult(kind: .chosen, cards: ["8♦", "J♣"], points: 0)).text == "8♦ J♣")
    }

    @Test func aMatchSaysItsPoints() {
        let line = StatusLine.describing(MatchResult(kind: .matched, cards: ["J♥", "J♠"], points: 16))
        #expect(line.text == "Matched J♥ J♠ for 16 points.")
        #expect(line.parts == [.words("Matched "), .card("J♥"), .card("J♠"), .words(" for 16 points.")])
        #expect(StatusLine.describing(MatchResult(kind: .matched, cards: ["2♥", "3♥"], points: 1)).text
            == "Matched 2♥ 3♥ for 1 point.")
    }

    @Test func aMismatchSaysThePenalty() {
        #expect(StatusLine.describing(MatchResult(kind: .mismatched, cards: ["6♦", "J♣"], points: -2)).text
            == "6♦ J♣ don't match! 2 point penalty!")
    }

    @Test func turningACardBackDownSaysSo() {
        #expect(StatusLine.describing(MatchResult(kind: .unchosen, cards: ["8♦"], points: 0)).text
            == "8♦ turned back down.")
    }

    @Test func setCardsAreSeparatedByCommas() {
        let result = MatchResult(kind: .matched, cards: ["one red solid diamond", "two green striped ovals",
                                                         "three purple open squiggles"], points: 16)
        #expect(StatusLine.describing(result, cardSeparator: ", ").text
            == "Matched one red solid diamond, two green striped ovals, three purple open squiggles for 16 points.")
    }

    @Test func setsOwnLines() {
        #expect(StatusLine.hint(penalty: 2).text == "Hint: a set is outlined. 2 point penalty!")
        #expect(StatusLine.dealtThreeMore(penalty: 0).text == "Dealt 3 more cards.")
        #expect(StatusLine.dealtThreeMore(penalty: 6).text == "Dealt 3 more with a set on the board! 6 point penalty!")
        #expect(StatusLine.empty.text.isEmpty)
    }
}
