import Gtk
import Storage

/// How each game looks in Scores' chart: a colour of Okabe and Ito's colour-blind-safe
/// palette (a darker shade on light backgrounds, a lighter one on dark, each at least 3:1
/// against the background), a dash pattern and a marker shape, so that the games stay apart
/// without colour (in greyscale, or to a reader who cannot tell blue from green).
///
/// | Game | light style | dark style | line | marker |
/// |---|---|---|---|---|
/// | Cards 2-card | blue `#0072B2` | sky blue `#56B4E9` | solid | circle |
/// | Cards 3-card | vermillion `#D55E00` | orange `#E69F00` | dashed | square |
/// | Set | bluish green `#009E73` | bluish green `#009E73` | dotted | triangle |
@MainActor
struct ScoreChartStyle {
    let color: RGBA
    let dashes: [Double]
    let marker: Marker

    enum Marker { case circle, square, triangle }

    init(_ game: GameResult.Game, onDarkBackground dark: Bool) {
        switch game {
        case .cards2:
            color = dark ? Self.rgb(0x56B4E9) : Self.rgb(0x0072B2)
            (dashes, marker) = ([], .circle)
        case .cards3:
            color = dark ? Self.rgb(0xE69F00) : Self.rgb(0xD55E00)
            (dashes, marker) = ([7, 4], .square)
        case .set:
            color = Self.rgb(0x009E73)
            (dashes, marker) = ([1, 4], .triangle)
        }
    }

    /// Whether `ink` (the theme's text colour) is light, that is, the background dark.
    static func isDark(ink: RGBA) -> Bool {
        0.2126 * ink.red + 0.7152 * ink.green + 0.0722 * ink.blue > 0.5
    }

    private static func rgb(_ hex: Int) -> RGBA {
        RGBA(
            red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255)
    }

    /// Sets the context up to stroke this game's line, `width` wide, at `alpha`.
    func strokeLine(_ context: CairoContext, width: Double, alpha: Double = 1) {
        context.setColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
        context.lineWidth = width
        context.lineCap = .round
        context.lineJoin = .round
        context.setDash(dashes.map { $0 * width / 2.5 })
        context.stroke()
        context.setDash([])
    }

    /// Draws the game's marker centred on (`x`, `y`), `size` across: filled, or only outlined.
    func drawMarker(_ context: CairoContext, x: Double, y: Double, size: Double, filled: Bool = true) {
        let r = size / 2
        switch marker {
        case .circle:
            context.newSubPath()
            context.arc(centerX: x, centerY: y, radius: r, from: 0, to: 2 * Double.pi)
        case .square:
            context.rectangle(x - r * 0.9, y - r * 0.9, r * 1.8, r * 1.8)
        case .triangle:
            context.moveTo(x, y - r * 1.15)
            context.lineTo(x + r * 1.1, y + r * 0.8)
            context.lineTo(x - r * 1.1, y + r * 0.8)
            context.closePath()
        }
        context.setColor(red: color.red, green: color.green, blue: color.blue)
        if filled {
            context.fill()
        } else {
            context.lineWidth = 1.5
            context.stroke()
        }
    }
}

/// A game's key in the legend: its line and marker, as the chart draws them.
@MainActor
final class ScoreChartKey: DrawingArea {
    init(_ game: GameResult.Game) {
        super.init()
        setContentSize(width: 36, height: 16)
        valign = .center
        setDraw { [weak self] context, width, height in
            guard let self else { return }
            let style = ScoreChartStyle(game, onDarkBackground: ScoreChartStyle.isDark(ink: self.styleColor))
            let y = Double(height) / 2
            context.moveTo(2, y)
            context.lineTo(Double(width) - 2, y)
            style.strokeLine(context, width: 2.5)
            style.drawMarker(context, x: Double(width) / 2, y: y, size: 8)
        }
    }
}
