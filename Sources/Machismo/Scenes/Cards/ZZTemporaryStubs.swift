// TEMPORARY: stands in for the CardDrawing module and Storage's ScoreBook
// until their branches merge. Deleted at merge.
import CardGame
import FoundationEssentials
import Gtk
import Storage

struct CardAppearance: Equatable, Sendable {
    var isFaceUp: Bool = true
    var isChosen: Bool = false
    var isMatched: Bool = false
    var isHinted: Bool = false
    var isDark: Bool = false
}

@MainActor
enum CardRenderer {
    static let aspectRatio = 2.5 / 3.5
    static func draw(_ card: Card, _ appearance: CardAppearance, in context: CairoContext,
                     x: Double, y: Double, width: Double, height: Double) {
        context.roundedRectangle(x, y, width, height, radius: width * 0.06)
        if appearance.isFaceUp { context.setColor(red: 1, green: 1, blue: 1) } else { context.setColor(red: 0.1, green: 0.4, blue: 0.8) }
        context.fillPreserve()
        if appearance.isChosen { context.setColor(red: 0.2, green: 0.5, blue: 0.9); context.lineWidth = 4 } else { context.setColor(red: 0.5, green: 0.5, blue: 0.5); context.lineWidth = 1 }
        context.stroke()
    }
}

struct BoardLayout: Equatable, Sendable {
    let columns: Int
    let rows: Int
    let cardWidth: Double
    let cardHeight: Double
    static func fit(count: Int, width: Double, height: Double, spacing: Double) -> BoardLayout {
        var best = BoardLayout(columns: 1, rows: max(count, 1), cardWidth: 0, cardHeight: 0)
        for columns in 1...max(count, 1) {
            let rows = (count + columns - 1) / columns
            let w = min((width - spacing * Double(columns - 1)) / Double(columns),
                        (height - spacing * Double(rows - 1)) / Double(max(rows, 1)) * 2.5 / 3.5)
            if w > best.cardWidth { best = BoardLayout(columns: columns, rows: rows, cardWidth: w, cardHeight: w * 3.5 / 2.5) }
        }
        return best
    }
}

