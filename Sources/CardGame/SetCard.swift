/// A card of Set: 1–3 symbols, each feature one of three values.
public struct SetCard: Card {
    /// The shape of the card's symbols.
    public enum Symbol: Int, CaseIterable, Sendable {
        /// A diamond.
        case diamond
        /// A squiggle.
        case squiggle
        /// An oval.
        case oval
    }

    /// How the symbols are filled.
    public enum Shading: Int, CaseIterable, Sendable {
        /// Filled.
        case solid
        /// Striped.
        case striped
        /// Outlined only.
        case open
    }

    /// The symbols' colour.
    public enum Color: Int, CaseIterable, Sendable {
        /// Red.
        case red
        /// Green.
        case green
        /// Purple.
        case purple
    }

    /// How many symbols: 1 to 3.
    public let number: Int
    /// The symbols' shape.
    public let symbol: Symbol
    /// The symbols' filling.
    public let shading: Shading
    /// The symbols' colour.
    public let color: Color

    /// The card with these four features.
    public init(number: Int, symbol: Symbol, shading: Shading, color: Color) {
        precondition((1...3).contains(number), "a Set card has 1 to 3 symbols")
        self.number = number
        self.symbol = symbol
        self.shading = shading
        self.color = color
        code = (number - 1) + 3 * symbol.rawValue + 9 * shading.rawValue + 27 * color.rawValue
    }

    /// The Set card `value` names, or nil for a playing card.
    public init?(value: CardValue) {
        guard case .set(let number, let symbol, let shading, let color) = value else { return nil }
        self.init(number: number, symbol: symbol, shading: shading, color: color)
    }

    public var value: CardValue { .set(number: number, symbol: symbol, shading: shading, color: color) }

    /// The card's four features as numbers 0…2.
    public var features: [Int] { [number - 1, symbol.rawValue, shading.rawValue, color.rawValue] }

    /// The card as a number 0…80: its features as base-3 digits.
    public let code: Int

    /// Whether three cards make a set: for each feature, all the same or all different.
    public static func isSet(_ a: SetCard, _ b: SetCard, _ c: SetCard) -> Bool {
        // Three values in 0…2 are all equal or all different exactly when their sum is 0 mod 3.
        for (x, (y, z)) in zip(a.features, zip(b.features, c.features)) where (x + y + z) % 3 != 0 {
            return false
        }
        return true
    }

    /// 4 when this card and two others make a set (× the match bonus: 16), else 0.
    public func match(_ others: [SetCard]) -> Int {
        guard others.count == 2 else { return 0 }
        return Self.isSet(self, others[0], others[1]) ? 4 : 0
    }
}

/// All 81 Set cards.
public enum SetCardDeck {
    /// A fresh deck of the 81 cards.
    public static func make() -> Deck<SetCard> {
        var deck = Deck<SetCard>()
        for number in 1...3 {
            for symbol in SetCard.Symbol.allCases {
                for shading in SetCard.Shading.allCases {
                    for color in SetCard.Color.allCases {
                        deck.add(SetCard(number: number, symbol: symbol, shading: shading, color: color))
                    }
                }
            }
        }
        return deck
    }
}
