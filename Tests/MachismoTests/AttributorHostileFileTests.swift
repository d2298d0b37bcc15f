import Documents
import Foundation
@testable import Machismo
import RichText
import Storage
import Testing
import XDGTestSupport

/// Files Attributor must refuse, found by the fuzzers of SavedFilesFuzzTests:
/// each is reported and left as it was.
@MainActor
@Suite struct AttributorHostileFileTests {
    let home: TemporaryHome
    var folder: URL { home.url.appendingPathComponent("Documents", isDirectory: true) }

    init() throws {
        home = try TemporaryHome("attributor")
    }

    func write(_ contents: String, to name: String) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url
    }

    /// The editor's text view ends its text at NUL: the document opened cut short
    /// and its next autosave wrote the shortened text over it.
    @Test func aDocumentHoldingNULIsRefusedAndLeftAsItIs() throws {
        let contents = #"{"format": "machismo-attributed-text", "version": 1, "text": "kept\u0000lost"}"#
        let url = try write(contents, to: "Nul.json")
        let error = try #require(throws: HoldsNUL.self) { try AttributorDocument.read(url) }
        #expect("\(error)" == "The document holds a NUL character, which Attributor cannot show; it is left as it is.")
        #expect(try String(contentsOf: url, encoding: .utf8) == contents)
    }

    @Test func aFIFONamedLikeADocumentIsRefusedWithoutBlocking() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["Pipe.json", "Pipe.txt"] {
            let url = folder.appendingPathComponent(name)
            #expect(mkfifo(url.path, 0o600) == 0)
            let error = try #require(throws: DocumentError.self) { try AttributorDocument.read(url) }
            #expect(error.description.hasSuffix("Not a regular file."), "said in the user's words")
        }
    }

    /// attributor.json pointing at a relative path (read from whatever folder the
    /// app started in) or at a file Attributor never saved (`/dev/zero`).
    @Test(arguments: ["Untitled.json", "../x.json", "/dev/zero", "/home/ada/notes.txt", ""])
    func anOpenDocumentPathThatIsNotADocumentsIsRefused(_ path: String) throws {
        let json = String(decoding: try JSONEncoder().encode(["documentPath": path]), as: UTF8.self)
        let url = try home.write(json, to: "attributor.json", in: \.state)
        let outcome = StateFile<AttributorState>(url: url).load()
        guard case .setAside(_, let setAsideAt?) = outcome else {
            Issue.record("\(path) is set aside")
            return
        }
        #expect(try String(contentsOf: setAsideAt, encoding: .utf8) == json)
        let problem = outcome.problem(RecentDocument.loadWording) ?? ""
        #expect(
            problem.hasPrefix(
                "Attributor's open document could not be read: the file is damaged. "
                    + "It was kept as attributor.json.corrupt-"))
        #expect(problem.hasSuffix(", and the untitled document is open."))
    }
}
