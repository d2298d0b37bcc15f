import Localization

/// A matching game's state as plain values, to save on quit and bring back on
/// the next launch. Cards are kept as their contents (`J♥`).
public struct GameSnapshot: Codable, Equatable, Sendable {
    /// One card on the board.
    public struct CardState: Codable, Equatable, Sendable {
        /// The card, as its contents (`J♥`).
        public var contents: String
        /// Whether it is turned up.
        public var isChosen: Bool
        /// Whether it has been matched.
        public var isMatched: Bool
    }

    /// The cards on the board, in board order.
    public var cards: [CardState]
    /// Board positions of the chosen, unmatched cards, in the order chosen.
    public var chosenOrder: [Int]
    /// The score.
    public var score: Int
    /// How many cards make a match attempt: 2 or 3.
    public var matchCount: Int
    /// The deal's scoring constants.
    public var scoring: Scoring
    /// Every result of the deal; its cards are saved as their contents and read back
    /// as values (`CardValue`), so a card that names none makes the snapshot unreadable.
    public var history: [MatchResult]
}

/// Why a snapshot cannot become a game again, in the user's words (an alert shows it).
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
    /// A card's contents name no card.
    case unknownCard(String)
    /// The snapshot breaks a rule of the game; the text says which.
    case invalid(String)

    public var description: String {
        switch self {
        // TRANSLATORS: why a saved game could not be restored; %s is a card as saved ("J♥").
        case .unknownCard(let contents): tr("the saved game holds a card \"%s\" that does not exist", contents)
        // TRANSLATORS: why a saved game could not be restored; %s says what is wrong with it.
        case .invalid(let reason): tr("the saved game is not valid: %s", reason)
        }
    }
}

extension CardMatchingGame {
    /// The game as plain values.
    public var snapshot: GameSnapshot {
        GameSnapshot(
            cards: cards.map {
                GameSnapshot.CardState(contents: $0.contents, isChosen: $0.isChosen, isMatched: $0.isMatched)
            },
            chosenOrder: chosenOrder, score: score, matchCount: matchCount, scoring: scoring, history: history)
    }

    /// Reads the cards of `snapshot` (their contents name cards of `Kind`) and checks
    /// that the state holds together before it becomes a game.
    ///
    /// It holds together when the match mode is 2 or 3 cards, the scoring
    /// constants are within `Scoring.range`, every card exists and is on the
    /// board once (told by the card's own contents, so `" J♥"` cannot pass for
    /// a second `J♥`), and the chosen cards agree with `chosenOrder`. The score
    /// may be any number: the game saturates it (see `score`).
    static func cards(of snapshot: GameSnapshot) throws(SnapshotError) -> [BoardCard<Kind>] {
        guard snapshot.matchCount == 2 || snapshot.matchCount == 3 else {
            throw .invalid(
                trn(
                    "the match mode is %d card", "the match mode is %d cards", snapshot.matchCount,
                    snapshot.matchCount))
        }
        guard snapshot.scoring.isWithinRange else {
            throw .invalid(tr("the scoring is outside %1$d…%2$d", Scoring.range.lowerBound, Scoring.range.upperBound))
        }
        var cards: [BoardCard<Kind>] = []
        var seen = Set<Kind>()
        for state in snapshot.cards {
            guard let card = Kind(contents: state.contents) else { throw .unknownCard(state.contents) }
            guard seen.insert(card).inserted else {
                throw .invalid(tr("%s is on the board twice", card.contents))
            }
            var placed = BoardCard(card)
            placed.isChosen = state.isChosen
            placed.isMatched = state.isMatched
            cards.append(placed)
        }
        let chosen = cards.indices.filter { cards[$0].isChosen && !cards[$0].isMatched }
        guard Set(snapshot.chosenOrder) == Set(chosen), snapshot.chosenOrder.count == chosen.count else {
            throw .invalid(tr("the chosen cards do not agree with the order they were chosen in"))
        }
        guard chosen.count < snapshot.matchCount else { throw .invalid(tr("too many cards are chosen")) }
        return cards
    }
}

extension SetGame {
    /// Set's state as plain values: the game, the deck, hints and the random source.
    ///
    /// `generator` is written as a string of decimal digits: a JSON number past
    /// 2^53 loses digits in many readers. Reading takes a number too, as saved
    /// games before `navigation.json` version 2 held it.
    public struct Snapshot: Codable, Equatable, Sendable {
        /// The board, the score and the history.
        public var game: GameSnapshot
        /// The cards not dealt yet, as their contents.
        public var deck: [String]
        /// How many hints were asked for.
        public var hintsUsed: Int
        /// The random generator's state (`SeededGenerator.state`).
        public var generator: UInt64

        /// A snapshot of these parts.
        public init(game: GameSnapshot, deck: [String], hintsUsed: Int, generator: UInt64) {
            self.game = game
            self.deck = deck
            self.hintsUsed = hintsUsed
            self.generator = generator
        }

        enum CodingKeys: String, CodingKey {
            case game, deck, hintsUsed, generator
        }

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            game = try container.decode(GameSnapshot.self, forKey: .game)
            deck = try container.decode([String].self, forKey: .deck)
            hintsUsed = try container.decode(Int.self, forKey: .hintsUsed)
            if let text = try? container.decode(String.self, forKey: .generator) {
                guard let value = UInt64(text) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .generator, in: container,
                        debugDescription: "the generator is not a number")
                }
                generator = value
            } else {
                generator = try container.decode(UInt64.self, forKey: .generator)
            }
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(game, forKey: .game)
            try container.encode(deck, forKey: .deck)
            try container.encode(hintsUsed, forKey: .hintsUsed)
            try container.encode(String(generator), forKey: .generator)
        }
    }
}
