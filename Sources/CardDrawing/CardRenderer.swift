import CardGame
import Gtk

/// Draws cards with cairo: playing cards (face up or down) and Set cards, chosen,
/// matched and hinted, in the light or the dark style.
@MainActor
public enum CardRenderer {
    /// Width ÷ height of every card: 2.5 : 3.5.
    public nonisolated static let aspectRatio: Double = BoardLayout.aspectRatio

    /// Draws the card `card` names (a playing card or a Set card) filling the rectangle
    /// x, y, width, height (the caller passes a 2.5:3.5 rectangle).
    /// Leaves the context's state as it found it; the current path, which cairo keeps apart
    /// from the state, is left empty. The rectangle is rounded to whole pixels. `scale` is
    /// how many device pixels the context's units end up as (a widget's scale factor): a
    /// card face down is painted from a picture of its back made at that scale.
    public static func draw(
        _ card: CardValue, _ appearance: CardAppearance, in context: CairoContext,
        x: Double, y: Double, width: Double, height: Double, scale: Int = 1
    ) {
        guard let frame = CardFrame(x: x, y: y, width: width, height: height) else { return }
        let palette = Palette.of(appearance)
        context.save()
        defer { context.restore() }
        context.newPath()
        context.translate(frame.x, frame.y)
        if appearance.isMatched {
            context.rectangle(0, 0, frame.width, frame.height)
            context.clip()
            context.pushGroup()
        }
        switch card {
        case .playing(let rank, let suit) where appearance.isFaceUp:
            drawFace(frame, palette, in: context)
            PlayingCardFace.draw(PlayingCard(rank: rank, suit: suit), frame, in: context)
        case .playing:
            CardBack.draw(frame, palette, in: context, scale: scale)
        case .set(let number, let symbol, let shading, let color):
            // A Set card is always face up.
            drawFace(frame, palette, in: context)
            SetCardFace.draw(
                SetCard(number: number, symbol: symbol, shading: shading, color: color), frame, in: context)
        }
        drawHighlights(appearance, frame, palette, in: context)
        if appearance.isMatched {
            context.popGroupToSource()
            context.paintWithAlpha(0.45)
        }
    }

    /// Draws `card`, of any kind, as `draw(_:_:in:x:y:width:height:scale:)` draws its value.
    public static func draw<Kind: Card>(
        _ card: Kind, _ appearance: CardAppearance, in context: CairoContext,
        x: Double, y: Double, width: Double, height: Double, scale: Int = 1
    ) {
        draw(card.value, appearance, in: context, x: x, y: y, width: width, height: height, scale: scale)
    }

    /// A Set card's symbols alone, no card face, filling x, y, width, height (any proportions;
    /// the symbols keep theirs), for small inline pictures (status line, history).
    public static func drawSymbols(
        of card: SetCard, in context: CairoContext,
        x: Double, y: Double, width: Double, height: Double
    ) {
        guard width > 0, height > 0 else { return }
        context.save()
        defer { context.restore() }
        context.newPath()
        SetCardFace.drawSymbols(card, x: x, y: y, width: width, height: height, in: context)
    }

    private static func drawFace(_ frame: CardFrame, _ palette: Palette, in context: CairoContext) {
        context.roundedRectangle(0, 0, frame.width, frame.height, radius: frame.radius)
        context.setColor(palette.face)
        context.fill()
        drawBorder(frame, palette.border, in: context)
    }

    /// The thin edge of a card, face up or down.
    static func drawBorder(_ frame: CardFrame, _ color: RGB, in context: CairoContext) {
        context.setColor(color)
        context.fillRing(
            x: 0, y: 0, width: frame.width, height: frame.height, radius: frame.radius, line: frame.hairline)
    }

    /// The chosen border hugs the edge; the hint outline runs just inside it.
    private static func drawHighlights(
        _ appearance: CardAppearance, _ frame: CardFrame, _ palette: Palette,
        in context: CairoContext
    ) {
        var inset = 0.0
        if appearance.isChosen {
            let line = max(3, frame.width * 0.03)
            context.setColor(palette.accent)
            context.fillRing(x: 0, y: 0, width: frame.width, height: frame.height, radius: frame.radius, line: line)
            inset = line
        }
        if appearance.isHinted {
            let line = max(2.5, frame.width * 0.035)
            let edge = inset + line / 2
            context.roundedRectangle(
                edge, edge, frame.width - 2 * edge, frame.height - 2 * edge,
                radius: max(0, frame.radius - edge))
            context.lineWidth = line
            context.setDash([line * 2.2, line * 1.3])
            context.setColor(palette.hint)
            context.stroke()
            context.setDash([])
        }
    }
}
