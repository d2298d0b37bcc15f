import CardDrawing
import CardGame
import Gtk
import Testing

/// Set cards at 250 × 350: symbols 160 wide and ~74 tall, centred across, stacked down the middle.
@MainActor
@Suite struct SetCardDrawingTests {
    func render(
        _ number: Int, _ symbol: SetCard.Symbol, _ shading: SetCard.Shading, _ color: SetCard.Color,
        _ appearance: CardAppearance = CardAppearance()
    ) -> RenderedCard {
        RenderedCard(SetCard(number: number, symbol: symbol, shading: shading, color: color), appearance)
    }

    @Test(arguments: 1...3)
    func symbolsStackInSeparateBands(number: Int) {
        let card = render(number, .oval, .solid, .green)
        let bands = card.runs(downColumn: card.width / 2, where: \.isGreen)
        #expect(bands.count == number, "\(bands)")
        for band in bands {
            #expect((60...85).contains(band.1 - band.0), "about half as tall as 160 wide: \(band)")
        }
        if let first = bands.first, let last = bands.last {
            #expect(abs((first.0 + last.1) - card.height) <= 2, "centred")
        }
        let across = card.runs(downColumn: card.width / 2, where: \.isWhite)
        #expect(across.count == number + 1, "white between and around the symbols")
    }

    @Test func theSymbolsAreWide() {
        let card = render(1, .oval, .solid, .purple)
        let row = (0..<card.width).filter { card.pixel($0, card.height / 2).isPurple }
        #expect(row.count > card.width * 6 / 10 && row.count < card.width * 7 / 10)
    }

    @Test(arguments: SetCard.Color.allCases)
    func eachColourIsItsOwn(color: SetCard.Color) {
        let card = render(1, .diamond, .solid, color)
        let centre = card.pixel(card.width / 2, card.height / 2)
        #expect(centre.isNear([0xE01B24, 0x26A269, 0x813D9C][color.rawValue]), "\(centre)")
    }

    @Test func solidFillsOpenLeavesTheInsideWhite() {
        let solid = render(1, .oval, .solid, .red)
        #expect(solid.pixel(125, 175).isRed)
        let open = render(1, .oval, .open, .red)
        #expect(open.pixel(125, 175).isWhite)
        let outline = open.runs(downColumn: 125, where: \.isRed)
        #expect(outline.count == 2, "top and bottom edge: \(outline)")
        let thickest = outline.map { $0.1 - $0.0 }.max() ?? 0
        #expect(thickest <= 6, "a thin outline: \(outline)")
    }

    @Test func stripesAlternateWithWhiteInsideTheShape() {
        let card = render(1, .oval, .striped, .purple)
        let stripes = card.changes(alongRow: 175, from: 60, to: 190, where: \.isPurple)
        let gaps = card.changes(alongRow: 175, from: 60, to: 190, where: \.isWhite)
        #expect(stripes >= 15 && gaps >= 15, "\(stripes) stripes, \(gaps) gaps")
        #expect(card.changes(alongRow: 20, from: 60, to: 190, where: \.isPurple) == 0, "stripes stay in the shape")
    }

    @Test func theShapesDiffer() {
        // Near the end of the symbol, a bit above its middle: inside an oval, outside a diamond's point.
        let x = 125 - 70, y = 175 - 20
        #expect(render(1, .oval, .solid, .red).pixel(x, y).isRed)
        #expect(render(1, .diamond, .solid, .red).pixel(x, y).isWhite)
        // A squiggle is point-symmetric but not mirror-symmetric: its left half rises, its right half dips.
        let squiggle = render(1, .squiggle, .solid, .green)
        let left = squiggle.runs(downColumn: 85, where: \.isGreen),
            right = squiggle.runs(downColumn: 165, where: \.isGreen)
        #expect(left.count == 1 && right.count == 1)
        if let l = left.first, let r = right.first {
            #expect(l.0 < r.0 - 10 && l.1 < r.1 - 10, "left \(l), right \(r)")
            #expect(abs((l.0 + r.1) - 350) <= 3, "point-symmetric about the centre")
        }
    }

    @Test func aHintedCardHasAnAmberOutline() {
        let card = render(2, .diamond, .open, .green, CardAppearance(isHinted: true))
        let edge = (0..<card.height).map { card.pixel(4, $0) }
        #expect(edge.count { $0.isNear(0xE5A50A, tolerance: 20) } > 100)
        #expect(edge.count(\.isWhite) > 50, "dashed")
        let plain = render(2, .diamond, .open, .green)
        let plainEdge = (0..<plain.height).map { plain.pixel(4, $0) }
        #expect(plainEdge.count { $0.isNear(0xE5A50A, tolerance: 40) } == 0)
    }

    @Test func aSetCardIsAlwaysFaceUp() {
        let card = render(1, .oval, .solid, .green, CardAppearance(isFaceUp: false))
        #expect(card.pixel(125, 175).isGreen)
    }

    @Test func symbolsAloneHaveNoFace() {
        let surface = ImageSurface(width: 60, height: 24)
        CardRenderer.drawSymbols(
            of: SetCard(number: 2, symbol: .diamond, shading: .solid, color: .red),
            in: surface.context, x: 0, y: 0, width: 60, height: 24)
        #expect(surface.pixel(x: 0, y: 0).alpha == 0)
        #expect(Pixel(surface.pixel(x: 30, y: 6)).isRed || Pixel(surface.pixel(x: 30, y: 7)).isRed)
    }

    @Test func aTinySetCardStillShowsItsSymbols() {
        let card = RenderedCard(
            SetCard(number: 3, symbol: .squiggle, shading: .striped, color: .purple),
            width: 28, height: 40)
        #expect(card.runs(downColumn: 14, where: { $0.blue > $0.green + 20 }).count == 3)
    }
}
