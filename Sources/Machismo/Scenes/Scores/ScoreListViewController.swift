import FoundationEssentials
import Gtk
import Localization
import Navigation
import Notifications
import Storage
import Storyboard

/// The Scores list, the master page of the Scores tab: a row per finished game,
/// sortable by date, score or duration, each game's best result marked.
/// Activating a row performs the `showDetail` segue `Show Result`: beside the
/// list when the window is wide, pushed when it is narrow.
///
/// While on screen it listens for `.gameResultRecorded` and `.scoresReset`
/// (added in `viewWillAppear`, removed in `viewWillDisappear`) and reloads; off
/// screen it catches up when it appears. With no results it shows an empty
/// state; when the scores file could not be read or saved, a banner says why.
@MainActor
final class ScoreListViewController: ViewController {
    /// The segues this page performs.
    enum Segue {
        static let showResult = SegueIdentifier<ScoreDetailViewController>("Show Result")
    }

    /// The order of the rows; the Scores tab keeps it across launches.
    var order = ScoreOrder.date {
        didSet {
            guard order != oldValue else { return }
            updateSortButtons()
            if isAppearingOrAppeared { reload() }
        }
    }

    /// The result whose details are shown beside the list (marked as current), if any.
    var currentResultID: UUID? {
        didSet { markCurrentRow() }
    }

    private let scoreBook: ScoreBook
    private var observers: [NotificationObserver] = []
    /// The results in the rows' order.
    private(set) var shownResults: [GameResult] = []

    // Wrappers of the widgets that reloads update; lazy, as GTK may not be
    // running when the controller is made (`--list-scenes`).
    private lazy var problemBanner = Box(.horizontal, spacing: 12)
    private lazy var problemLabel = Label()
    private lazy var scrolled = ScrolledWindow()
    private lazy var content = Box(.vertical, spacing: 12)
    private lazy var list = ListBox()
    private var sortButtons: [(order: ScoreOrder, button: ToggleButton)] = []
    private lazy var emptyState = StatusPage(
        iconName: "view-list-ordered-symbolic", title: tr("No Scores Yet"),
        description: tr("Finished games appear here."))

    init(scoreBook: ScoreBook) {
        self.scoreBook = scoreBook
        super.init()
        // TRANSLATORS: the Scores tab and its list of finished games.
        title = tr("Scores")
        restorationIdentifier = "scores"
        registerSegue(Segue.showResult, kind: .showDetail) { ScoreDetailViewController() }
    }

    override func loadView() -> PlatformView {
        // Everything scrolls, the banner too: a wrapping label outside a
        // scrolled window trips GTK 4.8's height-for-width checks.
        let column = Box(.vertical, spacing: 12)
        column.addCSSClass("scores-list-page")
        column.setMargins(top: 12, bottom: 18, start: 12, end: 12)

        problemBanner.addCSSClass("scores-problem")
        problemBanner.isVisible = false
        let warning = Image(iconName: "dialog-warning-symbolic", pixelSize: 16)
        warning.valign = .start
        // TRANSLATORS: names the warning icon of the banner that says why the scores file could not be read or saved.
        warning.accessibleLabel = tr("Problem")
        problemLabel.wraps = true
        problemLabel.xalign = 0
        problemLabel.hexpand = true
        problemLabel.maximumWidthInCharacters = 30  // wraps in the list pane rather than widening it
        problemBanner.append(warning)
        problemBanner.append(problemLabel)
        column.append(problemBanner)

        content.append(sortBar())
        list.addCSSClass("boxed-list")
        list.addCSSClass("scores-list")
        list.activatesOnSingleClick = true
        list.accessibleLabel = tr("Scores")
        content.append(list)
        column.append(content)
        column.append(emptyState)

        scrolled.disableHorizontalScrolling()
        scrolled.vexpand = true
        scrolled.child = column
        return scrolled
    }

    override func viewDidLoad() {
        list.onRowActivated { [weak self] index in self?.showResult(at: index) }
        updateSortButtons()
    }

    override func viewWillAppear(_ animated: Bool) {
        currentResultID = resultBesideTheList
        reload()
        let center = scoreBook.center
        observers = [
            center.addObserver(forName: .gameResultRecorded, object: scoreBook) { [weak self] _ in self?.reload() },
            center.addObserver(forName: .scoresReset, object: scoreBook) { [weak self] _ in self?.reload() },
        ]
    }

    override func viewWillDisappear(_ animated: Bool) {
        observers.forEach { $0.remove() }
        observers = []
    }

    /// "Sort By" and a linked group of Date, Score and Duration toggle buttons.
    private func sortBar() -> Widget {
        let bar = Box(.horizontal, spacing: 12)
        // TRANSLATORS: before Scores' Date, Score and Duration buttons.
        let label = Label(tr("Sort By"))
        label.addCSSClass("dim-label")
        bar.append(label)
        let group = Box(.horizontal)
        group.addCSSClass("linked")
        group.accessibleLabel = tr("Sort By")
        group.hexpand = true
        group.halign = .end
        sortButtons = ScoreOrder.allCases.map { order in
            let button = ToggleButton(label: order.title)
            button.tooltip = order.tooltip
            group.append(button)
            return (order, button)
        }
        for (order, button) in sortButtons {
            if button !== sortButtons[0].button { button.join(sortButtons[0].button) }
            button.onToggled { [weak self, weak button] in
                guard let self, let button, button.isActive else { return }
                self.order = order
            }
        }
        bar.append(group)
        return bar
    }

    private func updateSortButtons() {
        for (order, button) in sortButtons {
            button.setActiveSilently(order == self.order)
        }
    }

    /// Shows the book as it is now: banner, rows in order, or the empty state.
    func reload() {
        guard isViewLoaded else { return }
        let problem = scoreBook.problem
        problemLabel.text = problem ?? ""
        problemBanner.isVisible = problem != nil
        let results = scoreBook.results
        let best = scoreBook.bestResultIDs()
        shownResults = order.sorted(results)
        list.removeAll()
        for result in shownResults {
            list.append(ScoreRow(result, isBest: best.contains(result.id)))
        }
        content.isVisible = !results.isEmpty
        emptyState.isVisible = results.isEmpty
        if let currentResultID, !results.contains(where: { $0.id == currentResultID }) {
            self.currentResultID = nil
        }
        markCurrentRow()
    }

    private func showResult(at index: Int) {
        guard shownResults.indices.contains(index) else { return }
        performSegue(withIdentifier: Segue.showResult, sender: shownResults[index])
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        guard let details = segue.destination(for: Segue.showResult), let result = sender as? GameResult else {
            return
        }
        details.result = result
        details.isBest = scoreBook.bestResultIDs().contains(result.id)
        let expanded = !(splitViewController?.isCollapsed ?? true)
        currentResultID = expanded ? result.id : nil
    }

    /// The result the split view's detail pane shows beside this list, if any.
    private var resultBesideTheList: UUID? {
        guard let split = splitViewController, !split.isCollapsed else { return nil }
        return (split.detail as? ScoreDetailViewController)?.result?.id
    }

    /// The row of the result shown beside the list looks and reads as selected.
    private func markCurrentRow() {
        guard isViewLoaded else { return }
        for (index, result) in shownResults.enumerated() {
            guard let row = list.row(at: index) else { continue }
            let current = result.id == currentResultID
            row.setCSSClass("current", current)
            row.setAccessibleSelected(current)
        }
    }
}
