// Text Stats as Attributor computes it: its text storage reads every change out of the
// GtkTextBuffer by tag toggles as it happens, so pressing Stats costs the edit's runs and
// the counting, not the whole buffer. Against a per-character scan of the same buffer that
// asks every character for its tags; and, for information, the whole buffer read back by
// tag toggles, which is what Stats would cost without the storage keeping its text.
import BenchmarkSupport
import CardGame  // SeededGenerator
import Gtk
import RichText
import TextEditing
import TextStats

/// An edit as a user makes one before pressing Stats: `length` characters at `offset`
/// coloured, then one character typed into them.
@MainActor
func edit(_ storage: TextStorage, at offset: Int, length: Int, color: RGBColor) {
    storage.addAttribute(.color(color), range: offset..<(offset + length))
    storage.buffer.insert("x", at: offset + length / 2)
}

/// The naive way: every character of the buffer asked for each of its tags.
@MainActor
func statisticsScanningEveryCharacter(_ buffer: TextBuffer, colors: [RGBColor]) -> TextStatistics {
    let outline = buffer.tag(named: "outline")!, bold = buffer.tag(named: "bold")!
    let colorTags = colors.compactMap { color in buffer.tag(named: "color \(color)").map { (color, $0) } }
    var runs: [AttributeRun] = []
    for offset in 0..<buffer.characterCount {
        var here = TextAttributes.plain
        here.outline = buffer.has(outline, at: offset)
        here.bold = buffer.has(bold, at: offset)
        here.color = colorTags.first { buffer.has($0.1, at: offset) }?.0
        if let last = runs.last, last.attributes == here, last.end == offset {
            runs[runs.count - 1] = AttributeRun(range: last.start..<(offset + 1), attributes: here)
        } else {
            runs.append(AttributeRun(range: offset..<(offset + 1), attributes: here))
        }
    }
    return TextStatistics(try! AttributedText(buffer.text, runs: runs))
}

/// Text Stats of `text` held in Attributor's text storage, after an edit (many times),
/// against one per-character scan of its buffer, measured in the same run.
@MainActor
func measureBuffer(_ title: String, _ text: AttributedText) {
    let storage = TextStorage()
    let loading = median(runs: 1) { storage.load(text) } * 1000
    var generator = SeededGenerator(seed: 193)
    var afterEdit: TextStatistics?
    var colors: [RGBColor] = [.red, .green]
    let editSeconds = median(runs: 21) {
        colors.swapAt(0, 1)
        edit(
            storage, at: Int.random(in: 0..<(storage.buffer.characterCount - 1_000), using: &generator), length: 1_000,
            color: colors[0])
        afterEdit = TextStatistics(storage.attributedText)
    }
    var wholeRead: TextStatistics?
    let wholeSeconds = median(runs: 11) { wholeRead = TextStatistics(storage.readAttributedText()) }
    var scanned: TextStatistics?
    let palette = Set(text.runs.compactMap(\.attributes.effectiveColor)).sorted { $0.description < $1.description }
    let scanSeconds = median(runs: 1) { scanned = statisticsScanningEveryCharacter(storage.buffer, colors: palette) }
    precondition(storage.attributedText == storage.readAttributedText(), "the storage lost step with its buffer")
    precondition(afterEdit == scanned && wholeRead == scanned, "the buffer's statistics disagree")

    print("\(title) (\(text.string.utf8.count) bytes, \(text.runs.count) runs, in a GtkTextBuffer):")
    let milliseconds = editSeconds * 1000
    report(
        "an edit read back by tag toggles, then Text Stats", tenths(milliseconds) + " ms", target: "≤ 20 ms",
        ok: milliseconds <= 20)
    report(
        "per-character scan of the buffer", tenths(scanSeconds * 1000) + " ms", target: "none, the reference",
        ok: true)
    let ratio = scanSeconds / editSeconds
    report("per-character scan / edit and Text Stats", tenths(ratio) + "×", target: "≥ 20×", ok: ratio >= 20)
    print(
        "  for information: the whole buffer read by tag toggles, then Text Stats \(tenths(wholeSeconds * 1000)) ms "
            + "(the text alone \(tenths(median(runs: 11) { _ = storage.buffer.text } * 1000)) ms); "
            + "loading the text into the buffer \(tenths(loading)) ms")
}
