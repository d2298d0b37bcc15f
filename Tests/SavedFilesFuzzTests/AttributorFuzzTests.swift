import Foundation
import Gtk
@testable import Machismo
import RichText
import Storage
import TextEditing
import TextStats
import XCTest

/// What Attributor reads: its state (`attributor.json`, the open document's
/// path), documents (`.json`, RichText's FORMAT.md) and imported text, each
/// through `AttributorDocument.read` or the state file as the app reads them.
/// A document or text refused says why and is left untouched; one accepted
/// loads into the editor's text storage (when there is a display) and saves
/// and reads back the same.
final class AttributorFuzzTests: XCTestCase {
    func testState() throws { try MainActor.assumeIsolated { try Self.fuzzState() } }
    func testDocuments() throws { try MainActor.assumeIsolated { try Self.fuzzDocuments() } }
    func testImportedText() throws { try MainActor.assumeIsolated { try Self.fuzzImportedText() } }

    @MainActor
    private static func fuzzState() throws {
        let run = try FuzzRun("attributor-state")
        let url = run.directories.state.appendingPathComponent("attributor.json")
        let file = StateFile<AttributorState>(url: url)
        let valid = try ["/home/ada/.local/share/machismo/Documents/Untitled.json", "/tmp/Notes 2.json"]
            .map { try FuzzJSON(encoding: AttributorState(documentPath: $0)) }
        try run.run(from: valid) { bytes, index in
            try run.write(bytes, to: url)
            let outcome = file.load()
            if let state = outcome.value {
                XCTAssertTrue(
                    state.documentPath.hasPrefix("/") && state.documentPath.hasSuffix(".json"),
                    "input \(index): \(state.documentPath)")
                return .accepted
            }
            let problem = outcome.problem(
                "Attributor's open document", fallback: "the untitled document is open",
                unsaved: "the untitled document is open")
            XCTAssertTrue(
                problem?.hasPrefix("Attributor's open document could not be read: ") == true, "input \(index)")
            guard case .setAside(_, let setAsideAt) = outcome else { return .rejected }
            run.expectSetAside(bytes, from: url, at: setAsideAt, index: index)
            return .rejected
        }
    }

    @MainActor
    private static func fuzzDocuments() throws {
        let run = try FuzzRun("documents")
        let storage = initializeGtk() ? TextStorage() : nil
        let url = run.directories.data.appendingPathComponent("Documents/Fuzz.json")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let valid = try sampleDocuments().map { text in
            try JSONDecoder().decode(FuzzJSON.self, from: text.documentData())
        }
        try run.run(from: valid) { bytes, index in
            try run.write(bytes, to: url)
            defer {
                XCTAssertEqual(try? Data(contentsOf: url), Data(bytes), "input \(index): the file is never changed")
            }
            let text: AttributedText
            do {
                guard case .document(let read) = try AttributorDocument.read(url) else {
                    XCTFail("input \(index): a .json file is read as a document")
                    return .rejected
                }
                text = read
            } catch {
                XCTAssertFalse("\(error)".isEmpty)
                return .rejected
            }
            let again = try AttributedText(document: text.documentData())
            XCTAssertEqual(again, text, "input \(index): saves and reads back the same")
            let statistics = TextStatistics(text)
            XCTAssertEqual(statistics.characters, text.characterCount)
            if let storage, text.length < 20_000 {
                storage.load(text)
                XCTAssertEqual(storage.attributedText, text, "input \(index): the editor shows what was read")
            }
            return .accepted
        }
    }

    /// Documents with every attribute, scripts that count scalars differently, and none.
    static func sampleDocuments() throws -> [AttributedText] {
        let headline = TextAttributes(color: .red, outline: true, bold: true, italic: true, fontStyle: .headline)
        return [
            try AttributedText(
                "Hello, world",
                runs: [
                    AttributeRun(range: 0..<5, attributes: headline),
                    AttributeRun(range: 7..<12, attributes: TextAttributes(color: .orange)),
                ]),
            try AttributedText(
                "e\u{301}👍🏽 🇫🇷 done",
                runs: [
                    AttributeRun(range: 1..<4, attributes: TextAttributes(color: .purple)),
                    AttributeRun(range: 6..<8, attributes: TextAttributes(outline: true)),
                ]),
            AttributedText("plain\r\nlines\n"),
        ]
    }

    @MainActor
    private static func fuzzImportedText() throws {
        let run = try FuzzRun("import")
        let url = run.directories.data.appendingPathComponent("Dropped.txt")
        var random = run.random
        let samples: [[UInt8]] = [
            Array("Plain text,\nwith lines.\r\nAnd é, 👍🏽, 🇫🇷.\t\u{1B}[0m".utf8),
            [0xEF, 0xBB, 0xBF] + Array("A BOM first".utf8), [],
        ]
        print("fuzz import: seed \(FuzzRandom.runSeed) (MACHISMO_FUZZ_SEED), inputs in \(run.home.url.path)")
        var accepted = 0, refused = 0
        let start = Date()
        for index in 0..<FuzzRandom.inputCount {
            let bytes = ImportMutator.mutate(samples[index % samples.count], &random)
            try run.write(bytes, to: url)
            do {
                guard case .plainText(let text) = try AttributorDocument.read(url) else {
                    XCTFail("input \(index): a .txt file is imported as text")
                    continue
                }
                XCTAssertLessThanOrEqual(bytes.count, AttributedText.maximumImportBytes)
                XCTAssertTrue(text.runs.allSatisfy { $0.attributes == .plain })
                _ = TextStatistics(text)
                accepted += 1
            } catch {
                XCTAssertTrue(error is TextImportError, "input \(index): \(error)")
                refused += 1
            }
            XCTAssertEqual(try? Data(contentsOf: url), Data(bytes), "input \(index): the file is never changed")
        }
        print(
            "fuzz import: \(FuzzRandom.inputCount) inputs, \(accepted) accepted, \(refused) rejected, in "
                + String(format: "%.2f s", Date().timeIntervalSince(start)))
        XCTAssertTrue(accepted > 0 && refused > 0)
    }
}

/// Breaks text files: invalid UTF-8, characters cut in half, NUL and other
/// control bytes, UTF-16 and UTF-32 byte-order marks, random bytes, and now and
/// then a file just over the 10 MB limit.
enum ImportMutator {
    static func mutate(_ valid: [UInt8], _ random: inout FuzzRandom) -> [UInt8] {
        var bytes = valid
        switch random.below(1000) {
        case 0..<100: return bytes
        case 100..<200: return (0..<random.below(600)).map { _ in UInt8.random(in: 0...255, using: &random) }
        case 200..<202: return [UInt8](repeating: UInt8(ascii: "a"), count: AttributedText.maximumImportBytes + 1)
        case 202..<204: return [UInt8](repeating: 0x07, count: 40) + [UInt8](repeating: UInt8(ascii: "a"), count: 760)
        default: break
        }
        for _ in 0...random.below(3) {
            let at = random.below(bytes.count + 1)
            switch random.below(6) {
            case 0:
                bytes.insert(
                    contentsOf: random.pick([
                        [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
                        [0xE2, 0x82], [0x80],
                    ]), at: at)
            case 1: bytes.insert(contentsOf: random.pick([[0xFF, 0xFE], [0xFE, 0xFF], [0, 0, 0xFE, 0xFF]]), at: 0)
            case 2: bytes.insert(random.pick([0, 0x01, 0x08, 0x7F, 0x1B, 0x0C]), at: at)
            case 3: bytes.removeLast(random.below(bytes.count + 1))
            case 4: if !bytes.isEmpty { bytes[random.below(bytes.count)] = UInt8.random(in: 0...255, using: &random) }
            default: bytes += Array(String(repeating: "line\n", count: random.below(2000)).utf8)
            }
        }
        return bytes
    }
}
