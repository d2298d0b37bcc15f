import CardGame
import Foundation
import class Notifications.NotificationCenter
@testable import Storage
import Testing
import XDGTestSupport

/// The score database: its schema and versions, its queries, the import of scores.json, and
/// what happens to a damaged, newer or locked file.
@MainActor
@Suite struct ScoreDatabaseTests {
    let home: TemporaryHome

    init() throws {
        home = try TemporaryHome()
        try home.createFolders()
    }

    var url: URL { home.file("scores.sqlite", in: \.data) }
    func book(busyTimeout: Double = 3) -> ScoreBook {
        ScoreBook(directories: home.directories, center: NotificationCenter(), busyTimeout: busyTimeout)
    }
    func dataFiles() throws -> [String] { try home.contents(of: \.data) }

    // MARK: - Schema

    @Test func aNewDatabaseHasTheSchemaItsIndexesAndWAL() throws {
        _ = try ScoreDatabase(url: url)
        let raw = try SQLiteDatabase(path: url.path)
        #expect(try raw.userVersion == 1)
        #expect(try raw.strings("PRAGMA journal_mode") == ["wal"])
        let indexes = try raw.strings("SELECT name FROM sqlite_schema WHERE type = 'index' AND name LIKE 'result_%'")
        #expect(
            Set(indexes) == [
                "result_by_date", "result_by_score", "result_by_duration", "result_by_game",
                "result_by_game_duration", "result_best",
            ])
    }

    @Test func everySortIsServedByAnIndex() throws {
        let database = try ScoreDatabase(url: url)
        for order in ScoreSortOrder.allCases {
            for filter in [ScoreFilter.all, .game(.set)] where order != .recorded {
                let sql =
                    "EXPLAIN QUERY PLAN SELECT id FROM result\(filter.whereClause) ORDER BY \(order.orderBy) LIMIT 50"
                let explain = try database.database.prepare(sql)
                try explain.bind(filter.values)
                var plan: [String] = []
                while try explain.step() { plan.append(explain.string(3) ?? "") }
                #expect(plan.contains { $0.contains("USING INDEX") }, "\(order) \(filter): \(plan)")
                #expect(!plan.contains { $0 == "USE TEMP B-TREE FOR ORDER BY" }, "\(order) \(filter): \(plan)")
            }
        }
    }

    @Test func aNewerSchemaIsRefusedSetAsideAndReported() throws {
        do {
            let raw = try SQLiteDatabase(path: url.path)
            try raw.execute("CREATE TABLE future (x); PRAGMA user_version = 7")
        }
        #expect(throws: ScoreDatabase.OpenError.self) { try ScoreDatabase(url: url) }
        let scores = book()
        #expect(scores.results.isEmpty)
        let problem = try #require(scores.problem)
        #expect(problem.hasPrefix("Your scores could not be read: they were saved by a newer version of Machismo."))
        #expect(problem.contains("It was kept as scores.sqlite.corrupt-"), "\(problem)")
        let kept = try #require(try dataFiles().first { $0.hasPrefix("scores.sqlite.corrupt-") })
        #expect(try SQLiteDatabase(path: home.file(kept, in: \.data).path).userVersion == 7, "kept as it was")
        scores.record(result(.set, score: 3))
        #expect(book().results.map(\.score) == [3], "a fresh database")
    }

    @Test func tablesWithoutASchemaVersionAreNotOurs() throws {
        try SQLiteDatabase(path: url.path).execute("CREATE TABLE result (x)")
        #expect(book().problem?.hasPrefix("Your scores could not be read: the file is damaged.") == true)
    }

    @Test func aMissingTableInAVersionOneDatabaseIsDamage() throws {
        try SQLiteDatabase(path: url.path).execute("CREATE TABLE other (x); PRAGMA user_version = 1")
        #expect(book().problem?.hasPrefix("Your scores could not be read: the file is damaged.") == true)
    }

    // MARK: - Queries

    @Test func pagesSortFilterCountAndBest() throws {
        let database = try ScoreDatabase(url: url)
        let a = result(.set, score: 30, seconds: 300, startingAt: 0)
        let b = result(.set, score: 30, seconds: 200, startingAt: 100)
        let c = result(.cards2, score: 5, seconds: 50, startingAt: 200)
        let d = result(.cards3, score: 40, seconds: 400, startingAt: 300)
        let e = result(.set, score: -2, seconds: 10, startingAt: 400)
        try database.record([a, b, c])
        try database.record(d)
        try database.record(e)
        #expect(try database.count() == 5)
        #expect(try database.count(.game(.set)) == 3)
        #expect(try database.count(.game(.cards3)) == 1)
        #expect(try database.allResults() == [a, b, c, d, e])
        #expect(try database.page(order: .date).map(\.id) == [e, d, c, b, a].map(\.id))
        #expect(try database.page(order: .score).map(\.id) == [d, b, a, c, e].map(\.id))
        #expect(try database.page(order: .duration).map(\.id) == [e, c, b, a, d].map(\.id))
        #expect(try database.page(order: .game).map(\.id) == [c, d, e, b, a].map(\.id))
        #expect(try database.page(.game(.set), order: .score, offset: 1, limit: 1).map(\.id) == [a.id])
        #expect(try database.page(.game(.set), order: .date, limit: 2).map(\.id) == [e.id, b.id])
        #expect(try database.bestResult(of: .set) == b, "of equal scores the shorter")
        #expect(try database.bestResultIDs() == [b.id, c.id, d.id])
        #expect(try database.result(withID: d.id) == d)
        #expect(try database.result(withID: UUID()) == nil)
        try database.removeAll()
        #expect(try database.count() == 0)
        #expect(try database.bestResultIDs().isEmpty)
    }

    @Test func aDuplicateIDIsRefusedAndWritesNothing() throws {
        let database = try ScoreDatabase(url: url)
        let a = result(.set, score: 1)
        try database.record(a)
        #expect(throws: SQLiteError.self) { try database.record([result(.set, score: 2), a]) }
        #expect(try database.count() == 1, "all or none")
    }

    // MARK: - Import

    @Test func scoresJSONIsImportedOnceAndKeptRenamed() throws {
        let old = [result(.set, score: 3, history: [.noSetOnBoard]), result(.cards2, score: 4, startingAt: 100)]
        let json = try JSONEncoder().encode(ListFile<Scores>(items: old))
        try home.write(json, to: "scores.json", in: \.data)
        let first = book()
        #expect(first.results.map(\.id) == old.map(\.id))
        #expect(first.problem == nil)
        #expect(try home.read("scores.json.imported", in: \.data) == json, "kept byte for byte")
        #expect(!FileManager.default.fileExists(atPath: home.file("scores.json", in: \.data).path))

        // A scores.json that turns up beside the database is not imported again.
        try home.write(json, to: "scores.json", in: \.data)
        #expect(book().results.count == 2)
        #expect(FileManager.default.fileExists(atPath: home.file("scores.json", in: \.data).path))
    }

    @Test func aSecondImportKeepsTheFirstImportedFile() throws {
        let json = try JSONEncoder().encode(ListFile<Scores>(items: [result(.set, score: 3)]))
        try home.write("earlier", to: "scores.json.imported", in: \.data)
        try home.write(json, to: "scores.json", in: \.data)
        #expect(book().results.count == 1)
        #expect(try home.read("scores.json.imported", in: \.data) == Data("earlier".utf8))
        #expect(try home.read("scores.json.imported-2", in: \.data) == json)
    }

    /// 1,000 here (a debug build); Benchmarks/scores times 10,000 in the release build (≤ 2 s).
    @Test func aThousandResultsImportInOneGo() throws {
        let history: [DealEvent] = Array(
            repeating: .matched([.playing(rank: 11, suit: .hearts), .playing(rank: 11, suit: .spades)], points: 16),
            count: 30)
        let results = (0..<1_000).map { result(.set, score: $0, startingAt: Double($0), history: history) }
        try home.write(try JSONEncoder().encode(ListFile<Scores>(items: results)), to: "scores.json", in: \.data)
        // (How long an import takes is make bench's to say: Benchmarks/scores, 10,000 results.)
        let scores = book()
        #expect(try scores.database?.count() == 1_000)
        #expect(try scores.database?.allResults() == results)
    }

    // MARK: - Damage

    nonisolated static let damaged: [(String, @Sendable (Data) -> Data)] = [
        ("random bytes", { _ in Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }) }),
        ("truncated", { Data($0.prefix($0.count / 2)) }),
        (
            "a page zeroed",
            { data in
                var copy = data
                copy.replaceSubrange(8192..<12288, with: Data(count: 4096))
                return copy
            }
        ),
        ("empty header", { data in Data(count: 100) + data.dropFirst(100) }),
    ]

    @Test(arguments: 0..<4)
    func aDamagedDatabaseIsSetAsideAndReported(_ index: Int) throws {
        do {
            let database = try ScoreDatabase(url: url)
            try database.record((0..<200).map { result(.set, score: $0, startingAt: Double($0)) })
        }
        let damaged = Self.damaged[index].1(try Data(contentsOf: url))
        try damaged.write(to: url)
        let scores = book()
        #expect(scores.results.isEmpty)
        let problem = try #require(scores.problem, "\(Self.damaged[index].0)")
        #expect(problem.hasPrefix("Your scores could not be read: the file is damaged."), "\(problem)")
        let kept = try #require(try dataFiles().first { $0.hasPrefix("scores.sqlite.corrupt-") })
        #expect(try Data(contentsOf: home.file(kept, in: \.data)) == damaged, "kept as it was")
        scores.record(result(.cards2, score: 1))
        #expect(book().results.map(\.score) == [1])
        #expect(book().problem == nil, "the fresh database is sound")
    }

    /// The app checks on another thread, so that Scores' first rows show at once: a page
    /// zeroed (which opening does not notice) is found, set aside and reported then, and the
    /// lists hear of it as of a reset.
    @Test func aDatabaseCheckedInTheBackgroundIsSetAsideWhenTheCheckFindsDamage() throws {
        do {
            let database = try ScoreDatabase(url: url)
            try database.record((0..<200).map { result(.set, score: $0, startingAt: Double($0)) })
        }
        let damaged = Self.damaged[2].1(try Data(contentsOf: url))
        try damaged.write(to: url)
        let center = NotificationCenter()
        var resets = 0
        let observer = center.addObserver(forName: .scoresReset) { _ in resets += 1 }
        defer { observer.remove() }
        let scores = ScoreBook(
            directories: home.directories, center: center, integrityCheck: .inBackground(afterSeconds: 0))
        #expect(scores.count() >= 0, "opened without the check")
        #expect(scores.problem == nil, "not checked yet")
        scores.waitForIntegrityCheck()
        let problem = try #require(scores.problem)
        #expect(problem.hasPrefix("Your scores could not be read: the file is damaged."), "\(problem)")
        #expect(resets == 1)
        let kept = try #require(try dataFiles().first { $0.hasPrefix("scores.sqlite.corrupt-") })
        #expect(try Data(contentsOf: home.file(kept, in: \.data)) == damaged, "kept as it was")
        #expect(scores.count() == 0)
    }

    @Test func aSoundDatabaseCheckedInTheBackgroundStaysAsItIs() throws {
        do {
            let database = try ScoreDatabase(url: url)
            try database.record((0..<50).map { result(.set, score: $0, startingAt: Double($0)) })
        }
        let scores = ScoreBook(
            directories: home.directories, center: NotificationCenter(), integrityCheck: .inBackground(afterSeconds: 0))
        #expect(scores.count(.game(.set)) == 50)
        scores.waitForIntegrityCheck()
        #expect(scores.problem == nil)
        #expect(scores.results(.all, order: .score, offset: 0, limit: 3).map(\.score) == [49, 48, 47])
        #expect(try dataFiles().filter { $0.contains("corrupt") }.isEmpty)
    }

    /// A data folder no one may write in (sysfs refuses even root, which the tests run as):
    /// the result is kept in memory, listed, and the problem said; nothing traps.
    @Test func aFolderThatCannotHoldTheDatabaseKeepsResultsInMemoryAndSaysSo() throws {
        let folder = URL(fileURLWithPath: "/sys/machismo-scores-test")
        let directories = XDGDirectories(config: folder, data: folder, state: folder)
        let scores = ScoreBook(directories: directories, center: NotificationCenter())
        let kept = result(.set, score: 9)
        scores.record(kept)
        #expect(scores.problem?.hasPrefix("The latest scores could not be saved") == true, "\(scores.problem ?? "")")
        #expect(scores.pendingResults == [kept])
        #expect(scores.results == [kept], "listed until the app quits")
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    // MARK: - Locks

    @Test func aLockedDatabaseQueuesTheResultAndWritesItLater() throws {
        let scores = book(busyTimeout: 0.1)
        scores.record(result(.set, score: 1))
        let other = try SQLiteDatabase(path: url.path, busyTimeout: 0)
        try other.execute("BEGIN IMMEDIATE")
        let queued = result(.set, score: 2)
        scores.record(queued)
        #expect(scores.pendingResults == [queued])
        #expect(scores.problem == nil, "not told yet: it may be free at the retry")
        #expect(scores.results.map(\.score) == [1, 2], "listed meanwhile")
        scores.retryPendingResults()
        #expect(scores.problem?.contains("another program is using the scores file") == true)
        scores.record(result(.cards3, score: 3))
        #expect(scores.pendingResults.count == 2)
        try other.execute("COMMIT")
        scores.retryPendingResults()
        #expect(scores.pendingResults.isEmpty)
        #expect(scores.problem == nil)
        #expect(book().results.map(\.score) == [1, 2, 3], "nothing lost, in order")
    }

    @Test func readingWhileAnotherProgramWritesDoesNotWait() throws {
        let scores = book(busyTimeout: 5)
        scores.record(result(.set, score: 1))
        let other = try SQLiteDatabase(path: url.path, busyTimeout: 0)
        try other.execute(
            "BEGIN IMMEDIATE; INSERT INTO result (id, game, start, end, duration, score, hints_used, history) VALUES ('x', 'Set', 0, 0, 0, 0, 0, '[]')"
        )
        let clock = ContinuousClock()
        let elapsed = clock.measure { #expect(book(busyTimeout: 5).results.count == 1) }
        #expect(elapsed < .seconds(1), "WAL: a reader does not wait for the writer")
        try other.execute("ROLLBACK")
    }
}
