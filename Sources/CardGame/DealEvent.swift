/// One line of a deal's story, as a value: what a choice, a hint or a deal did, with its
/// cards and its points. The status line under the board, History and Scores show it in
/// the user's language; results keep it as it is (`Codable`), not as words, so a wording
/// changed or translated reads every saved story the same.
public enum DealEvent: Hashable, Sendable {
    /// Cards chosen: the cards alone.
    case chosen([CardValue])
    /// A chosen card turned back down, for free.
    case unchosen([CardValue])
    /// The cards matched and scored `points`.
    case matched([CardValue], points: Int)
    /// The cards did not match and cost `penalty` points (a positive number).
    case mismatched([CardValue], penalty: Int)
    /// Set's Hint: a set is outlined on the board, for the mismatch penalty.
    case hint(penalty: Int)
    /// Set's Hint when the board holds no set.
    case noSetOnBoard
    /// Set's Deal 3 More; `penalty` is non-zero when a set was on the board.
    case dealtThreeMore(penalty: Int)
    /// A line of an older file in words this version cannot read (`init(englishLine:)`),
    /// kept and shown as it was saved.
    case unreadable(String)

    /// What a choice did (`CardMatchingGame.chooseCard(at:)`), as a line of the story.
    public init(_ result: MatchResult) {
        switch result.kind {
        case .chosen: self = .chosen(result.cards)
        case .unchosen: self = .unchosen(result.cards)
        case .matched: self = .matched(result.cards, points: result.points)
        case .mismatched: self = .mismatched(result.cards, penalty: -result.points)
        }
    }

    /// The line's cards, in order; none for a hint, a deal or an unreadable line.
    public var cards: [CardValue] {
        switch self {
        case .chosen(let cards), .unchosen(let cards), .matched(let cards, _), .mismatched(let cards, _): cards
        case .hint, .noSetOnBoard, .dealtThreeMore, .unreadable: []
        }
    }
}

/// Saved as an object with one key, the kind of event, holding its cards (as their
/// contents) and its points:
///
/// ```json
/// {"chosen": {"cards": ["8♦"]}}
/// {"unchosen": {"cards": ["8♦"]}}
/// {"matched": {"cards": ["J♥", "J♠"], "points": 16}}
/// {"mismatched": {"cards": ["6♦", "J♣"], "penalty": 2}}
/// {"hint": {"penalty": 2}}
/// {"noSetOnBoard": {}}
/// {"dealtThreeMore": {"penalty": 0}}
/// {"unreadable": {"text": "Shuffled the deck."}}
/// ```
///
/// An event with cards has at least one; a card that names none, a missing field or
/// another key is a decoding error.
extension DealEvent: Codable {
    private enum Kind: String, CodingKey {
        case chosen, unchosen, matched, mismatched, hint, noSetOnBoard, dealtThreeMore, unreadable
    }

    private enum Field: String, CodingKey {
        case cards, points, penalty, text
    }

    public init(from decoder: Decoder) throws {
        let outer = try decoder.container(keyedBy: Kind.self)
        guard outer.allKeys.count == 1, let kind = outer.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "an event is one of \(Self.kinds)"))
        }
        let fields = try outer.nestedContainer(keyedBy: Field.self, forKey: kind)
        func cards() throws -> [CardValue] {
            let cards = try fields.decode([CardValue].self, forKey: .cards)
            guard !cards.isEmpty else {
                throw DecodingError.dataCorruptedError(forKey: .cards, in: fields, debugDescription: "no cards")
            }
            return cards
        }
        func number(_ field: Field) throws -> Int { try fields.decode(Int.self, forKey: field) }
        switch kind {
        case .chosen: self = .chosen(try cards())
        case .unchosen: self = .unchosen(try cards())
        case .matched: self = .matched(try cards(), points: try number(.points))
        case .mismatched: self = .mismatched(try cards(), penalty: try number(.penalty))
        case .hint: self = .hint(penalty: try number(.penalty))
        case .noSetOnBoard: self = .noSetOnBoard
        case .dealtThreeMore: self = .dealtThreeMore(penalty: try number(.penalty))
        case .unreadable: self = .unreadable(try fields.decode(String.self, forKey: .text))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var outer = encoder.container(keyedBy: Kind.self)
        switch self {
        case .chosen(let cards):
            var fields = outer.nestedContainer(keyedBy: Field.self, forKey: .chosen)
            try fields.encode(cards, forKey: .cards)
        case .unchosen(let cards):
            var fields = outer.nestedContainer(keyedBy: Field.self, forKey: .unchosen)
            try fields.encode(cards, forKey: .cards)
        case .matched(let cards, let points):
            var fields = outer.nestedContainer(keyedBy: Field.self, forKey: .matched)
            try fields.encode(cards, forKey: .cards)
            try fields.encode(points, forKey: .points)
        case .mismatched(let cards, let penalty):
            var fields = outer.nestedContainer(keyedBy: Field.self, forKey: .mismatched)
            try fields.encode(cards, forKey: .cards)
            try fields.encode(penalty, forKey: .penalty)
        case .hint(let penalty):
            var fields = outer.nestedContainer(keyedBy: Field.self, forKey: .hint)
            try fields.encode(penalty, forKey: .penalty)
        case .noSetOnBoard:
            _ = outer.nestedContainer(keyedBy: Field.self, forKey: .noSetOnBoard)
        case .dealtThreeMore(let penalty):
            var fields = outer.nestedContainer(keyedBy: Field.self, forKey: .dealtThreeMore)
            try fields.encode(penalty, forKey: .penalty)
        case .unreadable(let text):
            var fields = outer.nestedContainer(keyedBy: Field.self, forKey: .unreadable)
            try fields.encode(text, forKey: .text)
        }
    }

    private static let kinds = "chosen, unchosen, matched, mismatched, hint, noSetOnBoard, dealtThreeMore, unreadable"
}
