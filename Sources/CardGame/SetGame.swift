/// Set's rules on top of the matching game: 12 cards on the board, a set found
/// is replaced from the deck (the board shrinks once it is empty), three more
/// may be dealt (up to 24, with a penalty when a set was on the board), hints
/// find a set, and the game is over when the deck is empty and no set is left.
public final class SetGame {
    public static let startingCards = 12
    public static let maximumCards = 24

    public let game: CardMatchingGame
    public private(set) var deck: Deck<Card>
    public private(set) var hintsUsed = 0
    private var generator: SeededGenerator

    public init(scoring: Scoring = .standard, seed: UInt64) throws {
        generator = SeededGenerator(seed: seed)
        var deck = SetCardDeck.make()
        game = try CardMatchingGame(cardCount: Self.startingCards, deck: &deck, matchCount: 3,
                                    scoring: scoring, using: &generator)
        self.deck = deck
    }

    public var cards: [SetCard] { game.cards.compactMap { $0 as? SetCard } }

    /// Chooses the card at `index`; a set found leaves the board, replaced from the deck.
    @discardableResult
    public func chooseCard(at index: Int) -> MatchResult? {
        let result = game.chooseCard(at: index)
        if result?.kind == .matched { replaceMatchedCards() }
        return result
    }

    private func replaceMatchedCards() {
        for index in game.cards.indices.reversed() where game.cards[index].isMatched {
            let replacement = game.cards.count > Self.startingCards ? nil : deck.drawRandomCard(using: &generator)
            game.replaceCard(at: index, with: replacement)
        }
    }

    /// Whether Deal 3 More can act: cards left and room on the board.
    public var canDealThreeMore: Bool { !deck.isEmpty && game.cards.count + 3 <= Self.maximumCards }

    /// Deals three more cards; costs 3 × the mismatch penalty if a set was on the board.
    public func dealThreeMore() {
        guard canDealThreeMore else { return }
        if !Self.allSets(in: cards).isEmpty { game.penalize(3 * game.scoring.mismatchPenalty) }
        var more: [Card] = []
        for _ in 0..<3 { if let card = deck.drawRandomCard(using: &generator) { more.append(card) } }
        game.addCards(more)
    }

    /// The indices of a set on the board, costing the mismatch penalty; nil when there is none.
    public func hint() -> [Int]? {
        guard let set = Self.allSets(in: cards).first else { return nil }
        hintsUsed += 1
        game.penalize(game.scoring.mismatchPenalty)
        return set
    }

    /// Over when the deck is empty and no set is left on the board.
    public var isOver: Bool { deck.isEmpty && Self.allSets(in: cards).isEmpty }

    /// Every set among `cards`, as index triples in increasing order. Uses the
    /// fact that two cards determine the third: one pass over the pairs.
    public static func allSets(in cards: [SetCard]) -> [[Int]] {
        var index: [Int: Int] = [:]
        for (position, card) in cards.enumerated() { index[key(card.features)] = position }
        var sets: [[Int]] = []
        for i in cards.indices {
            for j in cards.indices where j > i {
                let third = zip(cards[i].features, cards[j].features).map { (6 - $0 - $1) % 3 }
                if let k = index[key(third)], k > j { sets.append([i, j, k]) }
            }
        }
        return sets
    }

    private static func key(_ features: [Int]) -> Int {
        features.reduce(0) { $0 * 3 + $1 }
    }
}
