// The cost of drawing a whole board: 24 Set cards laid out by BoardLayout in 1280×800 on the
// dark table, into an offscreen surface, against the cheapest possible board (the same table
// and 24 plain rounded rectangles) drawn in the same run. Also 30 playing cards (Machismo's
// board: pips, Pango text, patterned backs). No display needed. Times are the drawing thread's
// CPU time, so other work on a shared machine skews them less than wall-clock time would.
import BenchmarkSupport
import CardDrawing
import CardGame
import Glibc
import Gtk

let width = 1280, height = 800, spacing = 8.0, runs = 201

/// The median time of `runs` calls to `draw`, in milliseconds of this thread's CPU time.
@MainActor
func median(_ draw: () -> Void) -> Double {
    BenchmarkSupport.median(runs: runs, clock: .threadCPU, draw) * 1000
}

@MainActor
func deal<Kind: Card>(_ deck: Deck<Kind>, count: Int) -> [CardValue] {
    var deck = deck
    var generator = SeededGenerator(seed: 24)
    return (0..<count).compactMap { _ in deck.drawRandomCard(using: &generator)?.value }
}

let surface = ImageSurface(width: width, height: height)
let context = surface.context

@MainActor
func drawBoard(_ cards: [CardValue], appearance: (Int) -> CardAppearance) {
    context.setColor(red: 0x24 / 255, green: 0x24 / 255, blue: 0x24 / 255)
    context.paint()
    let layout = BoardLayout.fit(count: cards.count, width: Double(width), height: Double(height), spacing: spacing)
    for (index, card) in cards.enumerated() {
        let frame = layout.frame(ofCard: index, inWidth: Double(width), height: Double(height), spacing: spacing)
        CardRenderer.draw(
            card, appearance(index), in: context, x: frame.x, y: frame.y,
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
print(
    "  = \(formatted(setBoard / reference, decimals: 1))× the same board as 24 plain rounded rectangles "
        + "(\(formatted(reference, decimals: 2)) ms)")
report(
    "30-card playing board (half face down)", "\(formatted(playingBoard, decimals: 2)) ms",
    target: "none, for information", ok: true)
