import CardGame

/// One line of a deal's story, as the status line under the board and the
/// History page show it: words and cards (`Matched J♥ J♠ for 16 points.`).
/// Cards travel as values (`CardValue`): Set draws them as small pictures,
/// Cards writes them, red suits in red; `text` is what a screen reader says
/// and what Scores keeps. Saved as `StatusLine+Coding.swift` describes.
struct StatusLine: Equatable {
    enum Part: Equatable {
        case words(String)
        case card(CardValue)
    }

    var parts: [Part]

    /// The line as plain text.
    var text: String { written(words: { $0 }, card: \.contents) }

    /// The line written out: words by `words`, cards by `card`, and between two cards
    /// in a row their separator (`CardValue.separator`, the one place it is decided),
    /// itself written by `words`. The text and the status line's markup are written so.
    func written(words: (String) -> String, card: (CardValue) -> String) -> String {
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

    /// The line's cards, in order.
    var cards: [CardValue] {
        parts.compactMap { part in
            guard case .card(let value) = part else { return nil }
            return value
        }
    }

    var isEmpty: Bool { parts.isEmpty }

    static let empty = StatusLine(parts: [])

    /// The words for what a choice did, exactly as the lecture's game shows them.
    static func describing(_ result: MatchResult) -> StatusLine {
        let cards = result.cards.map(Part.card)
        let parts: [Part]
        switch result.kind {
        case .chosen:
            parts = cards
        case .unchosen:
            parts = cards + [.words(" turned back down.")]
        case .matched:
            parts = [.words("Matched ")] + cards + [.words(" for \(points(result.points)).")]
        case .mismatched:
            parts = cards + [.words(" don't match! \(-result.points) point penalty!")]
        }
        return StatusLine(parts: parts)
    }

    /// Set's Hint: a set is outlined on the board, for the mismatch penalty.
    static func hint(penalty: Int) -> StatusLine {
        StatusLine(parts: [.words("Hint: a set is outlined. \(penalty) point penalty!")])
    }

    /// Set's Hint when the board holds no set.
    static let noSetOnBoard = StatusLine(parts: [.words("No set on the board: deal 3 more.")])

    /// Set's Deal 3 More; `penalty` is non-zero when a set was on the board.
    static func dealtThreeMore(penalty: Int) -> StatusLine {
        if penalty == 0 { return StatusLine(parts: [.words("Dealt 3 more cards.")]) }
        return StatusLine(parts: [.words("Dealt 3 more with a set on the board! \(penalty) point penalty!")])
    }

    private static func points(_ points: Int) -> String { points == 1 ? "1 point" : "\(points) points" }
}
