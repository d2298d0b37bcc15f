import CardGame
import Foundation
@testable import Machismo
import Storage
import Testing

/// Five results of three games, a minute apart.
func sampleResults() -> [GameResult] {
    let base = Date(timeIntervalSince1970: 1_795_269_900)  // 2026-11-21 14:05:00 UTC
    func at(_ minutes: Double, _ game: GameResult.Game, score: Int, seconds: Double) -> GameResult {
        let start = base.addingTimeInterval(minutes * 60)
        return GameResult(
            game: game, start: start, end: start.addingTimeInterval(seconds), score: score,
            history: [
                .chosen([.playing(rank: 8, suit: .diamonds)]),
                .matched([.playing(rank: 11, suit: .hearts), .playing(rank: 11, suit: .spades)], points: 16),
            ])
    }
    return [
        at(0, .set, score: 23, seconds: 252),
        at(10, .cards2, score: 14, seconds: 185),
        at(20, .set, score: 23, seconds: 200),
        at(30, .cards3, score: -4, seconds: 600),
        at(40, .cards2, score: 3, seconds: 60),
    ]
}

/// Durations, times and sentences as Scores shows them, and the list's orders.
@Suite struct ScoreFormatTests {
    @Test func durationsReadAsMinutesAndSeconds() {
        #expect(ScoreFormat.duration(0) == "0:00")
        #expect(ScoreFormat.duration(42.9) == "0:42")
        #expect(ScoreFormat.duration(185) == "3:05")
        #expect(ScoreFormat.duration(3723) == "1:02:03")
        #expect(ScoreFormat.duration(-5) == "0:00", "a clock set back never shows a negative game")
    }

    @Test func timesAndSentencesReadAsPeopleWriteThem() {
        setenv("TZ", "UTC", 1)
        tzset()
        let result = sampleResults()[0]
        #expect(ScoreFormat.dateTime(result.start) == "21 Nov 2026 14:05")
        #expect(ScoreFormat.dateTime(result.end, seconds: true) == "21 Nov 2026 14:09:12")
        #expect(ScoreFormat.spoken(result, isBest: true) == "Set, score 23, 4:12, 21 Nov 2026 14:05, best")
        #expect(ScoreFormat.spoken(result, isBest: false) == "Set, score 23, 4:12, 21 Nov 2026 14:05")
    }

    @Test func eachOrderSortsAndBreaksTiesTheSameWayEveryTime() {
        let results = sampleResults()
        let scores = { (order: ScoreOrder) in order.sorted(results).map(\.score) }
        let minutes = { (order: ScoreOrder) in
            order.sorted(results).map { Int($0.start.timeIntervalSince(results[0].start) / 60) }
        }
        #expect(minutes(.date) == [40, 30, 20, 10, 0], "newest first")
        #expect(scores(.score) == [23, 23, 14, 3, -4])
        #expect(minutes(.score) == [20, 0, 10, 40, 30], "equal scores: newer first")
        #expect(ScoreOrder.duration.sorted(results).map(\.duration) == [60, 185, 200, 252, 600], "shortest first")
        #expect(ScoreOrder.allCases.map(\.title) == ["Date", "Score", "Duration"])
    }
}
