import RichText
import RichTextTestSupport
@testable import TextStats
import Testing

@Suite struct StatisticsTests {
    @Test func mixedColoursAndOutlines() {
        let sample = attributed(
            ("Roses are ", .plain), ("red", red), (", violets are ", .plain),
            ("purple", TextAttributes(color: .purple, outline: true)), (". ", .plain),
            ("Sugar", outlined), (" is sweet", TextAttributes(color: .black)))
        let stats = TextStatistics(sample)
        #expect(stats.characters == 49)
        #expect(stats.words == 9)
        #expect(stats.colorfulCharacters == 9)
        #expect(stats.outlinedCharacters == 11)
        #expect(
            stats.charactersPerColor == [
                .init(color: nil, characters: 40), .init(color: .purple, characters: 6),
                .init(color: .red, characters: 3),
            ])
    }

    @Test func whatAUserSeesAsOneCharacterCountsOnce() {
        let sample = attributed(
            ("e\u{301}", red), ("👍🏽", outlined), ("👨‍👩‍👧", green), ("🇫🇷", redOutlined),
            ("\r\n", .plain), ("é", red))
        let stats = TextStatistics(sample)
        #expect(sample.length == 14)
        #expect(stats.characters == 6)
        #expect(stats.colorfulCharacters == 4)
        #expect(stats.outlinedCharacters == 2)
        #expect(
            stats.charactersPerColor == [
                .init(color: .red, characters: 3), .init(color: nil, characters: 2),
                .init(color: .green, characters: 1),
            ])
        #expect(stats.words == 2)
    }

    @Test func aCharacterSplitBetweenRunsCountsOnceForItsFirstScalar() {
        let sample = attributed(
            ("e", red), ("\u{301}", outlined), ("🇫", .plain), ("🇷", green),
            ("👨\u{200D}", outlined), ("👩\u{200D}👧", red))
        let stats = TextStatistics(sample)
        #expect(stats.characters == 3)
        #expect(stats.colorfulCharacters == 1)
        #expect(stats.outlinedCharacters == 1)
        #expect(stats.charactersPerColor == [.init(color: nil, characters: 2), .init(color: .red, characters: 1)])
        #expect(stats.charactersPerColor.map(\.characters).reduce(0, +) == stats.characters)
    }

    @Test func anEmptyTextHasNothing() {
        #expect(
            TextStatistics(AttributedText())
                == TextStatistics(
                    characters: 0, words: 0, colorfulCharacters: 0, outlinedCharacters: 0, charactersPerColor: []))
    }

    @Test func blackIsTheDefaultTextColour() {
        let sample = attributed(("ab", TextAttributes(color: .black)), ("cd", .plain), ("e", red))
        let stats = TextStatistics(sample)
        #expect(stats.colorfulCharacters == 1)
        #expect(stats.charactersPerColor == [.init(color: nil, characters: 4), .init(color: .red, characters: 1)])
        #expect(!TextAttributes(color: .black).isColorful)
        #expect(TextAttributes(color: RGBColor(red: 0, green: 0, blue: 0.01)).isColorful)
    }

    @Test func aRunAtTheVeryEndCounts() {
        let stats = TextStatistics(attributed(("plain ", .plain), ("🇫🇷", redOutlined)))
        #expect(stats.characters == 7)
        #expect(stats.colorfulCharacters == 1)
        #expect(stats.outlinedCharacters == 1)
    }

    /// A document read back (module RichText) counts the same as the text written.
    @Test func aDocumentReadBackHasTheSameStatistics() throws {
        let read = try AttributedText(document: documentSample.documentData())
        #expect(TextStatistics(read) == TextStatistics(documentSample))
    }

    @Test func tiesInTheChartKeepTheOrderOfFirstAppearance() {
        let stats = TextStatistics(attributed(("ab", green), ("cd", red), ("e", green), ("fg", .plain), ("h", red)))
        #expect(stats.charactersPerColor.map(\.color) == [.green, .red, nil])
    }

    /// Random texts of hard characters: counting by runs agrees with asking every character.
    @Test(arguments: 1...20)
    func runsAgreeWithAScanOfEveryCharacter(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let sample = randomText(pieces: Int.random(in: 0...60, using: &generator), using: &generator)
        let stats = TextStatistics(sample)
        #expect(stats == statisticsScanningEveryCharacter(sample), "\(sample)")
        #expect(stats.characters == sample.string.count)
    }

    /// Runs cut anywhere, through emoji sequences, flags, Hangul, conjuncts and CR LF.
    @Test func runsCutAnywhereAgreeWithAScanOfEveryCharacter() {
        var generator = SeededGenerator(seed: 99)
        for round in 0..<300 {
            let sample = randomlyCutText(pieces: Int.random(in: 0...40, using: &generator), using: &generator)
            let stats = TextStatistics(sample)
            #expect(stats == statisticsScanningEveryCharacter(sample), "round \(round): \(sample)")
            #expect(stats.characters == sample.string.count, "round \(round)")
            if stats != statisticsScanningEveryCharacter(sample) { break }
        }
    }
}

@Suite struct WordCountTests {
    @Test(arguments: [
        ("", 0), ("   ", 0), ("Hello, world!", 2), ("don't stop", 2), ("rock'n’roll", 1), ("'quoted'", 1),
        ("well-known fact", 3), ("3.14 and 1,000 or 2.x", 6), ("end. Start", 2), ("naïve café", 2),
        ("nai\u{308}ve cafe\u{301}", 2), ("Привет, мир", 2), ("日本語 テキスト", 2), ("٣ apples", 2),
        ("👍🏽 🇫🇷 👨‍👩‍👧", 0), ("hi👍🏽there", 2), ("tab\tseparated\nlines\r\nhere", 4), ("snake_case", 2),
        ("x²", 1), ("\u{301}alone", 1),
    ])
    func wordsAreLettersAndDigits(sample: String, words: Int) {
        #expect(TextStatistics.wordCount(of: sample) == words)
        #expect(wordsByTheRule(sample) == words)
    }

    @Test func randomTextsAgreeWithTheRuleAsWritten() {
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<300 {
            let sample = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
                (trickyPieces + ["'", ".", ",", "7", " ", "x", "1.", "a'"]).randomElement(using: &generator)!
            }.joined()
            #expect(TextStatistics.wordCount(of: sample) == wordsByTheRule(sample), "\(sample.debugDescription)")
        }
    }

    /// The documented rule, written the plain way: classify every scalar (a mark after a
    /// letter or digit takes its class), then a word starts at a letter or digit that
    /// neither follows one nor is joined to one by an apostrophe, or by a full stop or
    /// comma between digits.
    func wordsByTheRule(_ string: String) -> Int {
        enum Class { case letter, digit, apostrophe, separator, other }
        var classes: [Class] = []
        for scalar in string.unicodeScalars {
            let properties = scalar.properties
            let isMark = [.nonspacingMark, .spacingMark, .enclosingMark].contains(properties.generalCategory)
            if properties.isAlphabetic {
                classes.append(.letter)
            } else if properties.numericType != nil {
                classes.append(.digit)
            } else if isMark, let last = classes.last, last == .letter || last == .digit {
                classes.append(last)
            } else if scalar == "'" || scalar == "\u{2019}" {
                classes.append(.apostrophe)
            } else if scalar == "." || scalar == "," {
                classes.append(.separator)
            } else {
                classes.append(.other)
            }
        }
        func isWord(_ index: Int) -> Bool { index >= 0 && (classes[index] == .letter || classes[index] == .digit) }
        var words = 0
        for index in classes.indices where isWord(index) {
            if isWord(index - 1) { continue }
            if index >= 2, classes[index - 1] == .apostrophe, isWord(index - 2) { continue }
            if index >= 2, classes[index - 1] == .separator, classes[index - 2] == .digit, classes[index] == .digit {
                continue
            }
            words += 1
        }
        return words
    }
}
