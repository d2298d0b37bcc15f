@testable import StateStore
import Foundation
@testable import Storage
import Testing
import XDGTestSupport

/// The pid of a process that has exited (and been waited for): no process has it now.
func exitedProcessID() throws -> pid_t {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
}

/// What a save killed mid-write leaves behind (`.NAME.PID.tmp`): never read as the
/// real file, and deleted by the sweep the app runs at startup.
@Suite struct LeftoverTemporaryFileTests {
    let home: TemporaryHome

    init() throws {
        home = try TemporaryHome()
    }

    @Test func aKilledWritesTemporaryFileIsRemovedAndTheRealFileKept() throws {
        let file = home.url.appendingPathComponent("cars.json")
        try AtomicFile.write(Data("old".utf8), to: file)
        let leftover = AtomicFile.temporaryURL(for: file, pid: try exitedProcessID())
        try Data("half of the ne".utf8).write(to: leftover)
        #expect(AtomicFile.removeLeftovers(in: home.url) == [leftover.lastPathComponent])
        #expect(try home.contents() == ["cars.json"])
        #expect(try String(contentsOf: file, encoding: .utf8) == "old")
    }

    @Test func aRunningWritersFilesAndOtherNamesStay() throws {
        let file = home.url.appendingPathComponent("scores.json")
        let running = AtomicFile.temporaryURL(for: file, pid: getppid())
        let dead = try exitedProcessID()
        let others = [
            ".hidden", "notes.tmp", ".scores.json.tmp", ".scores.json.12x.tmp", ".\(dead).tmp",
            ".scores.json.+\(dead).tmp",
        ]
        for url in [running] + others.map({ home.url.appendingPathComponent($0) }) {
            try Data("x".utf8).write(to: url)
        }
        // A folder named like a leftover is not a leftover.
        try FileManager.default.createDirectory(
            at: AtomicFile.temporaryURL(for: file, pid: dead),
            withIntermediateDirectories: false)
        #expect(AtomicFile.removeLeftovers(in: home.url).isEmpty)
        #expect(try home.contents().count == others.count + 2)
    }

    @Test func onlyTheNamedFilesLeftoversGoWhenANameIsGiven() throws {
        let dead = try exitedProcessID()
        let mine = AtomicFile.temporaryURL(for: home.url.appendingPathComponent("Essay.json"), pid: dead)
        let other = AtomicFile.temporaryURL(for: home.url.appendingPathComponent("Notes.json"), pid: dead)
        try Data("x".utf8).write(to: mine)
        try Data("x".utf8).write(to: other)
        #expect(AtomicFile.removeLeftovers(in: home.url, named: "Essay.json") == [mine.lastPathComponent])
        #expect(try home.contents() == [other.lastPathComponent])
    }

    @Test func aLeftoverIsNeverLoadedAsTheRealFile() throws {
        let url = home.url.appendingPathComponent("window.json")
        let file = StateFile<Sample>(url: url)
        let leftover = AtomicFile.temporaryURL(for: url, pid: try exitedProcessID())
        try JSONEncoder().encode(Sample(width: 2, name: "new")).write(to: leftover)
        guard case .missing = file.load() else {
            Issue.record("with no real file there is nothing to load")
            return
        }
        try file.save(Sample(width: 1, name: "old"))
        #expect(file.load().value == Sample(width: 1, name: "old"))
    }

    @Test func theStartupSweepCoversTheAppsFoldersAndTheOnesInside() throws {
        let saved = SavedData(directories: home.directories)
        let dead = try exitedProcessID()
        let leftovers = [
            saved.directories.config.appendingPathComponent("settings.json"),
            saved.directories.data.appendingPathComponent("Documents/Untitled.json"),
            saved.directories.state.appendingPathComponent("navigation.json"),
        ].map { AtomicFile.temporaryURL(for: $0, pid: dead) }
        for url in leftovers {
            let folder = url.deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        #expect(Set(saved.removeLeftoverTemporaryFiles()) == Set(leftovers.map(\.path)))
        #expect(leftovers.allSatisfy { !FileManager.default.fileExists(atPath: $0.path) })
        #expect(saved.removeLeftoverTemporaryFiles().isEmpty)
    }
}
