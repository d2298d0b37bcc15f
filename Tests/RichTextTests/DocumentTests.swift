import Foundation
@testable import RichText
import RichTextTestSupport
import Testing

@Suite struct DocumentFormatTests {
    let sample = documentSample

    @Test func aDocumentReadsBackExactly() throws {
        let data = sample.documentData()
        let read = try AttributedText(document: data)
        #expect(read == sample)
        #expect(read.string.unicodeScalars.elementsEqual(sample.string.unicodeScalars))
    }

    @Test func theDocumentIsReadableJSON() throws {
        let json = String(
            decoding: attributed(
                ("Hello", redOutlined), (", ", .plain),
                (
                    "world",
                    TextAttributes(
                        color: .orange, bold: true, italic: true, fontStyle: .headline)
                )
            ).documentData(), as: UTF8.self)
        #expect(
            json == """
                {
                  "format": "machismo-attributed-text",
                  "version": 1,
                  "text": "Hello, world",
                  "runs": [
                    {"start": 0, "length": 5, "color": [1, 0, 0], "outline": true},
                    {"start": 7, "length": 5, "color": [1, 0.5, 0], "bold": true, "italic": true, "style": "headline"}
                  ]
                }

                """)
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(parsed?["text"] as? String == "Hello, world")
    }

    /// The writer copies the text a stretch at a time between escapes: escapes at either
    /// end, side by side and among multi-byte characters come out whole, and a colour
    /// component that is not whole is written the same each time it comes.
    @Test func escapesAndNumbersAreWrittenExactly() throws {
        let tint = TextAttributes(color: RGBColor(red: 0.25, green: 1, blue: 0.1))
        let text = attributed(("\"é\\\n\u{1}👍\t\u{7F}", tint), ("x", .plain), ("\r\"", tint))
        let json = String(decoding: text.documentData(), as: UTF8.self)
        #expect(json.contains(#""text": "\"é\\\n\u0001👍\t\u007fx\r\"""#))
        #expect(json.contains(#"{"start": 0, "length": 8, "color": [0.25, 1, 0.1]}"#))
        #expect(json.contains(#"{"start": 9, "length": 2, "color": [0.25, 1, 0.1]}"#))
        #expect(try AttributedText(document: text.documentData()) == text)
    }

    @Test func plainAndEmptyTextsRoundTrip() throws {
        for plain in [AttributedText(), AttributedText("just text\n"), AttributedText("\u{0}\u{7F}\u{2028}")] {
            let data = plain.documentData()
            #expect(String(decoding: data, as: UTF8.self).contains("\"runs\": []"))
            #expect(try AttributedText(document: data) == plain)
        }
    }

    @Test func runsMayBeAbsentAndUnknownFieldsAreIgnored() throws {
        let bare = try AttributedText(
            document: Data(#"{"format":"machismo-attributed-text","version":1,"text":"ab"}"#.utf8))
        #expect(bare == AttributedText("ab"))
        let extra = try AttributedText(
            document: Data(
                """
                {"format":"machismo-attributed-text","version":1,"text":"abc","author":"me",
                 "runs":[{"start":1,"length":1,"outline":true,"shadow":3,"color":null}]}
                """.utf8))
        #expect(samePieces(extra.pieces, [("a", .plain), ("b", outlined), ("c", .plain)]))
    }
}

@Suite struct DocumentErrorTests {
    func read(_ json: String) -> TextDocumentError? {
        do {
            _ = try AttributedText(document: Data(json.utf8))
            return nil
        } catch {
            return error
        }
    }

    func document(text: String = "Hello world", runs: String) -> String {
        #"{"format": "machismo-attributed-text", "version": 1, "text": "\#(text)", "runs": [\#(runs)]}"#
    }

    @Test func damagedFilesAreCorrupt() {
        #expect(read("") == .corrupt)
        #expect(read("{\"format\": \"machismo-attr") == .corrupt)
        #expect(read("\u{FEFF}garbage\u{0}") == .corrupt)
        #expect(TextDocumentError.corrupt.description == "The document is damaged or incomplete: it is not valid JSON.")
    }

    @Test func everyTruncationOfADocumentIsRefused() throws {
        let data = attributed(("Hé👍🏽", red), ("llo", outlined)).documentData()
        let end = data.lastIndex(of: UInt8(ascii: "}"))!
        for cut in 0..<end {
            #expect(throws: TextDocumentError.self, "cut at \(cut)") { try AttributedText(document: data.prefix(cut)) }
        }
    }

    @Test func otherJSONIsNotADocument() {
        #expect(read("[1, 2]") == .notADocument)
        #expect(read(#"{"format": "something-else", "version": 1, "text": ""}"#) == .notADocument)
        #expect(read(#"{"version": 1, "text": ""}"#) == .notADocument)
        #expect(TextDocumentError.notADocument.description == "The file is not a Machismo attributed-text document.")
    }

    @Test func aLaterVersionIsRefused() {
        #expect(read(#"{"format": "machismo-attributed-text", "version": 2, "text": 7}"#) == .unsupportedVersion(2))
        #expect(
            TextDocumentError.unsupportedVersion(2).description
                == "The document has format version 2; this version of Machismo reads version 1 only.")
    }

    @Test func missingAndMistypedFieldsAreNamed() {
        #expect(read(#"{"format": "machismo-attributed-text", "text": ""}"#) == .missingField("version", run: nil))
        #expect(
            read(#"{"format": "machismo-attributed-text", "version": "1", "text": ""}"#)
                == .invalidField("version", run: nil))
        #expect(read(#"{"format": "machismo-attributed-text", "version": 1}"#) == .missingField("text", run: nil))
        #expect(
            read(#"{"format": "machismo-attributed-text", "version": 1, "text": "", "runs": 3}"#)
                == .invalidField("runs", run: nil))
        #expect(read(document(runs: #"{"start": 0, "length": 1}, {"start": 2}"#)) == .missingField("length", run: 2))
        #expect(read(document(runs: #"{"start": 0.5, "length": 1}"#)) == .invalidField("start", run: 1))
        #expect(
            read(document(runs: #"{"start": 0, "length": 1, "color": [2, 0, 0]}"#)) == .invalidField("color", run: 1))
        #expect(read(document(runs: #"{"start": 0, "length": 1, "color": [1, 0]}"#)) == .invalidField("color", run: 1))
        #expect(read(document(runs: #"{"start": 0, "length": 1, "color": "red"}"#)) == .invalidField("color", run: 1))
        #expect(read(document(runs: #"{"start": 0, "length": 1, "style": "title"}"#)) == .invalidField("style", run: 1))
        #expect(
            read(document(runs: #"{"start": 0, "length": 1, "outline": "yes"}"#)) == .invalidField("outline", run: 1))
        #expect(read(document(runs: #"[0, 1]"#)) == .invalidField("runs", run: nil))
        #expect(
            TextDocumentError.missingField("length", run: 2).description
                == #"The document is not valid: the "length" of run 2 is missing."#)
        #expect(
            TextDocumentError.invalidField("color", run: 1).description
                == #"The document is not valid: the "color" of run 1 must be three numbers from 0 to 1."#)
        #expect(
            TextDocumentError.missingField("text", run: nil).description
                == #"The document is not valid: the "text" field is missing."#)
    }

    @Test func runsThatDoNotFitTheTextAreInvalid() {
        let text97 = String(repeating: "a", count: 96) + "👍"
        let outOfRange = document(
            text: text97, runs: #"{"start": 0, "length": 5}, {"start": 10, "length": 5}, {"start": 20, "length": 100}"#)
        #expect(read(outOfRange) == .invalidRuns(.endsBeyondText(run: 3, end: 120, textLength: 97)))
        #expect(
            read(outOfRange)?.description
                == "The document is not valid: run 3 ends at 120 but the text has 97 characters.")
        #expect(
            read(document(runs: #"{"start": 0, "length": 5}, {"start": 3, "length": 2}"#))
                == .invalidRuns(.overlaps(run: 2, start: 3, previousEnd: 5)))
        #expect(
            read(document(runs: #"{"start": 6, "length": 5}, {"start": 0, "length": 2}"#))
                == .invalidRuns(.overlaps(run: 2, start: 0, previousEnd: 11)))
        #expect(
            read(document(runs: #"{"start": 2, "length": -1}"#)) == .invalidRuns(.negativeLength(run: 1, length: -1)))
        #expect(read(document(runs: #"{"start": -2, "length": 1}"#)) == .invalidRuns(.negativeStart(run: 1, start: -2)))
        #expect(
            read(document(runs: #"{"start": 9223372036854775807, "length": 9223372036854775807}"#))
                == .invalidField("length", run: 1))
    }
}

@Suite struct DocumentJSONTests {
    func read(_ json: String) -> Result<AttributedText, TextDocumentError> {
        Result { () throws(TextDocumentError) in try AttributedText(document: Data(json.utf8)) }
    }

    func document(text: String) -> String {
        #"{"format": "machismo-attributed-text", "version": 1, "text": "\#(text)"}"#
    }

    @Test func escapesAreRead() throws {
        let escaped = try read(document(text: #"a\"b\\c\/d\b\f\n\r\t\u00e9\uD83D\uDC4D\u0000"#)).get()
        #expect(escaped.string == "a\"b\\c/d\u{8}\u{C}\n\r\té👍\u{0}")
    }

    @Test(arguments: [
        #"\x"#, #"\u12"#, #"\uD83D"#, #"\uD83Dx"#, #"\uDC4D"#, #"\uD83D\u0041"#, "tab\there", "line\nbreak",
    ])
    func badStringsAreCorrupt(text: String) {
        #expect(read(document(text: text)) == .failure(.corrupt))
    }

    @Test func otherDamageIsCorrupt() {
        let good = document(text: "ok")
        #expect(read(good + " x") == .failure(.corrupt))
        #expect(read(good.replacingOccurrences(of: "1", with: "01")) == .failure(.corrupt))
        #expect(read(good.replacingOccurrences(of: "1", with: "1.")) == .failure(.corrupt))
        #expect(read(good.replacingOccurrences(of: ",", with: "")) == .failure(.corrupt))
        #expect(read(good.replacingOccurrences(of: "}", with: ",}")) == .failure(.corrupt))
        #expect(read(String(repeating: "[", count: 100_000)) == .failure(.corrupt))
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(
            read(#"{"format": "machismo-attributed-text", "version": 1, "text": "", "x": \#(deep)}"#)
                == .failure(.corrupt))
        var invalidUTF8 = Data(document(text: "caf").utf8)
        invalidUTF8.insert(0xE9, at: invalidUTF8.firstRange(of: Data("caf".utf8))!.upperBound)
        #expect(throws: TextDocumentError.corrupt) { try AttributedText(document: invalidUTF8) }
    }

    @Test func aDocumentFromAnotherJSONWriterReads() throws {
        let object: [String: Any] = [
            "runs": [["length": 2, "start": 1, "color": [0.5, 0, 0.5], "italic": true, "note": ["x": [1, 2]]]],
            "text": "a/é👍", "version": 1.0, "format": "machismo-attributed-text",
        ]
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        let text = try AttributedText(document: data)
        #expect(
            samePieces(
                text.pieces, [("a", .plain), ("/é", TextAttributes(color: .purple, italic: true)), ("👍", .plain)]))
    }

    @Test func wholeNumbersMayBeWrittenAsDecimals() throws {
        let text = try read(
            #"{"format":"machismo-attributed-text","version":1e0,"text":"abc","runs":[{"start":1.0,"length":2E0,"bold":true}]}"#
        ).get()
        #expect(samePieces(text.pieces, [("a", .plain), ("bc", TextAttributes(bold: true))]))
    }
}
