import FaceIt
import Gtk

/// The colours of a face: its lines on the light style, or on the dark one.
public struct FaceAppearance: Sendable, Equatable {
    public var isDark: Bool

    public init(isDark: Bool = false) { self.isDark = isDark }

    /// GNOME's blue 5 on light backgrounds, blue 1 on dark ones.
    public var lineColor: (red: Double, green: Double, blue: Double) {
        let hex: UInt32 = isDark ? 0x99C1F1 : 0x1A5FB4
        func channel(_ shift: UInt32) -> Double { Double(hex >> shift & 0xFF) / 255 }
        return (channel(16), channel(8), channel(0))
    }
}

/// Draws a face with cairo into any context (a drawing area's, or an offscreen
/// surface's): the skull, the eyes (open circles filled, closed lines, squinting
/// slits), the brows at their tilt and the mouth's Bézier curve. Draws no background.
@MainActor
public enum FaceRenderer {
    public static func draw(
        _ expression: FacialExpression, scale: Double = FaceGeometry.defaultScale,
        appearance: FaceAppearance = FaceAppearance(), in context: CairoContext,
        width: Double, height: Double
    ) {
        let face = FaceGeometry(width: width, height: height, scale: scale)
        guard face.skullRadius > 0 else { return }
        context.save()
        let color = appearance.lineColor
        context.setColor(red: color.red, green: color.green, blue: color.blue)
        context.lineWidth = face.lineWidth
        context.lineCap = .round
        context.newPath()
        context.arc(
            centerX: face.center.x, centerY: face.center.y, radius: face.skullRadius, from: 0, to: 2 * Double.pi)
        context.stroke()
        for isLeft in [true, false] {
            drawEye(expression.eyes, face: face, isLeft: isLeft, in: context)
            let brow = face.brow(expression.eyeBrows, isLeft: isLeft)
            context.moveTo(brow.outer.x, brow.outer.y)
            context.lineTo(brow.inner.x, brow.inner.y)
            context.stroke()
        }
        let mouth = face.mouthCurve(expression.mouth)
        context.moveTo(mouth.start.x, mouth.start.y)
        context.curveTo(
            mouth.control1.x, mouth.control1.y, mouth.control2.x, mouth.control2.y, mouth.end.x, mouth.end.y)
        context.stroke()
        context.restore()
    }

    private static func drawEye(
        _ eyes: FacialExpression.Eyes, face: FaceGeometry, isLeft: Bool, in context: CairoContext
    ) {
        let center = face.eyeCenter(isLeft: isLeft)
        let radius = face.eyeRadius
        switch eyes {
        case .open:
            context.newSubPath()
            context.arc(centerX: center.x, centerY: center.y, radius: radius, from: 0, to: 2 * Double.pi)
            context.fill()
        case .closed:
            context.moveTo(center.x - radius, center.y)
            context.lineTo(center.x + radius, center.y)
            context.stroke()
        case .squinting:
            // A slit: two shallow arcs meeting at the eye's corners.
            context.moveTo(center.x - radius, center.y)
            context.curveTo(
                center.x - radius / 2, center.y - radius / 2, center.x + radius / 2, center.y - radius / 2,
                center.x + radius, center.y)
            context.curveTo(
                center.x + radius / 2, center.y + radius / 2, center.x - radius / 2, center.y + radius / 2,
                center.x - radius, center.y)
            context.closePath()
            context.stroke()
        }
    }
}
