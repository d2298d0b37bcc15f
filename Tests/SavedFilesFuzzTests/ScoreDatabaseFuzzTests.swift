import Foundation
@testable import Machismo
import class Notifications.NotificationCenter
@testable import Storage
import XCTest

/// scores.sqlite fed hostile files made from a valid database: cut short, random bytes, bytes
/// changed here and there, a page zeroed, a newer or unknown schema version, another schema.
/// Nothing traps; a database refused is set aside with its bytes intact and reported, and a
/// fresh one takes its place; one read gives results the app can use.
final class ScoreDatabaseFuzzTests: XCTestCase {
    func testScoreDatabase() throws { try MainActor.assumeIsolated { try Self.fuzzScoreDatabase() } }

    /// Inputs: a fifth of the other readers' (each is a whole database opened and checked).
    static var inputCount: Int { max(100, FuzzRandom.inputCount / 5) }

    @MainActor
    private static func fuzzScoreDatabase() throws {
        let run = try FuzzRun("scores.sqlite")
        let url = SavedData(directories: run.directories).scoresDatabase
        let valid = try [validDatabase(in: run, results: 40), validDatabase(in: run, results: 0)]
        let foreign = try foreignDatabase(in: run)
        var random = run.random
        var counts: [FuzzOutcome: Int] = [:]
        print("fuzz scores.sqlite: seed \(FuzzRandom.runSeed), \(inputCount) inputs in \(run.home.url.path)")
        for index in 0..<inputCount {
            let bytes = mutate(random.pick(valid + [foreign]), &random)
            run.clear()
            try run.write(bytes, to: url)
            let book = ScoreBook(directories: run.directories, center: NotificationCenter(), busyTimeout: 0.1)
            let read = book.results
            guard let problem = book.problem else {
                XCTAssertEqual(Set(read.map(\.id)).count, read.count, "input \(index): ids are unique")
                XCTAssertTrue(read.allSatisfy { $0.hintsUsed >= 0 })
                _ = book.bestResultIDs()
                for order in ScoreSortOrder.allCases { _ = try? book.database?.page(order: order, limit: 50) }
                for filter in [ScoreFilter.all, .game(.set)] { _ = try? book.database?.count(filter) }
                for result in read.prefix(50) { _ = ScoreFormat.spoken(result, isBest: true) }
                counts[.accepted, default: 0] += 1
                continue
            }
            XCTAssertTrue(problem.hasPrefix("Your scores could not be read: "), "input \(index): \(problem)")
            XCTAssertTrue(read.isEmpty, "input \(index): a fresh book")
            run.expectSetAside(bytes, from: url, at: nil, index: index, rewritten: true)
            book.record(GameResult(game: .set, start: Date(), end: Date(), score: 1))
            let fresh = ScoreBook(directories: run.directories, center: NotificationCenter())
            XCTAssertEqual(fresh.results.count, 1, "input \(index): the fresh database takes results")
            XCTAssertNil(fresh.problem, "input \(index): and is sound")
            counts[.rejected, default: 0] += 1
        }
        print("fuzz scores.sqlite: \(counts[.accepted] ?? 0) accepted, \(counts[.rejected] ?? 0) rejected")
        XCTAssertGreaterThan(counts[.accepted, default: 0], 0, "some inputs are sound databases")
        XCTAssertGreaterThan(counts[.rejected, default: 0], 0, "some inputs are refused")
    }

    /// A database's bytes, closed cleanly (its log checkpointed into the file).
    @MainActor
    private static func validDatabase(in run: FuzzRun, results count: Int) throws -> [UInt8] {
        run.clear()
        let url = SavedData(directories: run.directories).scoresDatabase
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        do {
            let database = try ScoreDatabase(url: url)
            let start = Date(timeIntervalSince1970: 1_795_269_900)
            try database.record(
                (0..<count).map { index in
                    GameResult(
                        game: GameResult.Game.allCases[index % 3], start: start + Double(index),
                        end: start + Double(index * 2 + 30), score: index - 5, hintsUsed: index % 2,
                        history: [.matched([.playing(rank: 11, suit: .hearts)], points: index), .noSetOnBoard])
                })
        }
        return [UInt8](try Data(contentsOf: url))
    }

    /// An SQLite database that is not Machismo's.
    @MainActor
    private static func foreignDatabase(in run: FuzzRun) throws -> [UInt8] {
        let valid = try validDatabase(in: run, results: 3)
        let url = SavedData(directories: run.directories).scoresDatabase
        try Data(valid).write(to: url)
        let other = try SQLiteDatabase(path: url.path)
        try other.execute("DROP TABLE result; CREATE TABLE result (name TEXT); PRAGMA user_version = 1")
        try other.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return [UInt8](try Data(contentsOf: url))
    }

    private static func mutate(_ valid: [UInt8], _ random: inout FuzzRandom) -> [UInt8] {
        var bytes = valid
        switch random.below(7) {
        case 0:  // cut short
            bytes = Array(bytes.prefix(random.below(bytes.count)))
        case 1:  // random bytes
            bytes = (0..<random.below(16384)).map { _ in UInt8.random(in: 0...255, using: &random) }
        case 2:  // bytes changed here and there
            for _ in 0...random.below(8) {
                bytes[random.below(bytes.count)] = UInt8.random(in: 0...255, using: &random)
            }
        case 3:  // a page zeroed
            let page = random.below(max(1, bytes.count / 4096))
            for offset in page * 4096..<min(bytes.count, page * 4096 + 4096) { bytes[offset] = 0 }
        case 4:  // a newer schema version (user_version is the big-endian int at 60)
            let version = UInt32(random.pick([2, 3, 99, Int(Int32.max)]))
            for shift in 0..<4 { bytes[60 + shift] = UInt8(truncatingIfNeeded: version >> (24 - 8 * shift)) }
        case 5:  // an unknown schema version: 0 (with tables) or negative
            let version = random.pick([UInt32(0), UInt32.max])
            for shift in 0..<4 { bytes[60 + shift] = UInt8(truncatingIfNeeded: version >> (24 - 8 * shift)) }
        default:  // as it is
            break
        }
        return bytes
    }
}
