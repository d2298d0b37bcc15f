/// A matching game's state as plain values, to save on quit and bring back on
/// the next launch. Cards are kept as their contents (`J♥`).
public struct GameSnapshot: Codable, Equatable, Sendable {
    public struct CardState: Codable, Equatable, Sendable {
        public var contents: String
        public var isChosen: Bool
        public var isMatched: Bool
    }

    public var cards: [CardState]
    /// Board positions of the chosen, unmatched cards, in the order chosen.
    public var chosenOrder: [Int]
    public var score: Int
    public var matchCount: Int
    public var scoring: Scoring
    public var history: [MatchResult]
}

/// Why a snapshot cannot become a game again.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
    case unknownCard(String)
    case invalid(String)

    public var description: String {
        switch self {
        case .unknownCard(let contents): "the saved game holds a card \"\(contents)\" that does not exist"
        case .invalid(let reason): "the saved game is not valid: \(reason)"
        }
    }
}

extension CardMatchingGame {
    /// The game as plain values.
    public var snapshot: GameSnapshot {
        let positions = Dictionary(uniqueKeysWithValues: cards.enumerated().map { (ObjectIdentifier($1), $0) })
        return GameSnapshot(
            cards: cards.map { GameSnapshot.CardState(contents: $0.contents, isChosen: $0.isChosen, isMatched: $0.isMatched) },
            chosenOrder: chosenCards.compactMap { positions[ObjectIdentifier($0)] },
            score: score, matchCount: matchCount, scoring: scoring, history: history)
    }

    /// Makes the cards of `snapshot` with `makeCard` (contents → card) and checks
    /// that the state holds together before it becomes a game.
    static func cards(of snapshot: GameSnapshot, _ makeCard: (String) -> Card?) throws(SnapshotError) -> [Card] {
        guard snapshot.matchCount == 2 || snapshot.matchCount == 3 else {
            throw .invalid("the match mode is \(snapshot.matchCount) cards")
        }
        var cards: [Card] = []
        for state in snapshot.cards {
            guard let card = makeCard(state.contents) else { throw .unknownCard(state.contents) }
            card.isChosen = state.isChosen
            card.isMatched = state.isMatched
            cards.append(card)
        }
        let chosen = cards.indices.filter { cards[$0].isChosen && !cards[$0].isMatched }
        guard Set(snapshot.chosenOrder) == Set(chosen), snapshot.chosenOrder.count == chosen.count else {
            throw .invalid("the chosen cards do not agree with the order they were chosen in")
        }
        guard chosen.count < snapshot.matchCount else { throw .invalid("too many cards are chosen") }
        return cards
    }
}

extension SetGame {
    /// Set's state as plain values: the game, the deck, hints and the random source.
    public struct Snapshot: Codable, Equatable, Sendable {
        public var game: GameSnapshot
        public var deck: [String]
        public var hintsUsed: Int
        public var generator: UInt64
    }
}
