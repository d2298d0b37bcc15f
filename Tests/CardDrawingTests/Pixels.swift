import CardDrawing
import CardGame
import Gtk

/// A pixel read back from a surface, with the colour tests ask about.
struct Pixel: Equatable, CustomStringConvertible {
    let red: Int, green: Int, blue: Int, alpha: Int

    init(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) {
        red = Int(p.red); green = Int(p.green); blue = Int(p.blue); alpha = Int(p.alpha)
    }

    var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    var brightness: Int { red + green + blue }
    var isRed: Bool { red > 150 && green < 100 && blue < 100 }
    var isGreen: Bool { green > 120 && red < 100 && green > blue + 30 }
    var isPurple: Bool { red > 90 && blue > 110 && green < 90 }
    var isDarkInk: Bool { alpha > 200 && red < 100 && green < 100 && blue < 100 }
    var isWhite: Bool { alpha > 250 && red > 240 && green > 240 && blue > 240 }
    var isBlueBack: Bool { blue > 150 && blue > red + 80 }

    /// Within `tolerance` of the colour `0xRRGGBB` on every channel.
    func isNear(_ hex: UInt32, tolerance: Int = 12) -> Bool {
        abs(red - Int(hex >> 16 & 0xFF)) <= tolerance && abs(green - Int(hex >> 8 & 0xFF)) <= tolerance
            && abs(blue - Int(hex & 0xFF)) <= tolerance
    }
}

/// One card drawn alone, filling a `width` × `height` surface on an optional table colour.
@MainActor
struct RenderedCard {
    let surface: ImageSurface

    init(
        _ card: some Card, _ appearance: CardAppearance = CardAppearance(), width: Int = 250, height: Int = 350,
        table: (Double, Double, Double)? = nil
    ) {
        surface = ImageSurface(width: width, height: height)
        if let table {
            surface.context.setColor(red: table.0, green: table.1, blue: table.2)
            surface.context.paint()
        }
        CardRenderer.draw(
            card, appearance, in: surface.context, x: 0, y: 0, width: Double(width), height: Double(height))
    }

    var width: Int { surface.width }
    var height: Int { surface.height }

    func pixel(_ x: Int, _ y: Int) -> Pixel { Pixel(surface.pixel(x: x, y: y)) }

    /// Every pixel of a region, in fractions of the card's size.
    func pixels(x: ClosedRange<Double>, y: ClosedRange<Double>) -> [Pixel] {
        let xs = Int(x.lowerBound * Double(width))..<Int(x.upperBound * Double(width))
        let ys = Int(y.lowerBound * Double(height))..<Int(y.upperBound * Double(height))
        return ys.flatMap { y in xs.map { x in pixel(x, y) } }
    }

    /// The runs of consecutive pixels passing `test` down the column `x`, as (first, last) rows.
    func runs(downColumn x: Int, where test: (Pixel) -> Bool) -> [(Int, Int)] {
        var runs: [(Int, Int)] = []
        var start: Int?
        for y in 0...height {
            let hit = y < height && test(pixel(x, y))
            if hit, start == nil { start = y }
            if !hit, let first = start {
                runs.append((first, y - 1))
                start = nil
            }
        }
        return runs
    }

    /// How often `test` changes from false to true along the row `y` between two columns.
    func changes(alongRow y: Int, from x0: Int, to x1: Int, where test: (Pixel) -> Bool) -> Int {
        var count = 0
        var previous = test(pixel(x0, y))
        for x in x0...x1 {
            let now = test(pixel(x, y))
            if now, !previous { count += 1 }
            previous = now
        }
        return count
    }
}

/// Non-rethrowing spellings, which `#expect` can take apart.
extension Array where Element == Pixel {
    func any(_ test: (Pixel) -> Bool) -> Bool { contains(where: test) }
    func count(_ test: (Pixel) -> Bool) -> Int { reduce(0) { test($1) ? $0 + 1 : $0 } }
}
