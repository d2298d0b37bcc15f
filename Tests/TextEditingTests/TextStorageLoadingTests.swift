import Gtk
import RichText
import TextEditing
import XCTest

/// A text loaded from its start (`load(_:completing:)`) shows the start at once and ends
/// up whole, in the storage and in the buffer's tags, however it is asked for or edited
/// meanwhile; a whole that cannot be read leaves the start, and says so once.
final class TextStorageLoadingTests: XCTestCase {
    func testTheStartShowsAtOnceAndTheWholeFollowsInAnIdleMoment() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let whole = try longText()
            let storage = TextStorage()
            storage.linesShownAtOnce = { 10 }
            var reads = 0
            storage.load(try start(of: whole, characters: 2_000)) {
                reads += 1
                return whole
            }
            XCTAssertEqual(reads, 0, "the whole waits")
            XCTAssertTrue(storage.isTagging)
            let outlined = storage.buffer.runs(of: [storage.outlineTag]).filter { $0.hasTag(at: 0) }.map(\.range)
            XCTAssertEqual(outlined, (0..<10).map { ($0 * 40 + 11)..<($0 * 40 + 24) }, "the lines shown are tagged")
            XCTAssertTrue(iterateMainLoop(until: { !storage.isTagging }, timeout: 30))
            XCTAssertEqual(reads, 1)
            XCTAssertEqual(storage.buffer.runs(of: [storage.outlineTag]).filter { $0.hasTag(at: 0) }.count, 300)
            XCTAssertEqual(storage.attributedText, kept(whole))
            XCTAssertEqual(storage.readAttributedText(), storage.attributedText)

            // With no lines known, the start's runs are all tagged at once, and its plain rest
            // gives way to the whole's runs.
            let unknown = TextStorage()
            unknown.load(try start(of: whole, characters: TextStorage.charactersTaggedAtOnce)) { whole }
            XCTAssertTrue(iterateMainLoop(until: { !unknown.isTagging }, timeout: 30))
            XCTAssertEqual(unknown.readAttributedText(), kept(whole))
        }
    }

    func testAskingForTheTextReadsTheWholeAtOnce() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let whole = try longText()
            let storage = try storageShowingTheStart(of: whole)
            XCTAssertEqual(storage.attributedText, kept(whole), "whole when asked for")
            XCTAssertEqual(storage.readAttributedText(), kept(whole), "and tagged when read back")
            XCTAssertFalse(storage.isTagging)
        }
    }

    /// Typing, deleting across where the start's tags end, pasting and colouring before the
    /// whole is read: the whole comes first, and the edits apply to it.
    func testEditsBeforeTheWholeIsReadApplyToTheWhole() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let whole = try longText()
            for edit in 0..<4 {
                let storage = try storageShowingTheStart(of: whole)
                let buffer = storage.buffer
                var expected = kept(whole)
                switch edit {
                case 0:
                    buffer.insert("typed", at: 5)  // inside a red run, so red
                    expected.insert("typed", at: 5, attributes: TextAttributes(color: .red))
                case 1:
                    buffer.delete(390..<1_000)
                    expected.deleteCharacters(in: 390..<1_000)
                case 2:
                    pasteWithTags(buffer, from: 0..<30, at: 3_000)
                    expected = storage.readAttributedText()
                    XCTAssertEqual(expected.attributes(at: 280 * 40 + 12).attributes, TextAttributes(outline: true))
                default:
                    storage.addAttribute(.color(.green), range: 300..<5_000)
                    expected.addAttribute(.color(.green), range: 300..<5_000)
                }
                XCTAssertEqual(storage.attributedText, expected, "edit \(edit)")
                XCTAssertTrue(iterateMainLoop(until: { !storage.isTagging }, timeout: 30))
                XCTAssertEqual(storage.readAttributedText(), expected, "edit \(edit), read back")
            }
        }
    }

    /// A whole that cannot be read, or that does not fit the start, leaves the start,
    /// tagged whole, and is told once, in an idle moment; a new load forgets a whole to read.
    func testAWholeThatCannotBeReadLeavesTheStartAndIsToldOnce() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            struct Damaged: Error {}
            let whole = try longText()
            let first = try start(of: whole, characters: 2_000)
            for complete: @MainActor () throws -> AttributedText in [
                { throw Damaged() }, { AttributedText("another length") },
            ] {
                let storage = TextStorage()
                storage.linesShownAtOnce = { 10 }
                var failures: [any Error] = []
                storage.onLoadingFailure = { failures.append($0) }
                storage.load(first, completing: complete)
                XCTAssertEqual(storage.attributedText, kept(first), "the start stays")
                XCTAssertTrue(failures.isEmpty, "told in an idle moment, not while asked")
                XCTAssertTrue(iterateMainLoop(until: { !storage.isTagging && !failures.isEmpty }, timeout: 30))
                XCTAssertEqual(failures.count, 1)
                XCTAssertEqual(storage.readAttributedText(), kept(first))
            }
            let storage = TextStorage()
            var reads = 0
            storage.load(first) {
                reads += 1
                return whole
            }
            storage.load(AttributedText("new"))
            XCTAssertTrue(iterateMainLoop(until: { !storage.isTagging }, timeout: 30))
            XCTAssertEqual(reads, 0, "a new text forgets the whole of the last")
            XCTAssertEqual(storage.attributedText, AttributedText("new"))
        }
    }
}

/// 300 lines of 40 characters, each with a red run and an outlined one, but for the third
/// line's red run: black and italic.
private func longText() throws -> AttributedText {
    let line = "red words, outlined ones, and plain too\n"
    var runs: [AttributeRun] = []
    for number in 0..<300 {
        let start = number * 40
        runs.append(AttributeRun(range: start..<(start + 9), attributes: TextAttributes(color: .red)))
        runs.append(AttributeRun(range: (start + 11)..<(start + 24), attributes: TextAttributes(outline: true)))
    }
    runs[4] = AttributeRun(range: runs[4].range, attributes: TextAttributes(color: .black, italic: true))
    return try AttributedText(String(repeating: line, count: 300), runs: runs)
}

/// A storage of ten lines shown at once that shows the start of `whole` (its first 2,000
/// characters' runs) and reads `whole` later.
@MainActor
private func storageShowingTheStart(of whole: AttributedText) throws -> TextStorage {
    let storage = TextStorage()
    storage.linesShownAtOnce = { 10 }
    storage.load(try start(of: whole, characters: 2_000)) { whole }
    return storage
}

/// The start of `text`: its runs that start in the first `characters` characters.
private func start(of text: AttributedText, characters: Int) throws -> AttributedText {
    try AttributedText(text.string, runs: text.runs.filter { $0.start < characters && $0.attributes != .plain })
}

/// `text` as the storage keeps it: black is no colour.
private func kept(_ text: AttributedText) -> AttributedText {
    var text = text
    text.modifyAttributes(in: 0..<text.length) { attributes in
        var attributes = attributes
        attributes.color = attributes.effectiveColor
        return attributes
    }
    return text
}
