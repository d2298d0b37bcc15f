import Foundation
import RichText
import RichTextTestSupport
import Testing

/// The start of a document (`AttributedText(documentStart:characters:)`) is the whole
/// document's text with the whole document's runs of its first characters, read no further;
/// documents laid out otherwise, or that end before, give none.
@Suite struct DocumentStartTests {
    /// 200 lines of 20 characters, a red run and an outlined one on each.
    let whole: AttributedText = {
        var runs: [AttributeRun] = []
        for line in 0..<200 {
            runs.append(AttributeRun(range: (line * 20)..<(line * 20 + 4), attributes: red))
            runs.append(AttributeRun(range: (line * 20 + 6)..<(line * 20 + 12), attributes: outlined))
        }
        return try! AttributedText(String(repeating: "some words on a lin\n", count: 200), runs: runs)
    }()

    /// `whole` with its runs from `characters` on plain.
    func expectedStart(_ characters: Int) throws -> AttributedText {
        try AttributedText(whole.string, runs: whole.runs.filter { $0.start < characters && $0.attributes != .plain })
    }

    @Test(arguments: [1, 100, 1_000, 3_985])
    func theStartHasTheRunsOfItsFirstCharacters(characters: Int) throws {
        let start = try #require(AttributedText(documentStart: whole.documentData(), characters: characters))
        #expect(start == (try expectedStart(characters)))
    }

    @Test func aDocumentWhoseRunsAllComeFirstHasNoStart() {
        #expect(AttributedText(documentStart: whole.documentData(), characters: 4_000) == nil)
        #expect(AttributedText(documentStart: documentSample.documentData(), characters: 10_000) == nil)
    }

    /// The start is read no further than its runs: damage after them leaves it (the whole
    /// document is then refused), damage within them leaves none.
    @Test func theStartIsReadNoFurtherThanItsRuns() throws {
        let json = String(decoding: whole.documentData(), as: UTF8.self)
        let late = json.replacingOccurrences(
            of: #"{"start": 3980, "length": 4"#, with: #"{"start": 3980, "length": -4"#)
        #expect(late != json)
        #expect(AttributedText(documentStart: Data(late.utf8), characters: 100) == (try expectedStart(100)))
        #expect(throws: TextDocumentError.self) { try AttributedText(document: Data(late.utf8)) }
        let early = json.replacingOccurrences(of: #"{"start": 20, "length": 4"#, with: #"{"start": 20, "length": -4"#)
        #expect(AttributedText(documentStart: Data(early.utf8), characters: 100) == nil)
        let unsorted = json.replacingOccurrences(of: #"{"start": 20, "length": 4"#, with: #"{"start": 2, "length": 4"#)
        #expect(AttributedText(documentStart: Data(unsorted.utf8), characters: 100) == nil)
    }

    /// Only a document laid out as the writer lays it out has a start: format, version and
    /// text before the runs, each run plain.
    @Test(arguments: [
        #"{"runs": [{"start": 0, "length": 1}, {"start": 5, "length": 1}], "format": "machismo-attributed-text", "version": 1, "text": "Hello world"}"#,
        #"{"format": "machismo-attributed-text", "text": "Hello world", "runs": [{"start": 0, "length": 1}, {"start": 5, "length": 1}], "version": 1}"#,
        #"{"format": "machismo-attributed-text", "version": 2, "text": "Hello world", "runs": [{"start": 0, "length": 1}, {"start": 5, "length": 1}]}"#,
        #"{"format": "other", "version": 1, "text": "Hello world", "runs": [{"start": 0, "length": 1}, {"start": 5, "length": 1}]}"#,
        #"{"format": "machismo-attributed-text", "version": 1, "text": "Hello world", "runs": [{"start": 0, "length": 1, "shadow": 1}, {"start": 5, "length": 1}]}"#,
        #"{"format": "machismo-attributed-text", "version": 1, "text": 3, "runs": [{"start": 0, "length": 1}, {"start": 5, "length": 1}]}"#,
        #"[{"start": 0, "length": 1}]"#, "", "{",
    ])
    func documentsLaidOutOtherwiseHaveNoStart(json: String) {
        #expect(AttributedText(documentStart: Data(json.utf8), characters: 3) == nil)
    }

    @Test func aDocumentLaidOutAsWrittenHasAStart() throws {
        let json =
            #"{"format": "machismo-attributed-text", "version": 1, "extra": [1], "text": "Hello world", "runs": [{"start": 0, "length": 1}, {"start": 5, "length": 1}]}"#
        let start = try #require(AttributedText(documentStart: Data(json.utf8), characters: 3))
        #expect(start == AttributedText("Hello world"), "runs of no attribute are plain")
    }
}
