/// What Text Stats shows about an ``AttributedText``, counted run by run.
///
/// **Characters** are what a user sees as one character, Swift's `Character` (an extended
/// grapheme cluster): `"e\u{301}"`, `"👍🏽"`, `"👨‍👩‍👧"` and `"🇫🇷"` are one each. Spaces and
/// line breaks count; `"\r\n"` is one. A character whose scalars lie in several runs
/// belongs to the run of its first scalar.
///
/// **Colourful** characters have a colour other than the default text colour: neither nil
/// nor black (``TextAttributes/isColorful``). **Outlined** characters have `outline` set.
/// **Words** are counted by ``wordCount(of:)``.
///
/// Counting walks the runs: each run's characters are counted in its substring, and the
/// string is walked once, never asking for the attributes of a single character.
public struct TextStatistics: Equatable, Sendable {
    public var characters: Int
    public var words: Int
    public var colorfulCharacters: Int
    public var outlinedCharacters: Int
    /// Characters of each colour, the default text colour (nil or black) as nil; most
    /// characters first, a tie in order of first appearance. Colours with no character
    /// (a run of a lone combining mark) are left out.
    public var charactersPerColor: [ColorCount]

    /// How many characters have one colour; `color` nil is the default text colour.
    public struct ColorCount: Hashable, Sendable {
        public var color: RGBColor?
        public var characters: Int

        public init(color: RGBColor?, characters: Int) {
            self.color = color
            self.characters = characters
        }
    }

    public init(characters: Int, words: Int, colorfulCharacters: Int, outlinedCharacters: Int,
                charactersPerColor: [ColorCount]) {
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
                if run.attributes.isColorful { colorful += count }
                if run.attributes.outline { outlined += count }
                tally.add(count, for: run.attributes.effectiveColor)
            }
            return TextStatistics(characters: characters, words: walker.wordCount(), colorfulCharacters: colorful,
                                  outlinedCharacters: outlined, charactersPerColor: tally.counts)
        }
    }
}

/// Characters per colour, in order of first appearance. A text has few colours, so they
/// are searched in turn, faster than hashing, up to 16 of them.
private struct ColorTally {
    private var entries: [TextStatistics.ColorCount] = []
    /// Where each colour is in `entries`, once there are too many to search them in turn.
    private var slots: [RGBColor?: Int] = [:]

    mutating func add(_ count: Int, for color: RGBColor?) {
        if entries.count <= 16, let slot = entries.firstIndex(where: { $0.color == color }) {
            entries[slot].characters += count
        } else if let slot = slots[color] {
            entries[slot].characters += count
        } else {
            entries.append(TextStatistics.ColorCount(color: color, characters: count))
            if entries.count == 17 {
                for (slot, entry) in entries.enumerated() { slots[entry.color] = slot }
            } else if entries.count > 17 {
                slots[color] = entries.count - 1
            }
        }
    }

    var counts: [TextStatistics.ColorCount] {
        entries.enumerated()
            .sorted { ($0.element.characters, $1.offset) > ($1.element.characters, $0.offset) }
            .map(\.element)
    }
}
