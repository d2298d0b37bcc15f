import Foundation
@testable import Storage
import Testing

@Suite struct ScoreStatisticsTests {
    /// Saturday 5 December 2026, 12:00 UTC.
    private let now = Date(timeIntervalSince1970: 1_796_472_000)
    private let day = ScoreStatistics.day

    private func result(_ game: GameResult.Game, _ score: Int, daysAgo: Double) -> GameResult {
        let end = now - daysAgo * day
        return GameResult(game: game, start: end - 120, end: end, score: score)
    }

    @Test func noResultsHaveNoGames() {
        for span in ScoreSpan.allCases {
            let statistics = ScoreStatistics([GameResult](), span: span, now: now)
            #expect(statistics.games.isEmpty)
            #expect(statistics.end == now)
        }
    }

    @Test func oneResultIsItsOwnBestAndMedianWithNoTrend() throws {
        let statistics = ScoreStatistics([result(.set, 23, daysAgo: 1)], span: .week, now: now)
        let set = try #require(statistics.games.first)
        #expect(statistics.games.count == 1)
        #expect(set.game == .set)
        #expect((set.count, set.best, set.worst, set.median) == (1, 23, 23, 23))
        #expect(set.trend == nil)
        #expect(set.buckets.count == 1)
        #expect(set.buckets[0].count == 1)
    }

    @Test func mediansOfOddAndEvenCounts() {
        #expect(ScoreStatistics.median(ofSorted: [1, 5, 9]) == 5)
        #expect(ScoreStatistics.median(ofSorted: [1, 4, 6, 100]) == 5)
        #expect(ScoreStatistics.median(ofSorted: [-7, -3]) == -5)
        #expect(ScoreStatistics.median(ofSorted: []) == 0)
    }

    @Test func gamesAreToldApartAndInTheirOrder() throws {
        let results = [
            result(.set, 30, daysAgo: 1), result(.cards2, 4, daysAgo: 2), result(.cards2, 10, daysAgo: 3),
            result(.cards2, 7, daysAgo: 3.5), result(.set, 12, daysAgo: 2),
        ]
        let statistics = ScoreStatistics(results.shuffled(), span: .month, now: now)
        #expect(statistics.games.map(\.game) == [.cards2, .set])
        let cards = statistics.games[0]
        #expect((cards.count, cards.best, cards.worst, cards.median) == (3, 10, 4, 7))
        let set = statistics.games[1]
        #expect((set.count, set.best, set.median) == (2, 30, 21))
    }

    @Test func eachSpanKeepsOnlyItsResults() {
        let results = [
            result(.set, 1, daysAgo: 3), result(.set, 2, daysAgo: 20), result(.set, 3, daysAgo: 200),
            result(.set, 4, daysAgo: 1000), result(.set, 99, daysAgo: -1),  // tomorrow: left out
        ]
        let counts = ScoreSpan.allCases.map { ScoreStatistics(results, span: $0, now: now).games.first?.count }
        #expect(counts == [1, 2, 3, 4])
        let all = ScoreStatistics(results, span: .all, now: now)
        #expect(all.games[0].best == 4)
        #expect(all.start <= now - 1000 * day)
        #expect(all.start > now - 1001 * day)
    }

    @Test func bucketsStartAtLocalMidnightAndHoldTheirDay() throws {
        // 23:30 and 00:30 in UTC+2 are two days; in UTC they are the same day (21:30 and 22:30).
        let midnightLocal = Date(timeIntervalSince1970: 1_796_421_600)  // 5 Dec 2026 00:00 at UTC+2
        let late = GameResult(game: .set, start: midnightLocal - 1900, end: midnightLocal - 1800, score: 1)
        let early = GameResult(game: .set, start: midnightLocal + 1700, end: midnightLocal + 1800, score: 3)
        let local = ScoreStatistics([late, early], span: .week, now: now, utcOffset: 7200)
        #expect(local.games[0].buckets.map(\.start) == [midnightLocal - day, midnightLocal])
        let utc = ScoreStatistics([late, early], span: .week, now: now, utcOffset: 0)
        let bucket = try #require(utc.games[0].buckets.first)
        #expect(utc.games[0].buckets.count == 1)
        #expect((bucket.count, bucket.median, bucket.best, bucket.worst) == (2, 2, 3, 1))
    }

    @Test func bucketWidthsFollowTheSpan() {
        let results = (0..<3000).map { result(.cards3, $0 % 50, daysAgo: Double($0) / 2) }
        #expect(ScoreStatistics(results, span: .week, now: now).bucketWidth == day)
        #expect(ScoreStatistics(results, span: .month, now: now).bucketWidth == day)
        let year = ScoreStatistics(results, span: .year, now: now)
        #expect(year.bucketWidth == 7 * day)
        #expect(year.games[0].buckets.count <= 54)
        let all = ScoreStatistics(results, span: .all, now: now)
        #expect(all.games[0].buckets.count <= ScoreStatistics.maximumBuckets)
        #expect(all.games[0].buckets.map(\.count).reduce(0, +) == 3000)
    }

    @Test func trendComparesTheHalvesMedians() {
        let rising = (0..<10).map { result(.set, $0 < 5 ? 10 : 20, daysAgo: 6.5 - Double($0) * 0.6) }
        #expect(ScoreStatistics(rising, span: .week, now: now).games[0].trend == .rising)
        let falling = (0..<10).map { result(.set, $0 < 5 ? 20 : 10, daysAgo: 6.5 - Double($0) * 0.6) }
        #expect(ScoreStatistics(falling, span: .week, now: now).games[0].trend == .falling)
        // One record game late on does not make a rise.
        var steady = (0..<10).map { result(.set, 10 + $0 % 2, daysAgo: 6.5 - Double($0) * 0.6) }
        steady.append(result(.set, 500, daysAgo: 0.1))
        #expect(ScoreStatistics(steady, span: .week, now: now).games[0].trend == .steady)
        // Too few in the earlier half: no trend to tell.
        let late = (0..<5).map { result(.set, $0, daysAgo: 1) }
        #expect(ScoreStatistics(late, span: .week, now: now).games[0].trend == nil)
    }

    @Test func aHundredThousandResultsAreQuick() {
        let results = (0..<100_000).map { index in
            result(GameResult.Game.allCases[index % 3], index % 300 - 50, daysAgo: Double(index) / 100)
        }
        // (How long it takes is make bench's to say, not a test's: under AddressSanitizer it is
        // ten times a debug build's.)
        let statistics = ScoreSpan.allCases.map { ScoreStatistics(results, span: $0, now: now) }
        #expect(statistics[3].games.map(\.count).reduce(0, +) == 100_000)
        #expect(statistics[3].games.allSatisfy { $0.buckets.count <= ScoreStatistics.maximumBuckets })
    }
}
