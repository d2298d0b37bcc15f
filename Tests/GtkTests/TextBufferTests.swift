import CGtk
import Foundation
@testable import Gtk
import XCTest

/// Text buffers: editing, tags and their properties, and runs read by tag toggles.
final class TextBufferTests: XCTestCase {
    func testRunsOfAThousandAlternatingTaggedRunsMatchExactly() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let buffer = TextBuffer()
            let red = TextTag(name: "red"), outline = TextTag(name: "outline"), other = TextTag(name: "other")
            [red, outline, other].forEach(buffer.add)
            var expected: [TextRun] = []
            var text = ""
            var offset = 0
            for index in 0..<1_000 {
                let piece = index % 3 == 0 ? "héllo wörld " : (index % 3 == 1 ? "🙂e\u{301} " : "plain")
                text += piece
                let length = piece.unicodeScalars.count
                let mask: UInt64 = index % 2 == 0 ? 0b01 : (index % 4 == 1 ? 0b10 : 0b11)
                expected.append(TextRun(range: offset..<(offset + length), tagMask: mask))
                offset += length
            }
            buffer.text = text
            XCTAssertEqual(buffer.characterCount, offset, "offsets count Unicode scalars")
            for run in expected {
                if run.hasTag(at: 0) { buffer.apply(red, to: run.range) }
                if run.hasTag(at: 1) { buffer.apply(outline, to: run.range) }
            }
            // A tag not asked about must not split runs.
            buffer.apply(other, to: 5..<700)
            buffer.apply(other, to: 1_000..<1_001)

            let runs = buffer.runs(of: [red, outline])
            XCTAssertEqual(runs.count, 1_000)
            XCTAssertEqual(runs, expected)
            XCTAssertEqual(runs.first?.tags(among: [red, outline]), [red])
            XCTAssertEqual(runs[3].tags(among: [red, outline]), [red, outline])

            let middle = buffer.runs(of: [red, outline], in: 10..<30)
            XCTAssertEqual(middle.first?.range.lowerBound, 10)
            XCTAssertEqual(middle.last?.range.upperBound, 30)
            XCTAssertEqual(middle.map(\.range.count).reduce(0, +), 20, "runs cover the range")

            XCTAssertEqual(buffer.runs(of: []), [TextRun(range: 0..<offset, tagMask: 0)])
            XCTAssertEqual(buffer.ranges(of: outline).count, 500)
            XCTAssertEqual(buffer.ranges(of: outline).first, expected[1].range)
            XCTAssertEqual(buffer.ranges(of: other), [5..<700, 1_000..<1_001])
            XCTAssertEqual(buffer.ranges(of: other, in: 600..<1_000), [600..<700])
        }
    }

    func testRunsWalkTogglesNotCharacters() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let buffer = TextBuffer()
            let tag = TextTag(name: "outline")
            buffer.add(tag)
            buffer.text = String(repeating: String(repeating: "x", count: 99) + "\n", count: 10_000)
            buffer.apply(tag, to: 10..<20)
            buffer.apply(tag, to: 900_000..<900_001)

            let clock = ContinuousClock()
            var runs: [TextRun] = []
            let byToggles = clock.measure { runs = buffer.runs(of: [tag]) }
            XCTAssertEqual(runs.map(\.range), [0..<10, 10..<20, 20..<900_000, 900_000..<900_001, 900_001..<1_000_000])

            var iter = GtkTextIter()
            gtk_text_buffer_get_start_iter(buffer.cast(), &iter)
            var tagged = 0
            let byCharacters = clock.measure {
                repeat {
                    if gtk_text_iter_has_tag(&iter, tag.cast()) != 0 { tagged += 1 }
                } while gtk_text_iter_forward_char(&iter) != 0
            }
            XCTAssertEqual(tagged, 11)
            // Informational only: no timed assertion.
            print(
                "runs by toggles of a 1,000,000-character buffer: \(byToggles); character by character: \(byCharacters)"
            )
        }
    }

    func testEditingSelectionCursorAndUserActions() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let buffer = TextBuffer()
            let bold = TextTag(name: "bold")
            bold.isBold = true
            buffer.add(bold)
            var changes = 0
            buffer.onChanged { changes += 1 }
            var actions = 0
            buffer.on("end-user-action") { actions += 1 }

            buffer.text = "Hello world"
            buffer.insert(", dear", at: 5)
            XCTAssertEqual(buffer.text, "Hello, dear world")
            buffer.insert("!", at: 1_000)
            XCTAssertEqual(buffer.text, "Hello, dear world!", "offsets past the end mean the end")
            buffer.insert("Oh ", at: 0, tags: [bold])
            XCTAssertEqual(buffer.ranges(of: bold), [0..<3])
            XCTAssertEqual(buffer.text(in: 3..<8), "Hello")
            buffer.delete(0..<3)
            XCTAssertEqual(buffer.text, "Hello, dear world!")
            XCTAssertEqual(buffer.text(in: 12..<100), "world!")

            buffer.userAction {
                buffer.apply(bold, to: 0..<5)
                buffer.insert("x", at: 0)
                buffer.delete(0..<1)
            }
            XCTAssertEqual(actions, 1, "one user action around the three changes")
            XCTAssertGreaterThan(changes, 4)
            buffer.removeAllTags(in: 0..<3)
            XCTAssertEqual(buffer.ranges(of: bold), [3..<5])

            buffer.cursorOffset = 7
            XCTAssertEqual(buffer.cursorOffset, 7)
            XCTAssertNil(buffer.selection)
            buffer.select(7..<11)
            XCTAssertEqual(buffer.selection, 7..<11)
            XCTAssertEqual(buffer.cursorOffset, 7)
            var moves = 0
            buffer.onCursorMoved { moves += 1 }
            buffer.cursorOffset = 0
            XCTAssertEqual(moves, 1)

            buffer.isModified = false
            buffer.insert("a", at: 0)
            XCTAssertTrue(buffer.isModified)
        }
    }

    func testTagSignalsReportAppliedAndRemovedRangesAfterTheChange() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let buffer = TextBuffer()
            let outline = TextTag(name: "outline")
            buffer.add(outline)
            buffer.text = "one two three"
            var applied: [(String?, Range<Int>, Bool)] = []
            var removed: [(String?, Range<Int>)] = []
            buffer.onTagApplied { name, range in
                applied.append((name, range, buffer.has(outline, at: range.lowerBound)))
            }
            let removal = buffer.onTagRemoved { name, range in removed.append((name, range)) }
            buffer.apply(outline, to: 4..<7)
            buffer.remove(outline, from: 4..<5)
            XCTAssertEqual(applied.count, 1)
            XCTAssertEqual(applied.first?.0, "outline")
            XCTAssertEqual(applied.first?.1, 4..<7)
            XCTAssertEqual(applied.first?.2, true, "handlers run after the tag is applied")
            XCTAssertEqual(removed.first?.0, "outline")
            XCTAssertEqual(removed.first?.1, 4..<5)
            removal.disconnect()
            buffer.remove(outline, from: 0..<13)
            XCTAssertEqual(removed.count, 1)
        }
    }

    func testInsertionAndDeletionSignalsReportScalarRanges() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let buffer = TextBuffer()
            var events: [String] = []
            buffer.onTextInserted { range in events.append("inserted \(range) \(buffer.text(in: range))") }
            buffer.onRangeWillBeDeleted { range in events.append("deleting \(range) \(buffer.text(in: range))") }
            buffer.text = "héllo"
            buffer.insert("👍🏽e\u{301}", at: 1)
            buffer.delete(0..<2)
            buffer.text = "new"
            XCTAssertEqual(
                events,
                [
                    "inserted 0..<5 héllo",
                    "inserted 1..<5 👍🏽e\u{301}",
                    "deleting 0..<2 h👍",
                    "deleting 0..<7 🏽e\u{301}éllo",
                    "inserted 0..<3 new",
                ], "ranges count Unicode scalars; a deletion is reported while its text is still there")
        }
    }

    func testTagPropertiesAndTheTableLookUpTagsByName() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let buffer = TextBuffer()
            let orange = TextTag(name: "orange")
            XCTAssertEqual(orange.name, "orange")
            XCTAssertNil(TextTag().name)
            XCTAssertNil(orange.foreground)
            orange.setForeground(red: 1, green: 0.5, blue: 0)
            XCTAssertEqual(orange.foreground, RGBA(red: 1, green: 0.5, blue: 0))
            orange.setForeground("#800080")
            let purple = try XCTUnwrap(orange.foreground)
            XCTAssertEqual(purple.red, 128.0 / 255, accuracy: 0.001)
            XCTAssertEqual(purple.green, 0, accuracy: 0.001)
            orange.clearForeground()
            XCTAssertNil(orange.foreground)

            XCTAssertNil(orange.weight)
            XCTAssertFalse(orange.isBold)
            orange.isBold = true
            XCTAssertEqual(orange.weight, 700)
            XCTAssertTrue(orange.isBold)
            XCTAssertFalse(orange.isItalic)
            orange.isItalic = true
            XCTAssertTrue(orange.isItalic)
            XCTAssertNil(orange.scale)
            orange.setScale(1.5)
            XCTAssertEqual(orange.scale, 1.5)

            let headline = TextTag(name: "headline")
            headline.setFont("Serif Bold 20")
            XCTAssertTrue(headline.font.contains("Serif"), headline.font)
            XCTAssertTrue(headline.isBold)
            headline.setFontSize(points: 14)
            XCTAssertTrue(headline.font.hasSuffix("14"), headline.font)
            headline.setFontSize(pixels: 30)
            XCTAssertTrue(headline.font.contains("Serif"), "a size in pixels keeps the family: \(headline.font)")
            XCTAssertTrue(headline.font.hasSuffix("30px"), headline.font)

            buffer.add(orange)
            XCTAssertTrue(buffer.tagTable.add(headline))
            XCTAssertEqual(buffer.tagTable.count, 2)
            let found = try XCTUnwrap(buffer.tag(named: "orange"))
            XCTAssertEqual(found, orange, "a looked-up wrapper equals the original")
            XCTAssertEqual(Set([found, orange, headline]).count, 2)
            XCTAssertNil(buffer.tag(named: "missing"))
            XCTAssertGreaterThan(headline.priority, orange.priority, "newer tags win")
            headline.priority = 0
            XCTAssertEqual(orange.priority, 1)
            buffer.text = "abc"
            buffer.apply(found, to: 0..<2)
            XCTAssertTrue(buffer.has(orange, at: 1))
            buffer.tagTable.remove(headline)
            XCTAssertEqual(buffer.tagTable.count, 1)
        }
    }
}
