import RichText

/// What Text Stats shows about an `AttributedText` (RichText), counted run by run.
///
/// **Characters** are what a user sees as one character, Swift's `Character` (an extended
/// grapheme cluster): `"e\u{301}"`, `"👍🏽"`, `"👨‍👩‍👧"` and `"🇫🇷"` are one each. Spaces and
/// line breaks count; `"\r\n"` is one. A character whose scalars lie in several runs
/// belongs to the run of its first scalar.
///
/// **Colourful** characters have a colour other than the default text colour: neither nil
/// nor black (`TextAttributes.isColorful`). **Outlined** characters have `outline` set.
/// **Words** are counted by ``wordCount(of:)``.
///
/// Counting walks the runs and the text's UTF-8 bytes together, once: each run's
/// characters are counted among its own scalars (ASCII eight bytes at a time), never
/// asking for the attributes of a single character. A 1 MB text in 100,000 runs takes
/// about 6 ms (English) to 10 ms (mixed scripts and emoji) in a release build
/// (`Benchmarks/textstats`).
public struct TextStatistics: Equatable, Sendable {
    /// How many characters (grapheme clusters) the text has.
    public var characters: Int
    /// How many words, as ``wordCount(of:)`` counts them.
    public var words: Int
    /// How many characters are colourful (neither nil nor black).
    public var colorfulCharacters: Int
    /// How many characters have `outline` set.
    public var outlinedCharacters: Int
    /// Characters of each colour, the default text colour (nil or black) as nil; most
    /// characters first, a tie in order of first appearance. Colours with no character
    /// (a run of a lone combining mark) are left out.
    public var charactersPerColor: [ColorCount]

    /// How many characters have one colour; `color` nil is the default text colour.
    public struct ColorCount: Hashable, Sendable {
        /// The colour; nil is the default text colour.
        public var color: RGBColor?
        /// How many characters have it.
        public var characters: Int

        /// `characters` characters of colour `color`.
        public init(color: RGBColor?, characters: Int) {
            self.color = color
            self.characters = characters
        }
    }

    /// Statistics given figure by figure (what tests expect).
    public init(
        characters: Int, words: Int, colorfulCharacters: Int, outlinedCharacters: Int,
        charactersPerColor: [ColorCount]
    ) {
        self.characters = characters
        self.words = words
        self.colorfulCharacters = colorfulCharacters
        self.outlinedCharacters = outlinedCharacters
        self.charactersPerColor = charactersPerColor
    }

    /// The statistics of `text`.
    public init(_ text: AttributedText) {
        self = UTF8Walker.withWalker(over: text.string) { walker in
            var characters = 0
            var colorful = 0
            var outlined = 0
            var tally = ColorTally()
            for run in text.runs {
                let count = walker.characters(inNextScalars: run.length)
                guard count > 0 else { continue }
                characters += count
                let color = run.attributes.effectiveColor
                if color != nil { colorful += count }
                if run.attributes.outline { outlined += count }
                tally.add(count, for: color)
            }
            return TextStatistics(
                characters: characters, words: walker.wordCount(), colorfulCharacters: colorful,
                outlinedCharacters: outlined, charactersPerColor: tally.counts)
        }
    }
}

/// Characters per colour, in order of first appearance. A run's colour is looked up in
/// a small table by a hash of its components first: hashing the colour for a dictionary
/// for every one of 100,000 runs would cost more than counting their characters.
private struct ColorTally {
    private var entries: [TextStatistics.ColorCount] = []
    private var slots: [RGBColor?: Int] = [:]
    private var recent = [Int](repeating: -1, count: 64)

    mutating func add(_ count: Int, for color: RGBColor?) {
        let key = Self.recentKey(color)
        var slot = recent[key]
        if slot < 0 || entries[slot].color != color {
            if let known = slots[color] {
                slot = known
            } else {
                slot = entries.count
                entries.append(TextStatistics.ColorCount(color: color, characters: 0))
                slots[color] = slot
            }
            recent[key] = slot
        }
        entries[slot].characters += count
    }

    private static func recentKey(_ color: RGBColor?) -> Int {
        guard let color else { return 0 }
        let mixed =
            color.red.bitPattern &* 0x9E37_79B9_7F4A_7C15 ^ color.green.bitPattern &* 0xC2B2_AE3D_27D4_EB4F
            ^ color.blue.bitPattern &* 0x1656_67B1_9E37_79F9
        return Int(mixed >> 58)
    }

    var counts: [TextStatistics.ColorCount] {
        entries.enumerated()
            .sorted { ($0.element.characters, $1.offset) > ($1.element.characters, $0.offset) }
            .map(\.element)
    }
}
