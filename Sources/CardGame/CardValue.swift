/// Which card a card is, as a value: a playing card's rank and suit, or a Set card's
/// four features. Results (`MatchResult`), the status line and History carry cards as
/// these. Every `Card` gives its value (`Card.value`) and is made again from it
/// (`PlayingCard(value:)`, `SetCard(value:)`); the drawing draws a value.
///
/// People and saved files see a value as its contents (`J♥`, `two red striped ovals`;
/// `CardValue+Contents.swift`); text is read back into a value only when a file is decoded.
public enum CardValue: Hashable, Sendable {
    /// Rank 1 (A) … 13 (K) of a suit.
    case playing(rank: Int, suit: PlayingCard.Suit)
    /// 1…3 symbols of one kind, shading and colour.
    case set(number: Int, symbol: SetCard.Symbol, shading: SetCard.Shading, color: SetCard.Color)

    /// What is written between two of these cards named in a row, in the status line's
    /// text, its markup and the saved story alike: a space for playing cards (`J♥ J♠`), a
    /// comma and a space for Set's names, which hold spaces of their own.
    public var separator: String {
        switch self {
        case .playing: " "
        case .set: ", "
        }
    }

}
