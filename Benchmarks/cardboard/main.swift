// The cost of drawing a whole board: 24 Set cards laid out by BoardLayout in 1280×800 on the
// dark table, into an offscreen surface, against the cheapest possible board (the same table
// and 24 plain rounded rectangles) drawn in the same run. Also 30 playing cards (Machismo's
// board: pips, Pango text, patterned backs). No display needed. Times are the drawing thread's
// CPU time, so other work on a shared machine skews them less than wall-clock time would.
import CardDrawing
import CardGame
import Glibc
import Gtk

func seconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

func report(_ name: String, _ value: String, target: String, ok: Bool) {
    let padded = name + String(repeating: " ", count: max(0, 44 - name.count))
    print("\(padded) \(value)  (target \(target))  \(ok ? "ok" : "over")")
}

func formatted(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let whole = Int((value * scale).rounded())
    let fraction = String(whole % Int(scale))
    let padding = String(repeating: "0", count: max(0, decimals - fraction.count))
    return decimals == 0 ? "\(whole)" : "\(whole / Int(scale)).\(padding)\(fraction)"
}

let width = 1280, height = 800, spacing = 8.0, runs = 201

/// The median time of `runs` calls to `draw`, in milliseconds.
@MainActor
func median(_ draw: () -> Void) -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = seconds()
        draw()
        times.append(seconds() - start)
    }
    times.sort()
    return times[times.count / 2] * 1000
}

@MainActor
func deal(_ deck: Deck<Card>, count: Int) -> [Card] {
    var deck = deck
    var generator = SeededGenerator(seed: 24)
    return (0..<count).compactMap { _ in deck.drawRandomCard(using: &generator) }
}

let surface = ImageSurface(width: width, height: height)
let context = surface.context

@MainActor
func drawBoard(_ cards: [Card], appearance: (Int) -> CardAppearance) {
    context.setColor(red: 0x24 / 255, green: 0x24 / 255, blue: 0x24 / 255)
    context.paint()
    let layout = BoardLayout.fit(count: cards.count, width: Double(width), height: Double(height), spacing: spacing)
    for (index, card) in cards.enumerated() {
        let frame = layout.frame(ofCard: index, inWidth: Double(width), height: Double(height), spacing: spacing)
        CardRenderer.draw(card, appearance(index), in: context, x: frame.x, y: frame.y,
                          width: frame.width, height: frame.height)
    }
    surface.flush()
}

@MainActor
func drawPlainBoard(count: Int) {
    context.setColor(red: 0x24 / 255, green: 0x24 / 255, blue: 0x24 / 255)
    context.paint()
    let layout = BoardLayout.fit(count: count, width: Double(width), height: Double(height), spacing: spacing)
    context.setColor(red: 0xF6 / 255, green: 0xF5 / 255, blue: 0xF4 / 255)
    for index in 0..<count {
        let frame = layout.frame(ofCard: index, inWidth: Double(width), height: Double(height), spacing: spacing)
        context.roundedRectangle(frame.x, frame.y, frame.width, frame.height, radius: frame.width * 0.06)
        context.fill()
    }
    surface.flush()
}

let setCards = deal(SetCardDeck.make(), count: 24)
let playingCards = deal(PlayingCardDeck.make(), count: 30)
/// Two cards chosen and three hinted, as mid-game.
let setAppearance: (Int) -> CardAppearance = {
    CardAppearance(isChosen: $0 == 3 || $0 == 10, isHinted: [5, 12, 20].contains($0), isDark: true)
}
/// Half face down, two chosen, four matched (dimmed).
let playingAppearance: (Int) -> CardAppearance = {
    CardAppearance(isFaceUp: $0 % 2 == 0 || $0 < 8, isChosen: $0 == 2, isMatched: $0 < 4, isDark: true)
}

drawBoard(setCards, appearance: setAppearance)
let firstCard = BoardLayout.fit(count: 24, width: Double(width), height: Double(height), spacing: spacing)
    .frame(ofCard: 0, inWidth: Double(width), height: Double(height), spacing: spacing)
let edge = surface.pixel(x: Int(firstCard.x) + 2, y: Int(firstCard.y + firstCard.height / 2))
guard edge.red > 0x60 else { fatalError("the board was not drawn (\(edge))") }
if let path = CommandLine.arguments.dropFirst().first { try surface.writePNG(to: path) }

let reference = median { drawPlainBoard(count: 24) }
let setBoard = median { drawBoard(setCards, appearance: setAppearance) }
let playingBoard = median { drawBoard(playingCards, appearance: playingAppearance) }

print("card drawing (\(width)×\(height) offscreen, dark table, median of \(runs), CPU time):")
report("24-card Set board", "\(formatted(setBoard, decimals: 2)) ms", target: "≤ 8 ms", ok: setBoard <= 8)
print("  = \(formatted(setBoard / reference, decimals: 1))× the same board as 24 plain rounded rectangles "
    + "(\(formatted(reference, decimals: 2)) ms)")
report("30-card playing board (half face down)", "\(formatted(playingBoard, decimals: 2)) ms", target: "≤ 8 ms",
       ok: playingBoard <= 8)
