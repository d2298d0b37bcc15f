import CardGame
import Gtk

/// Draws cards with cairo: playing cards (face up or down) and Set cards, chosen,
/// matched and hinted, in the light or the dark style.
@MainActor
public enum CardRenderer {
    /// Width ÷ height of every card: 2.5 : 3.5.
    public nonisolated static let aspectRatio: Double = BoardLayout.aspectRatio

    /// Draws `card` (a PlayingCard or SetCard; anything else as a plain face with its contents)
    /// filling the rectangle x, y, width, height (the caller passes a 2.5:3.5 rectangle).
    /// Leaves the context's state as it found it; the current path, which cairo keeps apart
    /// from the state, is left empty. The rectangle is rounded to whole pixels. `scale` is
    /// how many device pixels the context's units end up as (a widget's scale factor): a
    /// card face down is painted from a picture of its back made at that scale.
    public static func draw(
        _ card: Card, _ appearance: CardAppearance, in context: CairoContext,
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
        let faceDown = !appearance.isFaceUp && !(card is SetCard)
        if faceDown {
            CardBack.draw(frame, palette, in: context, scale: scale)
        } else {
            drawFace(frame, palette, in: context)
            switch card {
            case let card as PlayingCard: PlayingCardFace.draw(card, frame, in: context)
            case let card as SetCard: SetCardFace.draw(card, frame, in: context)
            default: drawContents(card.contents, frame, in: context)
            }
        }
        drawHighlights(appearance, frame, palette, in: context)
        if appearance.isMatched {
            context.popGroupToSource()
            context.paintWithAlpha(0.45)
        }
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

    private static func drawContents(_ contents: String, _ frame: CardFrame, in context: CairoContext) {
        let layout = TextLayout(contents, font: "Sans Bold", pixelSize: frame.width * 0.16, for: context)
        let ink = layout.inkBounds
        let scale = min(1, frame.width * 0.84 / max(ink.width, 1))
        context.save()
        context.translate(frame.width / 2, frame.height / 2)
        context.scale(scale, scale)
        context.moveTo(-ink.x - ink.width / 2, -ink.y - ink.height / 2)
        context.setColor(Palette.blackSuit)
        layout.show(in: context)
        context.newPath()
        context.restore()
    }
}
