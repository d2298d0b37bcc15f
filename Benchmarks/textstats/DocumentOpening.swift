// Opening and saving a document as Attributor does, in a real window: the file read and
// parsed, its text and runs loaded into the text storage whose buffer the editor shows, up
// to the editor's next frame. Against the floor GTK sets: the same text, from a plain file,
// set into a GtkTextBuffer with no tags, shown in the same kind of view, to its next frame.
import BenchmarkSupport
import FoundationEssentials
import Glibc
import Gtk
import RichText
import Storage
import TextEditing

/// A window showing `buffer` in a word-wrapped outline text view, as Attributor's editor
/// (its body at `points`, Attributor's size at zoom 1).
@MainActor
final class EditorWindow {
    static let points = 12.0
    let window = Window()
    let view: OutlineTextView

    init(buffer: TextBuffer, outlineTag: TextTag? = nil) {
        view = OutlineTextView(buffer: buffer)
        view.wrapWords()
        view.setFont(TextFont(points: Self.points))
        view.outlineTag = outlineTag
        let scrolled = ScrolledWindow()
        scrolled.child = view
        window.child = scrolled
        window.defaultSize = (960, 720)
        window.present()
        waitForFrame()
    }

    /// Turns the main loop until the window has painted its next frame.
    func waitForFrame() {
        var painted = false
        window.queueDraw()
        window.afterNextFrame { painted = true }
        iterateMainLoop(until: { painted }, timeout: 30)
    }
}

/// The process's CPU time of `body`, then to the editor's next frame, in milliseconds.
@MainActor
func toNextFrame(of editor: EditorWindow, _ body: () throws -> Void) rethrows -> Double {
    let start = BenchmarkClock.processCPU.seconds
    try body()
    editor.waitForFrame()
    return (BenchmarkClock.processCPU.seconds - start) * 1000
}

@MainActor
func measureOpening(_ title: String, _ text: AttributedText) {
    let folder = URL(fileURLWithPath: "/tmp/machismo-textstats-bench-\(getpid())", isDirectory: true)
    try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = folder.appendingPathComponent("Document.json")
    let plain = folder.appendingPathComponent("Document.txt")
    try! AtomicFile.write(text.documentData(), to: document)
    try! AtomicFile.write(Data(text.string.utf8), to: plain)

    var openings: [Double] = []
    var rests: [Double] = []
    var floors: [Double] = []
    var storage = TextStorage()
    for _ in 0..<6 {
        storage = TextStorage()
        storage.linesShownAtOnce = { TextStorage.linesShown(points: EditorWindow.points) }
        let editor = EditorWindow(buffer: storage.buffer, outlineTag: storage.outlineTag)
        openings.append(
            toNextFrame(of: editor) {
                storage.load(try! AttributedText(document: try AtomicFile.read(document)))
            })
        // The build the bench runs is optimized, as the app users get: its outlines drawn.
        precondition(editor.view.strokedRunCount > 0, "the outlined runs on screen were drawn outlined")
        // The runs after the first screenful, which the main loop tags in idle moments.
        let start = BenchmarkClock.processCPU.seconds
        storage.finishTagging()
        rests.append((BenchmarkClock.processCPU.seconds - start) * 1000)
        editor.window.destroy()
        let buffer = TextBuffer()
        let bare = EditorWindow(buffer: buffer)
        floors.append(
            toNextFrame(of: bare) {
                buffer.text = String(decoding: try! AtomicFile.read(plain), as: UTF8.self)
            })
        bare.window.destroy()
    }
    precondition(storage.attributedText == storage.readAttributedText(), "the storage lost step with its buffer")
    precondition(storage.attributedText.string == text.string, "the document did not open whole")
    // Wall time: the write's fsync is part of what a save costs.
    let saving =
        median(runs: 5, clock: .wall) {
            try! AtomicFile.write(storage.attributedText.documentData(), to: document)
        } * 1000
    // The first of each is a warm-up.
    let opening = openings.dropFirst().sorted()[2], floor = floors.dropFirst().sorted()[2]
    let rest = rests.dropFirst().sorted()[2]
    print("\(title) (\(text.string.utf8.count) bytes, \(text.runs.count) runs), in an editor on screen (CPU):")
    report(
        "opening the document, to the editor's next frame", tenths(opening) + " ms", target: "≤ 150 ms",
        ok: opening <= 150)
    report(
        "the same text untagged, to the view's next frame", tenths(floor) + " ms", target: "none, the floor",
        ok: true)
    let ratio = opening / floor
    report("opening / the floor", tenths(ratio) + "×", target: "≤ 2×", ok: ratio <= 2)
    print(
        "  for information: tagging the runs after the first screenful, in idle moments after that frame, "
            + "\(tenths(rest)) ms in all")
    report("saving the document (wall)", tenths(saving) + " ms", target: "≤ 50 ms", ok: saving <= 50)
}
