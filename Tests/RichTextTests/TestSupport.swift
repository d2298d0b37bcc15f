@testable import RichText
import RichTextTestSupport
import Testing

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
            #expect(
                run.start == position, "run \(index) starts at \(run.start), not \(position)",
                sourceLocation: sourceLocation)
            #expect(!run.range.isEmpty, "run \(index) is empty", sourceLocation: sourceLocation)
            if index > 0 {
                #expect(
                    runs[index - 1].attributes != run.attributes, "runs \(index - 1) and \(index) are equal",
                    sourceLocation: sourceLocation)
            }
            position = run.end
        }
        #expect(position == length, "the runs end at \(position), not \(length)", sourceLocation: sourceLocation)
    }
}

func samePieces(_ lhs: [(String, TextAttributes)], _ rhs: [(String, TextAttributes)]) -> Bool {
    lhs.count == rhs.count
        && zip(lhs, rhs).allSatisfy { $0.0.unicodeScalars.elementsEqual($1.0.unicodeScalars) && $0.1 == $1.1 }
}
