import CGtk
import Gtk
import RichText
import TextEditing
import XCTest

/// The text storage keeps its attributed text in step with the buffer through every kind
/// of change, checked against the buffer read back whole by tag toggles.
final class TextStorageTests: XCTestCase {
    func testAttributesSetOnTheStorageAreTheBuffersTags() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let storage = TextStorage()
            storage.buffer.text = "Hello colourful world"
            storage.addAttribute(.color(.red), range: 0..<5)
            storage.addAttribute(.outline(true), range: 3..<15)
            storage.addAttribute(.color(.green), range: 4..<6)
            storage.removeAttribute(.outline, range: 5..<6)
            let expected: [(String, TextAttributes)] = [
                ("Hel", TextAttributes(color: .red)), ("l", TextAttributes(color: .red, outline: true)),
                ("o", TextAttributes(color: .green, outline: true)), (" ", TextAttributes(color: .green)),
                ("colourful", TextAttributes(outline: true)), (" world", .plain),
            ]
            XCTAssertEqual(storage.attributedText.runs.map(\.attributes), expected.map(\.1))
            XCTAssertEqual(
                storage.attributedText.runs.map { String(storage.attributedText.substring(in: $0.range)) },
                expected.map(\.0))
            XCTAssertEqual(storage.attributedText, storage.readAttributedText())
        }
    }

    func testTextTypedInsideAColouredRunTakesItsColour() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let storage = TextStorage()
            storage.load(
                try AttributedText(
                    "red plain", runs: [AttributeRun(range: 0..<3, attributes: TextAttributes(color: .red))]))
            storage.buffer.insert("XYZ", at: 2)
            XCTAssertEqual(storage.attributedText.string, "reXYZd plain")
            XCTAssertEqual(
                storage.attributedText.runs.first, AttributeRun(range: 0..<6, attributes: TextAttributes(color: .red)),
                "GTK gives text typed between a tag's toggles the tag; the storage says so")
            XCTAssertEqual(storage.attributedText, storage.readAttributedText())
        }
    }

    /// Random typing, deleting, colouring, outlining, rich pasting, undo and whole new
    /// texts, with emoji and combining marks: after every step the kept text is the
    /// buffer's, read back whole.
    func testRandomEditsKeepTheTextInStepWithTheBuffer() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let storage = TextStorage()
            let buffer = storage.buffer
            // A linear congruential sequence: every run makes the same edits.
            var state: UInt64 = 193
            func roll(_ choices: Int) -> Int {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int(state >> 33) % choices
            }
            let palette: [RGBColor] = [.red, .green, .orange, .purple, .black]
            let pieces = ["a", "word ", "👍🏽", "e\u{301}", "Привет ", "🇫🇷", "\n", "plain text "]
            for step in 0..<600 {
                let count = buffer.characterCount
                let lower = roll(count + 1)
                let upper = lower + roll(min(count, lower + 12) - lower + 1)
                switch roll(9) {
                case 0, 1:
                    buffer.insert(pieces[roll(pieces.count)], at: lower)
                case 2:
                    buffer.delete(lower..<upper)
                case 3:
                    storage.addAttribute(.color(palette[roll(palette.count)]), range: lower..<upper)
                case 4:
                    storage.addAttribute(.outline(roll(2) == 0), range: lower..<upper)
                case 5:
                    let attribute: [TextAttribute] = [.bold(true), .italic(true), .fontStyle(.headline), .color(nil)]
                    storage.addAttribute(attribute[roll(attribute.count)], range: lower..<upper)
                case 6:
                    pasteWithTags(buffer, from: lower..<upper, at: roll(count + 1))
                case 7:
                    gtk_text_buffer_undo(buffer.cast())
                default:
                    if step % 50 == 7 {
                        buffer.text = (pieces[roll(pieces.count)...] + pieces).joined()
                    } else {
                        storage.insert(
                            AttributedText("🙂 dropped ", attributes: TextAttributes(color: .purple, outline: true)),
                            at: lower)
                    }
                }
                let read = storage.readAttributedText()
                guard storage.attributedText == read else {
                    return XCTFail("step \(step): kept \(storage.attributedText.runs), buffer has \(read.runs)")
                }
            }
            XCTAssertGreaterThan(storage.attributedText.runs.count, 10, "the edits made a text worth checking")
        }
    }

    /// A long text is whole in `attributedText` at once while its runs past the first
    /// screenful are tagged in idle moments; edits and rich pastes meanwhile, there and
    /// before, keep the two in step, and every run ends up tagged.
    func testALongTextTaggedInIdleMomentsStaysInStepThroughEdits() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let line = "Привет café 👍🏽 e\u{301} words of a line\n"
            let string = String(
                repeating: line, count: 3 * TextStorage.charactersTaggedAtOnce / line.unicodeScalars.count)
            let length = string.unicodeScalars.count
            let styles: [TextAttributes] = [
                TextAttributes(color: .red), TextAttributes(outline: true), .plain,
                TextAttributes(color: .black, bold: true), TextAttributes(color: .green, italic: true),
            ]
            let runs = stride(from: 0, to: length - 7, by: 7).enumerated().map { index, start in
                AttributeRun(range: start..<(start + 7), attributes: styles[index % styles.count])
            }
            let text = try AttributedText(string, runs: runs)
            let storage = TextStorage()
            storage.load(text)
            XCTAssertTrue(storage.isTagging, "the runs past the first characters wait")
            XCTAssertEqual(storage.attributedText.string, string)
            XCTAssertEqual(storage.attributedText.runs.count, text.runs.count)
            XCTAssertNil(storage.attributedText.runs.first { $0.attributes.color == .black }, "black is no colour")
            let buffer = storage.buffer
            let far = TextStorage.charactersTaggedAtOnce + 100
            buffer.insert("typed", at: 5)
            buffer.insert("inside", at: far + 3)
            buffer.delete((far - 10)..<(far + 20))
            buffer.delete(2..<(TextStorage.charactersTaggedAtOnce + 40))
            pasteWithTags(buffer, from: 0..<30, at: far + 200)
            XCTAssertTrue(iterateMainLoop(until: { !storage.isTagging }, timeout: 30))
            XCTAssertEqual(storage.attributedText, storage.readAttributedText())
            // Loading again while runs wait drops them; reading finishes the tagging first.
            storage.load(text)
            storage.load(text)
            XCTAssertEqual(storage.readAttributedText(), storage.attributedText)
            XCTAssertFalse(storage.isTagging)
        }
    }

    /// With the lines an editor can show known, a load tags the runs of those lines at
    /// once and leaves the rest for idle moments, even within the first characters.
    func testALoadTagsTheLinesShownAtOnceAndTheRestLater() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let line = "outlined words, then plain ones\n"  // 32 characters
            let string = String(repeating: line, count: 100)
            let runs = stride(from: 0, to: 100 * 32, by: 32).map {
                AttributeRun(range: $0..<($0 + 8), attributes: TextAttributes(outline: true))
            }
            let storage = TextStorage()
            storage.linesShownAtOnce = { 10 }
            storage.load(try AttributedText(string, runs: runs))
            XCTAssertTrue(storage.isTagging, "the lines below the tenth wait")
            let tagged = storage.buffer.runs(of: [storage.outlineTag]).filter { $0.hasTag(at: 0) }.map(\.range)
            XCTAssertEqual(tagged, (0..<10).map { ($0 * 32)..<($0 * 32 + 8) }, "the ten lines shown, no more")
            XCTAssertTrue(iterateMainLoop(until: { !storage.isTagging }, timeout: 30))
            XCTAssertEqual(storage.buffer.runs(of: [storage.outlineTag]).filter { $0.hasTag(at: 0) }.count, 100)
            XCTAssertEqual(storage.readAttributedText(), storage.attributedText)

            // Unknown, the first characters are tagged: here the whole text.
            let unknown = TextStorage()
            unknown.load(try AttributedText(string, runs: runs))
            XCTAssertFalse(unknown.isTagging)
        }
    }

    /// A height shows at most itself over the text's size in pixels, GTK's text scaling
    /// applied, in lines; the app's windows, their tallest's height.
    func testTheLinesShownFollowTheWindowsAndTheTextScale() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let scale = DesktopSettings.textScale
            defer { DesktopSettings.setTextScale(scale) }
            DesktopSettings.setTextScale(1)
            XCTAssertEqual(TextStorage.linesShown(points: 12, height: 600), 39)  // 600 / 16 = 37.5
            DesktopSettings.setTextScale(0.5)
            XCTAssertEqual(TextStorage.linesShown(points: 12, height: 600), 76)
            XCTAssertNil(TextStorage.linesShown(points: 0, height: 600))

            let window = Window()
            window.defaultSize = (500, 400)
            defer { window.destroy() }
            let height = try XCTUnwrap(Monitors.tallestWindowHeight, "a window is open")
            XCTAssertGreaterThanOrEqual(height, 400)
            XCTAssertEqual(TextStorage.linesShown(points: 12), TextStorage.linesShown(points: 12, height: height))
        }
    }

    /// How many lines are shown is asked at each load: a window resized since the last
    /// one shows more or fewer.
    func testEachLoadAsksHowManyLinesAreShown() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let string = String(repeating: "outlined, then plain\n", count: 100)  // 21 characters a line
            let runs = stride(from: 0, to: 100 * 21, by: 21).map {
                AttributeRun(range: $0..<($0 + 8), attributes: TextAttributes(outline: true))
            }
            let storage = TextStorage()
            let shown = LinesShown(10)
            storage.linesShownAtOnce = { shown.count }
            storage.load(try AttributedText(string, runs: runs))
            XCTAssertEqual(storage.buffer.runs(of: [storage.outlineTag]).filter { $0.hasTag(at: 0) }.count, 10)
            shown.count = 30
            storage.load(try AttributedText(string, runs: runs))
            XCTAssertEqual(storage.buffer.runs(of: [storage.outlineTag]).filter { $0.hasTag(at: 0) }.count, 30)
            XCTAssertTrue(iterateMainLoop(until: { !storage.isTagging }, timeout: 30))
        }
    }

    func testMoreColoursThanTagsTakeTheNearestAndNeverOverflowTheMask() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let storage = TextStorage()
            let colors = (0..<100).map { RGBColor(red: Double($0) / 99, green: 0.2, blue: 0.4) }
            let runs = colors.enumerated().map { index, color in
                AttributeRun(range: (2 * index)..<(2 * index + 2), attributes: TextAttributes(color: color))
            }
            storage.load(try AttributedText(String(repeating: "ab", count: 100), runs: runs))
            let kept = Set(storage.attributedText.runs.compactMap(\.attributes.color))
            XCTAssertEqual(kept.count, TextStorage.colorLimit)
            XCTAssertTrue(kept.isSubset(of: colors))
            XCTAssertEqual(storage.attributedText, storage.readAttributedText())
            // A new text starts over: its colours get tags of their own again.
            storage.load(
                try AttributedText(
                    "xy", runs: [AttributeRun(range: 0..<1, attributes: TextAttributes(color: colors[1]))]))
            storage.addAttribute(.color(colors[2]), range: 1..<2)
            XCTAssertEqual(storage.attributedText.runs.map(\.attributes.color), [colors[1], colors[2]])
            XCTAssertEqual(storage.buffer.tagTable.count, 4 + 2, "outline, bold, italic, headline and the two colours")
        }
    }
}

/// Opens GTK on the test display; without one the test fails rather than passes untested.
@MainActor
func requireGtk() throws {
    guard initializeGtk() else {
        XCTFail("GTK could not open a display: run the GTK tests under Xvfb (make test)")
        throw XCTSkip("no display")
    }
}

/// GTK's own rich paste within a buffer: the text is inserted, then its tags applied.
@MainActor
func pasteWithTags(_ buffer: TextBuffer, from range: Range<Int>, at offset: Int) {
    var start = GtkTextIter(), end = GtkTextIter(), location = GtkTextIter()
    gtk_text_buffer_get_iter_at_offset(buffer.cast(), &start, Int32(range.lowerBound))
    gtk_text_buffer_get_iter_at_offset(buffer.cast(), &end, Int32(range.upperBound))
    gtk_text_buffer_get_iter_at_offset(buffer.cast(), &location, Int32(offset))
    gtk_text_buffer_insert_range(buffer.cast(), &location, &start, &end)
}

/// How many lines an editor shows, changed between loads.
@MainActor
private final class LinesShown {
    var count: Int
    init(_ count: Int) { self.count = count }
}
