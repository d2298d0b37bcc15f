import CardDrawing
import CardGame
import Gtk
import Testing

@MainActor
@Suite struct PlayingCardDrawingTests {
    @Test func aRedCardIsRedInBothCornersAndHasNoBlackInk() {
        let card = RenderedCard(PlayingCard(rank: 11, suit: .hearts))
        #expect(card.pixels(x: 0...0.22, y: 0...0.25).any(\.isRed), "top-left index")
        #expect(card.pixels(x: 0.78...1, y: 0.75...1).any(\.isRed), "bottom-right index")
        #expect(card.pixels(x: 0.3...0.7, y: 0.3...0.7).any(\.isRed), "the court letter")
        #expect(!card.pixels(x: 0...1, y: 0...1).any(\.isDarkInk))
    }

    @Test func aBlackCardHasDarkInkAndNoRed() {
        let card = RenderedCard(PlayingCard(rank: 7, suit: .spades))
        #expect(card.pixels(x: 0...0.22, y: 0...0.25).any(\.isDarkInk))
        #expect(card.pixels(x: 0.25...0.75, y: 0.15...0.85).count(\.isDarkInk) > 500, "seven pips")
        #expect(!card.pixels(x: 0...1, y: 0...1).any(\.isRed))
    }

    @Test func theCornerIndexIsTheSameTurnedUpsideDown() {
        let card = RenderedCard(PlayingCard(rank: 4, suit: .clubs))
        var mismatches = 0
        for y in 0..<card.height / 4 {
            for x in 0..<card.width / 4
            where card.pixel(x, y).isDarkInk != card.pixel(card.width - 1 - x, card.height - 1 - y).isDarkInk {
                mismatches += 1
            }
        }
        #expect(mismatches < 60, "\(mismatches) pixels differ between the corners")
    }

    @Test(arguments: 1...10)
    func pipsFollowTheClassicLayout(rank: Int) {
        let card = RenderedCard(PlayingCard(rank: rank, suit: .diamonds))
        let middle = card.pixels(x: 0.45...0.55, y: 0.47...0.53).any(\.isRed)
        #expect(middle == [1, 3, 5, 9].contains(rank), "a pip in the very middle")
        guard rank > 1 else { return }
        let leftColumn = card.pixels(x: 0.27...0.35, y: 0.15...0.85).any(\.isRed)
        #expect(leftColumn == (rank >= 4), "pips in the left column")
    }

    @Test func aFaceDownCardShowsTheBackAndNothingOfItsFace() {
        let card = RenderedCard(PlayingCard(rank: 1, suit: .hearts), CardAppearance(isFaceUp: false))
        let centre = card.pixels(x: 0.4...0.6, y: 0.4...0.6)
        #expect(centre.count(\.isBlueBack) > centre.count * 6 / 10)
        #expect(!card.pixels(x: 0...1, y: 0...1).any(\.isRed))
        #expect(card.pixel(card.width / 2, 5).isWhite, "the light margin")
    }

    @Test func aChosenCardHasAnAccentBorderInEitherStyle() {
        let light = RenderedCard(PlayingCard(rank: 2, suit: .spades), CardAppearance(isChosen: true))
        #expect(light.pixel(2, light.height / 2).isNear(0x3584E4))
        #expect(light.pixel(light.width / 2, light.height - 3).isNear(0x3584E4))
        let dark = RenderedCard(PlayingCard(rank: 2, suit: .spades), CardAppearance(isChosen: true, isDark: true))
        #expect(dark.pixel(2, dark.height / 2).isNear(0x78AEED))
        let plain = RenderedCard(PlayingCard(rank: 2, suit: .spades))
        #expect(!plain.pixel(2, plain.height / 2).isNear(0x3584E4, tolerance: 60))
    }

    @Test func aMatchedCardIsDimmed() {
        let white = (1.0, 1.0, 1.0)
        let plain = RenderedCard(PlayingCard(rank: 12, suit: .spades), table: white)
        let matched = RenderedCard(PlayingCard(rank: 12, suit: .spades), CardAppearance(isMatched: true), table: white)
        let inked = plain.pixels(x: 0.3...0.7, y: 0.35...0.65).enumerated().filter { $0.element.isDarkInk }
        #expect(inked.count > 100)
        let region = matched.pixels(x: 0.3...0.7, y: 0.35...0.65)
        for (index, pixel) in inked {
            #expect(region[index].brightness > pixel.brightness + 200, "\(pixel) → \(region[index])")
        }
    }

    @Test func theDarkStyleKeepsALightFace() {
        let card = RenderedCard(PlayingCard(rank: 3, suit: .hearts), CardAppearance(isDark: true))
        #expect(card.pixel(card.width / 4, card.height / 2).isNear(0xF6F5F4, tolerance: 2))
        #expect(card.pixels(x: 0.4...0.6, y: 0.4...0.6).any(\.isRed))
    }

    @Test func aTinyCardStillShowsItsRankAndSuit() {
        let card = RenderedCard(PlayingCard(rank: 10, suit: .hearts), width: 28, height: 40)
        #expect(card.pixels(x: 0...0.6, y: 0...0.4).count(\.isRed) > 10, "the rank")
        #expect(card.pixels(x: 0.3...0.8, y: 0.5...0.8).count(\.isRed) > 30, "the suit")
    }

    @Test func drawingLeavesTheContextAsItFoundIt() {
        let surface = ImageSurface(width: 400, height: 400)
        let context = surface.context
        context.lineWidth = 7
        context.setColor(red: 0, green: 1, blue: 0)
        CardRenderer.draw(
            PlayingCard(rank: 5, suit: .clubs), CardAppearance(isChosen: true, isMatched: true, isHinted: true),
            in: context, x: 150, y: 100, width: 100, height: 140)
        #expect(context.lineWidth == 7)
        context.rectangle(0, 0, 10, 10)
        context.fill()
        #expect(Pixel(surface.pixel(x: 5, y: 5)).isNear(0x00FF00, tolerance: 0))
        #expect(Pixel(surface.pixel(x: 155, y: 5)).alpha == 0)
    }

    @Test func theCardKeepsToItsRectangle() {
        let surface = ImageSurface(width: 300, height: 300)
        CardRenderer.draw(
            PlayingCard(rank: 8, suit: .diamonds), CardAppearance(isChosen: true, isHinted: true),
            in: surface.context, x: 100, y: 50, width: 100, height: 140)
        for (x, y) in [(99, 120), (200, 120), (150, 49), (150, 190)] {
            #expect(surface.pixel(x: x, y: y).alpha == 0, "(\(x), \(y))")
        }
        #expect(surface.pixel(x: 101, y: 120).alpha == 255)
    }
}
