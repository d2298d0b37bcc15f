import FoundationEssentials
import Glibc
import Storage

/// How Scores writes results: durations (`3:05`), times in the local time zone
/// (`21 Nov 2026 14:05`), and a result as one sentence for screen readers.
enum ScoreFormat {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `0:42`, `3:05`, `1:02:03`: whole seconds, never negative.
    static func duration(_ seconds: TimeInterval) -> String {
        let total = seconds.isFinite ? max(0, Int(seconds.rounded(.down))) : 0
        let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
    }

    /// `21 Nov 2026 14:05` (or `… 14:05:09` with `seconds`), in the local time zone (`TZ`).
    static func dateTime(_ date: Date, seconds: Bool = false) -> String {
        var time = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        localtime_r(&time, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let clock = "\(two(parts.tm_hour)):\(two(parts.tm_min))" + (seconds ? ":\(two(parts.tm_sec))" : "")
        return "\(parts.tm_mday) \(months[Int(parts.tm_mon)]) \(parts.tm_year + 1900) \(clock)"
    }

    /// What a screen reader says for a row: `Set, score 23, 4:12, 21 Nov 2026 14:05, best`.
    static func spoken(_ result: GameResult, isBest: Bool) -> String {
        "\(result.game.rawValue), score \(result.score), \(duration(result.duration)), \(dateTime(result.start))"
            + (isBest ? ", best" : "")
    }
}
