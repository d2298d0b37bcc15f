import CardGame
import Glibc
import Gtk

/// A Set symbol's outline as a closed polygon in pixels, wound clockwise on screen:
/// a rhombus, the S-shaped squiggle, or a stadium (pill), `width` wide and `height` tall.
///
/// Polygons, not cairo curves, because a Set card is drawn with one fill: the outline ring
/// is the outline grown by half the line width with the outline shrunk by half inside it,
/// wound the other way, and the stripes are rectangles spanning the shape, so nothing is
/// stroked or clipped (both cost several times a fill in cairo's image backend).
struct SymbolOutline {
    private(set) var points: [(x: Double, y: Double)]

    init(_ symbol: SetCard.Symbol, centerX: Double, centerY: Double, width: Double, height: Double) {
        let unit: [(x: Double, y: Double)] =
            switch symbol {
            case .diamond: [(-1, 0), (0, -0.5), (1, 0), (0, 0.5)]
            case .oval: Self.unitOval(aspect: width / height)
            case .squiggle: Self.unitSquiggle(steps: min(20, max(6, Int(width / 9))))
            }
        points = unit.map { (centerX + $0.x * width / 2, centerY + $0.y * height) }
    }

    private init(points: [(x: Double, y: Double)]) { self.points = points }

    /// The outline moved `distance` pixels outwards (inwards when negative), corners mitred.
    func offset(by distance: Double) -> SymbolOutline {
        let count = points.count
        var moved = points
        for index in 0..<count {
            let previous = points[(index + count - 1) % count], point = points[index],
                next = points[(index + 1) % count]
            let a = Self.outwardNormal(from: previous, to: point), b = Self.outwardNormal(from: point, to: next)
            let scale = distance / max(1 + a.x * b.x + a.y * b.y, 0.05)
            moved[index] = (point.x + (a.x + b.x) * scale, point.y + (a.y + b.y) * scale)
        }
        return SymbolOutline(points: moved)
    }

    /// Where the vertical line at `x` enters and leaves the shape, or nil if it misses it.
    func verticalExtent(atX x: Double) -> (top: Double, bottom: Double)? {
        var top = Double.infinity, bottom = -Double.infinity
        for index in points.indices {
            let a = points[index], b = points[(index + 1) % points.count]
            guard (a.x <= x && x <= b.x) || (b.x <= x && x <= a.x), a.x != b.x else { continue }
            let y = a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)
            top = min(top, y)
            bottom = max(bottom, y)
        }
        return top <= bottom ? (top, bottom) : nil
    }

    /// Adds the polygon to the context's path, clockwise or, `reversed`, anticlockwise.
    @MainActor
    func append(to context: CairoContext, reversed: Bool = false) {
        let ordered = reversed ? Array(points.reversed()) : points
        guard let first = ordered.first else { return }
        context.moveTo(first.x, first.y)
        for point in ordered.dropFirst() { context.lineTo(point.x, point.y) }
        context.closePath()
    }

    private static func outwardNormal(from a: (x: Double, y: Double), to b: (x: Double, y: Double)) -> (
        x: Double, y: Double
    ) {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = max((dx * dx + dy * dy).squareRoot(), 1e-9)
        return (dy / length, -dx / length)
    }

    /// A stadium in the unit box (x −1…1, y −0.5…0.5) whose ends stay round at any `aspect`
    /// (width ÷ height): each end is a half circle of the full height.
    private static func unitOval(aspect: Double) -> [(x: Double, y: Double)] {
        let steps = 18
        let centre = 1 - 1 / aspect
        var points: [(x: Double, y: Double)] = []
        for (middle, start) in [(centre, -Double.pi / 2), (-centre, Double.pi / 2)] {
            for step in 0...steps {
                let angle = start + Double.pi * Double(step) / Double(steps)
                points.append((middle + cos(angle) / aspect, 0.5 * sin(angle)))
            }
        }
        return points
    }

    /// The squiggle in the unit box (x −1…1, y −0.5…0.5): the top edge, from the left end up over
    /// a hump, down into a dip and round the right end, then the same edge turned 180° about the
    /// centre, so it is point-symmetric like the printed one. Each curve is cut into `steps` lines:
    /// enough to look smooth at the size drawn, as every edge costs cairo time.
    private static func unitSquiggle(steps: Int) -> [(x: Double, y: Double)] {
        let start = (x: -1.0, y: 0.0)
        let edge: [((Double, Double), (Double, Double), (Double, Double))] = [
            ((-1.0, -0.28), (-0.78, -0.5), (-0.5, -0.5)),
            ((-0.17, -0.5), (0.17, -0.1), (0.5, -0.1)),
            ((0.8, -0.1), (1.02, -0.3), (1.0, 0.0)),
        ]
        var points: [(x: Double, y: Double)] = []
        for turn in [1.0, -1.0] {
            var from = (x: turn * start.x, y: turn * start.y)
            for (c1, c2, to) in edge {
                let p1 = (turn * c1.0, turn * c1.1), p2 = (turn * c2.0, turn * c2.1), p3 = (turn * to.0, turn * to.1)
                for step in 0..<steps {
                    let t = Double(step) / Double(steps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    points.append(
                        (
                            a * from.x + b * p1.0 + c * p2.0 + d * p3.0,
                            a * from.y + b * p1.1 + c * p2.1 + d * p3.1
                        ))
                }
                from = (x: p3.0, y: p3.1)
            }
        }
        return points
    }
}
