@testable import CardDrawing
import CardGame
import Testing

/// Cards written as text take their colours from the cards' palette.
@Suite struct CardInkTests {
    @Test func redSuitsAreThePalettesRedInBothStyles() {
        for suit in [PlayingCard.Suit.hearts, .diamonds] {
            let card = CardValue.playing(rank: 12, suit: suit)
            #expect(CardInk.textColor(of: card, isDark: false) == Palette.light.redSuitText.hexString)
            #expect(CardInk.textColor(of: card, isDark: true) == Palette.dark.redSuitText.hexString)
        }
        #expect(Palette.light.redSuitText == Palette.redSuit, "the light style writes them as the cards draw them")
        #expect(Palette.light.redSuitText.hexString == "#c01c28")
        #expect(Palette.dark.redSuitText.hexString == "#ff7b63")
    }

    @Test func blackSuitsAndSetCardsTakeTheTextsColour() {
        for isDark in [false, true] {
            #expect(CardInk.textColor(of: .playing(rank: 1, suit: .spades), isDark: isDark) == nil)
            #expect(CardInk.textColor(of: .playing(rank: 1, suit: .clubs), isDark: isDark) == nil)
            #expect(
                CardInk.textColor(of: .set(number: 1, symbol: .oval, shading: .solid, color: .red), isDark: isDark)
                    == nil)
        }
    }

    @Test func hexStringsHaveTwoDigitsAColour() {
        #expect(RGB(0x000000).hexString == "#000000")
        #expect(RGB(0x0A0B0C).hexString == "#0a0b0c")
        #expect(RGB(0xFFFFFF).hexString == "#ffffff")
    }
}
