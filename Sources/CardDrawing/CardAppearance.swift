/// How a card looks beyond its contents.
public struct CardAppearance: Equatable, Sendable {
    /// Playing cards only; Set cards are always face up.
    public var isFaceUp: Bool = true
    /// Highlighted with a thick border in the accent colour.
    public var isChosen: Bool = false
    /// Matched playing cards are drawn dimmed.
    public var isMatched: Bool = false
    /// A Set hint: a dashed amber outline around the card.
    public var isHinted: Bool = false
    /// The dark style: the faces stay light, borders, back and highlights adapt.
    public var isDark: Bool = false

    public init(
        isFaceUp: Bool = true, isChosen: Bool = false, isMatched: Bool = false,
        isHinted: Bool = false, isDark: Bool = false
    ) {
        self.isFaceUp = isFaceUp
        self.isChosen = isChosen
        self.isMatched = isMatched
        self.isHinted = isHinted
        self.isDark = isDark
    }
}
