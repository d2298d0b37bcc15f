// Text Stats as Attributor computes it: the runs read out of a GtkTextBuffer by tag
// toggles, then counted run by run; against a per-character scan of the same buffer that
// asks every character for its tags.
import BenchmarkSupport
import Gtk
import TextStats

/// A text view's buffer holding `text`, with a tag per attribute value it uses.
@MainActor
struct AttributedBuffer {
    let buffer = TextBuffer()
    private(set) var tags: [TextTag] = []
    private var attributesOfTag: [(TextAttributes) -> TextAttributes] = []

    init(_ text: AttributedText) {
        var colorTags: [RGBColor: Int] = [:]
        let outline = add(TextTag(name: "outline")) { $0.setting(.outline(true)) }
        let bold = add(TextTag(name: "bold")) { $0.setting(.bold(true)) }
        buffer.text = text.string
        for run in text.runs {
            let attributes = run.attributes
            if let color = attributes.effectiveColor {
                let index = colorTags[color] ?? add(TextTag(name: "\(color)")) { $0.setting(.color(color)) }
                colorTags[color] = index
                buffer.apply(tags[index], to: run.range)
            }
            if attributes.outline { buffer.apply(tags[outline], to: run.range) }
            if attributes.bold { buffer.apply(tags[bold], to: run.range) }
        }
    }

    private mutating func add(_ tag: TextTag, _ apply: @escaping (TextAttributes) -> TextAttributes) -> Int {
        buffer.add(tag)
        tags.append(tag)
        attributesOfTag.append(apply)
        return tags.count - 1
    }

    private func attributes(_ hasTag: (Int) -> Bool) -> TextAttributes {
        var attributes = TextAttributes.plain
        for index in tags.indices where hasTag(index) { attributes = attributesOfTag[index](attributes) }
        return attributes
    }

    /// The statistics from the buffer's runs, found by walking tag toggles. A run's
    /// attributes are worked out once per combination of tags, not once per run.
    func statisticsByRuns() -> TextStatistics {
        var attributesOfMask: [UInt64: TextAttributes] = [:]
        let runs = buffer.runs(of: tags).map { run in
            if let known = attributesOfMask[run.tagMask] {
                return AttributeRun(range: run.range, attributes: known)
            }
            let made = attributes { run.hasTag(at: $0) }
            attributesOfMask[run.tagMask] = made
            return AttributeRun(range: run.range, attributes: made)
        }
        return TextStatistics(try! AttributedText(buffer.text, runs: runs))
    }

    /// The naive way: every character of the buffer asked for each of its tags.
    func statisticsScanningEveryCharacter() -> TextStatistics {
        var runs: [AttributeRun] = []
        for offset in 0..<buffer.characterCount {
            let here = attributes { buffer.has(tags[$0], at: offset) }
            if let last = runs.last, last.attributes == here, last.end == offset {
                runs[runs.count - 1] = AttributeRun(range: last.start..<(offset + 1), attributes: here)
            } else {
                runs.append(AttributeRun(range: offset..<(offset + 1), attributes: here))
            }
        }
        return TextStatistics(try! AttributedText(buffer.text, runs: runs))
    }
}

/// Text Stats of `text` held in a GtkTextBuffer: by runs (many times) against one
/// per-character scan, measured in the same run.
@MainActor
func measureBuffer(_ title: String, _ text: AttributedText) {
    let attributed = AttributedBuffer(text)
    var byRuns: TextStatistics?
    let runSeconds = median(runs: 21) { byRuns = attributed.statisticsByRuns() }
    var scanned: TextStatistics?
    let scanSeconds = median(runs: 1) { scanned = attributed.statisticsScanningEveryCharacter() }
    precondition(byRuns == scanned && byRuns == TextStatistics(text), "the buffer's statistics disagree")
    print("\(title) (\(text.string.utf8.count) bytes, \(text.runs.count) runs, in a GtkTextBuffer):")
    let milliseconds = runSeconds * 1000
    report("Text Stats from the buffer's tag toggles", tenths(milliseconds) + " ms", target: "≤ 20 ms",
           ok: milliseconds <= 20)
    report("per-character scan of the buffer", tenths(scanSeconds * 1000) + " ms", target: "none, the reference",
           ok: true)
    let ratio = scanSeconds / runSeconds
    report("per-character scan / by tag toggles", tenths(ratio) + "×", target: "≥ 20×", ok: ratio >= 20)
    attributed.printBreakdown()
}

extension AttributedBuffer {
    /// Where the time goes, for information.
    func printBreakdown() {
        let text = median(runs: 11) { _ = buffer.text } * 1000
        var runs: [TextRun] = []
        let toggles = median(runs: 11) { runs = buffer.runs(of: tags) } * 1000
        let string = buffer.text
        let attributedRuns = runs.map { run in
            AttributeRun(range: run.range, attributes: attributes { run.hasTag(at: $0) })
        }
        let counting = median(runs: 11) {
            _ = TextStatistics(try! AttributedText(string, runs: attributedRuns))
        } * 1000
        print("  of which: the buffer's text \(tenths(text)) ms, its \(runs.count) runs by toggles \(tenths(toggles)) ms, "
            + "counting them \(tenths(counting)) ms")
    }
}
