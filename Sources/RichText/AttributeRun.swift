/// A range of an ``AttributedText`` whose characters share the same attributes.
///
/// Offsets count Unicode scalars from the start of the text, as GtkTextIter's
/// character offsets do (see ``AttributedText``).
public struct AttributeRun: Hashable, Sendable {
    public var range: Range<Int>
    public var attributes: TextAttributes

    public init(range: Range<Int>, attributes: TextAttributes) {
        self.range = range
        self.attributes = attributes
    }

    /// `length` must not be negative.
    public init(start: Int, length: Int, attributes: TextAttributes) {
        self.init(range: start..<(start + length), attributes: attributes)
    }

    public var start: Int { range.lowerBound }
    public var end: Int { range.upperBound }
    public var length: Int { range.count }
}

/// Why a list of runs does not fit a text. Runs are numbered from 1 in the messages.
public enum RunError: Error, Hashable, Sendable, CustomStringConvertible {
    case negativeStart(run: Int, start: Int)
    case negativeLength(run: Int, length: Int)
    /// The run ends past the end of the text; `textLength` counts Unicode scalars.
    case endsBeyondText(run: Int, end: Int, textLength: Int)
    /// The run starts before the previous one ends: runs must be in order and must not overlap.
    case overlaps(run: Int, start: Int, previousEnd: Int)

    public var description: String {
        switch self {
        case .negativeStart(let run, let start):
            "run \(run) starts at \(start), before the start of the text."
        case .negativeLength(let run, let length):
            "run \(run) has a negative length (\(length))."
        case .endsBeyondText(let run, let end, let textLength):
            "run \(run) ends at \(end) but the text has \(textLength) characters."
        case .overlaps(let run, let start, let previousEnd):
            "run \(run) starts at \(start), before the previous run ends at \(previousEnd)."
        }
    }
}
