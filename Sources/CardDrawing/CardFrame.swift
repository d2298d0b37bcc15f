import Gtk

/// A card's rectangle snapped to whole pixels, so its hairline border is crisp, and the
/// measures every part of the card derives from its width. Drawing happens with the
/// origin at the card's top-left corner.
struct CardFrame {
    let x: Double
    let y: Double
    let width: Double
    let height: Double

    init?(x: Double, y: Double, width: Double, height: Double) {
        guard x.isFinite, y.isFinite, width.isFinite, height.isFinite, width >= 4, height >= 4 else { return nil }
        self.x = x.rounded()
        self.y = y.rounded()
        self.width = (x + width).rounded() - self.x
        self.height = (y + height).rounded() - self.y
    }

    var radius: Double { width * 0.06 }
    var hairline: Double { max(1, (width * 0.008).rounded()) }
}

extension CairoContext {
    /// Fills a band `line` wide just inside the rounded rectangle's edge: the same as stroking an
    /// inset outline, at a fraction of the cost (cairo strokes curves slowly).
    func fillRing(x: Double, y: Double, width: Double, height: Double, radius: Double, line: Double) {
        roundedRectangle(x, y, width, height, radius: radius)
        roundedRectangle(x + line, y + line, width - 2 * line, height - 2 * line, radius: max(0, radius - line))
        fillsEvenOdd = true
        fill()
        fillsEvenOdd = false
    }
}
