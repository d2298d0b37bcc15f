import CardGame

/// One line of a deal's story, as the status line under the board and the
/// History page show it: words and cards (`Matched J♥ J♠ for 16 points.`).
/// Set draws its cards as small pictures; `text` is what a screen reader says
/// and what Scores keeps.
struct StatusLine: Codable, Equatable {
    /// Saved as `{"words": "Matched "}` or `{"card": "J♥"}`; reading also takes
    /// `{"words": {"_0": …}}`, the synthesized form of saves before version 2.
    enum Part: Codable, Equatable {
        case words(String)
        /// A card, by its contents.
        case card(String)

        private enum CodingKeys: String, CodingKey {
            case words, card
        }

        private enum LegacyKeys: String, CodingKey {
            case value = "_0"
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard container.allKeys.count == 1, let key = container.allKeys.first else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                        debugDescription: "a part is words or a card"))
            }
            let text: String
            if let plain = try? container.decode(String.self, forKey: key) {
                text = plain
            } else {
                let legacy = try container.nestedContainer(keyedBy: LegacyKeys.self, forKey: key)
                text = try legacy.decode(String.self, forKey: .value)
            }
            self = key == .words ? .words(text) : .card(text)
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .words(let words): try container.encode(words, forKey: .words)
            case .card(let contents): try container.encode(contents, forKey: .card)
            }
        }
    }

    var parts: [Part]
    /// Put between two cards in `text`: a space for `J♥ J♠`, a comma for Set's longer names.
    var cardSeparator = " "

    /// The line as plain text.
    var text: String {
        var text = ""
        var previousWasCard = false
        for part in parts {
            switch part {
            case .words(let words):
                text += words
                previousWasCard = false
            case .card(let contents):
                if previousWasCard { text += cardSeparator }
                text += contents
                previousWasCard = true
            }
        }
        return text
    }

    var isEmpty: Bool { parts.isEmpty }

    static let empty = StatusLine(parts: [])

    /// The words for what a choice did, exactly as the lecture's game shows them.
    static func describing(_ result: MatchResult, cardSeparator: String = " ") -> StatusLine {
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
        return StatusLine(parts: parts, cardSeparator: cardSeparator)
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
