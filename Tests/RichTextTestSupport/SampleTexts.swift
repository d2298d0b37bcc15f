// Sample texts that the tests of RichText and of TextStats share: attributes, texts built
// from pieces, characters that make grapheme clusters hard, random texts and runs.
import RichText

public let red = TextAttributes(color: .red)
public let green = TextAttributes(color: .green)
public let outlined = TextAttributes(outline: true)
public let redOutlined = TextAttributes(color: .red, outline: true)

/// Builds a text from pieces: `attributed(("Hello", red), (" world", .plain))`.
public func attributed(_ pieces: (String, TextAttributes)...) -> AttributedText {
    var result = AttributedText()
    for (string, attributes) in pieces { result.append(AttributedText(string, attributes: attributes)) }
    return result
}

/// A text with every attribute and the hardest characters, escapes and all: what a document
/// must read back exactly.
public let documentSample = attributed(
    ("Title", TextAttributes(bold: true, fontStyle: .headline)), ("\n", .plain),
    ("cafe", red), ("\u{301}", outlined), ("👍", green), ("\u{1F3FD}", redOutlined),
    ("🇫", TextAttributes(color: RGBColor(red: 1.0 / 3, green: 0.5, blue: 0.1))),
    ("🇷 \"quoted\" \\ tab\t\u{1}", TextAttributes(italic: true)),
    ("👨‍👩‍👧", TextAttributes(color: .black, outline: true)))

/// SplitMix64: the same random texts on every run.
public struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Pieces of text that make grapheme clusters hard: combining marks, modifiers, ZWJ
/// sequences, flags (also split), CR LF, and plain letters.
public let trickyPieces = [
    "a", "b", " ", "e\u{301}", "\u{301}", "👍🏽", "👍", "\u{1F3FD}", "👨‍👩‍👧", "\u{200D}", "🇫🇷", "🇫", "🇷",
    "\r\n", "\r", "\n", "don't", "3.14", "é", "Привет", "日本", "-", "’", "\u{0600}", "\u{1100}", "\u{1161}",
    "\u{11A8}", "\u{AC00}", "क्ष", "\u{094D}", "\u{0915}", "\u{200D}👩", "©\u{FE0F}", "\u{0E33}", "\u{0085}",
    "👩🏽‍💻", "1\u{FE0F}\u{20E3}", "🇩🇪🇫", "\u{0600}a", "क़्\u{200D}ष", "\u{0E01}\u{0E33}", "👍🏽\u{200D}",
    "\u{FE0F}", "\u{1F3FD}", "\u{200B}", "\t", "\u{7F}", "ü", "αβγ", "\u{0301}\u{0302}",
]

public let someAttributes: [TextAttributes] = [
    .plain, red, green, outlined, redOutlined, TextAttributes(color: .black), TextAttributes(bold: true),
    TextAttributes(color: .purple, italic: true, fontStyle: .headline), TextAttributes(color: .orange),
]

public func randomText(pieces: Int, using generator: inout SeededGenerator) -> AttributedText {
    var result = AttributedText()
    for _ in 0..<pieces {
        result.append(
            AttributedText(
                trickyPieces.randomElement(using: &generator)!,
                attributes: someAttributes.randomElement(using: &generator)!))
    }
    return result
}

/// A random string of tricky pieces, cut into runs at random scalar offsets (inside
/// characters too).
public func randomlyCutText(pieces: Int, using generator: inout SeededGenerator) -> AttributedText {
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
