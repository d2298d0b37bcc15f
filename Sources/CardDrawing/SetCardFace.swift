import CardGame
import Gtk

/// The face of a Set card: one to three identical symbols stacked and centred, filled,
/// striped or outlined in the card's colour.
///
/// A card's symbols are filled in one go (see `SymbolOutline`), its stripes in another: a path
/// of rectangles alone takes cairo's fast path for boxes, mixed with the outlines it would not.
/// Stripes fall on whole pixels so they stay crisp; under 3 px apart they become a tint.
/// Edges get cairo's fast antialiasing: on shapes this size it looks the same at half the cost.
@MainActor
enum SetCardFace {
    /// Symbols are this much as tall as wide, with this much of their height between them.
    static let symbolAspect = 0.46
    static let gapRatio = 0.29

    static func draw(_ card: SetCard, _ frame: CardFrame, in context: CairoContext) {
        let symbolWidth = frame.width * 0.64
        drawStack(
            card, centerX: frame.width / 2, centerY: frame.height / 2, symbolWidth: symbolWidth,
            outline: max(1.2, frame.width * 0.015), in: context)
    }

    /// The symbols alone, as large as fits in the rectangle, for inline pictures.
    static func drawSymbols(
        _ card: SetCard, x: Double, y: Double, width: Double, height: Double,
        in context: CairoContext
    ) {
        let count = Double(card.number)
        let stackHeight = symbolAspect * (count + (count - 1) * gapRatio)
        let symbolWidth = min(width * 0.96, height * 0.96 / stackHeight)
        drawStack(
            card, centerX: x + width / 2, centerY: y + height / 2, symbolWidth: symbolWidth,
            outline: max(1, symbolWidth * 0.025), in: context)
    }

    private static func drawStack(
        _ card: SetCard, centerX: Double, centerY: Double, symbolWidth: Double,
        outline: Double, in context: CairoContext
    ) {
        let ink = Palette.ink(of: card.color)
        let antialias = context.antialias
        context.antialias = .fast
        defer { context.antialias = antialias }
        let symbolHeight = symbolWidth * symbolAspect
        let pitch = symbolHeight * (1 + gapRatio)
        let stripePitch = (symbolWidth * 0.035).rounded()
        let tinted = card.shading == .striped && stripePitch < 3
        var stripes: [SymbolOutline] = []
        for index in 0..<card.number {
            let y = centerY + (Double(index) - Double(card.number - 1) / 2) * pitch
            let shape = SymbolOutline(
                card.symbol, centerX: centerX, centerY: y, width: symbolWidth, height: symbolHeight)
            let inner = shape.offset(by: -outline / 2)
            shape.offset(by: outline / 2).append(to: context)
            switch card.shading {
            case .solid:
                break
            case .open:
                inner.append(to: context, reversed: true)
            case .striped where tinted:
                inner.append(to: context, reversed: true)
                context.setColor(ink)
                context.fill()
                inner.append(to: context)
                context.setColor(ink, alpha: 0.35)
                context.fill()
            case .striped:
                inner.append(to: context, reversed: true)
                stripes.append(inner)
            }
        }
        context.setColor(ink)
        context.fill()
        for shape in stripes {
            appendStripes(
                in: shape, centerX: centerX, width: symbolWidth, pitch: stripePitch,
                line: max(1, (symbolWidth * 0.009).rounded()), in: context)
        }
        context.fill()
    }

    /// Vertical stripes `pitch` apart, one on the centre line, each spanning the shape where it stands.
    private static func appendStripes(
        in shape: SymbolOutline, centerX: Double, width: Double, pitch: Double,
        line: Double, in context: CairoContext
    ) {
        let centre = (centerX - line / 2).rounded()
        let count = Int(width / 2 / pitch)
        for step in -count...count {
            let x = centre + Double(step) * pitch
            guard let extent = shape.verticalExtent(atX: x + line / 2) else { continue }
            context.rectangle(x, extent.top, line, extent.bottom - extent.top)
        }
    }
}
