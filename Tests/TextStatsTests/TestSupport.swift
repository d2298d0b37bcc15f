@testable import TextStats
import Testing

let red = TextAttributes(color: .red)
let green = TextAttributes(color: .green)
let outlined = TextAttributes(outline: true)
let redOutlined = TextAttributes(color: .red, outline: true)

/// Builds a text from pieces: `attributed(("Hello", red), (" world", .plain))`.
func attributed(_ pieces: (String, TextAttributes)...) -> AttributedText {
    var result = AttributedText()
    for (string, attributes) in pieces { result.append(AttributedText(string, attributes: attributes)) }
    return result
}

extension AttributedText {
    /// The attributes of every scalar, from the runs.
    var scalarAttributes: [TextAttributes] {
        runs.flatMap { Array(repeating: $0.attributes, count: $0.length) }
    }

    /// Each run as its text and attributes, for readable expectations.
    var pieces: [(String, TextAttributes)] {
        runs.map { (String(substring(in: $0.range)), $0.attributes) }
    }

    /// Records an issue for every broken invariant of the runs.
    func expectValidRuns(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(length == string.unicodeScalars.count, "length", sourceLocation: sourceLocation)
        var position = 0
        for (index, run) in runs.enumerated() {
            #expect(run.start == position, "run \(index) starts at \(run.start), not \(position)",
                    sourceLocation: sourceLocation)
            #expect(!run.range.isEmpty, "run \(index) is empty", sourceLocation: sourceLocation)
            if index > 0 {
                #expect(runs[index - 1].attributes != run.attributes, "runs \(index - 1) and \(index) are equal",
                        sourceLocation: sourceLocation)
            }
            position = run.end
        }
        #expect(position == length, "the runs end at \(position), not \(length)", sourceLocation: sourceLocation)
    }
}

func samePieces(_ lhs: [(String, TextAttributes)], _ rhs: [(String, TextAttributes)]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.0.unicodeScalars.elementsEqual($1.0.unicodeScalars) && $0.1 == $1.1 }
}

/// The statistics the slow way: every character, its attributes looked up by offset.
/// The oracle the run-based counting is checked against.
func statisticsScanningEveryCharacter(_ text: AttributedText) -> TextStatistics {
    var characters = 0
    var colorful = 0
    var outlined = 0
    var perColor: [(RGBColor?, Int)] = []
    var offset = 0
    for character in text.string {
        let attributes = text.attributes(at: offset).attributes
        offset += character.unicodeScalars.count
        characters += 1
        if attributes.isColorful { colorful += 1 }
        if attributes.outline { outlined += 1 }
        if let slot = perColor.firstIndex(where: { $0.0 == attributes.effectiveColor }) {
            perColor[slot].1 += 1
        } else {
            perColor.append((attributes.effectiveColor, 1))
        }
    }
    let sorted = perColor.enumerated()
        .sorted { ($0.element.1, $1.offset) > ($1.element.1, $0.offset) }
        .map { TextStatistics.ColorCount(color: $0.element.0, characters: $0.element.1) }
    return TextStatistics(characters: characters, words: TextStatistics.wordCount(of: text.string),
                          colorfulCharacters: colorful, outlinedCharacters: outlined, charactersPerColor: sorted)
}

/// SplitMix64: the same random texts on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Pieces of text that make grapheme clusters hard: combining marks, modifiers, ZWJ
/// sequences, flags (also split), CR LF, and plain letters.
let trickyPieces = [
    "a", "b", " ", "e\u{301}", "\u{301}", "👍🏽", "👍", "\u{1F3FD}", "👨‍👩‍👧", "\u{200D}", "🇫🇷", "🇫", "🇷",
    "\r\n", "\r", "\n", "don't", "3.14", "é", "Привет", "日本", "-", "’", "\u{0600}", "\u{1100}", "\u{1161}",
    "\u{11A8}", "\u{AC00}", "क्ष", "\u{094D}", "\u{0915}", "\u{200D}👩", "©\u{FE0F}", "\u{0E33}", "\u{0085}",
    "👩🏽‍💻", "1\u{FE0F}\u{20E3}", "🇩🇪🇫", "\u{0600}a", "क़्\u{200D}ष", "\u{0E01}\u{0E33}", "👍🏽\u{200D}",
    "\u{FE0F}", "\u{1F3FD}", "\u{200B}", "\t", "\u{7F}", "ü", "αβγ", "\u{0301}\u{0302}",
]

let someAttributes: [TextAttributes] = [
    .plain, red, green, outlined, redOutlined, TextAttributes(color: .black), TextAttributes(bold: true),
    TextAttributes(color: .purple, italic: true, fontStyle: .headline), TextAttributes(color: .orange),
]

func randomText(pieces: Int, using generator: inout SeededGenerator) -> AttributedText {
    var result = AttributedText()
    for _ in 0..<pieces {
        result.append(AttributedText(trickyPieces.randomElement(using: &generator)!,
                                     attributes: someAttributes.randomElement(using: &generator)!))
    }
    return result
}

/// A random string of tricky pieces, cut into runs at random scalar offsets (inside
/// characters too).
func randomlyCutText(pieces: Int, using generator: inout SeededGenerator) -> AttributedText {
    let string = (0..<pieces).map { _ in trickyPieces.randomElement(using: &generator)! }.joined()
    let length = string.unicodeScalars.count
    var runs: [AttributeRun] = []
    var start = 0
    while start < length {
        let end = min(length, start + Int.random(in: 1...4, using: &generator))
        runs.append(AttributeRun(range: start..<end, attributes: someAttributes.randomElement(using: &generator)!))
        start = end
    }
    return try! AttributedText(string, runs: runs)
}
