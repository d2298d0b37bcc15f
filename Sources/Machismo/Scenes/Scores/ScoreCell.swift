import FoundationEssentials
import Gtk
import Localization
import Storage
import Storyboard

/// One row of the Scores list, a table view cell reused as the list scrolls: the game (with
/// a starred **Best** pill on each game's best result), when it was played and how long it
/// took, and the score at the end. Screen readers hear the whole row as one sentence
/// (`Set, score 23, 4:12, 21 Nov 2026 14:05, best`).
@MainActor
final class ScoreCell: TableViewCell {
    static let reuseIdentifier = "Score"

    private let top = Box(.horizontal, spacing: 6)
    /// Made for the rows that show it (a few of some 200 cells).
    private var best: BestMark?
    private let score = Label()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        addCSSClass("score-row")
        // One line each: a wrapping label makes GTK measure its row at several widths, and
        // GTK 4.8's list keeps some 200 rows.
        textLabel.wraps = false
        detailTextLabel.wraps = false
        textLabel.addCSSClass("heading")
        detailTextLabel.addCSSClass("caption")
        // The game's name and the Best pill on one line, over when and how long.
        contentView.remove(textLabel)
        top.append(textLabel)
        contentView.prepend(top)
        score.addCSSClass("score-value")
        score.valign = .center
        score.tooltip = tr("Score")
        append(score)
    }

    /// Every cell's height: one measured, with a Best mark, in today's fonts.
    static var height: Int {
        let sample = ScoreCell(reuseIdentifier: nil)
        sample.show(GameResult(game: .cards3, start: Date(), end: Date(), score: 0, history: []), isBest: true)
        return sample.naturalHeight
    }

    /// Shows `result`, marked as its game's best when `isBest`.
    func show(_ result: GameResult, isBest: Bool) {
        text = result.game.title
        // TRANSLATORS: under a game in the Scores list: %1$s when it was played, %2$s how long it took ("4:12").
        detailText = tr("%1$s · %2$s", ScoreFormat.dateTime(result.start), ScoreFormat.duration(result.duration))
        if isBest, best == nil {
            let mark = BestMark()
            top.append(mark)
            best = mark
        }
        best?.isVisible = isBest
        score.text = LocaleNumbers.integer(result.score)
        accessibleName = ScoreFormat.spoken(result, isBest: isBest)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        best?.isVisible = false
        score.text = ""
    }
}
