import Gtk
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

    init(result: GameResult? = nil, isBest: Bool = false) {
        self.result = result
        self.isBest = isBest
        super.init()
        updateTitle()
    }

    private func updateTitle() {
        // Beside the list, the header shows this page's title: the tab's name while nothing is chosen.
        title = result.map { "\($0.game.rawValue) Result" } ?? "Scores"
    }

    override func loadView() -> PlatformView {
        guard let result else {
            return StatusPage(iconName: "view-list-bullet-symbolic", title: "No Result Selected",
                              description: "Choose a finished game in the list to see its details and history.")
        }
        let column = Box(.vertical, spacing: 18)
        column.addCSSClass("score-details")
        column.setMargins(top: 24, bottom: 24, start: 18, end: 18)
        column.halign = .center
        column.setSizeRequest(width: 400, height: -1)

        let heading = Box(.horizontal, spacing: 12)
        let game = Label(result.game.rawValue)
        game.addCSSClass("title-1")
        game.xalign = 0
        heading.append(game)
        if isBest { heading.append(BestMark()) }
        column.append(heading)

        column.append(group("Result", rows: [
            property("Game", result.game.rawValue),
            property("Score", "\(result.score)"),
            property("Started", ScoreFormat.dateTime(result.start, seconds: true)),
            property("Ended", ScoreFormat.dateTime(result.end, seconds: true)),
            property("Duration", ScoreFormat.duration(result.duration)),
            property("Hints Used", "\(result.hintsUsed)"),
        ]))
        column.append(group("History", rows: historyRows(result.history)))

        let view = ScrolledWindow()
        view.disableHorizontalScrolling()
        view.child = column
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
        row.accessibleLabel = "\(title): \(value)"
        return row
    }

    /// `1. 8♦`, `2. Matched J♥ J♠ for 16 points.`, …; a dim note when there is none.
    private func historyRows(_ history: [String]) -> [Widget] {
        guard !history.isEmpty else {
            let none = Label("No moves were recorded.")
            none.accessibleLabel = none.text
            none.addCSSClass("dim-label")
            none.xalign = 0
            none.setMargins(top: 10, bottom: 10, start: 12, end: 12)
            return [none]
        }
        return history.enumerated().map { index, line in
            let label = Label("\(index + 1). \(line)")
            label.accessibleLabel = label.text  // names its row too
            label.wraps = true
            label.maximumWidthInCharacters = 60
            label.xalign = 0
            label.setMargins(top: 8, bottom: 8, start: 12, end: 12)
            return label
        }
    }
}
