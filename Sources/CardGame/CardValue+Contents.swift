/// A card's value as text: its contents, what a screen reader says and what saved
/// files keep (`J♥`, `10♠`, `two red striped ovals`), and back again.
extension CardValue {
    private static let numbers = ["one", "two", "three"]
    private static let colors = ["red", "green", "purple"]
    private static let shadings = ["solid", "striped", "open"]
    private static let symbols = ["diamond", "squiggle", "oval"]

    /// The card as text: `J♥`, `two red striped ovals`.
    public var contents: String {
        switch self {
        case .playing(let rank, let suit):
            return PlayingCard.rankStrings[rank] + suit.rawValue
        case .set(let number, let symbol, let shading, let color):
            let plural = number > 1 ? "s" : ""
            return "\(Self.numbers[number - 1]) \(Self.colors[color.rawValue]) \(Self.shadings[shading.rawValue]) "
                + "\(Self.symbols[symbol.rawValue])\(plural)"
        }
    }

    /// The card whose contents is `contents`, of either kind, or nil. For decoding
    /// saved files only: everything else carries the value itself.
    public init?(contents: String) {
        guard let value = Self.playingCard(contents) ?? Self.setCard(contents) else { return nil }
        self = value
    }

    /// `10♠`: a rank of `PlayingCard.rankStrings` and a suit.
    private static func playingCard(_ contents: String) -> CardValue? {
        guard let suit = contents.last.flatMap({ PlayingCard.Suit(rawValue: String($0)) }),
            let rank = PlayingCard.rankStrings.firstIndex(of: String(contents.dropLast())), rank > 0
        else { return nil }
        return .playing(rank: rank, suit: suit)
    }

    /// `two red striped ovals`: number, colour, shading and symbol, plural past one.
    private static func setCard(_ contents: String) -> CardValue? {
        let words = contents.split(separator: " ").map(String.init)
        guard words.count == 4,
            let number = numbers.firstIndex(of: words[0]),
            let color = colors.firstIndex(of: words[1]).flatMap(SetCard.Color.init(rawValue:)),
            let shading = shadings.firstIndex(of: words[2]).flatMap(SetCard.Shading.init(rawValue:)),
            let symbol = symbols.firstIndex(of: number > 0 ? String(words[3].dropLast()) : words[3])
                .flatMap(SetCard.Symbol.init(rawValue:)),
            number == 0 || words[3].hasSuffix("s")
        else { return nil }
        return .set(number: number + 1, symbol: symbol, shading: shading, color: color)
    }
}

/// Saved as its contents, a JSON string (`"J♥"`), as results and status lines always
/// were; a string that names no card is a decoding error.
extension CardValue: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let contents = try container.decode(String.self)
        guard let value = CardValue(contents: contents) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "no card is \"\(contents)\"")
        }
        self = value
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(contents)
    }
}
