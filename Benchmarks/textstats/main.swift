// Text Stats' figures: all statistics of a 1 MB text with 100,000 attribute runs, counted
// by runs, against a naive scan that asks for the attributes of every character. Two
// texts: mixed scripts (a quarter of the words accented, Cyrillic or emoji sequences) and
// plain English (ASCII). Then, for information, the cost of building the text from its runs
// and of its document. Last, Text Stats as Attributor computes it after an edit, its text
// storage reading the edit out of a GtkTextBuffer by tag toggles, against a per-character
// scan of the buffer, and the document opened into an editor on screen and saved
// (DocumentOpening.swift): those need GTK, so they run under Xvfb.
import BenchmarkSupport
import CardGame  // SeededGenerator
import Glibc
import Gtk
import RichText
import TextStats

func seconds() -> Double { BenchmarkClock.wall.seconds }

func tenths(_ value: Double) -> String { formatted(value, decimals: 1) }

/// Words drawn from `words` up to `bytes` of UTF-8, cut into `runCount` runs at random
/// scalar offsets (inside characters too), each run's attributes unlike its neighbour's.
func makeText(from words: [String], bytes: Int, runCount: Int, using generator: inout SeededGenerator) -> AttributedText
{
    var string = ""
    string.reserveCapacity(bytes + 32)
    while string.utf8.count < bytes {
        string += words.randomElement(using: &generator)!
        string += Int.random(in: 0..<12, using: &generator) == 0 ? "\n" : " "
    }
    let length = string.unicodeScalars.count
    var cuts = Set<Int>()
    while cuts.count < runCount - 1 { cuts.insert(Int.random(in: 1..<length, using: &generator)) }
    let bounds = [0] + cuts.sorted() + [length]
    let styles: [TextAttributes] = [
        .plain, TextAttributes(color: .red), TextAttributes(outline: true),
        TextAttributes(color: .green, outline: true),
        TextAttributes(color: .orange), TextAttributes(color: .purple, bold: true), TextAttributes(color: .black),
    ]
    var style = 0
    var runs: [AttributeRun] = []
    for index in 0..<runCount {
        style = (style + Int.random(in: 1..<styles.count, using: &generator)) % styles.count
        runs.append(AttributeRun(range: bounds[index]..<bounds[index + 1], attributes: styles[style]))
    }
    return try! AttributedText(string, runs: runs)
}

/// The naive reference: every character in turn, its attributes looked up by offset.
func statisticsScanningEveryCharacter(_ text: AttributedText) -> TextStatistics {
    var characters = 0
    var colorful = 0
    var outlined = 0
    var perColor: [RGBColor?: (count: Int, first: Int)] = [:]
    var offset = 0
    for character in text.string {
        let attributes = text.attributes(at: offset).attributes
        offset += character.unicodeScalars.count
        if attributes.isColorful { colorful += 1 }
        if attributes.outline { outlined += 1 }
        perColor[attributes.effectiveColor, default: (0, characters)].count += 1
        characters += 1
    }
    let chart = perColor.sorted { ($0.value.count, $1.value.first) > ($1.value.count, $0.value.first) }
        .map { TextStatistics.ColorCount(color: $0.key, characters: $0.value.count) }
    return TextStatistics(
        characters: characters, words: TextStatistics.wordCount(of: text.string),
        colorfulCharacters: colorful, outlinedCharacters: outlined, charactersPerColor: chart)
}

/// Times both ways in alternation (five by runs, after one untimed to warm the caches
/// again, to one scan), so that a busy machine weighs on both alike; reports the medians
/// and their ratio.
func measure(_ title: String, _ text: AttributedText) {
    var byRuns: [Double] = []
    var scans: [Double] = []
    var counted: TextStatistics?
    for _ in 0..<7 {
        _ = TextStatistics(text)
        for _ in 0..<5 {
            let start = seconds()
            counted = TextStatistics(text)
            byRuns.append(seconds() - start)
        }
        let start = seconds()
        let scanned = statisticsScanningEveryCharacter(text)
        scans.append(seconds() - start)
        precondition(scanned == counted, "the two countings disagree")
    }
    let runMilliseconds = byRuns.sorted()[byRuns.count / 2] * 1000
    let scanMilliseconds = scans.sorted()[scans.count / 2] * 1000
    let stats = counted!
    print(
        "\(title) (\(text.string.utf8.count) bytes, \(text.length) scalars, \(stats.characters) characters, "
            + "\(text.runs.count) runs; \(stats.words) words, \(stats.colorfulCharacters) colorful, "
            + "\(stats.outlinedCharacters) outlined):")
    report(
        "all statistics by runs (median)", tenths(runMilliseconds) + " ms", target: "≤ 20 ms",
        ok: runMilliseconds <= 20)
    report("per-character scan (median)", tenths(scanMilliseconds) + " ms", target: "none, the reference", ok: true)
    let ratio = scanMilliseconds / runMilliseconds
    report("per-character scan / by runs", tenths(ratio) + "×", target: "none, for information", ok: true)
}

/// The costs around the statistics, for whoever builds on them: a text from its runs (as
/// read out of a GtkTextBuffer), and its document written and read back.
func measureAround(_ text: AttributedText) {
    func median(_ body: () -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<5 {
            let start = seconds()
            body()
            times.append(seconds() - start)
        }
        return times.sorted()[2] * 1000
    }
    let runs = text.runs
    let fromRuns = median { _ = try! AttributedText(text.string, runs: runs) }
    let document = text.documentData()
    let write = median { _ = text.documentData() }
    let read = median { precondition(try! AttributedText(document: document) == text) }
    print(
        "  AttributedText from its \(runs.count) runs \(tenths(fromRuns)) ms; its document "
            + "(\(tenths(Double(document.count) / 1_048_576)) MB) written in \(tenths(write)) ms, read in \(tenths(read)) ms"
    )
}

var generator = SeededGenerator(seed: 6)
let english = [
    "the", "quick", "brown", "fox", "jumps", "over", "a", "lazy", "dog", "don't", "3.14", "and",
    "attributed", "text", "statistics", "runs", "of", "colour", "outline", "words,", "it.", "Machismo",
]
let mixed = [
    "the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "don't", "3.14", "café",
    "nai\u{308}ve", "Привет", "👍🏽", "🇫🇷", "👨‍👩‍👧", "attributed", "text", "statistics", "runs",
]
let mixedText = makeText(from: mixed, bytes: 1 << 20, runCount: 100_000, using: &generator)
measure("mixed-script text statistics", mixedText)
measureAround(mixedText)
measure("English text statistics", makeText(from: english, bytes: 1 << 20, runCount: 100_000, using: &generator))

MainActor.assumeIsolated {
    guard initializeGtk() else {
        print("textstats-bench: no display for the GtkTextBuffer part; run it under xvfb-run")
        exit(2)
    }
    measureBuffer("Attributor's Text Stats, mixed-script text", mixedText)
    measureOpening("Attributor opening a document, mixed-script text", mixedText)
}
