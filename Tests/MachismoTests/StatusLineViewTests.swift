import CardGame
import Gtk
@testable import Machismo
import XCTest

/// Set's status line draws its cards from their values: a picture for each card,
/// named by its contents, drawn in the card's colour; the line named by its text.
final class StatusLineViewTests: XCTestCase {
    func testASetLineDrawsEachCardFromItsValue() throws {
        try MainActor.assumeIsolated {
            guard initializeGtk() else {
                XCTFail("GTK could not open a display: run under Xvfb (make test)")
                throw XCTSkip("no display")
            }
            let redDiamonds = CardValue.set(number: 3, symbol: .diamond, shading: .solid, color: .red)
            let greenOval = CardValue.set(number: 1, symbol: .oval, shading: .solid, color: .green)
            let line = StatusLine.describing(
                MatchResult(kind: .mismatched, cards: [redDiamonds, greenOval], points: -2))
            let view = StatusLineView(drawsCards: true)
            let window = Window()
            defer { window.destroy() }
            window.child = view
            view.show(line)
            window.present()
            settleMainLoop(seconds: 0.3)

            XCTAssertEqual(
                view.accessibleLabel, "three red solid diamonds, one green solid oval don't match! 2 point penalty!")
            XCTAssertEqual(view.partViews.count, 3)
            let pictures = view.partViews.compactMap { $0 as? CardPicture }
            XCTAssertEqual(pictures.map(\.accessibleLabel), ["three red solid diamonds", "one green solid oval"])
            let red = Self.count(in: pictures[0].renderImage()) { $0.red > 150 && $0.green < 100 && $0.blue < 100 }
            let green = Self.count(in: pictures[1].renderImage()) { $0.green > 100 && $0.red < 100 && $0.blue < 150 }
            XCTAssertGreaterThan(red, 20, "the red diamonds are drawn")
            XCTAssertGreaterThan(green, 10, "the green oval is drawn")
        }
    }

    /// The pixels of `image` that `matches` picks.
    @MainActor
    private static func count(
        in image: ImageSurface,
        where matches: ((red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool
    ) -> Int {
        var count = 0
        for y in 0..<image.height { for x in 0..<image.width where matches(image.pixel(x: x, y: y)) { count += 1 } }
        return count
    }
}
