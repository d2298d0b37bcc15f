/// A string with attributes (colour, outline, bold, italic, font style), kept as runs:
/// consecutive ranges that together cover the whole text, each with one set of attributes.
///
/// **Offsets are Unicode scalars.** Every range and offset counts Unicode scalars
/// (`string.unicodeScalars`) from the start of the text. GtkTextBuffer counts its
/// character offsets (`gtk_text_iter_get_offset`, `gtk_text_buffer_get_iter_at_offset`)
/// the same way, so runs read out of a buffer by tag toggles can be passed to
/// ``init(_:runs:)`` as they are, and ranges go back to the buffer unchanged.
/// What a user sees as one character (a grapheme cluster: `"e\u{301}"`, `"👍🏽"`, `"🇫🇷"`)
/// may be several scalars; statistics count those as one (`TextStatistics`, module TextStats).
///
/// **Invariants.** ``runs`` are in order, none is empty, each starts where the previous
/// ends, the first starts at 0, the last ends at ``length``, and no two neighbours have
/// equal attributes (they are merged). An empty text has no runs.
///
/// A run boundary may fall inside a character (say between `"e"` and a combining accent);
/// such a character belongs to the run of its first scalar wherever characters are counted
/// or gathered (`TextStatistics`, ``characters(withAttribute:)-(TextAttribute.Key)``).
///
/// Offsets and ranges outside `0...length` are programming errors and stop the program.
public struct AttributedText: Equatable, Sendable, CustomStringConvertible {
    /// The characters.
    public internal(set) var string: String
    /// The attributes, as runs that cover the text end to end.
    public internal(set) var runs: [AttributeRun]
    /// The length of the text in Unicode scalars: the end of the last run.
    public internal(set) var length: Int

    /// An empty text.
    public init() {
        string = ""
        runs = []
        length = 0
    }

    /// `string` with the same attributes throughout.
    public init(_ string: String, attributes: TextAttributes = .plain) {
        self.string = string
        length = string.scalarCount
        runs = length == 0 ? [] : [AttributeRun(range: 0..<length, attributes: attributes)]
    }

    /// `string` with the given runs, such as those read out of a GtkTextBuffer's tags.
    ///
    /// The runs must be in order and must not overlap; empty runs are ignored, the
    /// stretches between runs are ``TextAttributes/plain``, and equal neighbours are merged.
    public init(_ string: String, runs given: [AttributeRun]) throws(RunError) {
        self.string = string
        let length = string.scalarCount
        self.length = length
        // Runs that are already as this type keeps them (a document's, as it was saved)
        // are kept as given: a copy of 100,000 runs cost some 2 ms of opening a document.
        if Self.areNormalized(given, length: length) {
            self.runs = given
            return
        }
        var runs: [AttributeRun] = []
        runs.reserveCapacity(given.count + 1)
        var position = 0
        for (index, run) in given.enumerated() {
            try Self.check(run, number: index + 1, after: position, length: length)
            if run.range.isEmpty { continue }
            if run.range.lowerBound > position {
                Self.append(AttributeRun(range: position..<run.range.lowerBound, attributes: .plain), to: &runs)
            }
            Self.append(run, to: &runs)
            position = run.range.upperBound
        }
        if position < length {
            Self.append(AttributeRun(range: position..<length, attributes: .plain), to: &runs)
        }
        self.runs = runs
    }

    /// The checks a given run passes, in this order: it starts at 0 or later, ends within
    /// the text (`length` scalars), and starts where the run before it (`number` - 1)
    /// ended (`position`) or later.
    static func check(_ run: AttributeRun, number: Int, after position: Int, length: Int) throws(RunError) {
        guard run.range.lowerBound >= 0 else { throw .negativeStart(run: number, start: run.range.lowerBound) }
        guard run.range.upperBound <= length else {
            throw .endsBeyondText(run: number, end: run.range.upperBound, textLength: length)
        }
        guard run.range.lowerBound >= position else {
            throw .overlaps(run: number, start: run.range.lowerBound, previousEnd: position)
        }
    }

    /// Whether `runs` meet this type's invariants for a text of `length` scalars: none
    /// empty, each starting where the one before ends (the first at 0), the last ending at
    /// `length`, no two neighbours equal.
    private static func areNormalized(_ runs: [AttributeRun], length: Int) -> Bool {
        var position = 0
        var previous: TextAttributes?
        for run in runs {
            guard run.range.lowerBound == position, run.range.upperBound > position, run.attributes != previous else {
                return false
            }
            position = run.range.upperBound
            previous = run.attributes
        }
        return position == length
    }

    /// Appends `run`, which starts where `runs` ends, merging it into the last run if equal.
    static func append(_ run: AttributeRun, to runs: inout [AttributeRun]) {
        guard !run.range.isEmpty else { return }
        if let last = runs.last, last.attributes == run.attributes {
            runs[runs.count - 1].range = last.range.lowerBound..<run.range.upperBound
        } else {
            runs.append(run)
        }
    }

    /// Whether the text has no characters.
    public var isEmpty: Bool { length == 0 }

    /// The number of characters a user sees (grapheme clusters).
    public var characterCount: Int { string.count }

    /// Equal when the strings have the same Unicode scalars (not merely canonically
    /// equivalent ones, as `String`'s `==` has it) and the runs are equal.
    public static func == (lhs: AttributedText, rhs: AttributedText) -> Bool {
        lhs.length == rhs.length && lhs.runs == rhs.runs && lhs.string.utf8.elementsEqual(rhs.string.utf8)
    }

    public var description: String {
        runs.map { run in "\(substring(in: run.range).debugDescription)\(run.attributes.shortDescription)" }
            .joined(separator: " ")
    }
}

extension TextAttributes {
    /// `{red outline}`-like, for descriptions and test failures.
    var shortDescription: String {
        var parts: [String] = []
        if let color { parts.append(color.description) }
        if outline { parts.append("outline") }
        if bold { parts.append("bold") }
        if italic { parts.append("italic") }
        if fontStyle != .body { parts.append(fontStyle.rawValue) }
        return "{" + parts.joined(separator: " ") + "}"
    }
}
