import Foundation
@testable import RichText
import RichTextTestSupport
import Testing

/// The fast path for plain run objects (DocumentRecord+PlainRun.swift) reads every
/// document as the general path does: the same text and runs, or the same refusal.
@Suite struct PlainRunTests {
    /// What a reading gives, comparable: the text (its scalars escaped) and the runs, or the error.
    func outcome(_ bytes: [UInt8], fast: Bool) -> Result<String, TextDocumentError> {
        bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(TextDocumentError) in
                let record = try DocumentRecord(buffer, fastRuns: fast)
                return record.text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined() + " \(record.runs)"
            }
        }
    }

    func expectSame(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let bytes = Array(json.utf8)
        #expect(outcome(bytes, fast: true) == outcome(bytes, fast: false), "\(json)", sourceLocation: sourceLocation)
    }

    func document(_ runs: String) -> String {
        #"{"format": "machismo-attributed-text", "version": 1, "text": "Hello world, a longer text", "runs": [\#(runs)]}"#
    }

    @Test(arguments: [
        #"{"start": 0, "length": 5, "color": [1, 0, 0], "outline": true}"#,
        #"{"start": 0, "length": 5, "color": [1, 0.5, 0], "bold": true, "italic": true, "style": "headline"}"#,
        #"{ "length" :2 ,"start":1 }"#, "{\n\t\"start\":\r0,\"length\":1}", #"{"start": 0, "length": 0}"#,
        #"{"start": 0, "start": 1, "length": 1}"#, #"{"st\u0061rt": 0, "length": 1}"#, #"{"start": 1e0, "length": 1}"#,
        #"{"start": 1.0, "length": 1}"#, #"{"start": -0, "length": 1}"#, #"{"start": 00, "length": 1}"#,
        #"{"start": 01, "length": 1}"#, #"{"start": 1, "length": 999999999999999999}"#,
        #"{"start": 1, "length": 9999999999999999999}"#, #"{"start": 1, "length": 99999999999999999999}"#,
        #"{"start": 9223372036854775807, "length": 1}"#, #"{"length": 1}"#, #"{"start": 1}"#, "{}",
        #"{"start": 0, "length": 1, "color": [1, 0]}"#, #"{"start": 0, "length": 1, "color": [1, 0, 0, 0]}"#,
        #"{"start": 0, "length": 1, "color": [1.5, 0, 0]}"#,
        #"{"start": 0, "length": 1, "color": [1.0, 0.25, 0.30000000000000004]}"#,
        #"{"start": 0, "length": 1, "color": [0.123456789012345, 0.1234567890123456, 1e-1]}"#,
        #"{"start": 0, "length": 1, "color": [1., 0, 0]}"#, #"{"start": 0, "length": 1, "color": [.5, 0, 0]}"#,
        #"{"start": 0, "length": 1, "color": [-0, 0, 0]}"#, #"{"start": 0, "length": 1, "color": [0,0,0] }"#,
        #"{"start": 0, "length": 1, "color": null}"#, #"{"start": 0, "length": 1, "color": ["1", 0, 0]}"#,
        #"{"start": 0, "length": 1, "outline": false, "bold": null}"#, #"{"start": 0, "length": 1, "bold": tru}"#,
        #"{"start": 0, "length": 1, "bold": truex}"#, #"{"start": 0, "length": 1, "italic": 1}"#,
        #"{"start": 0, "length": 1, "style": "body"}"#, #"{"start": 0, "length": 1, "style": "Headline"}"#,
        #"{"start": 0, "length": 1, "style": "head\u006Cine"}"#, #"{"start": 0, "length": 1, "style": "headline "}"#,
        #"{"start": 0, "length": 1, "shadow": {"x": [1, 2]}}"#, #"{"start": 0, "length": 1,}"#,
        #"{"start": 0 "length": 1}"#,
        #"{"start": 0, "length": 1, "colour": [1, 0, 0]}"#, #"{"start": 0, "length": 1, "outlines": true}"#,
        // Names told by their first eight bytes: shorter, longer and cut-off ones.
        #"{"star": 0, "length": 1}"#, #"{"start": 0, "lengths": 1}"#, #"{"start": 0, "length": 1, "bol": true}"#,
        #"{"start": 0, "length": 1, "styles": "body"}"#, #"{"start": 0, "length": 1, "outline\u0020": true}"#,
        #"{"start": 0, "length": 1, "bold"#, #"{"start": 0, "length": 1, "b"#,
        #"{"start": 0, "length": -1}"#, #"{"start": -3, "length": 1}"#, #"[0, 1]"#, "3", "null",
        #"{"start": 0, "length": 1}, {"start": 0, "length": 1}"#,
        #"{"start": 2, "length": 1}, {"start": 0, "length": 1}"#,
        #"{"start": 0, "length": 1, "color": "red"}, {"start": 1, "length": 1}"#,
        #"{"start": 0, "length": 1}, {"start": 1, "length": 100}"#, #"{"start": 0, "length": 1"#,
        // The writer's layout, and ones near it.
        #"{"start": 0, "length": 5, "color": [1, 0, 0], "outline": false, "bold": false, "italic": false, "style": "body"}"#,
        #"{"start": 0, "length": 5, "outline": true, "color": [1, 0, 0]}"#,
        #"{"start": 0, "length": 5, "style": "headline", "bold": true}"#,
        #"{"start": 0, "length": 5, "outline": true, "outline": true}"#,
        #"{"start": 0, "length": 5, "color": [1, 0, 0] , "outline": true}"#,
        #"{"start": 0, "length": 5, "color": [1,0, 0]}"#, #"{"start": 0, "length": 5,"bold": true}"#,
        #"{"start": 0,  "length": 5}"#, #"{"start": 0, "length": 5, "bold": false }"#,
    ])
    func runVariantsReadAlike(run: String) {
        expectSame(document(run))
        expectSame(document(#"{"start": 0, "length": 2, "bold": true}, "# + run))
        expectSame(document(run + #", {"start": 20, "length": 2, "style": "headline"}"#))
    }

    /// The runs `documentData()` writes are read by the path for the writer's layout (but
    /// for the last one's colour, which ends too near the end of the file to be compared
    /// sixteen bytes at a time), and other layouts are left to the other paths.
    @Test func writtenRunsTakeTheirOwnPath() throws {
        let text = attributed(
            ("Title", TextAttributes(bold: true, fontStyle: .headline)), ("\n", .plain), ("cafe", red),
            ("\u{301}", outlined), ("👍", TextAttributes(color: RGBColor(red: 0.25, green: 0.5, blue: 0.75))),
            ("tab\t", TextAttributes(italic: true)), ("end", TextAttributes(color: .black, outline: true)))
        let bytes = Array(text.documentData())
        let json = String(decoding: bytes, as: UTF8.self)
        let runsStart = try #require(json.range(of: #""runs": ["#)).upperBound
        let expected = try bytes.withUnsafeBufferPointer { try DocumentRecord($0, fastRuns: false).runs }
        let read = bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(buffer)
            reader.offset = json.utf8.distance(from: json.startIndex, to: runsStart)
            var read: [AttributeRun] = []
            while let run = reader.readWrittenRun() {
                read.append(run)
                guard buffer[reader.offset] == UInt8(ascii: ",") else { break }
                reader.offset += 2
            }
            return read
        }
        #expect(expected.count > 3)
        #expect(read.count >= expected.count - 1)
        #expect(read == Array(expected.prefix(read.count)))
        for other in [#"{ "start": 0, "length": 1}"#, #"{"start":0,"length":1}"#, #"{"length": 1, "start": 0}"#] {
            let bytes = Array((other + String(repeating: " ", count: 16)).utf8)
            bytes.withUnsafeBufferPointer { buffer in
                var reader = JSONReader(buffer)
                #expect(reader.readWrittenRun() == nil, "\(other)")
                #expect(reader.offset == 0)
            }
        }
    }

    /// Seeded random damage to written documents: bytes replaced, dropped, doubled, and
    /// JSON's own tokens put in.
    @Test func damagedDocumentsReadAlike() {
        let texts = [
            documentSample,
            attributed(
                ("Hé👍🏽", TextAttributes(color: .orange, bold: true)),
                ("llo\n\"x\"", TextAttributes(outline: true, fontStyle: .headline)),
                ("plain", .plain), ("end", TextAttributes(color: .purple, italic: true))),
        ]
        let pieces = [
            "{", "}", "[", "]", ",", ":", "\"", "\\", " ", "0", "1", "-", ".", "e", "9", "true", "null",
            "\"start\"", "\"length\"", "\"color\"", "\"bold\"", "0.5", "1e0", "\\u0061", "\u{E9}",
        ].map { Array($0.utf8) }
        var state: UInt64 = 20_261_125
        func random(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for round in 0..<4_000 {
            var bytes = Array(texts[round % texts.count].documentData())
            for _ in 0...random(3) {
                let at = random(bytes.count)
                switch random(4) {
                case 0: bytes[at] = UInt8(truncatingIfNeeded: random(256))
                case 1: bytes.remove(at: at)
                case 2: bytes.insert(contentsOf: pieces[random(pieces.count)], at: at)
                default:
                    bytes.replaceSubrange(at..<min(bytes.count, at + 1 + random(4)), with: pieces[random(pieces.count)])
                }
            }
            #expect(
                outcome(bytes, fast: true) == outcome(bytes, fast: false),
                "round \(round): \(String(decoding: bytes, as: UTF8.self))")
        }
    }
}
