@testable import RichText
import RichTextTestSupport
import Testing

@Suite struct RunsTests {
    @Test func aPlainTextIsOneRunAndAnEmptyTextHasNone() {
        let plain = AttributedText("Hello 👍🏽")
        #expect(plain.runs == [AttributeRun(range: 0..<8, attributes: .plain)])
        #expect(plain.length == 8)
        #expect(plain.characterCount == 7)
        #expect(AttributedText().runs.isEmpty)
        #expect(AttributedText("", attributes: red).runs.isEmpty)
    }

    @Test func offsetsCountUnicodeScalars() {
        let flag = attributed(("🇫🇷", red), ("e\u{301}", outlined), ("👨‍👩‍👧", green))
        #expect(flag.runs.map(\.range) == [0..<2, 2..<4, 4..<9])
        #expect(flag.substring(in: 2..<4) == "e\u{301}")
        #expect(flag.substring(in: 3..<4).unicodeScalars.elementsEqual(["\u{301}"]))
        #expect(flag.offset(of: flag.string.firstIndex(of: "e\u{301}")!) == 2)
        #expect(flag.stringIndex(at: 4) == flag.string.firstIndex(of: "👨‍👩‍👧"))
    }

    @Test func offsetsAndIndicesAgreeWithUnicodeScalarView() {
        var generator = SeededGenerator(seed: 11)
        let sample = randomText(pieces: 300, using: &generator)
        let scalars = sample.string.unicodeScalars
        #expect(sample.length == scalars.count)
        var index = scalars.startIndex
        for offset in 0...sample.length {
            #expect(sample.stringIndex(at: offset) == index, "offset \(offset)")
            #expect(sample.offset(of: index) == offset)
            if offset < sample.length { index = scalars.index(after: index) }
        }
        #expect(sample.substring(in: 5..<200).unicodeScalars.elementsEqual(Array(scalars)[5..<200]))
    }

    @Test func runsFromABufferFillTheGapsWithPlainAndMergeEqualNeighbours() throws {
        let text = try AttributedText(
            "Hello brave new world",
            runs: [
                AttributeRun(range: 0..<3, attributes: red),
                AttributeRun(range: 3..<5, attributes: red),
                AttributeRun(range: 6..<6, attributes: green),
                AttributeRun(range: 6..<11, attributes: outlined),
                AttributeRun(range: 16..<21, attributes: .plain),
            ])
        #expect(samePieces(text.pieces, [("Hello", red), (" ", .plain), ("brave", outlined), (" new world", .plain)]))
        text.expectValidRuns()
    }

    @Test(arguments: [
        (
            [AttributeRun(range: 0..<3, attributes: red), AttributeRun(range: 2..<5, attributes: green)],
            RunError.overlaps(run: 2, start: 2, previousEnd: 3)
        ),
        (
            [AttributeRun(range: 4..<5, attributes: red), AttributeRun(range: 0..<2, attributes: green)],
            RunError.overlaps(run: 2, start: 0, previousEnd: 5)
        ),
        (
            [AttributeRun(range: 0..<3, attributes: red), AttributeRun(range: 3..<12, attributes: green)],
            RunError.endsBeyondText(run: 2, end: 12, textLength: 11)
        ),
        ([AttributeRun(range: -1..<3, attributes: red)], RunError.negativeStart(run: 1, start: -1)),
    ])
    func runsThatDoNotFitTheTextAreRefused(runs: [AttributeRun], error: RunError) {
        #expect(throws: error) { try AttributedText("Hello world", runs: runs) }
    }

    @Test func runErrorsSayWhatIsWrong() {
        #expect(
            RunError.endsBeyondText(run: 3, end: 120, textLength: 97).description
                == "run 3 ends at 120 but the text has 97 characters.")
        #expect(
            RunError.overlaps(run: 4, start: 10, previousEnd: 20).description
                == "run 4 starts at 10, before the previous run ends at 20.")
        #expect(RunError.negativeLength(run: 2, length: -3).description == "run 2 has a negative length (-3).")
    }

    @Test func attributesAtAnOffsetComeWithTheirRun() {
        let text = attributed(("ab", red), ("cd", redOutlined), ("ef", .plain))
        #expect(text.attributes(at: 0) == (red, 0..<2))
        #expect(text.attributes(at: 3) == (redOutlined, 2..<4))
        #expect(text.attributes(at: 5) == (.plain, 4..<6))
    }

    @Test func oneAttributesEffectiveRangeSpansRunsThatShareIt() {
        let text = attributed(("ab", red), ("cd", redOutlined), ("ef", green), ("gh", outlined))
        #expect(text.attribute(.color, at: 3) == (.color(.red), 0..<4))
        #expect(text.attribute(.outline, at: 0) == (.outline(false), 0..<2))
        #expect(text.attribute(.outline, at: 2) == (.outline(true), 2..<4))
        #expect(text.attribute(.outline, at: 4) == (.outline(false), 4..<6))
        #expect(text.attribute(.bold, at: 5) == (.bold(false), 0..<8))
    }

    @Test func runsInARangeAreClippedAndEnumeratedWithTheirText() {
        let text = attributed(("Hi ", red), ("👍🏽", outlined), (" e\u{301}", .plain))
        #expect(
            text.runs(in: 1..<4) == [
                AttributeRun(range: 1..<3, attributes: red), AttributeRun(range: 3..<4, attributes: outlined),
            ])
        var seen: [String] = []
        text.enumerateRuns(in: 2..<7) { run, substring in seen.append("\(run.range):\(substring)") }
        #expect(seen == ["2..<3: ", "3..<5:👍🏽", "5..<7: e"])
        var all = 0
        text.enumerateRuns { run, substring in
            all += substring.unicodeScalars.count; #expect(run.length > 0)
        }
        #expect(all == text.length)
        #expect(samePieces(text[2..<6].pieces, [(" ", red), ("👍🏽", outlined), (" ", .plain)]))
        #expect(text[3..<3].isEmpty)
    }
}

@Suite struct CharactersWithAttributeTests {
    let sample = attributed(
        ("Make ", .plain), ("this", redOutlined), (" text ", .plain), ("pretty", green),
        (" and ", TextAttributes(color: .black)), ("bold", TextAttributes(bold: true)),
        ("!", outlined))

    @Test func outlinedTextIsGatheredRunByRun() {
        let outlinedText = sample.characters(withAttribute: .outline)
        #expect(outlinedText.string == "this!")
        #expect(samePieces(outlinedText.pieces, [("this", redOutlined), ("!", outlined)]))
    }

    @Test func colourfulTextLeavesOutTheDefaultColourAndBlack() {
        #expect(sample.characters(withAttribute: .color).string == "thispretty")
        #expect(sample.characters(withAttribute: .bold).string == "bold")
        #expect(sample.characters(withAttribute: .italic).isEmpty)
    }

    @Test func anExactValueCanBeAskedFor() {
        #expect(sample.characters(withAttribute: .color(.green)).string == "pretty")
        #expect(sample.characters(withAttribute: .color(nil)).string == "Make  text bold!")
        #expect(sample.characters(withAttribute: .color(.black)).string == " and ")
        #expect(sample.characters { $0.outline && $0.isColorful }.string == "this")
    }

    @Test func aRunAtTheVeryEndAndAnEmptyTextWork() {
        #expect(attributed(("plain ", .plain), ("👨‍👩‍👧", red)).characters(withAttribute: .color).string == "👨‍👩‍👧")
        #expect(AttributedText().characters(withAttribute: .outline).isEmpty)
    }

    @Test func aCharacterBelongsToTheRunOfItsFirstScalar() {
        let split = attributed(("cafe", red), ("\u{301} ", .plain), ("🇫", outlined), ("🇷", .plain))
        let colourful = split.characters(withAttribute: .color)
        #expect(colourful.string == "cafe\u{301}")
        #expect(colourful.characterCount == 4)
        #expect(split.characters(withAttribute: .outline).string == "🇫🇷")
        #expect(split.characters { !$0.outline && !$0.isColorful }.string == " ")
    }
}
