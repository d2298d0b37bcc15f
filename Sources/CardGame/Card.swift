/// A card of any matching game, as in the lecture: it has contents and scores a match
/// against other cards of its kind. A card is a value: which card it is (`value`) decides
/// everything about it, and two cards with the same contents are the same card. Whether a
/// card is turned up or matched is the game's to know (`BoardCard`), not the card's.
public protocol Card: Hashable, Sendable, CustomStringConvertible {
    /// Which card this is, as a value: what results and status lines carry.
    var value: CardValue { get }

    /// The card of this kind that `value` names, or nil when it names one of another kind.
    init?(value: CardValue)

    /// The points this card scores matched with `others` (0: no match).
    func match(_ others: [Self]) -> Int
}

extension Card {
    /// What the card shows, as text (`J♥`, `two red striped ovals`).
    public var contents: String { value.contents }

    public var description: String { contents }

    /// The card of this kind whose `contents` is `contents` (`10♠`), or nil: a saved game's cards.
    public init?(contents: String) {
        guard let value = CardValue(contents: contents) else { return nil }
        self.init(value: value)
    }
}

/// A card where a game put it: the card, and whether it is turned up or matched there.
public struct BoardCard<Kind: Card>: Hashable, Sendable {
    /// The card.
    public let card: Kind
    /// Whether the card is turned up, waiting for a match.
    public internal(set) var isChosen = false
    /// Whether the card has been matched (it stays up, out of play).
    public internal(set) var isMatched = false

    /// `card`, as its game deals it: not chosen and not matched.
    public init(_ card: Kind) { self.card = card }

    /// Which card this is.
    public var value: CardValue { card.value }
    /// What the card shows, as text.
    public var contents: String { card.contents }
}

/// A pile of cards to draw from at random.
public struct Deck<Element: Card>: Sendable {
    /// The cards left, bottom first.
    public private(set) var cards: [Element] = []

    /// An empty deck.
    public init() {}

    /// A deck of `cards`, bottom first.
    public init(_ cards: [Element]) { self.cards = cards }

    /// Whether no card is left.
    public var isEmpty: Bool { cards.isEmpty }
    /// How many cards are left.
    public var count: Int { cards.count }

    /// Puts `card` on top (drawn first, were draws in order) or at the bottom.
    public mutating func add(_ card: Element, atTop: Bool = false) {
        if atTop { cards.append(card) } else { cards.insert(card, at: 0) }
    }

    /// Takes a random card out of the deck, or nil when it is empty. The random
    /// source is injectable, so tests and `--seed N` deal the same cards.
    public mutating func drawRandomCard<R: RandomNumberGenerator>(using generator: inout R) -> Element? {
        guard !cards.isEmpty else { return nil }
        return cards.remove(at: Int.random(in: 0..<cards.count, using: &generator))
    }
}

/// A small, fast, seedable generator (SplitMix64) for reproducible deals.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    /// Where the sequence is: `SeededGenerator(seed: state)` goes on from here.
    public private(set) var state: UInt64

    /// A generator whose sequence `seed` decides.
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
