import FaceDrawing
import FaceIt
import Gtk
import Testing

/// A face drawn alone on a transparent `width` × `height` surface.
@MainActor
struct RenderedFace {
    let surface: ImageSurface
    let geometry: FaceGeometry

    init(
        _ expression: FacialExpression, scale: Double = FaceGeometry.defaultScale,
        appearance: FaceAppearance = FaceAppearance(), width: Int = 300, height: Int = 300
    ) {
        surface = ImageSurface(width: width, height: height)
        geometry = FaceGeometry(width: Double(width), height: Double(height), scale: scale)
        FaceRenderer.draw(
            expression, scale: scale, appearance: appearance, in: surface.context,
            width: Double(width), height: Double(height))
    }

    /// Whether the pixel nearest `x`, `y` is mostly covered by a line.
    func isInk(_ x: Double, _ y: Double) -> Bool { surface.pixel(x: Int(x), y: Int(y)).alpha > 128 }

    /// The rows of ink down the column `x`, between two rows.
    func inkRows(x: Double, from y0: Double, to y1: Double) -> [Int] {
        (Int(y0)...Int(y1)).filter { isInk(x, Double($0)) }
    }
}

@MainActor
@Suite struct FaceDrawingTests {
    @Test func theSkullIsHalfTheShorterSideTimesTheScale() {
        let face = RenderedFace(FacialExpression(), width: 300, height: 200)
        #expect(face.geometry.skullRadius == 90)
        #expect(face.isInk(150 + 90, 100))
        #expect(face.isInk(150 - 90, 100))
        #expect(!face.isInk(150 + 96, 100))
        #expect(!face.isInk(150 + 84, 100))
        let zoomedOut = RenderedFace(FacialExpression(), scale: 0.5, width: 300, height: 200)
        #expect(zoomedOut.isInk(150, 100 - 50))
        #expect(!face.isInk(150, 100 - 50) || face.geometry.skullRadius != 90)
    }

    @Test func aSmilesMiddleIsLowerThanItsCornersAndAFrownsHigher() {
        let smile = RenderedFace(Emotion.happy.expression)
        let frown = RenderedFace(Emotion.angry.expression)
        let mouth = smile.geometry.mouthRect
        let corners = mouth.y + mouth.height / 2
        let middle = smile.geometry.center.x
        let cornerX = mouth.x + 3
        let smileMiddle = smile.inkRows(x: middle, from: mouth.y - mouth.height / 2, to: mouth.y + 1.5 * mouth.height)
        let smileCorner = smile.inkRows(x: cornerX, from: mouth.y - mouth.height / 2, to: mouth.y + 1.5 * mouth.height)
        let frownMiddle = frown.inkRows(x: middle, from: mouth.y - mouth.height / 2, to: mouth.y + 1.5 * mouth.height)
        #expect(!smileMiddle.isEmpty && !smileCorner.isEmpty && !frownMiddle.isEmpty)
        #expect(Double(smileMiddle.min()!) > Double(smileCorner.max()!), "a smile bends down in the middle")
        #expect(Double(frownMiddle.max()!) < corners - mouth.height / 2, "a frown bends up in the middle")
    }

    @Test func aNeutralMouthIsStraight() {
        let face = RenderedFace(FacialExpression())
        let mouth = face.geometry.mouthRect
        let line = mouth.y + mouth.height / 2
        for x in stride(from: mouth.x + 4, through: mouth.x + mouth.width - 4, by: 10) {
            #expect(face.isInk(x, line))
        }
    }

    @Test func openEyesAreFilledCirclesClosedEyesAreLines() {
        let open = RenderedFace(Emotion.happy.expression)
        let closed = RenderedFace(Emotion.sad.expression)
        let squinting = RenderedFace(FacialExpression(eyes: .squinting))
        for isLeft in [true, false] {
            let eye = open.geometry.eyeCenter(isLeft: isLeft)
            let r = open.geometry.eyeRadius
            #expect(
                open.isInk(eye.x, eye.y) && open.isInk(eye.x, eye.y - r * 0.6) && open.isInk(eye.x, eye.y + r * 0.6))
            #expect(closed.isInk(eye.x, eye.y), "a closed eye is a line through its middle")
            #expect(!closed.isInk(eye.x, eye.y - r * 0.6) && !closed.isInk(eye.x, eye.y + r * 0.6), "no filled circle")
            #expect(!squinting.isInk(eye.x, eye.y), "a squint is a hollow slit")
            #expect(squinting.isInk(eye.x - r, eye.y) && !squinting.isInk(eye.x, eye.y - r * 0.8))
        }
    }

    @Test func browsTiltWithTheirState() {
        for isLeft in [true, false] {
            let geometry = FaceGeometry(width: 300, height: 300)
            let furrowed = geometry.brow(.furrowed, isLeft: isLeft)
            let relaxed = geometry.brow(.relaxed, isLeft: isLeft)
            let normal = geometry.brow(.normal, isLeft: isLeft)
            #expect(furrowed.inner.y > furrowed.outer.y, "furrowed brows come down toward the nose")
            #expect(relaxed.inner.y < relaxed.outer.y, "relaxed brows rise toward the nose")
            #expect(normal.inner.y == normal.outer.y)
            #expect(abs(furrowed.inner.x - geometry.center.x) < abs(furrowed.outer.x - geometry.center.x))
            let face = RenderedFace(Emotion.mischievous.expression)
            #expect(face.isInk(furrowed.inner.x, furrowed.inner.y) && face.isInk(furrowed.outer.x, furrowed.outer.y))
            #expect(!face.isInk(relaxed.inner.x, relaxed.inner.y))
        }
    }

    @Test func linesAreDarkOnTheLightStyleAndLightOnTheDarkStyle() {
        let light = RenderedFace(FacialExpression(), appearance: FaceAppearance(isDark: false))
        let dark = RenderedFace(FacialExpression(), appearance: FaceAppearance(isDark: true))
        let edge = (x: 150 + light.geometry.skullRadius, y: 150)
        let l = light.surface.pixel(x: Int(edge.x), y: edge.y), d = dark.surface.pixel(x: Int(edge.x), y: edge.y)
        #expect(Int(l.red) + Int(l.green) + Int(l.blue) < 400)
        #expect(Int(d.red) + Int(d.green) + Int(d.blue) > 550)
        #expect(light.surface.pixel(x: 2, y: 2).alpha == 0, "no background is painted")
    }

    @Test func anEmptyViewDrawsNothing() {
        let face = RenderedFace(FacialExpression(), width: 0, height: 0)
        #expect(face.geometry.skullRadius == 0)
    }
}
