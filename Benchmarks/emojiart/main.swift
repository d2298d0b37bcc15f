// EmojiArt's canvas at the size the issue names: 500 emoji on a 4000×3000 background, in a
// window laid out as the document page (the canvas in an 860×640 scrolled window).
// - Moving one emoji: what a pointer drag does each frame (the canvas's `dragMoved`), then
//   the frame GTK lays out, snapshots and paints; the process's CPU time from the move to
//   the end of the paint, median over the frames.
// - Opening the document: wall time from reading the `.emojiart` file to the first frame
//   painted in a fresh window (the app already running, as when the browser opens one),
//   median over the runs. The background is decoded off the main thread, as the issue
//   asks, and shows in a later frame: the time to that frame is printed for information,
//   as are the main thread's CPU time, the fastest run (wall time suffers from whatever
//   else the machine runs) and the first, colder, open.
// Run under Xvfb with GSK_RENDERER=cairo (make bench).
import BenchmarkSupport
import CardGame  // SeededGenerator
import EmojiArt
import EmojiArtDrawing
import FoundationEssentials
import Glibc
import Gtk

let emojiCount = 500, backgroundSize = (width: 4000, height: 3000)
let moveFrames = 300, openRuns = 15

/// A 4000×3000 PNG with a photo's detail: gradients crossed by a few thousand shapes.
@MainActor
func backgroundPNG(in folder: String) throws -> EmojiArt.Background {
    let surface = ImageSurface(width: backgroundSize.width, height: backgroundSize.height)
    let context = surface.context
    var generator = SeededGenerator(seed: 16)
    context.setColor(red: 0.55, green: 0.75, blue: 0.95)
    context.paint()
    for _ in 0..<3000 {
        context.setColor(
            red: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
            blue: .random(in: 0...1, using: &generator), alpha: 0.5)
        context.arc(
            centerX: .random(in: 0...4000, using: &generator), centerY: .random(in: 0...3000, using: &generator),
            radius: .random(in: 4...120, using: &generator), from: 0, to: 2 * .pi)
        context.fill()
    }
    let path = folder + "/background.png"
    try surface.writePNG(to: path)
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return EmojiArt.Background(
        mimeType: "image/png", data: data, width: backgroundSize.width,
        height: backgroundSize.height)
}

/// The art: 500 emoji of 20 kinds, 24–96 points, anywhere; the one to move first, at (300, 200).
func art(background: EmojiArt.Background?, count: Int) -> (art: EmojiArt, moved: Int) {
    var art = EmojiArt(background: background)
    var generator = SeededGenerator(seed: 500)
    let kinds = Array("😀🐶🍎🌳⭐️🚗🎈🐟🌻🍕⚽️🎸🐱🌈🔥🍩🐢🚀🎁🦋").map(String.init)
    let moved = art.addEmoji("😀", x: 300, y: 200, size: 48)!
    let size = background.map { ($0.width, $0.height) } ?? (800, 600)
    for index in 1..<count {
        _ = art.addEmoji(
            kinds[index % kinds.count], x: .random(in: 0..<size.0, using: &generator),
            y: .random(in: 0..<size.1, using: &generator), size: .random(in: 24...96, using: &generator))
    }
    return (art, moved)
}

/// A window as the document page holds the canvas.
@MainActor
final class CanvasWindow {
    let window = Window()
    let canvas = EmojiArtCanvasView()
    private let scrolled = ScrolledWindow()

    init() {
        window.defaultSize = (860, 640)
        scrolled.child = canvas
        window.child = scrolled
    }

    /// Shows `art`, sized as the page sizes it when the canvas reports its content size.
    func show(_ art: EmojiArt) {
        canvas.show(art)
        canvas.setSizeRequest(width: canvas.contentSize.width, height: canvas.contentSize.height)
    }

    func presentAndWait() {
        window.present()
        waitForFrame(canvas)
    }
}

/// Runs the main loop, sleeping between events, until the next frame is painted.
@MainActor
func waitForFrame(_ widget: Widget) {
    var painted = false
    widget.afterNextFrame { painted = true }
    let deadline = BenchmarkClock.wall.seconds + 2
    while !painted, BenchmarkClock.wall.seconds < deadline { iterateMainLoop(blocking: true) }
    while iterateMainLoop() {}
}

/// Wall seconds from opening the file at `url` to its canvas's first frame in a fresh
/// window, and to the first frame with its background drawn (decoded off the main thread);
/// and the main thread's CPU time to the first frame.
@MainActor
func open(_ url: URL) -> (firstFrame: Double, background: Double, mainThreadCPU: Double) {
    let start = BenchmarkClock.wall.seconds
    let cpuStart = BenchmarkClock.threadCPU.seconds
    let document = EmojiArtDocument(fileURL: url)
    document.open()
    let page = CanvasWindow()
    page.show(document.art)
    page.presentAndWait()
    let firstFrame = BenchmarkClock.wall.seconds
    let mainThreadCPU = BenchmarkClock.threadCPU.seconds - cpuStart
    while !page.canvas.isBackgroundDrawn { waitForFrame(page.canvas) }
    let background = BenchmarkClock.wall.seconds
    guard !document.art.emojis.isEmpty else { fatalError("the document did not open: \(document.documentState)") }
    page.window.destroy()
    while iterateMainLoop() {}
    return (firstFrame - start, background - start, mainThreadCPU)
}

/// The median of `values`, in milliseconds.
func medianMilliseconds(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2] * 1000
}

@MainActor
func run() throws -> Int32 {
    guard initializeGtk() else {
        print("emojiart-bench needs a display: run it under xvfb-run")
        return 2
    }
    MainQueueBridge.install()  // the background's decoding reports back through the main queue
    let folder = "/tmp/emojiart-bench-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (big, moved) = art(background: try backgroundPNG(in: folder), count: emojiCount)
    let url = URL(fileURLWithPath: folder + "/Big.emojiart")
    try EmojiArtFormat.encode(big).write(to: url)
    let small = URL(fileURLWithPath: folder + "/Small.emojiart")
    try EmojiArtFormat.encode(art(background: nil, count: 5).art).write(to: small)

    // The app is running: GTK, its fonts and CSS are warm; the big document's first open is colder.
    _ = open(small)
    let firstOpen = open(url)
    let opens = (0..<openRuns).map { _ in open(url) }
    let openMedian = medianMilliseconds(opens.map(\.firstFrame))
    let backgroundMedian = medianMilliseconds(opens.map(\.background))

    let page = CanvasWindow()
    let document = EmojiArtDocument(fileURL: url)
    document.open()
    page.show(document.art)
    page.presentAndWait()
    guard let emoji = document.art.emoji(withID: moved) else { fatalError("no emoji to move") }
    page.canvas.beginDrag(atX: Double(emoji.x), y: Double(emoji.y))
    var frames: [Double] = []
    for frame in 0..<(moveFrames + 30) {
        let start = BenchmarkClock.processCPU.seconds
        // Back and forth over 100 × 60 pixels, as a hand drags.
        let step = Double(frame % 100)
        page.canvas.dragMoved(byX: step < 50 ? step * 2 : (100 - step) * 2, y: step < 50 ? step : 100 - step)
        waitForFrame(page.canvas)
        if frame >= 30 { frames.append(BenchmarkClock.processCPU.seconds - start) }  // after 30 frames of warming
    }
    page.canvas.endDrag(byX: 0, y: 0)
    frames.sort()
    let moveMedian = frames[frames.count / 2] * 1000
    let move90 = frames[frames.count * 9 / 10] * 1000
    page.window.destroy()

    let renderer = getenv("GSK_RENDERER").map { String(cString: $0) } ?? "default"
    print(
        "EmojiArt, \(emojiCount) emoji on a \(backgroundSize.width)×\(backgroundSize.height) background "
            + "in an 860×640 window (GSK_RENDERER=\(renderer)):")
    report(
        "moving one emoji: CPU per frame (median)", "\(formatted(moveMedian, decimals: 2)) ms",
        target: "≤ 8 ms", ok: moveMedian <= 8)
    print("  (90th percentile \(formatted(move90, decimals: 2)) ms over \(moveFrames) frames)")
    report(
        "opening the document to its first frame", "\(formatted(openMedian, decimals: 0)) ms",
        target: "≤ 200 ms", ok: openMedian <= 200)
    // Not a target: the background is decoded off the main thread (one core decoding the
    // PNG, about 150 ms here), so it follows the first frame.
    print(
        "  (to the first frame with its background \(formatted(backgroundMedian, decimals: 0)) ms, "
            + "the PNG decoded off the main thread; main thread's CPU to the first frame "
            + "\(formatted(medianMilliseconds(opens.map(\.mainThreadCPU)), decimals: 0)) ms;")
    print(
        "   fastest open \(formatted(opens.map(\.firstFrame).min()! * 1000, decimals: 0)) ms, "
            + "\(formatted(opens.map(\.background).min()! * 1000, decimals: 0)) ms with its background; "
            + "medians of \(openRuns) in fresh windows; the first open of it in the process took "
            + "\(formatted(firstOpen.firstFrame * 1000, decimals: 0)) ms, "
            + "\(formatted(firstOpen.background * 1000, decimals: 0)) ms with its background; "
            + "\(formatted(Double(big.background!.data.count) / 1_048_576, decimals: 1)) MiB of PNG)")
    return 0
}

exit(try MainActor.assumeIsolated { try run() })
