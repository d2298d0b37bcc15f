import CardGame
import Foundation
import class Notifications.NotificationCenter
import class Notifications.NotificationObserver
import struct Notifications.Notification
@testable import Storage
import Testing
import XDGTestSupport

/// A time `seconds` after 2026-11-21 14:05:00 UTC.
func time(_ seconds: Double) -> Date { Date(timeIntervalSince1970: 1_795_269_900 + seconds) }

func result(
    _ game: GameResult.Game, score: Int, seconds: Double = 60, startingAt start: Double = 0,
    hints: Int = 0, history: [DealEvent] = []
) -> GameResult {
    GameResult(
        game: game, start: time(start), end: time(start + seconds), score: score, hintsUsed: hints,
        history: history)
}

@MainActor
@Suite struct ScoreBookTests {
    let home: TemporaryHome
    let center = NotificationCenter()

    init() throws {
        home = try TemporaryHome()
    }

    func book() -> ScoreBook { ScoreBook(directories: home.directories, center: center) }

    var dataFolder: URL { home.directories.data }
    var scoresFile: URL { home.file("scores.json", in: \.data) }

    func dataFiles() throws -> [String] { try home.contents(of: \.data) }

    @Test func aNewBookIsEmptyAndTouchesNoFile() throws {
        let scores = book()
        #expect(scores.results.isEmpty)
        #expect(scores.problem == nil)
        #expect(!FileManager.default.fileExists(atPath: dataFolder.path))
        #expect(scores.fileURL == SavedData(directories: home.directories).scoresDatabase)
        #expect(scores.fileURL.lastPathComponent == "scores.sqlite")
    }

    @Test func resultsComeBackInAnotherBookInTheOrderRecorded() throws {
        let first = book()
        let set = result(
            .set, score: 23, seconds: 252.25, hints: 2,
            history: [
                .chosen([.playing(rank: 8, suit: .diamonds)]),
                .matched([.playing(rank: 11, suit: .hearts), .playing(rank: 11, suit: .spades)], points: 16),
                .mismatched([.playing(rank: 6, suit: .diamonds), .playing(rank: 11, suit: .clubs)], penalty: 2),
            ])
        let cards = result(.cards2, score: 14, seconds: 185, startingAt: 600)
        first.record(set)
        first.record(cards)
        #expect(first.results == [set, cards])
        let second = book()
        #expect(second.results == [set, cards], "times kept to the millisecond survive exactly")
        #expect(second.results[0].duration == 252.25)
        #expect(second.results[0].history.count == 3)
        #expect(second.problem == nil)
        #expect(
            try dataFiles() == ["scores.sqlite", "scores.sqlite-shm", "scores.sqlite-wal"], "the database, in WAL mode")
    }

    @Test func theDatabaseHoldsOneRowPerResultWithItsHistoryAsJSON() throws {
        book().record(
            GameResult(
                id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, game: .cards3,
                start: time(0), end: time(185.5), score: 7, history: [.hint(penalty: 3)]))
        let database = try SQLiteDatabase(path: home.file("scores.sqlite", in: \.data).path)
        #expect(try database.userVersion == ScoreDatabase.schemaVersion)
        #expect(try database.strings("PRAGMA journal_mode") == ["wal"])
        let row = try database.prepare("SELECT id, game, duration, score, hints_used, history FROM result")
        #expect(try row.step())
        #expect(row.string(0) == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(row.string(1) == "Cards 3-card")
        #expect(row.double(2) == 185.5)
        #expect(row.int(3) == 7)
        #expect(row.int(4) == 0)
        #expect(row.string(5) == #"[{"hint":{"penalty":3}}]"#)
        #expect(try !row.step(), "one row")
    }

    @Test func aHandWrittenFileWithWholeSecondsAndNoOptionalFieldsLoads() throws {
        try home.write(
            """
            {"version": 1, "results": [{"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "game": "Set",
              "start": "2026-11-21T14:05:00Z", "end": "2026-11-21T14:09:12Z", "score": -3}]}
            """, to: "scores.json", in: \.data)
        let scores = book()
        #expect(scores.problem == nil)
        #expect(scores.results.map(\.score) == [-3])
        #expect(scores.results.first?.duration == 252)
        #expect(scores.results.first?.hintsUsed == 0)
        #expect(scores.results.first?.history == [])
    }

    nonisolated static let unreadable = [
        "garbage",
        "{\"version\": 1, \"results\": [{\"id\": \"E621E1F8-C36C",  // cut short
        "{\"version\": 1, \"results\": [{\"id\": \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\", \"game\": \"Set\", "
            + "\"start\": \"2026-11-21T14:05:00Z\", \"end\": \"2026-11-21T14:09:12Z\", \"score\": \"lots\"}]}",
        "{\"version\": 1, \"results\": [{\"id\": \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\", \"game\": \"Poker\", "
            + "\"start\": \"2026-11-21T14:05:00Z\", \"end\": \"2026-11-21T14:09:12Z\", \"score\": 1}]}",
        "{\"version\": 1, \"results\": [{\"id\": \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\", \"game\": \"Set\", "
            + "\"start\": \"yesterday\", \"end\": \"2026-11-21T14:09:12Z\", \"score\": 1}]}",
        "[\"a dummy score\"]",
        "{\"version\": 3, \"results\": []}",
        "{\"version\": 0, \"results\": []}",
        // A history of English lines belongs to version 1 only.
        "{\"version\": 2, \"results\": [{\"id\": \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\", \"game\": \"Set\", "
            + "\"start\": \"2026-11-21T14:05:00Z\", \"end\": \"2026-11-21T14:09:12Z\", \"score\": 1, "
            + "\"history\": [\"8♦\"]}]}",
        // …and events to version 2.
        "{\"version\": 1, \"results\": [{\"id\": \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\", \"game\": \"Set\", "
            + "\"start\": \"2026-11-21T14:05:00Z\", \"end\": \"2026-11-21T14:09:12Z\", \"score\": 1, "
            + "\"history\": [{\"noSetOnBoard\": {}}]}]}",
    ]

    @Test(arguments: unreadable)
    func anUnreadableFileIsSetAsideNotOverwrittenAndReported(_ contents: String) throws {
        try home.write(contents, to: "scores.json", in: \.data)
        let scores = book()
        #expect(scores.results.isEmpty)
        let problem = try #require(scores.problem)
        let why =
            contents.contains("\"version\": 3")
            ? "they were saved by a newer version of Machismo."
            : "the file is damaged."
        #expect(
            problem.hasPrefix("Your scores could not be read: \(why) It was kept as scores.json.corrupt-"),
            "\(problem)")
        #expect(problem.hasSuffix(", and new results start a fresh list."), "\(problem)")
        let files = try dataFiles().filter { !$0.hasPrefix("scores.sqlite") }
        #expect(files.count == 1)
        let setAside = try #require(files.first)
        #expect(setAside.hasPrefix("scores.json.corrupt-"))
        #expect(problem.contains(setAside), "the problem names the file kept")

        let fresh = result(.set, score: 5)
        scores.record(fresh)
        #expect(
            try dataFiles().filter { !$0.hasPrefix("scores.sqlite") } == [setAside], "nothing imported, nothing renamed"
        )
        #expect(
            try String(contentsOf: home.file(setAside, in: \.data), encoding: .utf8) == contents,
            "the unreadable file is kept as it was")
        #expect(book().results == [fresh], "new results went to a fresh file")
    }

    @Test func recordingPostsTheResultFromTheBook() throws {
        let scores = book()
        var posted: [Notification<GameResult>] = []
        // Both observers are removed at the end: the center holds them, and their blocks
        // hold the center again (through the book in the notifications kept, or through the
        // suite), a cycle LeakSanitizer reports.
        let poster = center.addObserver(forName: .gameResultRecorded) { posted.append($0) }
        defer { center.removeObserver(poster) }
        let set = result(.set, score: 23)
        scores.record(set)
        #expect(posted.count == 1)
        #expect(posted.first?.object === scores)
        #expect(posted.first?.payload == set)
        var countOnDisk: Int?
        let counter = center.addObserver(forName: .gameResultRecorded) { _ in countOnDisk = self.book().results.count }
        defer { center.removeObserver(counter) }
        scores.record(result(.cards2, score: 1))
        #expect(countOnDisk == 2, "the result is saved before it is announced")
    }

    @Test func resetEmptiesTheDatabaseAndTheListAndPosts() throws {
        let scores = book()
        scores.record(result(.set, score: 23))
        var resets = 0
        let observer = center.addObserver(forName: .scoresReset, object: scores) { _ in resets += 1 }
        defer { observer.remove() }
        try scores.reset()
        #expect(scores.results.isEmpty)
        #expect(resets == 1)
        #expect(book().results.isEmpty)
        #expect(try SQLiteDatabase(path: scores.fileURL.path).integer("SELECT count(*) FROM result") == 0)
        try scores.reset()  // nothing to delete: still fine
        #expect(resets == 2)
    }

    @Test func resetForgetsAProblem() throws {
        try home.write("garbage", to: "scores.json", in: \.data)
        let scores = book()
        #expect(scores.problem != nil)
        try scores.reset()
        #expect(scores.problem == nil)
        #expect(
            try dataFiles().contains { $0.hasPrefix("scores.json.corrupt-") },
            "the file set aside stays (Reset Everything removes it)")
    }

    @Test func theBestResultOfEachGameIsTheHighestScoreThenTheShortestGame() throws {
        let scores = book()
        let slowSet = result(.set, score: 30, seconds: 300)
        let fastSet = result(.set, score: 30, seconds: 200, startingAt: 1000)
        let lowSet = result(.set, score: 12, seconds: 100, startingAt: 2000)
        let laterEqualSet = result(.set, score: 30, seconds: 200, startingAt: 3000)
        let cards = result(.cards2, score: -4)
        let cardsBetter = result(.cards2, score: 3, seconds: 500, startingAt: 500)
        for each in [slowSet, fastSet, lowSet, laterEqualSet, cards, cardsBetter] { scores.record(each) }
        #expect(scores.bestResultIDs() == [fastSet.id, cardsBetter.id], "no Cards 3-card game, no best for it")
        #expect(book().bestResultIDs() == [fastSet.id, cardsBetter.id])
        #expect(scores.result(withID: lowSet.id) == lowSet)
    }
}
