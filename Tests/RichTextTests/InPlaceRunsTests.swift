@testable import RichText
import RichTextTestSupport
import Testing

/// `init(_:normalizing:)`, which a document's runs go through, gives what
/// `init(_:runs:)` gives: the same text and runs, or the same error.
@Suite struct InPlaceRunsTests {
    func outcome(_ string: String, _ runs: [AttributeRun], inPlace: Bool) -> Result<AttributedText, RunError> {
        var runs = runs
        return Result { () throws(RunError) in
            inPlace ? try AttributedText(string, normalizing: &runs) : try AttributedText(string, runs: runs)
        }
    }

    func expectSame(_ string: String, _ runs: [AttributeRun], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            outcome(string, runs, inPlace: true) == outcome(string, runs, inPlace: false), "\(runs)",
            sourceLocation: sourceLocation)
    }

    func run(_ range: Range<Int>, _ attributes: TextAttributes = .plain) -> AttributeRun {
        AttributeRun(range: range, attributes: attributes)
    }

    @Test func gapsMergesEmptyRunsAndErrors() {
        let red = TextAttributes(color: .red), bold = TextAttributes(bold: true)
        let cases: [[AttributeRun]] = [
            [], [run(0..<10)], [run(0..<10, red)], [run(2..<4, red)], [run(0..<2, red), run(5..<7, red)],
            [run(0..<2, red), run(2..<4, red)], [run(0..<2), run(4..<6)], [run(1..<2, red), run(2..<3, bold)],
            [run(0..<2, red), run(2..<2, bold), run(3..<5, red)], [run(0..<0, red)], [run(10..<10, red)],
            [run(3..<3), run(3..<5, red)], [run(0..<2), run(2..<4), run(4..<6)], [run(0..<3, red), run(1..<4)],
            [run(-1..<2, red)], [run(0..<11, red)], [run(0..<2, red), run(8..<12)], [run(0..<10, red), run(10..<10)],
            [run(0..<1), run(2..<3, red), run(3..<4), run(5..<6)],
        ]
        for runs in cases { expectSame("0123456789", runs) }
        expectSame("", [])
        expectSame("", [run(0..<0, red)])
        expectSame("", [run(0..<1, red)])
    }

    @Test func randomRunsReadAlike() {
        var generator = SeededGenerator(seed: 17)
        let styles: [TextAttributes] = [
            .plain, TextAttributes(color: .red), TextAttributes(outline: true), TextAttributes(bold: true),
        ]
        for _ in 0..<500 {
            let length = Int.random(in: 0..<60, using: &generator)
            var runs: [AttributeRun] = []
            var position = 0
            for _ in 0..<Int.random(in: 0..<12, using: &generator) {
                // Mostly in order with gaps; now and then empty, overlapping or past the end.
                let start = max(0, position + Int.random(in: -1...4, using: &generator))
                let end = start + Int.random(in: 0...6, using: &generator)
                runs.append(run(start..<end, styles.randomElement(using: &generator)!))
                position = end
            }
            expectSame(String(repeating: "é", count: length), runs)
        }
    }
}
