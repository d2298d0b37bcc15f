import CardGame
import Gtk
import Localization
import Navigation
import Storage
import Storyboard

/// One result in full, the detail page of the Scores tab: game, start, end,
/// duration, score, hints used, and the deal's history numbered as the game
/// showed it (`1. 8♦`, `2. Matched J♥ J♠ for 16 points.`). Without a result it
/// is the empty state beside the list, "No Result Selected".
///
/// Prepared through `result` and `isBest` before its view loads.
@MainActor
final class ScoreDetailViewController: ViewController {
    /// The result shown; nil shows the empty state.
    var result: GameResult? {
        didSet { updateTitle() }
    }

    /// Whether `result` is the best of its game.
    var isBest = false

    /// The history's numbered lines as shown, once the view is loaded.
    private(set) var historyLabels: [Label] = []

    init(result: GameResult? = nil, isBest: Bool = false) {
        self.result = result
        self.isBest = isBest
        super.init()
        updateTitle()
    }

    private func updateTitle() {
        // Beside the list, the header shows this page's title: the tab's name while nothing is chosen.
        title = result.map(\.game.resultTitle) ?? tr("Scores")
    }

    override func loadView() -> PlatformView {
        guard let result else {
            // In a scrolled window, as a result's details are: the split view, a horizontal
            // box, asks its detail for its width at the page's height, which a status page's
            // wrapping labels find by laying their text out again at one width after another
            // (two fifths of the tab's first visit, in instructions); a scrolled window asks
            // its child for no height.
            let view = ScrolledWindow()
            view.disableHorizontalScrolling()
            view.child = StatusPage(
                iconName: "view-list-bullet-symbolic", title: tr("No Result Selected"),
                description: tr("Choose a finished game in the list to see its details and history."))
            return view
        }
        let column = Box(.vertical, spacing: 18)
        column.addCSSClass("score-details")
        column.setMargins(top: 24, bottom: 24, start: 18, end: 18)
        column.setSizeRequest(width: 400, height: -1)

        let heading = Box(.horizontal, spacing: 12)
        let game = Label(result.game.title)
        game.addCSSClass("title-1")
        game.xalign = 0
        heading.append(game)
        if isBest { heading.append(BestMark()) }
        column.append(heading)

        // TRANSLATORS: a heading of a finished game's details in Scores, over its game, score, times and hints.
        column.append(
            group(
                tr("Result"),
                rows: [
                    property(tr("Game"), result.game.title),
                    property(tr("Score"), LocaleNumbers.integer(result.score)),
                    // TRANSLATORS: when a game started (a row of its details in Scores).
                    property(tr("Started"), ScoreFormat.dateTime(result.start, seconds: true)),
                    // TRANSLATORS: when a game ended (a row of its details in Scores).
                    property(tr("Ended"), ScoreFormat.dateTime(result.end, seconds: true)),
                    property(tr("Duration"), ScoreFormat.duration(result.duration)),
                    property(tr("Hints Used"), LocaleNumbers.integer(result.hintsUsed)),
                ]))
        // TRANSLATORS: every line of a deal: a header-bar button of Cards and Set, its page's title, a heading in Scores.
        column.append(group(tr("History"), rows: historyRows(result.history)))

        let view = ScrolledWindow()
        view.disableHorizontalScrolling()
        view.child = Clamp(column, maximumWidth: 0)  // centred at its size request, as halign = .center placed it
        return view
    }

    /// A titled boxed list.
    private func group(_ title: String, rows: [Widget]) -> Widget {
        let box = Box(.vertical, spacing: 6)
        let heading = Label(title)
        heading.addCSSClass("heading")
        heading.xalign = 0
        box.append(heading)
        let list = ListBox()
        list.addCSSClass("boxed-list")
        list.accessibleLabel = title
        list.rowsActivatable = false
        rows.forEach(list.append)
        box.append(list)
        return box
    }

    /// `title` at the start, `value` at the end; read as "Started: 21 Nov 2026 14:05:09".
    private func property(_ title: String, _ value: String) -> Widget {
        let row = Box(.horizontal, spacing: 12)
        row.setMargins(top: 10, bottom: 10, start: 12, end: 12)
        let name = Label(title)
        name.xalign = 0
        name.hexpand = true
        let shown = Label(value)
        shown.addCSSClass("dim-label")
        shown.addCSSClass("score-property-value")
        shown.xalign = 1
        row.append(name)
        row.append(shown)
        // TRANSLATORS: a row of a game's details as screen readers say it: %1$s the row's name, %2$s its value.
        row.accessibleLabel = tr("%1$s: %2$s", title, value)
        return row
    }

    /// `1. 8♦`, `2. Matched J♥ J♠ for 16 points.`, …, each event in the user's language;
    /// a dim note when there is none.
    private func historyRows(_ history: [DealEvent]) -> [Widget] {
        guard !history.isEmpty else {
            let none = Label(tr("No moves were recorded."))
            none.accessibleLabel = none.text
            none.addCSSClass("dim-label")
            none.xalign = 0
            none.setMargins(top: 10, bottom: 10, start: 12, end: 12)
            return [none]
        }
        historyLabels = history.enumerated().map { index, event in
            let label = Label(StatusLine(message: event).numbered(index + 1))
            label.accessibleLabel = label.text  // names its row too
            label.wraps = true
            label.maximumWidthInCharacters = 60
            label.xalign = 0
            label.setMargins(top: 8, bottom: 8, start: 12, end: 12)
            return label
        }
        return historyLabels
    }
}
