/// A card of the 52-card deck: rank 1 (A) … 13 (K) and suit ♠♣♥♦.
public struct PlayingCard: Card {
    /// A suit, written as its symbol; in the order a fresh deck holds them.
    public enum Suit: String, CaseIterable, Sendable {
        /// ♠
        case spades = "♠"
        /// ♣
        case clubs = "♣"
        /// ♥
        case hearts = "♥"
        /// ♦
        case diamonds = "♦"

        /// Whether the suit is red (♥♦).
        public var isRed: Bool { self == .hearts || self == .diamonds }
    }

    /// How each rank is written, by rank (index 0 is unused).
    public static let rankStrings = ["?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    /// The highest rank, the king.
    public static let maxRank = 13

    /// 1 (ace) to 13 (king).
    public let rank: Int
    /// The suit.
    public let suit: Suit

    /// The card of `rank` (1…13) and `suit`.
    public init(rank: Int, suit: Suit) {
        precondition((1...Self.maxRank).contains(rank), "rank \(rank) is not 1…13")
        self.rank = rank
        self.suit = suit
    }

    /// The playing card `value` names, or nil for a Set card.
    public init?(value: CardValue) {
        guard case .playing(let rank, let suit) = value else { return nil }
        self.init(rank: rank, suit: suit)
    }

    public var value: CardValue { .playing(rank: rank, suit: suit) }

    /// Whether the suit is red (♥♦).
    public var isRed: Bool { suit.isRed }

    /// The sum over every pair of this card and `others`, and of `others`
    /// among themselves: 4 for the same rank, else 1 for the same suit.
    public func match(_ others: [PlayingCard]) -> Int {
        let cards = [self] + others
        var score = 0
        for i in cards.indices {
            for j in cards.indices where j > i {
                if cards[i].rank == cards[j].rank {
                    score += 4
                } else if cards[i].suit == cards[j].suit {
                    score += 1
                }
            }
        }
        return score
    }
}

/// All 52 playing cards.
public enum PlayingCardDeck {
    /// A fresh deck of the 52 cards.
    public static func make() -> Deck<PlayingCard> {
        var deck = Deck<PlayingCard>()
        for suit in PlayingCard.Suit.allCases {
            for rank in 1...PlayingCard.maxRank { deck.add(PlayingCard(rank: rank, suit: suit)) }
        }
        return deck
    }
}
