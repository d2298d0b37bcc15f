import FoundationEssentials

/// How far back Scores' chart looks: the past 7, 30 or 365 days, or every result.
public enum ScoreSpan: String, CaseIterable, Sendable {
    /// The past 7 days.
    case week
    /// The past 30 days.
    case month
    /// The past 365 days.
    case year
    /// Every result.
    case all

    /// The span's length in seconds; nil for `all`, which starts at the first result.
    public var length: TimeInterval? {
        switch self {
        case .week: 7 * ScoreStatistics.day
        case .month: 30 * ScoreStatistics.day
        case .year: 365 * ScoreStatistics.day
        case .all: nil
        }
    }
}

/// Scores' statistics for one span, per game: how many games, the best score, the median,
/// the trend, and the scores over time gathered into buckets (a day, a week, …) so that a
/// chart costs what it shows, not what was played: at most `maximumBuckets` per game,
/// whether the span holds ten results or a hundred thousand.
///
/// A function of the results alone (any sequence of `GameResult`, in any order), so that it
/// can be fed from a file or a database; no UI, no words: the app writes the sentences.
///
/// **Buckets.** A result belongs to the bucket of its end. Buckets start at local midnight
/// (`utcOffset` seconds east of UTC) and are a whole number of days wide: one day for a week
/// or a month, seven for a year, and for all results as many days as keep them to at most
/// `maximumBuckets`.
///
/// **Trend.** The median score of the span's later half against its earlier half (for `all`,
/// the halves of the time from the first result to `now`): `rising` or `falling` when they
/// differ by at least a tenth of the span's range of scores (best − worst) and by at least one
/// point, `steady` otherwise; nil (no trend to tell) with fewer than two results in either half.
/// Medians, not a least-squares slope: one record game or one disaster does not tip the trend.
public struct ScoreStatistics: Sendable, Equatable {
    /// Seconds in a day.
    public static let day: TimeInterval = 86_400
    /// The most buckets a game's line has.
    public static let maximumBuckets = 60

    /// Which way a game's scores went over the span.
    public enum Trend: Sendable, Equatable {
        /// Later games score higher.
        case rising
        /// Later games score lower.
        case falling
        /// Neither, by the rule above.
        case steady
    }

    /// One bucket of a game's results: where it starts, how many, their median and best.
    public struct Bucket: Sendable, Equatable {
        /// The bucket's start (local midnight).
        public var start: Date
        /// Results in the bucket (at least one: empty buckets are left out).
        public var count: Int
        /// Their median score (the mean of the middle two for an even count).
        public var median: Double
        /// Their highest score.
        public var best: Int
        /// Their lowest score.
        public var worst: Int
    }

    /// One game's statistics over the span.
    public struct GameStatistics: Sendable, Equatable {
        /// The game.
        public var game: GameResult.Game
        /// Results of this game in the span.
        public var count: Int
        /// The highest score in the span.
        public var best: Int
        /// The lowest score in the span.
        public var worst: Int
        /// The median score in the span.
        public var median: Double
        /// Which way the scores went; nil with too few results to tell.
        public var trend: Trend?
        /// The scores over time, oldest first.
        public var buckets: [Bucket]
    }

    /// The span asked for.
    public let span: ScoreSpan
    /// Where the span starts: `now` − its length, or for `all` the first result's bucket
    /// (`now` when there is none).
    public let start: Date
    /// Where it ends.
    public let end: Date
    /// How wide a bucket is, in seconds (whole days).
    public let bucketWidth: TimeInterval
    /// Every game with a result in the span, in `GameResult.Game`'s order.
    public let games: [GameStatistics]

    /// The statistics of `results` over `span`, up to `now`, with days starting at local
    /// midnight `utcOffset` seconds east of UTC. Results after `now` are left out.
    public init<Results: Sequence>(
        _ results: Results, span: ScoreSpan, now: Date = Date(), utcOffset: Int = 0
    ) where Results.Element == GameResult {
        let end = now.timeIntervalSince1970
        var scores: [GameResult.Game: [(time: Double, score: Int)]] = [:]
        let earliest = span.length.map { end - $0 } ?? -Double.infinity
        var first = Double.infinity
        for result in results {
            let time = result.end.timeIntervalSince1970
            guard time >= earliest, time <= end else { continue }
            scores[result.game, default: []].append((time, result.score))
            first = min(first, time)
        }
        let offset = Double(utcOffset)
        func midnight(_ time: Double) -> Double { ((time + offset) / Self.day).rounded(.down) * Self.day - offset }
        let start: Double
        let width: Double
        switch span {
        case .week, .month:
            (start, width) = (end - span.length!, Self.day)
        case .year:
            (start, width) = (end - span.length!, 7 * Self.day)
        case .all:
            start = first.isFinite ? midnight(first) : end
            let days = max(1, ((end - start) / Self.day).rounded(.up))
            width = (days / Double(Self.maximumBuckets)).rounded(.up) * Self.day
        }
        // Buckets are aligned to local midnight at or before the span's start.
        let origin = midnight(start)
        self.span = span
        self.start = Date(timeIntervalSince1970: start)
        self.end = now
        bucketWidth = width
        games = GameResult.Game.allCases.compactMap { game in
            guard let list = scores[game], !list.isEmpty else { return nil }
            return Self.statistics(of: game, list, origin: origin, width: width, halfway: (start + end) / 2)
        }
    }

    /// The statistics of one game's results in the span.
    private static func statistics(
        of game: GameResult.Game, _ results: [(time: Double, score: Int)], origin: Double, width: Double,
        halfway: Double
    ) -> GameStatistics {
        var byBucket: [Int: [Int]] = [:]
        var earlier: [Int] = []
        var later: [Int] = []
        for result in results {
            byBucket[Int(((result.time - origin) / width).rounded(.down)), default: []].append(result.score)
            if result.time < halfway { earlier.append(result.score) } else { later.append(result.score) }
        }
        let buckets = byBucket.keys.sorted().map { index in
            let sorted = byBucket[index]!.sorted()
            return Bucket(
                start: Date(timeIntervalSince1970: origin + Double(index) * width), count: sorted.count,
                median: median(ofSorted: sorted), best: sorted.last!, worst: sorted.first!)
        }
        let all = results.map(\.score).sorted()
        let (best, worst) = (all.last!, all.first!)
        return GameStatistics(
            game: game, count: all.count, best: best, worst: worst, median: median(ofSorted: all),
            trend: trend(earlier: earlier, later: later, range: Double(best) - Double(worst)), buckets: buckets)
    }

    /// Rising, falling or steady from the halves' medians; nil when a half has fewer than two results.
    static func trend(earlier: [Int], later: [Int], range: Double) -> Trend? {
        guard earlier.count >= 2, later.count >= 2 else { return nil }
        let change = median(ofSorted: later.sorted()) - median(ofSorted: earlier.sorted())
        guard abs(change) >= max(1, range / 10) else { return .steady }
        return change > 0 ? .rising : .falling
    }

    /// The middle value of `sorted` (the mean of the middle two for an even count); 0 when empty.
    static func median(ofSorted sorted: [Int]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1
            ? Double(sorted[middle]) : (Double(sorted[middle - 1]) + Double(sorted[middle])) / 2
    }
}
