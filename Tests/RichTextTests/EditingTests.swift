@testable import RichText
import RichTextTestSupport
import Testing

@Suite struct AttributeEditingTests {
    @Test func colouringTheMiddleSplitsTheRun() {
        var text = AttributedText("Hello world")
        text.addAttribute(.color(.red), range: 2..<7)
        #expect(samePieces(text.pieces, [("He", .plain), ("llo w", red), ("orld", .plain)]))
        text.expectValidRuns()
    }

    @Test func outliningAcrossColoursKeepsTheColours() {
        var text = attributed(("Hello", red), (" world", green))
        text.addAttribute(.outline(true), range: 3..<8)
        #expect(
            samePieces(
                text.pieces,
                [
                    ("Hel", red), ("lo", redOutlined), (" wo", TextAttributes(color: .green, outline: true)),
                    ("rld", green),
                ]))
        text.removeAttribute(.outline, range: 0..<11)
        #expect(samePieces(text.pieces, [("Hello", red), (" world", green)]))
        text.expectValidRuns()
    }

    @Test func equalNeighboursMerge() {
        var text = attributed(("ab", red), ("cd", .plain), ("ef", red))
        text.addAttribute(.color(.red), range: 2..<4)
        #expect(text.runs == [AttributeRun(range: 0..<6, attributes: red)])
        text.setAttributes(.plain, range: 0..<6)
        #expect(text.runs == [AttributeRun(range: 0..<6, attributes: .plain)])
        text.addAttribute(.color(.green), range: 3..<3)
        #expect(text.runs.count == 1)
    }

    @Test func colouringAnEmojiOrAnAccentTakesAllItsScalars() {
        var text = AttributedText("a👍🏽e\u{301}")
        text.addAttribute(.color(.purple), range: 1..<3)
        text.addAttribute(.outline(true), range: 4..<5)
        #expect(
            samePieces(
                text.pieces,
                [
                    ("a", .plain), ("👍🏽", TextAttributes(color: .purple)), ("e", .plain), ("\u{301}", outlined),
                ]))
    }

    @Test func attributesReadBackOverARangeReplaceItsRuns() {
        var text = attributed(("Hello", red), (" world", green))
        text.replaceAttributes(
            in: 3..<8,
            with: [
                AttributeRun(range: 3..<4, attributes: red), AttributeRun(range: 4..<6, attributes: outlined),
                AttributeRun(range: 6..<8, attributes: green),
            ])
        #expect(samePieces(text.pieces, [("Hell", red), ("o ", outlined), ("world", green)]))
        text.expectValidRuns()
        text.replaceAttributes(in: 0..<11, with: [AttributeRun(range: 0..<11, attributes: .plain)])
        #expect(text.runs == [AttributeRun(range: 0..<11, attributes: .plain)])
    }

    @Test func aRunAtTheVeryEnd() {
        var text = AttributedText("plain end")
        text.addAttribute(.outline(true), range: 6..<9)
        #expect(samePieces(text.pieces, [("plain ", .plain), ("end", outlined)]))
        #expect(text.attributes(at: 8) == (outlined, 6..<9))
    }
}

@Suite struct TextEditingTests {
    @Test func typingInsideARunTakesItsAttributes() {
        var text = attributed(("Hello", red), (" world", .plain))
        text.insert("XY", at: 2)
        #expect(samePieces(text.pieces, [("HeXYllo", red), (" world", .plain)]))
        text.expectValidRuns()
    }

    @Test func typingAtTheEndOfARunContinuesIt() {
        var text = attributed(("Hello", red), (" world", .plain))
        text.insert("!", at: 5)
        #expect(samePieces(text.pieces, [("Hello!", red), (" world", .plain)]))
        text.insert("?", at: text.length)
        #expect(samePieces(text.pieces, [("Hello!", red), (" world?", .plain)]))
        text.insert(">", at: 0)
        #expect(samePieces(text.pieces, [(">Hello!", red), (" world?", .plain)]))
    }

    @Test func typingIntoAnEmptyTextIsPlainUnlessToldOtherwise() {
        var text = AttributedText()
        text.insert("a", at: 0)
        #expect(text.runs == [AttributeRun(range: 0..<1, attributes: .plain)])
        var coloured = AttributedText()
        coloured.insert("b", at: 0, attributes: green)
        #expect(coloured.runs == [AttributeRun(range: 0..<1, attributes: green)])
    }

    @Test func replacingASelectionTakesTheAttributesOfItsFirstCharacter() {
        var text = attributed(("abc", .plain), ("def", red), ("ghi", outlined))
        text.replaceCharacters(in: 4..<7, with: "🇫🇷")
        #expect(samePieces(text.pieces, [("abc", .plain), ("d🇫🇷", red), ("hi", outlined)]))
        #expect(text.length == 8)
        text.expectValidRuns()
    }

    @Test func deletingShiftsTheRunsAfterAndMergesNeighbours() {
        var text = attributed(("ab", red), ("cd", .plain), ("ef", red), ("gh", outlined))
        text.deleteCharacters(in: 2..<4)
        #expect(
            text.runs == [
                AttributeRun(range: 0..<4, attributes: red), AttributeRun(range: 4..<6, attributes: outlined),
            ])
        text.deleteCharacters(in: 0..<6)
        #expect(text.runs.isEmpty && text.string.isEmpty && text.length == 0)
    }

    @Test func insertingAttributedTextKeepsItsRuns() {
        var text = AttributedText("[]")
        text.insert(attributed(("x", red), ("y", outlined)), at: 1)
        #expect(samePieces(text.pieces, [("[", .plain), ("x", red), ("y", outlined), ("]", .plain)]))
        text.replaceCharacters(in: 1..<3, with: "z", attributes: .plain)
        #expect(text.runs == [AttributeRun(range: 0..<3, attributes: .plain)])
        #expect(text.string == "[z]")
    }

    @Test func replacingInsideACharacterEditsItsScalars() {
        var text = AttributedText("e\u{301}x")
        text.replaceCharacters(in: 1..<2, with: "\u{300}")
        #expect(text.string.unicodeScalars.elementsEqual(["e", "\u{300}", "x"]))
        #expect(text.length == 3)
    }

    /// Random edits against the plainest model: one attributes value per scalar.
    @Test(arguments: 1...4)
    func randomEditsMatchAScalarByScalarModel(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var text = randomText(pieces: 12, using: &generator)
        var scalars = Array(text.string.unicodeScalars)
        var attributes = text.scalarAttributes
        for step in 0..<300 {
            let lower = Int.random(in: 0...scalars.count, using: &generator)
            let upper = Int.random(in: lower...min(scalars.count, lower + 8), using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0:
                let value = someAttributes.randomElement(using: &generator)!
                text.setAttributes(value, range: lower..<upper)
                for index in lower..<upper { attributes[index] = value }
            case 1:
                let value: TextAttribute = [.outline(true), .outline(false), .color(.red), .color(nil), .bold(true)]
                    .randomElement(using: &generator)!
                text.addAttribute(value, range: lower..<upper)
                for index in lower..<upper { attributes[index] = attributes[index].setting(value) }
            case 3 where upper > lower:
                // Attributes read back over the range, in pieces of random length.
                var pieces: [AttributeRun] = []
                var start = lower
                while start < upper {
                    let end = Int.random(in: (start + 1)...upper, using: &generator)
                    let value = someAttributes.randomElement(using: &generator)!
                    pieces.append(AttributeRun(range: start..<end, attributes: value))
                    for index in start..<end { attributes[index] = value }
                    start = end
                }
                text.replaceAttributes(in: lower..<upper, with: pieces)
            case 2:
                text.deleteCharacters(in: lower..<upper)
                scalars.removeSubrange(lower..<upper)
                attributes.removeSubrange(lower..<upper)
            default:
                let typed = trickyPieces.randomElement(using: &generator)!
                let inherited: TextAttributes =
                    if upper > lower { attributes[lower] } else if lower > 0 { attributes[lower - 1] } else {
                        attributes.first ?? .plain
                    }
                text.replaceCharacters(in: lower..<upper, with: typed)
                scalars.replaceSubrange(lower..<upper, with: typed.unicodeScalars)
                attributes.replaceSubrange(
                    lower..<upper, with: Array(repeating: inherited, count: typed.unicodeScalars.count))
            }
            #expect(text.string.unicodeScalars.elementsEqual(scalars), "step \(step)")
            #expect(text.scalarAttributes == attributes, "step \(step)")
            text.expectValidRuns()
        }
    }
}
