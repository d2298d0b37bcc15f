import Gtk

/// The back of a playing card: a light margin around a deep blue panel with a diagonal
/// lattice and a thin inner frame.
///
/// A board shows many backs of one size, each drawn by GTK's cairo renderer from a
/// recording that it replays, rasterizing the lattice again every time: the 30 cards of
/// the Cards tab's first frame cost 24 million instructions more than pictures of them
/// (callgrind). So a back is drawn once for each size, style and scale into a picture,
/// which each card then paints (a copy of its pixels).
@MainActor
enum CardBack {
    /// Paints the back of a card of `frame`'s size, at the origin, from its picture at
    /// `scale` device pixels a unit (the screen's: 2 on a HiDPI one).
    static func draw(_ frame: CardFrame, _ palette: Palette, in context: CairoContext, scale: Int) {
        let key = PictureKey(width: Int(frame.width), height: Int(frame.height), scale: max(1, scale), palette: palette)
        let picture = pictures[key] ?? makePicture(key, frame, palette)
        picture.paint(on: context)
    }

    /// What a picture of the back depends on.
    private struct PictureKey: Hashable {
        let width: Int, height: Int, scale: Int
        let back: RGB, lattice: RGB, margin: RGB, border: RGB

        init(width: Int, height: Int, scale: Int, palette: Palette) {
            self.width = width
            self.height = height
            self.scale = scale
            back = palette.back
            lattice = palette.backLattice
            margin = palette.backMargin
            border = palette.border
        }
    }

    /// The pictures made, a few at most: a board's card size in either style (a window
    /// resized makes one for each size it passes through, hence the limit).
    private static var pictures: [PictureKey: ImageSurface] = [:]
    static let picturesKept = 8

    private static func makePicture(_ key: PictureKey, _ frame: CardFrame, _ palette: Palette) -> ImageSurface {
        let picture = ImageSurface(width: key.width, height: key.height, scale: key.scale)
        drawBack(frame, palette, in: picture.context)
        if pictures.count >= picturesKept { pictures.removeAll() }
        pictures[key] = picture
        return picture
    }

    /// How many pictures of backs are kept (for tests).
    static var pictureCount: Int { pictures.count }

    /// Draws the back itself, at the origin.
    static func drawBack(_ frame: CardFrame, _ palette: Palette, in context: CairoContext) {
        let w = frame.width, h = frame.height
        context.roundedRectangle(0, 0, w, h, radius: frame.radius)
        context.setColor(palette.backMargin)
        context.fill()

        let margin = max(2, (w * 0.06).rounded())
        let panelWidth = w - 2 * margin, panelHeight = h - 2 * margin
        let panelRadius = max(0, frame.radius - margin * 0.5)
        context.roundedRectangle(margin, margin, panelWidth, panelHeight, radius: panelRadius)
        context.setColor(palette.back)
        context.fill()
        let latticeInset = max(1, (panelRadius * 0.3).rounded())
        context.save()
        context.rectangle(
            margin + latticeInset, margin + latticeInset, panelWidth - 2 * latticeInset,
            panelHeight - 2 * latticeInset)
        context.clip()
        appendLattice(
            centerX: (w / 2).rounded(), centerY: (h / 2).rounded(), height: panelHeight,
            cell: max(4, (w * 0.085).rounded()), band: max(1, (w * 0.015).rounded()), in: context)
        context.setColor(palette.backLattice)
        context.antialias = .none
        context.fill()
        context.restore()

        let inset = (margin + max(2, w * 0.03)).rounded()
        context.setColor(RGB(0xFFFFFF), alpha: 0.55)
        context.fillRing(
            x: inset, y: inset, width: w - 2 * inset, height: h - 2 * inset,
            radius: max(0, panelRadius - inset + margin), line: max(1, (w * 0.01).rounded()))

        CardRenderer.drawBorder(frame, palette.border, in: context)
    }

    /// Bands at ±45° every `cell` pixels, `band` pixels across each row, centred so the pattern is
    /// symmetric. Filled without antialiasing: 45° edges on whole pixels make clean, even steps,
    /// and antialiased crossing diagonals cost cairo some twenty times more.
    private static func appendLattice(
        centerX: Double, centerY: Double, height: Double, cell: Double,
        band: Double, in context: CairoContext
    ) {
        let top = centerY - height / 2 - cell, bottom = centerY + height / 2 + cell
        let half = (bottom - top) / 2
        let count = Int(height / cell) + 2
        for direction in [1.0, -1.0] {
            for step in -count...count {
                let x = centerX + Double(step) * cell + 0.5 - band / 2
                let xTop = x - direction * half, xBottom = x + direction * half
                context.moveTo(xTop, top)
                context.lineTo(xTop + band, top)
                context.lineTo(xBottom + band, bottom)
                context.lineTo(xBottom, bottom)
                context.closePath()
            }
        }
    }
}
