@testable import TextStats
import Testing

@Suite struct StatisticsTests {
    @Test func mixedColoursAndOutlines() {
        let sample = attributed(("Roses are ", .plain), ("red", red), (", violets are ", .plain),
                                ("purple", TextAttributes(color: .purple, outline: true)), (". ", .plain),
                                ("Sugar", outlined), (" is sweet", TextAttributes(color: .black)))
        let stats = TextStatistics(sample)
        #expect(stats.characters == 49)
        #expect(stats.words == 9)
        #expect(stats.colorfulCharacters == 9)
        #expect(stats.outlinedCharacters == 11)
        #expect(stats.charactersPerColor == [
            .init(color: nil, characters: 40), .init(color: .purple, characters: 6), .init(color: .red, characters: 3),
        ])
    }

    @Test func whatAUserSeesAsOneCharacterCountsOnce() {
        let sample = attributed(("e\u{301}", red), ("👍🏽", outlined), ("👨‍👩‍👧", green), ("🇫🇷", redOutlined),
                                ("\r\n", .plain), ("é", red))
        let stats = TextStatistics(sample)
        #expect(sample.length == 14)
        #expect(stats.characters == 6)
        #expect(stats.colorfulCharacters == 4)
        #expect(stats.outlinedCharacters == 2)
        #expect(stats.charactersPerColor == [
            .init(color: .red, characters: 3), .init(color: nil, characters: 2), .init(color: .green, characters: 1),
        ])
        #expect(stats.words == 2)
    }

    @Test func aCharacterSplitBetweenRunsCountsOnceForItsFirstScalar() {
        let sample = attributed(("e", red), ("\u{301}", outlined), ("🇫", .plain), ("🇷", green),
                                ("👨\u{200D}", outlined), ("👩\u{200D}👧", red))
        let stats = TextStatistics(sample)
        #expect(stats.characters == 3)
        #expect(stats.colorfulCharacters == 1)
        #expect(stats.outlinedCharacters == 1)
        #expect(stats.charactersPerColor == [.init(color: nil, characters: 2), .init(color: .red, characters: 1)])
        #expect(stats.charactersPerColor.map(\.characters).reduce(0, +) == stats.characters)
    }

    @Test func anEmptyTextHasNothing() {
        #expect(TextStatistics(AttributedText()) == TextStatistics(
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
    }
}
