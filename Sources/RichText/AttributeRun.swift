import Localization

/// A range of an ``AttributedText`` whose characters share the same attributes.
///
/// Offsets count Unicode scalars from the start of the text, as GtkTextIter's
/// character offsets do (see ``AttributedText``).
public struct AttributeRun: Hashable, Sendable {
    /// The Unicode-scalar offsets the run covers.
    public var range: Range<Int>
    /// The attributes of every character in the run.
    public var attributes: TextAttributes

    /// A run of `attributes` over `range`.
    public init(range: Range<Int>, attributes: TextAttributes) {
        self.range = range
        self.attributes = attributes
    }

    /// `length` must not be negative.
    public init(start: Int, length: Int, attributes: TextAttributes) {
        self.init(range: start..<(start + length), attributes: attributes)
    }

    /// The offset of the run's first scalar.
    public var start: Int { range.lowerBound }
    /// The offset just past the run's last scalar.
    public var end: Int { range.upperBound }
    /// How many scalars the run covers.
    public var length: Int { range.count }
}

/// Why a list of runs does not fit a text. Runs are numbered from 1 in the messages.
public enum RunError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Run `run` starts before the text, at `start`.
    case negativeStart(run: Int, start: Int)
    /// Run `run` has a negative `length`.
    case negativeLength(run: Int, length: Int)
    /// The run ends past the end of the text; `textLength` counts Unicode scalars.
    case endsBeyondText(run: Int, end: Int, textLength: Int)
    /// The run starts before the previous one ends: runs must be in order and must not overlap.
    case overlaps(run: Int, start: Int, previousEnd: Int)

    /// The problem in the user's language, a sentence that fits after "The document is
    /// not valid:". Run numbers and offsets are written plainly, as the file has them.
    public var description: String {
        switch self {
        case .negativeStart(let run, let start):
            // TRANSLATORS: %1$s is a run's number, %2$s an offset in the text (a negative number).
            tr("run %1$s starts at %2$s, before the start of the text.", String(run), String(start))
        case .negativeLength(let run, let length):
            // TRANSLATORS: %1$s is a run's number, %2$s its length (a negative number).
            tr("run %1$s has a negative length (%2$s).", String(run), String(length))
        case .endsBeyondText(let run, let end, let textLength):
            // TRANSLATORS: %1$s is a run's number, %2$s an offset in the text, %3$d the text's length.
            trn(
                "run %1$s ends at %2$s but the text has %3$d character.",
                "run %1$s ends at %2$s but the text has %3$d characters.",
                textLength, String(run), String(end), textLength)
        case .overlaps(let run, let start, let previousEnd):
            // TRANSLATORS: %1$s is a run's number, %2$s and %3$s offsets in the text.
            tr(
                "run %1$s starts at %2$s, before the previous run ends at %3$s.", String(run), String(start),
                String(previousEnd))
        }
    }
}
