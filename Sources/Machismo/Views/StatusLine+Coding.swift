import CardGame

/// A status line as a saved deal's story keeps it (docs/SAVED-FILES.md):
/// `{"parts": [{"words": "Matched "}, {"card": "J♥"}, …], "cardSeparator": " "}`,
/// its English `savedParts`; reading finds the message again (`init(savedParts:)`).
///
/// Cards are saved as their contents and read back as values; a card that names none
/// is a decoding error, and the deal is not restored. `cardSeparator` is written as it
/// always was, the separator of the line's cards (a space on a line without cards), and
/// read but not used: the cards say their separator (`CardValue.separator`).
extension StatusLine: Codable {
    private enum CodingKeys: String, CodingKey {
        case parts, cardSeparator
    }

    /// The `cardSeparator` a line is saved with: its cards' separator, or on a line
    /// without cards a space, as the separator's old default.
    var savedCardSeparator: String { cards.first?.separator ?? " " }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(savedParts: try container.decode([Part].self, forKey: .parts))
        _ = try container.decode(String.self, forKey: .cardSeparator)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(savedParts, forKey: .parts)
        try container.encode(savedCardSeparator, forKey: .cardSeparator)
    }
}

/// Saved as `{"words": "Matched "}` or `{"card": "J♥"}`; reading also takes
/// `{"words": {"_0": …}}`, the synthesized form of saves before version 2.
extension StatusLine.Part: Codable {
    private enum CodingKeys: String, CodingKey {
        case words, card
    }

    private enum LegacyKeys: String, CodingKey {
        case value = "_0"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a part is words or a card"))
        }
        let text: String
        if let plain = try? container.decode(String.self, forKey: key) {
            text = plain
        } else {
            let legacy = try container.nestedContainer(keyedBy: LegacyKeys.self, forKey: key)
            text = try legacy.decode(String.self, forKey: .value)
        }
        guard key == .card else {
            self = .words(text)
            return
        }
        guard let value = CardValue(contents: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "no card is \"\(text)\"")
        }
        self = .card(value)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .words(let words): try container.encode(words, forKey: .words)
        case .card(let value): try container.encode(value, forKey: .card)
        }
    }
}
