import FaceIt

/// Where the parts of a face lie in a `width` × `height` view, with the
/// lecture's ratios: the skull's radius is min(width, height) / 2 × `scale`;
/// eyes sit a third of the radius up and aside, a tenth of it wide; the mouth
/// is as wide as the radius, a third of it tall, a third of it below the
/// centre; brows are a fifth of the radius above the eyes.
///
/// Coordinates grow right and down, as cairo's do.
public struct FaceGeometry: Sendable {
    public struct Point: Equatable, Sendable {
        public var x: Double
        public var y: Double
    }

    /// The skull's size at first: 0.9 of the largest circle that fits.
    public static let defaultScale = 0.9
    /// How far zooming may go, out and in.
    public static let scaleRange = 0.2...2.0

    public let center: Point
    public let skullRadius: Double

    public init(width: Double, height: Double, scale: Double = defaultScale) {
        center = Point(x: width / 2, y: height / 2)
        skullRadius = min(width, height) / 2 * scale
    }

    public var eyeRadius: Double { skullRadius / 10 }
    public var lineWidth: Double { max(1.5, skullRadius / 40) }

    /// The middle of the left (`isLeft`) or right eye.
    public func eyeCenter(isLeft: Bool) -> Point {
        let offset = skullRadius / 3
        return Point(x: center.x + (isLeft ? -offset : offset), y: center.y - offset)
    }

    /// The mouth's rectangle: corners at its top edge, the curve bending up to its height away.
    public var mouthRect: (x: Double, y: Double, width: Double, height: Double) {
        let width = skullRadius, height = skullRadius / 3
        return (center.x - width / 2, center.y + skullRadius / 3, width, height)
    }

    /// The mouth as a cubic Bézier: the corners and the two control points.
    /// A smile (curvature 1) pulls the middle down by the rectangle's height, a frown lifts it as far.
    public func mouthCurve(_ mouth: FacialExpression.Mouth) -> (
        start: Point, control1: Point, control2: Point, end: Point
    ) {
        let rect = mouthRect
        let offset = max(-1, min(mouth.curvature, 1)) * rect.height
        let top = rect.y + rect.height / 2
        return (
            Point(x: rect.x, y: top),
            Point(x: rect.x + rect.width / 3, y: top + offset),
            Point(x: rect.x + rect.width * 2 / 3, y: top + offset),
            Point(x: rect.x + rect.width, y: top)
        )
    }

    /// How the brows tilt: −0.5 relaxed (inner ends up), 0 level, 0.5 furrowed (inner ends down).
    public static func browTilt(_ brows: FacialExpression.EyeBrows) -> Double {
        switch brows {
        case .relaxed: -0.5
        case .normal: 0
        case .furrowed: 0.5
        }
    }

    /// The brow over the left (`isLeft`) or right eye, from its outer end to its inner end.
    public func brow(_ brows: FacialExpression.EyeBrows, isLeft: Bool) -> (outer: Point, inner: Point) {
        let eye = eyeCenter(isLeft: isLeft)
        let y = eye.y - skullRadius / 5
        let tiltOffset = Self.browTilt(brows) * eyeRadius
        let outward = isLeft ? -1.0 : 1.0
        return (
            Point(x: eye.x + outward * eyeRadius * 1.2, y: y - tiltOffset),
            Point(x: eye.x - outward * eyeRadius * 1.2, y: y + tiltOffset)
        )
    }
}
