import Foundation
@testable import Storage
import Testing
import XDGTestSupport

struct Sample: Codable, Equatable, Sendable {
    var width: Int
    var name: String
}

@Suite struct AtomicFileTests {
    let home: TemporaryHome

    init() throws {
        home = try TemporaryHome()
    }

    @Test func writeCreatesTheFolderAndLeavesNoTemporaryFile() throws {
        let file = home.url.appendingPathComponent("nested/deeper/state.json")
        try AtomicFile.write(Data("first".utf8), to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "first")
        try AtomicFile.write(Data("second, longer".utf8), to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "second, longer")
        let siblings = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(siblings == ["state.json"])
    }

    @Test func aFailedWriteLeavesTheOldFileIntact() throws {
        let file = home.url.appendingPathComponent("state.json")
        try AtomicFile.write(Data("precious".utf8), to: file)
        // A folder where the temporary file would go makes the write fail.
        let blocker = home.url.appendingPathComponent(".state.json.\(getpid()).tmp")
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
        #expect(throws: FileError.self) { try AtomicFile.write(Data("new".utf8), to: file) }
        #expect(try String(contentsOf: file, encoding: .utf8) == "precious")
    }
}

@Suite struct StateFileTests {
    let home: TemporaryHome

    init() throws {
        home = try TemporaryHome()
    }

    @Test func aMissingFileIsNotAnError() throws {
        let state = StateFile<Sample>(url: home.url.appendingPathComponent("sample.json"))
        guard case .missing = state.load() else {
            Issue.record("a missing file loads as .missing")
            return
        }
        #expect(try home.contents().isEmpty)
    }

    @Test func aSavedValueLoadsBack() throws {
        let state = StateFile<Sample>(url: home.url.appendingPathComponent("sample.json"))
        try state.save(Sample(width: 800, name: "J♥"))
        #expect(state.load().value == Sample(width: 800, name: "J♥"))
    }

    @Test(arguments: ["{not json", "", "{\"width\": \"wide\", \"name\": \"x\"}", "{\"name\": \"no width\"}"])
    func aCorruptFileIsSetAsideWithATimestamp(_ contents: String) throws {
        let url = home.url.appendingPathComponent("sample.json")
        try Data(contents.utf8).write(to: url)
        let state = StateFile<Sample>(url: url)
        let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 11:06:40 UTC
        guard case .setAside(let reason, let setAsideAt) = state.load(now: now) else {
            Issue.record("a corrupt file is set aside")
            return
        }
        #expect(reason.contains("not valid"))
        #expect(setAsideAt?.lastPathComponent == "sample.json.corrupt-20261118T110640Z")
        #expect(try home.contents() == ["sample.json.corrupt-20261118T110640Z"])
        // Read back with AtomicFile: Foundation's readers (String(contentsOf:), Data(contentsOf:))
        // leak a 4 KiB buffer on an empty file in Swift 6.3.1, which LeakSanitizer reports.
        #expect(String(decoding: try AtomicFile.read(setAsideAt!), as: UTF8.self) == contents, "kept as it was")
        // A second bad file in the same second does not overwrite the first one set aside.
        try Data("garbage".utf8).write(to: url)
        guard case .setAside(_, let second) = state.load(now: now) else {
            Issue.record("the second corrupt file is set aside too")
            return
        }
        #expect(second?.lastPathComponent == "sample.json.corrupt-20261118T110640Z-2")
    }

    @Test func anUnreadableFileIsSetAside() throws {
        let url = home.url.appendingPathComponent("sample.json")
        // A folder in the file's place cannot be read as a file, even by root.
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        guard case .setAside(let reason, let setAsideAt) = StateFile<Sample>(url: url).load() else {
            Issue.record("an unreadable file is set aside")
            return
        }
        #expect(reason.contains("could not be read"))
        #expect(setAsideAt != nil)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }
}

@Suite struct XDGDirectoriesTests {
    @Test func theEnvironmentsHomesAreUsed() {
        let directories = XDGDirectories(environment: [
            "HOME": "/home/ada", "XDG_CONFIG_HOME": "/cfg", "XDG_DATA_HOME": "/dat", "XDG_STATE_HOME": "/st",
        ])
        #expect(directories.config.path == "/cfg/machismo")
        #expect(directories.data.path == "/dat/machismo")
        #expect(directories.state.path == "/st/machismo")
    }

    @Test func unsetOrRelativeHomesFallBackToTheSpecsDefaults() {
        let directories = XDGDirectories(environment: ["HOME": "/home/ada", "XDG_CONFIG_HOME": "relative/path"])
        #expect(directories.config.path == "/home/ada/.config/machismo")
        #expect(directories.data.path == "/home/ada/.local/share/machismo")
        #expect(directories.state.path == "/home/ada/.local/state/machismo")
    }
}
