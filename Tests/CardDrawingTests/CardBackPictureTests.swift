import CardGame
import Gtk
import Testing

@testable import CardDrawing

/// A face-down card is painted from a picture of its back, made once for each size,
/// style and scale: pixel for pixel the back drawn afresh.
@MainActor
@Suite(.serialized) struct CardBackPictureTests {
    /// A face-down card drawn by CardRenderer, and its back drawn directly, on surfaces
    /// of `scale` pixels a unit.
    private func pair(width: Int, height: Int, scale: Int, dark: Bool) -> (painted: ImageSurface, drawn: ImageSurface) {
        let painted = ImageSurface(width: width, height: height, scale: scale)
        CardRenderer.draw(
            PlayingCard(rank: 5, suit: .clubs), CardAppearance(isFaceUp: false, isDark: dark), in: painted.context,
            x: 0, y: 0, width: Double(width), height: Double(height), scale: scale)
        let drawn = ImageSurface(width: width, height: height, scale: scale)
        let frame = CardFrame(x: 0, y: 0, width: Double(width), height: Double(height))!
        CardBack.drawBack(frame, dark ? .dark : .light, in: drawn.context)
        painted.flush()
        drawn.flush()
        return (painted, drawn)
    }

    @Test(arguments: [
        (80, 112, 1, false), (80, 112, 1, true), (80, 112, 2, false), (250, 350, 1, true), (57, 80, 2, true),
    ])
    func theBackPaintedFromItsPictureIsTheBackDrawn(width: Int, height: Int, scale: Int, dark: Bool) {
        let (painted, drawn) = pair(width: width, height: height, scale: scale, dark: dark)
        #expect(painted.width == width * scale && painted.height == height * scale)
        var differing = 0
        for y in 0..<painted.height {
            for x in 0..<painted.width where Pixel(painted.pixel(x: x, y: y)) != Pixel(drawn.pixel(x: x, y: y)) {
                differing += 1
            }
        }
        #expect(differing == 0, "pixels unlike the back drawn afresh")
        #expect(Pixel(painted.pixel(x: painted.width / 2, y: painted.height / 2)).isBlueBack)
    }

    @Test func theBacksOfOneSizeShareAPictureAndFewAreKept() {
        let before = CardBack.pictureCount
        _ = pair(width: 91, height: 127, scale: 1, dark: false)
        let one = CardBack.pictureCount
        #expect(one == min(before + 1, CardBack.picturesKept) || one == 1)
        for _ in 0..<10 { _ = pair(width: 91, height: 127, scale: 1, dark: false) }
        #expect(CardBack.pictureCount == one, "the same size, style and scale: the same picture")
        for width in 20..<(20 + 3 * CardBack.picturesKept) {
            _ = pair(width: width, height: 150, scale: 1, dark: false)
        }
        #expect(CardBack.pictureCount <= CardBack.picturesKept)
    }
}
