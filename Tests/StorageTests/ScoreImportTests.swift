import CardGame
import Foundation
import class Notifications.NotificationCenter
@testable import Storage
import Testing
import XDGTestSupport

/// The first launch's import of a scores.json on another thread, as the app runs it: the
/// book answers meanwhile, tells how far it has come, and loses nothing recorded meanwhile.
@MainActor
@Suite struct ScoreImportTests {
    let home: TemporaryHome
    let center = NotificationCenter()

    init() throws {
        home = try TemporaryHome()
        try home.createFolders()
    }

    func book() -> ScoreBook {
        ScoreBook(directories: home.directories, center: center, importsInBackground: true)
    }

    /// `count` results with 30-event histories in scores.json.
    @discardableResult
    func writeScoresFile(count: Int) throws -> [GameResult] {
        let history: [DealEvent] = Array(
            repeating: .matched([.playing(rank: 11, suit: .hearts), .playing(rank: 11, suit: .spades)], points: 16),
            count: 30)
        let results = (0..<count).map { result(.set, score: $0, startingAt: Double($0), history: history) }
        try home.write(try JSONEncoder().encode(ListFile<Scores>(items: results)), to: "scores.json", in: \.data)
        return results
    }

    @Test func theImportRunsAwayFromTheCallerAndSaysHowFarItHasCome() async throws {
        let old = try writeScoresFile(count: 2_000)
        let scores = book()
        var fractions: [Double] = []
        let observer = center.addObserver(forName: .scoresImportProgressed, object: scores) { _ in
            fractions.append(scores.importProgress ?? 1)
        }
        defer { observer.remove() }
        #expect(scores.count() == 0, "answers at once, as if empty, while the import runs")
        #expect(scores.importProgress != nil)
        let recorded = result(.cards2, score: 7, startingAt: 5_000)
        scores.record(recorded)
        #expect(scores.pendingResults == [recorded], "queued until the database is made")
        for _ in 0..<3_000 where scores.importProgress != nil { try await Task.sleep(for: .milliseconds(10)) }
        #expect(scores.importProgress == nil)
        #expect(fractions.count >= 3, "progress as the rows go in, then done: \(fractions)")
        #expect(fractions == fractions.sorted() && fractions.last == 1)
        #expect(scores.pendingResults.isEmpty)
        #expect(try scores.database?.allResults() == old + [recorded], "nothing lost, in order")
        #expect(try home.contents(of: \.data).contains("scores.json.imported"))
        #expect(scores.problem == nil)
    }

    @Test func anUnreadableFileIsSetAsideAndReported() async throws {
        try home.write("{\"version\": 1, \"results\": [", to: "scores.json", in: \.data)
        let scores = book()
        #expect(scores.count() == 0)
        scores.waitForImport()
        #expect(scores.problem?.hasPrefix("Your scores could not be read: the file is damaged.") == true)
        #expect(scores.database == nil, "no database until a result comes")
        #expect(try home.contents(of: \.data).allSatisfy { $0.hasPrefix("scores.json.corrupt-") })
    }

    @Test func resetWaitsForTheImportThenEmptiesTheBook() throws {
        try writeScoresFile(count: 500)
        let scores = book()
        _ = scores.count()
        try scores.reset()
        #expect(scores.importProgress == nil)
        #expect(scores.count() == 0)
        #expect(try home.contents(of: \.data).contains("scores.json.imported"), "the file is still kept")
    }

    @Test func theDatabaseTellsHowManyRowsAreWritten() throws {
        var written: [Int] = []
        let results = (0..<1_000).map { result(.set, score: $0, startingAt: Double($0)) }
        try ScoreDatabase.make(at: home.file("scores.sqlite", in: \.data), importing: results) { done, count in
            #expect(count == 1_000)
            written.append(done)
        }
        #expect(written == [0, 256, 512, 768])
        #expect(try ScoreDatabase(url: home.file("scores.sqlite", in: \.data)).count() == 1_000)
    }
}
