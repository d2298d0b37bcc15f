import Localization

/// A card's name in the user's language: what a screen reader says and the status
/// line and History write. A playing card is named by its contents in every language
/// (`J♥`); a Set card by its four features (`two red striped ovals`, `zwei rote …`).
/// Saved files keep `contents`, never the name.
extension CardValue {
    /// The card's name in the user's language.
    public var name: String {
        switch self {
        case .playing: contents
        case .set(let number, let symbol, let shading, let color):
            Self.setCardName(
                number: number, symbol: symbol, color: Self.colorName(color),
                shading: Self.shadingName(shading))
        }
    }

    /// A colour or shading is put into a card's name as a word of its own.
    private static func colorName(_ color: SetCard.Color) -> String {
        switch color {
        // TRANSLATORS: a Set card's colour, put into "one %1$s %2$s diamond" and the like. Where
        // adjectives agree with the noun, those may list the features after it ("eine Raute, rot, gestreift").
        case .red: trc("Set card colour", "red")
        case .green: trc("Set card colour", "green")
        case .purple: trc("Set card colour", "purple")
        }
    }

    private static func shadingName(_ shading: SetCard.Shading) -> String {
        switch shading {
        // TRANSLATORS: a Set card's shading: filled in.
        case .solid: trc("Set card shading", "solid")
        // TRANSLATORS: a Set card's shading: hatched with lines.
        case .striped: trc("Set card shading", "striped")
        // TRANSLATORS: a Set card's shading: only the outline is drawn (not filled).
        case .open: trc("Set card shading", "open")
        }
    }

    /// One message per number and symbol: a language may need each its own way.
    private static func setCardName(number: Int, symbol: SetCard.Symbol, color: String, shading: String) -> String {
        switch (number, symbol) {
        // TRANSLATORS: a Set card's name, %1$s its colour, %2$s its shading ("one red solid diamond").
        // Screen readers say it, and History and Scores write it. The nine names are alike.
        case (1, .diamond): tr("one %1$s %2$s diamond", color, shading)
        case (2, .diamond): tr("two %1$s %2$s diamonds", color, shading)
        case (_, .diamond): tr("three %1$s %2$s diamonds", color, shading)
        case (1, .squiggle): tr("one %1$s %2$s squiggle", color, shading)
        case (2, .squiggle): tr("two %1$s %2$s squiggles", color, shading)
        case (_, .squiggle): tr("three %1$s %2$s squiggles", color, shading)
        case (1, .oval): tr("one %1$s %2$s oval", color, shading)
        case (2, .oval): tr("two %1$s %2$s ovals", color, shading)
        case (_, .oval): tr("three %1$s %2$s ovals", color, shading)
        }
    }
}
