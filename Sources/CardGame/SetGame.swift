import Localization

/// Set's rules on top of the matching game: 12 cards on the board, a set found
/// is replaced from the deck (the board shrinks once it is empty), three more
/// may be dealt (up to 24, with a penalty when a set was on the board), hints
/// find a set, and the game is over when the deck is empty and no set is left.
/// Which sets the board holds is a function of its cards alone (`allSets(in:)`).
public final class SetGame {
    /// The cards dealt at the start.
    public static let startingCards = 12
    /// The most cards the board holds (Deal Three More stops there).
    public static let maximumCards = 24

    /// The matching game underneath: the board, the score, the history.
    public let game: CardMatchingGame<SetCard>
    /// The cards not dealt yet.
    public private(set) var deck: Deck<SetCard>
    /// How many hints were asked for in this deal.
    public private(set) var hintsUsed = 0
    /// The board positions of the set the last hint showed, in increasing order; empty once
    /// the player chooses a card or deals three more, or `clearHint()` puts it away.
    public private(set) var hinted: [Int] = []
    private var generator: SeededGenerator

    /// A fresh deal of 12 cards, shuffled by `seed`.
    public init(scoring: Scoring = .standard, seed: UInt64) throws {
        generator = SeededGenerator(seed: seed)
        var deck = SetCardDeck.make()
        game = try CardMatchingGame(
            cardCount: Self.startingCards, deck: &deck, matchCount: 3,
            scoring: scoring, using: &generator)
        self.deck = deck
    }

    /// Brings back a saved game.
    public init(snapshot: Snapshot) throws(SnapshotError) {
        game = try CardMatchingGame(snapshot: snapshot.game)
        guard game.matchCount == 3 else { throw .invalid(tr("Set matches 3 cards")) }
        let board = game.cards.count
        guard board <= Self.maximumCards, board % 3 == 0 else {
            throw .invalid(trn("the board holds %d card", "the board holds %d cards", board, board))
        }
        guard !game.cards.contains(where: \.isMatched) else { throw .invalid(tr("a set found is still on the board")) }
        guard snapshot.hintsUsed >= 0 else { throw .invalid(tr("the hints used are %d", snapshot.hintsUsed)) }
        var deck = Deck<SetCard>()
        for contents in snapshot.deck {
            guard let card = SetCard(contents: contents) else { throw .unknownCard(contents) }
            deck.add(card, atTop: true)
        }
        guard board >= Self.startingCards || deck.isEmpty else {
            throw .invalid(
                trn(
                    "the board holds %d card while the deck is not empty",
                    "the board holds %d cards while the deck is not empty", board, board))
        }
        // By the cards' own contents: "one red solid diamond" and " one red solid diamond" are one card.
        let all = deck.cards + game.cards.map(\.card)
        guard Set(all).count == all.count else { throw .invalid(tr("a card is in the game twice")) }
        self.deck = deck
        hintsUsed = snapshot.hintsUsed
        generator = SeededGenerator(seed: snapshot.generator)
    }

    /// The game as plain values.
    public var snapshot: Snapshot {
        Snapshot(
            game: game.snapshot, deck: deck.cards.map(\.contents), hintsUsed: hintsUsed, generator: generator.state)
    }

    /// The cards on the board.
    public var cards: [SetCard] { game.cards.map(\.card) }

    /// Chooses the card at `index`; a set found leaves the board, replaced from the deck.
    /// Choosing puts a hint away.
    @discardableResult
    public func chooseCard(at index: Int) -> MatchResult? {
        hinted = []
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
        hinted = []
        if !Self.allSets(in: cards).isEmpty {
            let penalty = game.scoring.mismatchPenalty.multipliedReportingOverflow(by: 3)
            game.penalize(penalty.overflow ? Int.max : penalty.partialValue)
        }
        var more: [SetCard] = []
        for _ in 0..<3 { if let card = deck.drawRandomCard(using: &generator) { more.append(card) } }
        game.addCards(more)
    }

    /// The indices of a set on the board, costing the mismatch penalty; nil when there is none.
    /// The set is `hinted` until the player acts.
    public func hint() -> [Int]? {
        guard let set = Self.allSets(in: cards).first else { return nil }
        if hintsUsed < Int.max { hintsUsed += 1 }
        game.penalize(game.scoring.mismatchPenalty)
        hinted = set.indices
        return set.indices
    }

    /// Stops showing the hinted set.
    public func clearHint() { hinted = [] }

    /// Over when the deck is empty and no set is left on the board.
    public var isOver: Bool { deck.isEmpty && Self.allSets(in: cards).isEmpty }

    /// Every set among `cards`, as index triples in increasing order. Two cards
    /// determine the third, so one pass over the pairs with a lookup table does it.
    public static func allSets(in cards: [SetCard]) -> [SetTriple] {
        let codes = cards.map(\.code)
        var position = [Int](repeating: -1, count: 81)
        for (index, code) in codes.enumerated() { position[code] = index }
        var sets: [SetTriple] = []
        sets.reserveCapacity(codes.count)
        for i in codes.indices {
            let row = codes[i] * 81
            for j in (i + 1)..<codes.count {
                let k = position[Int(thirdCard[row + codes[j]])]
                if k > j { sets.append(SetTriple(first: i, second: j, third: k)) }
            }
        }
        return sets
    }

    /// `thirdCard[a * 81 + b]`: the code of the card that makes a set with cards `a` and `b`.
    private static let thirdCard: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 81 * 81)
        for a in 0..<81 {
            for b in 0..<81 {
                var code = 0, x = a, y = b, place = 1
                for _ in 0..<4 {
                    code += ((6 - x % 3 - y % 3) % 3) * place
                    x /= 3
                    y /= 3
                    place *= 3
                }
                table[a * 81 + b] = UInt8(code)
            }
        }
        return table
    }()
}

/// Three board positions that make a set, in increasing order.
public struct SetTriple: Equatable, Sendable {
    /// The lowest position.
    public let first: Int
    /// The middle position.
    public let second: Int
    /// The highest position.
    public let third: Int

    /// The three positions, in increasing order.
    public var indices: [Int] { [first, second, third] }
}
