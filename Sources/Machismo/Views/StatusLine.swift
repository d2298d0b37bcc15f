import CardGame
import Localization

/// One line of a deal's story, as the status line under the board, History and
/// Scores show it: words and cards (`Matched J♥ J♠ for 16 points.`).
///
/// A line is what happened (`message`, a `DealEvent` of the model): the words are
/// written in the user's language when it is shown, one whole message with the cards
/// in a placeholder, and cut at that placeholder into `parts`. Cards travel as values
/// (`CardValue`): Set draws them as small pictures, Cards writes them, red suits in
/// red; `text` is what a screen reader says. Only an unreadable line of an old file
/// shows as it was saved, in English.
struct StatusLine: Equatable {
    enum Part: Equatable {
        case words(String)
        case card(CardValue)
    }

    /// What the line says.
    var message: DealEvent

    static let empty = StatusLine(message: .unreadable(""))

    var isEmpty: Bool { message == .unreadable("") }

    /// The words for what a choice did, as the lecture's game says them.
    static func describing(_ result: MatchResult) -> StatusLine { StatusLine(message: DealEvent(result)) }

    static func hint(penalty: Int) -> StatusLine { StatusLine(message: .hint(penalty: penalty)) }

    static let noSetOnBoard = StatusLine(message: .noSetOnBoard)

    static func dealtThreeMore(penalty: Int) -> StatusLine { StatusLine(message: .dealtThreeMore(penalty: penalty)) }

    /// `2. Matched J♥ J♠ for 16 points.`: the line with its number in a deal's story (History, Scores).
    func numbered(_ number: Int) -> String {
        // TRANSLATORS: a numbered line of a deal's history: %1$d its number, %2$s the line.
        tr("%1$d. %2$s", number, text)
    }

    /// The line's cards, in order.
    var cards: [CardValue] { message.cards }

    /// The line in the user's language: its words, and its cards where the message puts them.
    var parts: [Part] {
        let mark = String(Self.cardsMark)
        switch message {
        case .chosen(let cards):
            return cards.map(Part.card)
        case .unchosen(let cards):
            // TRANSLATORS: a status line; %s is the cards chosen, written or drawn ("8♦").
            return Self.parts(tr("%s turned back down.", mark), cards: cards)
        case .matched(let cards, let points):
            // TRANSLATORS: a status line; %1$s is the cards matched, written or drawn ("J♥ J♠").
            return Self.parts(
                trn("Matched %1$s for %2$d point.", "Matched %1$s for %2$d points.", points, mark, points),
                cards: cards)
        case .mismatched(let cards, let penalty):
            // TRANSLATORS: a status line; %1$s is the cards chosen, written or drawn ("6♦ J♣"),
            // %2$d the points taken off the score.
            return Self.parts(
                trn(
                    "%1$s don't match! %2$d point penalty!", "%1$s don't match! %2$d point penalty!",
                    penalty, mark, penalty), cards: cards)
        case .hint(let penalty):
            // TRANSLATORS: Set's status line after Hint: a set is outlined on the board; %d points are taken off.
            return [
                .words(
                    trn(
                        "Hint: a set is outlined. %d point penalty!", "Hint: a set is outlined. %d point penalty!",
                        penalty, penalty))
            ]
        case .noSetOnBoard:
            // TRANSLATORS: Set's status line after Hint when no three cards on the board make a set.
            return [.words(tr("No set on the board: deal 3 more."))]
        case .dealtThreeMore(0):
            return [.words(tr("Dealt 3 more cards."))]
        case .dealtThreeMore(let penalty):
            // TRANSLATORS: Set's status line after Deal 3 More while a set was on the board; %d points are taken off.
            return [
                .words(
                    trn(
                        "Dealt 3 more with a set on the board! %d point penalty!",
                        "Dealt 3 more with a set on the board! %d point penalty!", penalty, penalty))
            ]
        case .unreadable(let text):
            return Self.words(text)
        }
    }

    /// Stands for the cards in a translated message, where the message is cut.
    private static let cardsMark: Character = "\u{E000}"

    /// `message` cut at the cards' mark, the cards in between. A translation that left
    /// the placeholder out still shows the cards, first.
    private static func parts(_ message: String, cards: [CardValue]) -> [Part] {
        let cardParts = cards.map(Part.card)
        guard let mark = message.firstIndex(of: cardsMark) else { return cardParts + words(message) }
        let after = message[message.index(after: mark)...].filter { $0 != cardsMark }
        return words(String(message[..<mark])) + cardParts + words(after)
    }

    static func words(_ text: String) -> [Part] { text.isEmpty ? [] : [.words(text)] }

    /// The line as plain text, as a screen reader says it; cards by their names.
    var text: String { written(words: { $0 }, card: \.name) }

    /// The line written out: words by `words`, cards by `card`, and between two cards
    /// in a row their separator (`CardValue.separator`, the one place it is decided),
    /// itself written by `words`. The text and the status line's markup are written so.
    func written(words: (String) -> String, card: (CardValue) -> String) -> String {
        Self.written(parts, words: words, card: card)
    }

    static func written(_ parts: [Part], words: (String) -> String, card: (CardValue) -> String) -> String {
        var written = ""
        var previousWasCard = false
        for part in parts {
            switch part {
            case .words(let text):
                written += words(text)
                previousWasCard = false
            case .card(let value):
                if previousWasCard { written += words(value.separator) }
                written += card(value)
                previousWasCard = true
            }
        }
        return written
    }
}
