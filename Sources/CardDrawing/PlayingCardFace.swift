import CardGame
import Gtk

/// The face of a playing card: corner indices, and pips (A–10) or a framed court letter (J, Q, K).
///
/// Below ~64 px wide the classic face is unreadable, so a small card shows a large rank
/// and one large suit instead. Pips get cairo's fast antialiasing, as Set symbols do.
@MainActor
enum PlayingCardFace {
    static func draw(_ card: PlayingCard, _ frame: CardFrame, in context: CairoContext) {
        context.setColor(Palette.ink(of: card))
        let antialias = context.antialias
        context.antialias = .fast
        defer { context.antialias = antialias }
        if frame.width < 64 {
            drawCompact(card, frame, in: context)
            return
        }
        drawIndex(card, frame, in: context)
        context.save()
        context.translate(frame.width, frame.height)
        context.rotate(Double.pi)
        drawIndex(card, frame, in: context)
        context.restore()
        if card.rank > 10 {
            drawCourt(card, frame, in: context)
        } else {
            drawPips(card, frame, in: context)
        }
    }

    private static func rankText(_ card: PlayingCard) -> String { PlayingCard.rankStrings[card.rank] }

    /// Rank above suit in the top-left corner.
    private static func drawIndex(_ card: PlayingCard, _ frame: CardFrame, in context: CairoContext) {
        let w = frame.width
        let centerX = w * 0.115
        drawText(
            rankText(card), font: "Sans Bold", size: w * 0.15, centerX: centerX, centerY: w * 0.13,
            maxWidth: w * 0.15, in: context)
        SuitShapes.append(card.suit, centerX: centerX, centerY: w * 0.29, size: w * 0.12, in: context)
        context.fill()
    }

    /// The classic pip arrangements, as (column, row) in a 3-column grid over rows 0…1;
    /// pips below the middle are turned upside down.
    static func pipPositions(rank: Int) -> [(column: Double, row: Double)] {
        let left = 0.0, middle = 0.5, right = 1.0
        let sides: [Double] =
            switch rank {
            case 4, 5: [0, 1]
            case 6, 7, 8: [0, 0.5, 1]
            case 9, 10: [0, 1.0 / 3, 2.0 / 3, 1]
            default: []
            }
        var pips = sides.flatMap { [(left, $0), (right, $0)] }
        let centre: [Double] =
            switch rank {
            case 1: [0.5]
            case 2: [0, 1]
            case 3: [0, 0.5, 1]
            case 5, 9: [0.5]
            case 7: [0.25]
            case 8: [0.25, 0.75]
            case 10: [1.0 / 6, 5.0 / 6]
            default: []
            }
        pips += centre.map { (middle, $0) }
        return pips.map { (column: $0.0, row: $0.1) }
    }

    private static func drawPips(_ card: PlayingCard, _ frame: CardFrame, in context: CairoContext) {
        let w = frame.width, h = frame.height
        if card.rank == 1 {
            SuitShapes.append(card.suit, centerX: w / 2, centerY: h / 2, size: w * 0.42, in: context)
            context.fill()
            return
        }
        let size = w * 0.165
        let left = w * 0.31, right = w * 0.69
        let top = h * 0.19, bottom = h * 0.81
        for pip in pipPositions(rank: card.rank) {
            let x = left + (right - left) * pip.column
            let y = top + (bottom - top) * pip.row
            SuitShapes.append(card.suit, centerX: x, centerY: y, size: size, upsideDown: pip.row > 0.5, in: context)
        }
        context.fill()
    }

    /// A framed panel with a large serif rank letter and a suit in two of its corners.
    private static func drawCourt(_ card: PlayingCard, _ frame: CardFrame, in context: CairoContext) {
        let w = frame.width, h = frame.height
        let ink = Palette.ink(of: card)
        let panelX = w * 0.22, panelY = h * 0.13
        let panelWidth = w - 2 * panelX, panelHeight = h - 2 * panelY
        context.roundedRectangle(panelX, panelY, panelWidth, panelHeight, radius: w * 0.025)
        context.setColor(ink, alpha: 0.07)
        context.fillPreserve()
        context.setColor(ink)
        context.lineWidth = max(1, w * 0.012)
        context.stroke()
        let inset = w * 0.09
        SuitShapes.append(card.suit, centerX: panelX + inset, centerY: panelY + inset, size: w * 0.11, in: context)
        SuitShapes.append(
            card.suit, centerX: panelX + panelWidth - inset, centerY: panelY + panelHeight - inset,
            size: w * 0.11, upsideDown: true, in: context)
        context.fill()
        drawText(
            rankText(card), font: "Serif Bold", size: w * 0.44, centerX: w / 2, centerY: h / 2,
            maxWidth: panelWidth * 0.8, in: context)
    }

    /// Large rank at the top left and one large suit below it: small cards stay readable.
    private static func drawCompact(_ card: PlayingCard, _ frame: CardFrame, in context: CairoContext) {
        let w = frame.width, h = frame.height
        drawText(
            rankText(card), font: "Sans Bold", size: w * 0.34, centerX: w * 0.3, centerY: w * 0.28,
            maxWidth: w * 0.46, in: context)
        SuitShapes.append(card.suit, centerX: w * 0.55, centerY: h * 0.64, size: w * 0.5, in: context)
        context.fill()
    }

    /// Text with its ink centred on a point, squeezed sideways if wider than `maxWidth` ("10").
    private static func drawText(
        _ text: String, font: String, size: Double, centerX: Double, centerY: Double,
        maxWidth: Double, in context: CairoContext
    ) {
        let layout = cachedLayout(text, font: font, size: size, in: context)
        let ink = layout.inkBounds
        let squeeze = min(1, maxWidth / max(ink.width, 1))
        context.save()
        context.translate(centerX, centerY)
        context.scale(squeeze, 1)
        context.moveTo(-ink.x - ink.width / 2, -ink.y - ink.height / 2)
        layout.show(in: context)
        context.newPath()
        context.restore()
    }

    /// Laid-out text by font, size and text: a board shows the same few strings at one size, and
    /// laying text out costs more than drawing it. Emptied when it grows past what a board needs
    /// (as sizes change while a window is resized).
    private static var layouts: [String: TextLayout] = [:]

    private static func cachedLayout(_ text: String, font: String, size: Double, in context: CairoContext) -> TextLayout
    {
        let key = "\(font)|\((size * 4).rounded())|\(text)"
        if let layout = layouts[key] { return layout }
        if layouts.count >= 96 { layouts.removeAll() }
        let layout = TextLayout(text, font: font, pixelSize: (size * 4).rounded() / 4, for: context)
        layouts[key] = layout
        return layout
    }
}
