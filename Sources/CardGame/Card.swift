/// A card of any matching game, as in the lecture: it has contents, can be
/// chosen and matched, and scores a match against other cards. Subclasses
/// (`PlayingCard`, `SetCard`) say which card they are and what a match is worth.
open class Card: CustomStringConvertible {
    /// Whether the card is turned up, waiting for a match.
    public var isChosen = false
    /// Whether the card has been matched (it stays up, out of play).
    public var isMatched = false

    /// Which card this is, as a value: what results and status lines carry.
    public let value: CardValue

    /// A card of `value`, not chosen and not matched.
    public init(value: CardValue) {
        self.value = value
    }

    /// What the card shows, as text (`J♥`, `two red striped ovals`).
    open var contents: String { value.contents }

    public var description: String { contents }

    /// The points this card scores matched with `others` (0: no match).
    open func match(_ others: [Card]) -> Int { 0 }
}

/// A pile of cards to draw from at random.
public struct Deck<Element: Card> {
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
