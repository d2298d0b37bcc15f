import FoundationEssentials
import Gtk
import Localization
import Navigation
import Notifications
import Storage
import Storyboard

/// The Scores list, the master page of the Scores tab: a row per finished game, in a
/// table that builds only the rows on screen and reads them from the score book a page at
/// a time (`ScorePages`); sortable by date, score or duration (each an `ORDER BY` on an
/// index), filtered by game, each game's best result marked. Choosing a row performs the
/// `showDetail` segue `Show Result`: beside the list when the window is wide, pushed when
/// it is narrow; the row of the result shown beside the list is selected.
///
/// While on screen it listens for `.gameResultRecorded` and `.scoresReset`
/// (added in `viewWillAppear`, removed in `viewWillDisappear`) and reloads; off
/// screen it catches up when it appears. With no results it shows an empty
/// state; when the scores file could not be read or saved, a banner says why.
@MainActor
final class ScoreListViewController: ViewController, TableViewDataSource, TableViewDelegate {
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

    /// Which games the list shows; the Scores tab keeps it across launches.
    var filter = ScoreFilter.all {
        didSet {
            guard filter != oldValue else { return }
            if isViewLoaded { gameChoice.setSelectedIndexSilently(Self.filters.firstIndex(of: filter) ?? 0) }
            if isAppearingOrAppeared { reload() }
        }
    }

    /// The result whose details are shown beside the list (its row selected), if any.
    var currentResultID: UUID? {
        didSet { selectCurrentRow() }
    }

    /// The choices of the game filter, in the drop-down's order.
    static let filters: [ScoreFilter] = [.all] + GameResult.Game.allCases.map { .game($0) }

    private let scoreBook: ScoreBook
    private let pages: ScorePages
    private var observers: [NotificationObserver] = []

    /// How many rows the list shows.
    var shownCount: Int { pages.count }

    /// The result on `row` of the list, as shown.
    func shownResult(at row: Int) -> GameResult? { pages.result(at: row) }

    /// Scrolls the list to `row` (the Scores benchmark's scrolling).
    func scrollToRow(_ row: Int) {
        if isViewLoaded { table.scrollToRow(row) }
    }

    // Wrappers of the widgets that reloads update; lazy, as GTK may not be
    // running when the controller is made (`--list-scenes`).
    private lazy var problemArea = ScrolledWindow()
    private lazy var problemBanner = Box(.horizontal, spacing: 12)
    private lazy var problemLabel = Label()
    private lazy var content = Box(.vertical, spacing: 12)
    private lazy var table = TableView()
    private lazy var gameChoice = DropDown(Self.filters.map { Self.title($0) })
    private var sortButtons: [(order: ScoreOrder, button: ToggleButton)] = []
    private lazy var emptyState = StatusPage(
        iconName: "view-list-ordered-symbolic", title: tr("No Scores Yet"),
        description: tr("Finished games appear here."))
    /// Shown while the first launch imports an earlier version's scores on another thread,
    /// from half a second on (a shorter import goes unremarked).
    private lazy var importState = StatusPage(
        iconName: "document-save-symbolic",
        // TRANSLATORS: Scores, while the results of an earlier version of Machismo are moved into its new score database.
        title: tr("Bringing In Your Scores"),
        description: tr("The results of an earlier version of Machismo are being added to your scores."))
    private lazy var importBar = ProgressBar(
        // TRANSLATORS: the accessible name of the progress bar shown while earlier scores are brought in.
        accessibleName: tr("Scores Brought In"))
    /// Whether an import has run for half a second: its progress is then shown.
    private var showsImport = false
    private lazy var noMatches = StatusPage(
        iconName: "edit-find-symbolic",
        // TRANSLATORS: Scores, when the game chosen in its filter has no results yet.
        title: tr("No Results for This Game"), description: tr("When you finish a game of it, it appears here."))

    init(scoreBook: ScoreBook) {
        self.scoreBook = scoreBook
        pages = ScorePages(book: scoreBook)
        super.init()
        // TRANSLATORS: the Scores tab and its list of finished games.
        title = tr("Scores")
        restorationIdentifier = "scores"
        registerSegue(Segue.showResult, kind: .showDetail) { ScoreDetailViewController() }
    }

    override func loadView() -> PlatformView {
        let column = Box(.vertical, spacing: 12)
        column.addCSSClass("scores-list-page")
        column.setMargins(top: 12, bottom: 18, start: 12, end: 12)

        problemBanner.addCSSClass("scores-problem")
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
        // The banner scrolls on its own (the table below has its own scroller): a wrapping
        // label outside a scrolled window trips GTK 4.8's height-for-width checks.
        problemArea.disableHorizontalScrolling()
        problemArea.propagatesNaturalHeight = true
        problemArea.child = problemBanner
        problemArea.isVisible = false
        column.append(problemArea)

        content.vexpand = true
        content.append(sortBar())
        content.append(gameBar())
        table.addCSSClass("boxed-list")
        table.addCSSClass("scores-list")
        table.vexpand = true
        table.accessibleListLabel = tr("Scores")
        table.register(ScoreCell.self, forCellReuseIdentifier: ScoreCell.reuseIdentifier)
        // Every row is as tall: the table builds the cells of the rows on screen only.
        table.rowHeight = ScoreCell.height
        table.placeholderView = noMatches
        table.dataSource = self
        table.delegate = self
        content.append(table)
        column.append(content)
        emptyState.vexpand = true
        emptyState.isVisible = false  // reload() shows the one of the three that applies
        column.append(emptyState)
        importBar.setSizeRequest(width: 240, height: -1)
        importState.append(importBar)
        importState.isVisible = false
        column.append(importState)
        return column
    }

    override func viewDidLoad() {
        updateSortButtons()
        gameChoice.setSelectedIndexSilently(Self.filters.firstIndex(of: filter) ?? 0)
    }

    override func viewWillAppear(_ animated: Bool) {
        currentResultID = resultBesideTheList
        reload()
        let center = scoreBook.center
        observers = [
            center.addObserver(forName: .gameResultRecorded, object: scoreBook) { [weak self] _ in self?.reload() },
            center.addObserver(forName: .scoresReset, object: scoreBook) { [weak self] _ in self?.reload() },
            center.addObserver(forName: .scoresImportProgressed, object: scoreBook) { [weak self] _ in
                self?.importProgressed()
            },
        ]
    }

    private func importProgressed() {
        guard let fraction = scoreBook.importProgress else { return reload() }
        importBar.fraction = fraction
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

    /// "Show" and the game filter: All Games, or one game.
    private func gameBar() -> Widget {
        let bar = Box(.horizontal, spacing: 12)
        // TRANSLATORS: before Scores' drop-down of which games to list (All Games, Set, …).
        let label = Label(tr("Show"))
        label.addCSSClass("dim-label")
        bar.append(label)
        // TRANSLATORS: the accessible name of Scores' drop-down of which games to list.
        gameChoice.setAccessibleName(tr("Games Shown"))
        gameChoice.hexpand = true
        gameChoice.halign = .end
        gameChoice.onSelectionChanged { [weak self] in
            guard let self else { return }
            self.filter = Self.filters[min(self.gameChoice.selectedIndex, Self.filters.count - 1)]
        }
        bar.append(gameChoice)
        return bar
    }

    /// A filter's name in the drop-down.
    private static func title(_ filter: ScoreFilter) -> String {
        switch filter {
        // TRANSLATORS: the first choice of Scores' game filter.
        case .all: tr("All Games")
        case .game(let game): game.title
        }
    }

    private func updateSortButtons() {
        for (order, button) in sortButtons {
            button.setActiveSilently(order == self.order)
        }
    }

    /// Shows the book as it is now: banner, the first rows in order, or the empty state.
    func reload() {
        guard isViewLoaded else { return }
        let problem = scoreBook.problem
        if let fraction = scoreBook.importProgress {
            importBar.fraction = fraction
            if !showsImport {
                runAfter(seconds: 0.5) { [weak self] in
                    guard let self, self.scoreBook.importProgress != nil else { return }
                    self.showsImport = true
                    self.reload()
                }
            }
        }
        importState.isVisible = showsImport && scoreBook.importProgress != nil
        if scoreBook.importProgress == nil { showsImport = false }
        problemLabel.text = problem ?? ""
        problemArea.isVisible = problem != nil
        pages.reload(filter: filter, order: order.sortOrder)
        let isEmpty = filter == .all ? pages.count == 0 : scoreBook.count(.all) == 0
        content.isVisible = !isEmpty && !importState.isVisible
        emptyState.isVisible = isEmpty && scoreBook.importProgress == nil
        table.reloadData()
        if let currentResultID, scoreBook.result(withID: currentResultID) == nil { self.currentResultID = nil }
        selectCurrentRow()
    }

    // MARK: - The table

    func numberOfRows(in tableView: TableView) -> Int { pages.count }

    func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ScoreCell.reuseIdentifier, for: row)
        if let cell = cell as? ScoreCell, let result = pages.result(at: row) {
            cell.show(result, isBest: pages.bestIDs.contains(result.id))
        }
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRow row: Int) {
        guard let result = pages.result(at: row) else { return }
        performSegue(withIdentifier: Segue.showResult, sender: result)
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        guard let details = segue.destination(for: Segue.showResult), let result = sender as? GameResult else {
            return
        }
        // A list row has no history: the details read the whole result.
        let whole = scoreBook.result(withID: result.id) ?? result
        details.result = whole
        details.isBest = pages.bestIDs.contains(result.id) || scoreBook.bestResultIDs().contains(result.id)
        let expanded = !(splitViewController?.isCollapsed ?? true)
        currentResultID = expanded ? result.id : nil
    }

    /// The result the split view's detail pane shows beside this list, if any.
    private var resultBesideTheList: UUID? {
        guard let split = splitViewController, !split.isCollapsed else { return nil }
        return (split.detail as? ScoreDetailViewController)?.result?.id
    }

    /// The row of the result shown beside the list is selected, when it is among the rows
    /// read or the first few hundred; no row is otherwise.
    private func selectCurrentRow() {
        guard isViewLoaded else { return }
        if let currentResultID, let row = pages.row(of: currentResultID) {
            if table.selectedRow != row { table.selectRow(row, scrollToRow: false) }
        } else if table.selectedRow != nil {
            table.deselectRow()
        }
    }
}
