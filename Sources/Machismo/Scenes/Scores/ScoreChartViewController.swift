import FoundationEssentials
import Gtk
import Localization
import Navigation
import Notifications
import Storage

/// Scores' chart page (`scores/chart`): how the player plays, score over time per game with
/// the best and the median, over the span chosen in the header bar (past week, month, year,
/// all time). Under the chart, a key and one line per game that is also what a screen
/// reader hears for the chart: `Set: 214 games, best 312, median 188, rising over the past
/// month`.
///
/// The statistics (`ScoreStatistics`) are worked out from the score book's results when
/// the page appears, when the span changes, and when a result is recorded or the scores
/// are reset while it is on screen; drawing then costs only the buckets shown.
/// Whoever shows it prepares its `span` and learns of the user's choice through
/// `onSpanChanged` (the Scores tab keeps it, and saves it for the next launch).
@MainActor
final class ScoreChartViewController: ViewController {
    /// The span shown.
    var span = ScoreSpan.month {
        didSet {
            guard span != oldValue else { return }
            spanChooser?.setSelectedIndexSilently(ScoreSpan.allCases.firstIndex(of: span) ?? 1)
            if isViewLoaded { reload() }
        }
    }

    /// Called when the user chooses another span.
    var onSpanChanged: (@MainActor (ScoreSpan) -> Void)?

    /// What the chart shows now.
    private(set) var statistics: ScoreStatistics?

    /// The summary a screen reader hears, one line per game.
    private(set) var summary = ""

    private let scoreBook: ScoreBook
    private var observers: [NotificationObserver] = []
    private var spanChooser: DropDown?
    private lazy var chart = ScoreChartView()
    private lazy var key = Label()
    private lazy var lines = Box(.vertical, spacing: 6)
    /// The legend's keys, kept: each draws through its Swift object.
    private var keys: [ScoreChartKey] = []

    init(scoreBook: ScoreBook) {
        self.scoreBook = scoreBook
        super.init()
        // TRANSLATORS: the title of Scores' chart page, and the header-bar button that shows it.
        title = tr("Chart")
        let item = BarButtonItem(
            title: tr("Span"),
            customView: { [weak self] in
                let chooser = DropDown(ScoreSpan.allCases.map(ScoreChartWords.title(of:)))
                // TRANSLATORS: the accessible name of the drop-down choosing how far back Scores' chart looks.
                chooser.setAccessibleName(tr("Span"))
                chooser.tooltip = tr("How far back the chart looks")
                chooser.selectedIndex = ScoreSpan.allCases.firstIndex(of: self?.span ?? .month) ?? 1
                chooser.onSelectionChanged { [weak self, weak chooser] in
                    guard let self, let chooser, ScoreSpan.allCases.indices.contains(chooser.selectedIndex) else {
                        return
                    }
                    self.span = ScoreSpan.allCases[chooser.selectedIndex]
                    self.onSpanChanged?(self.span)
                    self.invalidateRestorableState()
                }
                self?.spanChooser = chooser
                return chooser
            })
        navigationItem.rightBarButtonItems = [item]
    }

    isolated deinit {
        observers.forEach { $0.remove() }
    }

    override func loadView() -> PlatformView {
        let column = Box(.vertical, spacing: 12)
        column.addCSSClass("score-chart-page")
        column.setMargins(top: 18, bottom: 18, start: 18, end: 18)
        column.append(chart)
        key.wraps = true
        key.xalign = 0
        key.addCSSClass("dim-label")
        key.addCSSClass("caption")
        column.append(key)
        column.append(lines)
        let scrolled = ScrolledWindow()
        scrolled.disableHorizontalScrolling()
        scrolled.child = column
        return scrolled
    }

    override func viewWillAppear(_ animated: Bool) {
        reload()
        let center = scoreBook.center
        observers = [
            center.addObserver(forName: .gameResultRecorded, object: scoreBook) { [weak self] _ in self?.reload() },
            center.addObserver(forName: .scoresReset, object: scoreBook) { [weak self] _ in self?.reload() },
            center.addObserver(forName: .scoresImportProgressed, object: scoreBook) { [weak self] _ in
                if self?.scoreBook.importProgress == nil { self?.reload() }
            },
        ]
    }

    override func viewWillDisappear(_ animated: Bool) {
        observers.forEach { $0.remove() }
        observers = []
    }

    /// Works the statistics out again from the book and shows them.
    func reload() {
        let now = Date()
        // Every result of the book, without its history (which the chart does not show, and
        // which costs reading ten times the rest of a row).
        let results = scoreBook.results(.all, order: .recorded, offset: 0, limit: Int.max)
        let statistics = ScoreStatistics(
            results, span: span, now: now, utcOffset: ScoreChartView.utcOffset(at: now.timeIntervalSince1970))
        self.statistics = statistics
        let sentences = statistics.games.map { ScoreChartWords.summary($0, span: span) }
        summary = sentences.isEmpty ? ScoreChartWords.noGames(in: span) : sentences.joined(separator: "\n")
        guard isViewLoaded else { return }
        chart.emptyText = ScoreChartWords.noGames(in: span)
        chart.statistics = statistics
        chart.accessibleDescription = summary
        key.text = ScoreChartWords.key(days: Int((statistics.bucketWidth / ScoreStatistics.day).rounded()))
        key.isVisible = !statistics.games.isEmpty
        lines.removeAll()
        keys = statistics.games.map { ScoreChartKey($0.game) }
        for (key, sentence) in zip(keys, sentences) {
            let row = Box(.horizontal, spacing: 10)
            row.append(key)
            // A line that starts with a name in Latin letters ("Set") would read left to right.
            let label = Label(lines.direction == .rightToLeft ? "\u{200F}" + sentence : sentence)
            label.wraps = true
            label.xalign = 0
            label.hexpand = true
            row.append(label)
            lines.append(row)
        }
    }
}
