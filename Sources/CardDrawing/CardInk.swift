import CardGame

/// The colours of cards written as text on the window, from the cards' own palette, for
/// the views that write them (Cards' status line and History mark red suits up in red).
public enum CardInk {
    /// The colour to write `card` in, as `#rrggbb`, in the light or the dark style; nil
    /// where the text's own colour is right (♠, ♣ and Set's names).
    public static func textColor(of card: CardValue, isDark: Bool) -> String? {
        guard case .playing(_, let suit) = card, suit.isRed else { return nil }
        return (isDark ? Palette.dark : Palette.light).redSuitText.hexString
    }
}
