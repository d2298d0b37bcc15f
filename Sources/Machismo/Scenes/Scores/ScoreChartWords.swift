import Localization
import Storage

/// The words of Scores' chart: the spans, a game's summary as a screen reader reads it
/// (`Set: 214 games, best 312, median 188, rising over the past month`), the key, and the
/// formats of the time axis' dates. Numbers go through the locale (`LocaleNumbers`).
enum ScoreChartWords {
    /// The span's name in the drop-down.
    static func title(of span: ScoreSpan) -> String {
        switch span {
        // TRANSLATORS: a choice of Scores' chart: the results of the past 7 days.
        case .week: tr("Past Week")
        // TRANSLATORS: a choice of Scores' chart: the results of the past 30 days.
        case .month: tr("Past Month")
        // TRANSLATORS: a choice of Scores' chart: the results of the past 365 days.
        case .year: tr("Past Year")
        // TRANSLATORS: a choice of Scores' chart: every result.
        case .all: tr("All Time")
        }
    }

    /// `Set: 214 games, best 312, median 188, rising over the past month`.
    static func summary(_ game: ScoreStatistics.GameStatistics, span: ScoreSpan) -> String {
        // TRANSLATORS: a game's summary in Scores' chart: %1$s the game, %2$d how many games were
        // played, %3$s the best score, %4$s the median score ("Set: 214 games, best 312, median 188").
        let counts = trn(
            "%1$s: %2$d game, best %3$s, median %4$s", "%1$s: %2$d games, best %3$s, median %4$s", game.count,
            game.game.title, game.count, LocaleNumbers.integer(game.best), median(game.median))
        guard let trend = game.trend else { return counts }
        // TRANSLATORS: a game's summary in Scores' chart, then which way its scores went:
        // "Set: 214 games, best 312, median 188" and "rising over the past month".
        return tr("%1$s, %2$s", counts, phrase(trend, span))
    }

    /// A median as the locale writes it: whole, or with one decimal (`188,5` in German).
    static func median(_ value: Double) -> String {
        value == value.rounded() ? LocaleNumbers.integer(Int(value)) : LocaleNumbers.decimal(value, fractionDigits: 1)
    }

    /// `rising over the past month`, `steady since the first game`.
    static func phrase(_ trend: ScoreStatistics.Trend, _ span: ScoreSpan) -> String {
        // TRANSLATORS: which way a game's scores went, after its summary in Scores' chart
        // ("Set: 214 games, best 312, median 188, rising over the past week").
        switch (trend, span) {
        case (.rising, .week): tr("rising over the past week")
        case (.rising, .month): tr("rising over the past month")
        case (.rising, .year): tr("rising over the past year")
        case (.rising, .all): tr("rising since the first game")
        case (.falling, .week): tr("falling over the past week")
        case (.falling, .month): tr("falling over the past month")
        case (.falling, .year): tr("falling over the past year")
        case (.falling, .all): tr("falling since the first game")
        case (.steady, .week): tr("steady over the past week")
        case (.steady, .month): tr("steady over the past month")
        case (.steady, .year): tr("steady over the past year")
        case (.steady, .all): tr("steady since the first game")
        }
    }

    /// What the chart says when the span holds no game.
    static func noGames(in span: ScoreSpan) -> String {
        switch span {
        // TRANSLATORS: Scores' chart when no game was played in the span chosen.
        case .week: tr("No games in the past week")
        case .month: tr("No games in the past month")
        case .year: tr("No games in the past year")
        case .all: tr("No games yet")
        }
    }

    /// The key under the chart: what a point and the faint line are, for buckets `days` wide.
    static func key(days: Int) -> String {
        switch days {
        // TRANSLATORS: the key of Scores' chart, when each point stands for one day's games.
        case 1: tr("Each point is the median score of a day’s games; the faint line above joins each day’s best.")
        // TRANSLATORS: the key of Scores' chart, when each point stands for one week's games.
        case 7: tr("Each point is the median score of a week’s games; the faint line above joins each week’s best.")
        default:
            // TRANSLATORS: the key of Scores' chart, when each point stands for the games of %d days.
            trn(
                "Each point is the median score of %d day’s games; the faint line above joins the best.",
                "Each point is the median score of %d days’ games; the faint line above joins the best.", days, days)
        }
    }

    /// The time axis' labels: a day for spans up to a year (`5 Dec`), a month of a year for all (`Dec 2026`).
    static func dateFormat(for span: ScoreSpan) -> String {
        span == .all
            // TRANSLATORS: a label of the time axis of Scores' chart: a format of GLib's g_date_time_format
            // (%b the locale's short month name, %Y the year). English: "Dec 2026".
            ? tr("%b %Y")
            // TRANSLATORS: a label of the time axis of Scores' chart: a format of GLib's g_date_time_format
            // (%-d the day, %b the locale's short month name). English: "5 Dec".
            : tr("%-d %b")
    }
}
