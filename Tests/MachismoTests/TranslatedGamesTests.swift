import CardGame
import Foundation
import Gtk
import LocaleTestSupport
@testable import Machismo
import Storage
import Testing

/// The games' words in another language: a status line is one translated message cut at
/// its cards, a saved line (English, as files keep it) is shown translated, Set's cards are
/// named in the language, and Scores writes dates in the locale through GLib.
@Suite struct TranslatedGamesTests {
    private let jacks: [CardValue] = [.playing(rank: 11, suit: .hearts), .playing(rank: 11, suit: .spades)]

    init() throws {
        try #require(TestCatalogue.german != nil, "msgfmt compiles the test catalogue (Debian's gettext)")
        try #require(ProcessInfo.processInfo.environment["LANGUAGE"] == nil, "LANGUAGE would override the locale")
    }

    @Test func aLineIsOneMessageCutAtItsCards() {
        withLocale("de_DE.UTF-8") {
            let matched = StatusLine.describing(MatchResult(kind: .matched, cards: jacks, points: 16))
            #expect(matched.parts == [.words("16 Punkte für "), .card(jacks[0]), .card(jacks[1]), .words(".")])
            #expect(matched.text == "16 Punkte für J♥ J♠.")
            let one = StatusLine.describing(MatchResult(kind: .matched, cards: jacks, points: 1))
            #expect(one.text == "1 Punkt für J♥ J♠.", "the language's plural form")
            let mismatched = StatusLine.describing(MatchResult(kind: .mismatched, cards: jacks, points: -2))
            #expect(
                mismatched.parts == [
                    .words("Kein Paar: "), .card(jacks[0]), .card(jacks[1]), .words("! 2 Strafpunkte!"),
                ])
            #expect(
                StatusLine.hint(penalty: 2).text == "Hint: a set is outlined. 2 point penalty!", "untranslated: English"
            )
        }
    }

    @Test func filesKeepTheEnglishWordsAndShowTheMessageTranslated() throws {
        try withLocale("de_DE.UTF-8") {
            let matched = StatusLine.describing(MatchResult(kind: .matched, cards: jacks, points: 16))
            #expect(matched.message.englishLine == "Matched J♥ J♠ for 16 points.")
            #expect(
                matched.savedParts == [.words("Matched "), .card(jacks[0]), .card(jacks[1]), .words(" for 16 points.")])
            let saved = try JSONDecoder().decode(StatusLine.self, from: JSONEncoder().encode(matched))
            #expect(saved == matched)
            let old = DealEvent(englishLine: "Matched J♥ J♠ for 16 points.")
            #expect(StatusLine(message: old).text == "16 Punkte für J♥ J♠.")
        }
    }

    /// Every line the games write comes back from its saved text and parts as the same message.
    @Test func everySavedLineIsReadBackIntoItsMessage() {
        let set: [CardValue] = [
            .set(number: 1, symbol: .diamond, shading: .solid, color: .red),
            .set(number: 2, symbol: .oval, shading: .striped, color: .green),
            .set(number: 3, symbol: .squiggle, shading: .open, color: .purple),
        ]
        let lines: [StatusLine] = [
            .describing(MatchResult(kind: .chosen, cards: [jacks[0]], points: 0)),
            .describing(MatchResult(kind: .chosen, cards: Array(set[...1]), points: 0)),
            .describing(MatchResult(kind: .unchosen, cards: [set[2]], points: 0)),
            .describing(MatchResult(kind: .matched, cards: jacks, points: 1)),
            .describing(MatchResult(kind: .matched, cards: set, points: 16)),
            .describing(MatchResult(kind: .mismatched, cards: set, points: -2)),
            .hint(penalty: 2), .hint(penalty: 0), .noSetOnBoard, .dealtThreeMore(penalty: 0),
            .dealtThreeMore(penalty: 6),
        ]
        for line in lines {
            let english = line.message.englishLine
            #expect(line.message != .unreadable(english), "\(english)")
            #expect(DealEvent(englishLine: english) == line.message, "\(english)")
            #expect(StatusLine(savedParts: line.savedParts) == line, "\(english)")
        }
    }

    @Test func wordsNoVersionWroteAreShownAsSaved() {
        for text in [
            "Matched J♥ J♠ for 16 pointz.", "Matched J♥ J♠ for +16 points.", "J♥ J♠ don't match!", "Hello",
            "Dealt 4 more cards.", "Z♥ turned back down.",
        ] {
            let line = StatusLine(message: DealEvent(englishLine: text))
            #expect(line.message == .unreadable(text), "\(text)")
            #expect(line.parts == [.words(text)])
            #expect(line.message.englishLine == text)
        }
        #expect(StatusLine(message: DealEvent(englishLine: "")).isEmpty)
        let oddParts: [StatusLine.Part] = [
            .words("Matched "), .card(jacks[0]), .words(" for 16 points."), .card(jacks[1]),
        ]
        #expect(StatusLine(savedParts: oddParts).message == .unreadable("Matched J♥ for 16 points.J♠"))
    }

    @Test func setCardsAreNamedInTheLanguage() {
        let card = CardValue.set(number: 2, symbol: .oval, shading: .striped, color: .green)
        withLocale("de_DE.UTF-8") {
            #expect(card.name == "zwei Ovale, grün, gestreift")
            #expect(card.contents == "two green striped ovals", "files keep the contents")
            let line = StatusLine.describing(MatchResult(kind: .chosen, cards: [card, card], points: 0))
            #expect(line.text == "zwei Ovale, grün, gestreift, zwei Ovale, grün, gestreift")
            #expect(line.message.englishLine == "two green striped ovals, two green striped ovals")
        }
        #expect(card.name == "two green striped ovals")
        #expect(CardValue.playing(rank: 10, suit: .spades).name == "10♠")
    }

    @Test func scoresWritesDatesInTheLocale() {
        setenv("TZ", "UTC", 1)
        tzset()
        let result = sampleResults()[1]  // Cards 2-card, 14 points, 3:05, 21 Nov 2026 14:15 UTC
        withLocale("de_DE.UTF-8") {
            #expect(ScoreFormat.dateTime(result.start) == "21. Nov 2026, 14:15")
            #expect(
                ScoreFormat.dateTime(result.start, seconds: true) == "21 Nov 2026 14:15:00",
                "untranslated: English order")
            #expect(
                ScoreFormat.spoken(result, isBest: false) == "Karten zu zweit, 14 Punkte, 3:05, 21. Nov 2026, 14:15")
            #expect(LocalDate.format(result.start.timeIntervalSince1970, "%x %A %B") == "21.11.2026 Samstag November")
        }
        withLocale("ar_EG.UTF-8") {
            #expect(ScoreFormat.dateTime(result.start) == "21 نوف 2026 14:15")
            #expect(LocalDate.format(result.start.timeIntervalSince1970, "%B") == "نوفمبر")
        }
        withLocale("C.UTF-8") {
            #expect(ScoreFormat.dateTime(result.start) == "21 Nov 2026 14:15")
        }
        #expect(LocalDate.format(.nan, "%x") == "" && LocalDate.format(1e300, "%x") == "")
    }
}
