import CardGame
import Foundation
import class Notifications.NotificationCenter
@testable import Storage
import Testing
import XDGTestSupport

/// A result's history: events in the database and in scores.json version 2; English lines in
/// scores.json version 1, converted once when the file is imported.
@MainActor
@Suite struct TypedHistoryTests {
    let home: TemporaryHome

    init() throws {
        home = try TemporaryHome()
    }

    func book() -> ScoreBook { ScoreBook(directories: home.directories, center: NotificationCenter()) }

    /// The history column of each row, as JSON.
    func savedHistories() throws -> [[[String: Any]]] {
        let database = try SQLiteDatabase(path: home.file("scores.sqlite", in: \.data).path)
        let rows = try database.prepare("SELECT history FROM result ORDER BY seq")
        var histories: [[[String: Any]]] = []
        while try rows.step() {
            histories.append(try #require(try JSONSerialization.jsonObject(with: rows.bytes(0)) as? [[String: Any]]))
        }
        return histories
    }

    static let jacks: [CardValue] = [.playing(rank: 11, suit: .hearts), .playing(rank: 11, suit: .spades)]
    static let ovals = CardValue.set(number: 2, symbol: .oval, shading: .striped, color: .green)

    /// A version 1 file's lines and the events they are read into.
    static let converted: [(String, DealEvent)] = [
        ("two green striped ovals", .chosen([ovals])),
        ("8♦ turned back down.", .unchosen([.playing(rank: 8, suit: .diamonds)])),
        ("Matched J♥ J♠ for 16 points.", .matched(jacks, points: 16)),
        ("Matched J♥ J♠ for 1 point.", .matched(jacks, points: 1)),
        ("J♥ J♠ don't match! 2 point penalty!", .mismatched(jacks, penalty: 2)),
        ("Hint: a set is outlined. 3 point penalty!", .hint(penalty: 3)),
        ("No set on the board: deal 3 more.", .noSetOnBoard),
        ("Dealt 3 more cards.", .dealtThreeMore(penalty: 0)),
        ("Dealt 3 more with a set on the board! 6 point penalty!", .dealtThreeMore(penalty: 6)),
        ("Shuffled the deck.", .unreadable("Shuffled the deck.")),
        ("Matched J♥ J♠ for 16 pointz.", .unreadable("Matched J♥ J♠ for 16 pointz.")),
    ]

    @Test func aVersionOneFileIsImportedWithItsLinesConvertedToEvents() throws {
        let lines = Self.converted.map { "\"\($0.0)\"" }.joined(separator: ", ")
        let old = """
            {"version": 1, "results": [{"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "game": "Set",
              "start": "2026-11-21T14:05:00Z", "end": "2026-11-21T14:09:12Z", "score": 23,
              "history": [\(lines)]}]}
            """
        try home.write(old, to: "scores.json", in: \.data)
        let scores = book()
        #expect(scores.problem == nil)
        #expect(scores.results.first?.history == Self.converted.map(\.1))
        #expect(
            try String(contentsOf: home.file("scores.json.imported", in: \.data), encoding: .utf8) == old,
            "the file is kept as it was, renamed")
        let history = try #require(try savedHistories().first)
        #expect(history.count == Self.converted.count)
        #expect(history.allSatisfy { $0.count == 1 }, "each line an event")
        let again = book()
        #expect(again.problem == nil)
        #expect(again.results.first?.history == Self.converted.map(\.1), "the events read back as converted")
    }

    @Test func eventsRoundTripInTheDatabase() throws {
        let history: [DealEvent] = Self.converted.map(\.1) + [.unreadable("")]
        let result = GameResult(
            game: .set, start: Date(timeIntervalSince1970: 0), end: Date(), score: 2, history: history)
        book().record(result)
        #expect(book().results.first?.history == history)
        let saved = try #require(try savedHistories().first)
        let matched = try #require(saved[2]["matched"] as? [String: Any])
        #expect(matched["cards"] as? [String] == ["J♥", "J♠"])
        #expect(matched["points"] as? Int == 16)
    }

    @Test func aNewerVersionIsRefusedAndReported() throws {
        try home.write(#"{"version": 3, "results": [{"future": true}]}"#, to: "scores.json", in: \.data)
        let scores = book()
        #expect(scores.results.isEmpty)
        let problem = try #require(scores.problem)
        #expect(problem.hasPrefix("Your scores could not be read: they were saved by a newer version of Machismo."))
        #expect(ScoreBook.formatVersion == 2)
    }
}
