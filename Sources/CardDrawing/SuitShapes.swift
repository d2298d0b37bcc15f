import CardGame
import Gtk

/// The four suits as cairo paths, drawn rather than typeset so they look the same with
/// any fonts and cost no text layout.
///
/// Each shape is `size` tall and about 0.85 × `size` wide, centred on x, y; `upsideDown`
/// turns it 180°, as on the lower half of a card. The shapes add to the current path,
/// all wound the same way, so many pips fill in one go.
@MainActor
enum SuitShapes {
    static func append(
        _ suit: PlayingCard.Suit, centerX: Double, centerY: Double, size: Double,
        upsideDown: Bool = false, in context: CairoContext
    ) {
        let scale = upsideDown ? -size : size
        let place: (Double, Double) -> (Double, Double) = { (centerX + $0 * scale, centerY + $1 * scale) }
        let pen = Pen(context: context, place: place)
        switch suit {
        case .hearts: heart(pen)
        case .diamonds: diamond(pen)
        case .spades: spade(pen)
        case .clubs: club(pen)
        }
    }

    /// A heart from its bottom tip, up the left side, over both lobes, down the right side.
    private static func heart(_ pen: Pen) {
        pen.move(0, 0.5)
        pen.curve(-0.08, 0.36, -0.44, 0.12, -0.44, -0.2)
        pen.curve(-0.44, -0.4, -0.32, -0.5, -0.21, -0.5)
        pen.curve(-0.1, -0.5, -0.03, -0.44, 0, -0.32)
        pen.curve(0.03, -0.44, 0.1, -0.5, 0.21, -0.5)
        pen.curve(0.32, -0.5, 0.44, -0.4, 0.44, -0.2)
        pen.curve(0.44, 0.12, 0.08, 0.36, 0, 0.5)
        pen.close()
    }

    /// A diamond with gently concave sides.
    private static func diamond(_ pen: Pen) {
        pen.move(0, -0.5)
        pen.curve(0.1, -0.32, 0.22, -0.16, 0.38, 0)
        pen.curve(0.22, 0.16, 0.1, 0.32, 0, 0.5)
        pen.curve(-0.1, 0.32, -0.22, 0.16, -0.38, 0)
        pen.curve(-0.22, -0.16, -0.1, -0.32, 0, -0.5)
        pen.close()
    }

    /// An upside-down heart, a little flatter, on a flared stem.
    private static func spade(_ pen: Pen) {
        pen.move(0, -0.5)
        pen.curve(0.08, -0.36, 0.45, -0.14, 0.45, 0.1)
        pen.curve(0.45, 0.26, 0.34, 0.34, 0.23, 0.34)
        pen.curve(0.12, 0.34, 0.05, 0.28, 0.03, 0.2)
        stemRight(pen)
        pen.curve(-0.05, 0.28, -0.12, 0.34, -0.23, 0.34)
        pen.curve(-0.34, 0.34, -0.45, 0.26, -0.45, 0.1)
        pen.curve(-0.45, -0.14, -0.08, -0.36, 0, -0.5)
        pen.close()
    }

    /// Three round leaves on a flared stem.
    private static func club(_ pen: Pen) {
        pen.circle(0, -0.26, 0.215)
        pen.circle(-0.235, 0.1, 0.215)
        pen.circle(0.235, 0.1, 0.215)
        pen.move(-0.1, -0.1)
        pen.line(0.1, -0.1)
        pen.line(0.1, 0.12)
        pen.line(0.03, 0.12)
        stemRight(pen)
        pen.line(-0.1, 0.12)
        pen.close()
    }

    /// From the stem's top right (0.03, ~0.2) down to the foot and back up to its top left.
    private static func stemRight(_ pen: Pen) {
        pen.curve(0.04, 0.36, 0.1, 0.46, 0.2, 0.5)
        pen.line(-0.2, 0.5)
        pen.curve(-0.1, 0.46, -0.04, 0.36, -0.03, 0.2)
    }
}

/// Draws in a shape's own unit coordinates, mapped onto the context by `place`.
@MainActor
struct Pen {
    let context: CairoContext
    let place: (Double, Double) -> (Double, Double)

    func move(_ x: Double, _ y: Double) {
        let p = place(x, y)
        context.moveTo(p.0, p.1)
    }

    func line(_ x: Double, _ y: Double) {
        let p = place(x, y)
        context.lineTo(p.0, p.1)
    }

    func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) {
        let a = place(x1, y1), b = place(x2, y2), c = place(x, y)
        context.curveTo(a.0, a.1, b.0, b.1, c.0, c.1)
    }

    func close() { context.closePath() }

    /// A full circle, wound like the other shapes (clockwise on screen).
    func circle(_ x: Double, _ y: Double, _ radius: Double) {
        let center = place(x, y), edge = place(x + radius, y)
        let r = abs(edge.0 - center.0)
        context.newSubPath()
        context.arc(centerX: center.0, centerY: center.1, radius: r, from: 0, to: 2 * Double.pi)
        context.closePath()
    }
}
