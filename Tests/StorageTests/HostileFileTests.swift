import Foundation
@testable import Storage
import Testing
import XDGTestSupport

/// Files that are not what a store expects: not regular files, too large, two
/// items with one id, values no one could have saved. Found by the fuzzers of
/// SavedFilesFuzzTests or by reading the readers; each checked here at its store.
@Suite struct HostileFileTests {
    let home: TemporaryHome

    init() throws {
        home = try TemporaryHome()
    }

    @Test func aFIFOInAFilesPlaceIsRefusedWithoutBlocking() throws {
        let url = home.url.appendingPathComponent("settings.json")
        #expect(mkfifo(url.path, 0o600) == 0)
        let started = Date()
        #expect(throws: FileError.self) { try AtomicFile.read(url) }
        #expect(Date().timeIntervalSince(started) < 1, "no writer: a blocking open would never return")
        guard case .setAside(let reason, let setAsideAt) = StateFile<Sample>(url: url).load() else {
            Issue.record("a FIFO is set aside")
            return
        }
        #expect(reason.contains("Not a regular file"))
        #expect(setAsideAt != nil && !FileManager.default.fileExists(atPath: url.path))
    }

    @Test func aDeviceIsNotReadForever() throws {
        let error = try #require(throws: FileError.self) { try AtomicFile.read(URL(fileURLWithPath: "/dev/zero")) }
        #expect("\(error)" == "could not read /dev/zero: Not a regular file")
    }

    @Test func aFileLargerThanTheLimitIsRefusedUnread() throws {
        let url = home.url.appendingPathComponent("big.json")
        try Data(repeating: 0x20, count: 1001).write(to: url)
        #expect(try AtomicFile.read(url, maximumBytes: 1001).count == 1001)
        let error = try #require(throws: FileError.self) { try AtomicFile.read(url, maximumBytes: 1000) }
        #expect(error.code == EFBIG)
    }

    @Test func problemsAreSaidTheSameWayForEveryFile() {
        let kept = URL(fileURLWithPath: "/x/settings.json.corrupt-20261121T140500Z")
        #expect(
            LoadProblem.describe(
                "Your settings", reason: "it is not valid (missing style)", setAsideAt: kept,
                fallback: "the defaults are in use", unsaved: "unused")
                == "Your settings could not be read: the file is damaged. It was kept as "
                + "settings.json.corrupt-20261121T140500Z, and the defaults are in use.")
        #expect(
            LoadProblem.describe(
                "The open tabs and pages", reason: "it is not valid (format 3, from a newer Machismo)",
                setAsideAt: nil, fallback: "unused", unsaved: "they are not saved", plural: true)
                == "The open tabs and pages could not be read: they were saved by a newer version of Machismo. "
                + "It could not be moved aside either, so they are not saved.")
        #expect(
            LoadProblem.describe(
                "Your cars", reason: "it could not be read (Permission denied)", setAsideAt: kept,
                fallback: "new cars start a fresh list", unsaved: "unused", plural: true
            )
            .hasPrefix("Your cars could not be read: the file could not be opened. It was kept as "))
    }
}

@MainActor
@Suite struct HostileStoreTests {
    let home: TemporaryHome

    init() throws {
        home = try TemporaryHome()
    }

    @Test func unreadableSettingsAreReportedInTheUsersWords() throws {
        try home.write("{\"style\": 7}", to: "settings.json", in: \.config)
        let store = SettingsStore(directories: home.directories)
        let problem = try #require(store.problem)
        #expect(
            problem.hasPrefix(
                "Your settings could not be read: the file is damaged. It was kept as settings.json.corrupt-"))
        #expect(problem.hasSuffix(", and the defaults are in use."))
        #expect(store.settings == Settings())
    }

    /// A scores.json holding `results`, each a result's JSON.
    func scoresFile(_ results: [String]) throws {
        let json = "{\"version\": 1, \"results\": [" + results.joined(separator: ", ") + "]}"
        try home.write(json, to: "scores.json", in: \.data)
    }

    static func result(id: String = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", hints: Int = 0) -> String {
        "{\"id\": \"\(id)\", \"game\": \"Set\", \"start\": \"2026-11-21T14:05:00Z\", \"end\": \"2026-11-21T14:09:12Z\", "
            + "\"score\": 9223372036854775807, \"hintsUsed\": \(hints)}"
    }

    @Test func twoResultsWithOneIDAreADamagedFile() throws {
        try scoresFile([Self.result(), Self.result()])
        let book = ScoreBook(directories: home.directories)
        #expect(book.results.isEmpty)
        #expect(book.problem?.hasPrefix("Your scores could not be read: the file is damaged.") == true)
    }

    @Test func negativeHintsAreADamagedFileAndAnIntMaxScoreIsNot() throws {
        try scoresFile([Self.result(hints: -1)])
        #expect(ScoreBook(directories: home.directories).problem != nil)
        try SavedData(directories: home.directories).resetScores()  // the database it was imported into
        try scoresFile([Self.result(hints: 2)])
        let book = ScoreBook(directories: home.directories)
        #expect(book.problem == nil)
        #expect(book.results.first?.score == Int.max)
    }
}
