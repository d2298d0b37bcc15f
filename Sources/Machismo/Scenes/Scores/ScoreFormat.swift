import FoundationEssentials
import Gtk
import Localization
import Storage

/// How Scores writes results: durations (`3:05`), times in the local time zone as the
/// user's locale writes them (`21 Nov 2026 14:05`, through GLib: `LocalDate`), and a
/// result as one sentence for screen readers.
enum ScoreFormat {
    /// `0:42`, `3:05`, `1:02:03`: whole seconds, never negative.
    static func duration(_ seconds: TimeInterval) -> String {
        let total = seconds.isFinite ? max(0, Int(seconds.rounded(.down))) : 0
        let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
    }

    /// `21 Nov 2026 14:05` (or `… 14:05:09` with `seconds`), in the local time zone (`TZ`),
    /// with the locale's month names, in the order the translation gives.
    static func dateTime(_ date: Date, seconds: Bool = false) -> String {
        LocalDate.format(date.timeIntervalSince1970, seconds ? dateTimeWithSecondsFormat : dateTimeFormat)
    }

    // TRANSLATORS: when a game was played, in the Scores list: a format of GLib's g_date_time_format
    // (%-d day, %b the locale's short month name, %Y year, %H:%M hours and minutes; %x and %X are the
    // locale's own date and time). English: "21 Nov 2026 14:05". Keep the time without seconds.
    private static var dateTimeFormat: String { tr("%-d %b %Y %H:%M") }

    // TRANSLATORS: when a game started and ended, on its Scores details: as "%-d %b %Y %H:%M" with
    // seconds (%S). English: "21 Nov 2026 14:05:09".
    private static var dateTimeWithSecondsFormat: String { tr("%-d %b %Y %H:%M:%S") }

    /// What a screen reader says for a row: `Set, score 23, 4:12, 21 Nov 2026 14:05, best`.
    static func spoken(_ result: GameResult, isBest: Bool) -> String {
        let (game, duration, date) = (result.game.title, duration(result.duration), dateTime(result.start))
        return isBest
            // TRANSLATORS: a Scores row as screen readers say it: %1$s the game, %2$d its score,
            // %3$s how long it took ("4:12"), %4$s when it was played; this game's best result.
            ? tr("%1$s, score %2$d, %3$s, %4$s, best", game, result.score, duration, date)
            // TRANSLATORS: a Scores row as screen readers say it: %1$s the game, %2$d its score,
            // %3$s how long it took ("4:12"), %4$s when it was played.
            : tr("%1$s, score %2$d, %3$s, %4$s", game, result.score, duration, date)
    }
}
