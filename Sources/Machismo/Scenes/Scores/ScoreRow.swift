import Gtk
import Localization
import Storage

/// One row of the Scores list: the game (with a starred **Best** pill on each
/// game's best result), when it was played and how long it took, and the score
/// at the end. Screen readers hear the whole row as one sentence
/// (`Set, score 23, 4:12, 21 Nov 2026 14:05, best`).
@MainActor
final class ScoreRow: Box {
    init(_ result: GameResult, isBest: Bool) {
        super.init(.horizontal, spacing: 12)
        addCSSClass("score-row")
        setMargins(top: 8, bottom: 8, start: 12, end: 12)

        let text = Box(.vertical, spacing: 2)
        text.hexpand = true
        text.valign = .center
        let top = Box(.horizontal, spacing: 6)
        let game = Label(result.game.title)
        game.addCSSClass("heading")
        game.xalign = 0
        top.append(game)
        if isBest { top.append(BestMark()) }
        text.append(top)
        // TRANSLATORS: under a game in the Scores list: %1$s when it was played, %2$s how long it took ("4:12").
        let when = Label(tr("%1$s · %2$s", ScoreFormat.dateTime(result.start), ScoreFormat.duration(result.duration)))
        when.addCSSClass("dim-label")
        when.addCSSClass("caption")
        when.xalign = 0
        text.append(when)
        append(text)

        let score = Label(LocaleNumbers.integer(result.score))
        score.addCSSClass("score-value")
        score.valign = .center
        score.tooltip = tr("Score")
        append(score)

        accessibleLabel = ScoreFormat.spoken(result, isBest: isBest)
    }
}
