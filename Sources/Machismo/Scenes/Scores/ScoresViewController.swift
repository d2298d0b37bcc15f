import FoundationEssentials
import Localization
import Navigation
import Notifications
import Storage

/// The Scores tab: the results list beside the chosen result's details, one
/// stack when the window is narrower than `collapseWidth`; "No Result
/// Selected" fills the detail pane until a row is chosen.
///
/// **The badge.** The tab's badge counts the results recorded while the player
/// was not looking at Scores. That count must grow while Scores is off screen,
/// so this controller (the tab itself) keeps an observer of `.gameResultRecorded`
/// and `.scoresReset` for its whole life, unlike the list, which listens only
/// while on screen. Appearing clears the count; a reset clears it too (and
/// takes away the details of a result that no longer exists). The count lives
/// in memory: a new launch starts at none.
///
/// **Restoration.** The list's order, its game filter and the chosen result come back on
/// the next launch through `encodeRestorableState` (`sort`, `games`, `result`), which the
/// tab bar saves with the tab; the chart too (`chart`, with its span).
///
/// **The chart.** A **Chart** button in the header bar (on the list, and on the details
/// beside it) shows the chart of how the player plays (`ScoreChartViewController`) as the
/// detail: beside the list when the window is wide, pushed when it is narrow. Choosing a
/// result shows its details in its place. `--start scores/chart` opens it.
@MainActor
final class ScoresViewController: SplitViewController {
    let scoreBook: ScoreBook
    let list: ScoreListViewController

    /// Results recorded while Scores was off screen: the badge's number.
    private(set) var unseenCount = 0 {
        didSet { tabBarItem.badgeValue = unseenCount > 0 ? LocaleNumbers.integer(unseenCount) : nil }
    }

    private var observers: [NotificationObserver] = []

    /// The segue to the chart, performed by the list (a detail, as a result is).
    enum Segue {
        static let showChart = SegueIdentifier<ScoreChartViewController>("Show Chart")
    }

    /// The span the chart shows: the last one chosen, kept while the chart comes and goes.
    var chartSpan = ScoreSpan.month

    /// The header-bar button that shows the chart.
    private lazy var chartItem = BarButtonItem(title: tr("Chart")) { [weak self] in self?.showChart() }

    init(scoreBook: ScoreBook) {
        self.scoreBook = scoreBook
        list = ScoreListViewController(scoreBook: scoreBook)
        super.init(master: NavigationController(rootViewController: list))
        restorationIdentifier = "scores"
        // TRANSLATORS: the Scores tab and its list of finished games.
        tabBarItem.title = tr("Scores")
        tabBarItem.iconName = "view-list-ordered-symbolic"
        makePlaceholderDetail = { [weak self] in
            self?.withChartButton(ScoreDetailViewController()) ?? ScoreDetailViewController()
        }
        addChart()
        let center = scoreBook.center
        observers = [
            center.addObserver(forName: .gameResultRecorded, object: scoreBook) { [weak self] _ in
                self?.resultRecorded()
            },
            center.addObserver(forName: .scoresReset, object: scoreBook) { [weak self] _ in
                self?.scoresWereReset()
            },
        ]
    }

    isolated deinit {
        observers.forEach { $0.remove() }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        unseenCount = 0
    }

    private func resultRecorded() {
        if !isAppearingOrAppeared { unseenCount += 1 }
    }

    private func scoresWereReset() {
        unseenCount = 0
        if shownResult != nil { clearDetail() }
    }

    /// The result whose details are shown (beside the list, or pushed on it), if any.
    var shownResult: GameResult? {
        guard let details = detail as? ScoreDetailViewController else { return nil }
        if isCollapsed, details.parent !== master { return nil }
        return details.result
    }

    /// Shows `result`'s details as choosing its row does.
    func showResult(_ result: GameResult) {
        list.performSegue(withIdentifier: ScoreListViewController.Segue.showResult, sender: result, animated: false)
    }

    /// `--start scores/chart`.
    override func showPages(_ path: [String]) {
        if path == ["chart"] { showChart() }
    }

    override func encodeRestorableState() -> [String: RestorableValue] {
        var state: [String: RestorableValue] = [:]
        if shownChart != nil { state["chart"] = .string(chartSpan.rawValue) }
        if list.order != .date { state["sort"] = .string(list.order.rawValue) }
        if case .game(let game) = list.filter { state["games"] = .string(game.rawValue) }
        if let shownResult { state["result"] = .string(shownResult.id.uuidString) }
        return state
    }

    override func decodeRestorableState(_ state: [String: RestorableValue]) {
        if let sort = state["sort"]?.stringValue.flatMap(ScoreOrder.init(rawValue:)) { list.order = sort }
        if let game = state["games"]?.stringValue.flatMap(GameResult.Game.init(rawValue:)) { list.filter = .game(game) }
        if let id = state["result"]?.stringValue.flatMap(UUID.init(uuidString:)),
            let result = scoreBook.result(withID: id)
        {
            showResult(result)
        }
        if let span = state["chart"]?.stringValue.flatMap(ScoreSpan.init(rawValue:)) {
            chartSpan = span
            showChart()
        }
    }
}

// MARK: - The chart

extension ScoresViewController {
    /// The chart, when it is the detail shown (beside the list, or pushed on it).
    var shownChart: ScoreChartViewController? {
        guard let chart = detail as? ScoreChartViewController else { return nil }
        if isCollapsed, chart.parent !== master { return nil }
        return chart
    }

    /// Shows the chart as the detail, as its button does; returns it.
    @discardableResult
    func showChart(animated: Bool = false) -> ScoreChartViewController? {
        if let shownChart { return shownChart }
        list.currentResultID = nil
        return list.performSegue(withIdentifier: Segue.showChart, sender: nil, animated: animated)
    }

    /// The list (and this tab, for `--start` and `--list-scenes`) lead to the chart; the
    /// list's pages and the details beside it carry its button.
    fileprivate func addChart() {
        for source in [list, self] as [ViewController] {
            source.registerSegue(Segue.showChart, kind: .showDetail, restorationIdentifier: "chart") {
                [weak self, scoreBook] in
                let chart = ScoreChartViewController(scoreBook: scoreBook)
                chart.span = self?.chartSpan ?? .month
                chart.onSpanChanged = { [weak self] span in self?.chartSpan = span }
                return chart
            }
        }
        list.registerSegue(ScoreListViewController.Segue.showResult, kind: .showDetail) { [weak self] in
            self?.withChartButton(ScoreDetailViewController()) ?? ScoreDetailViewController()
        }
        list.navigationItem.rightBarButtonItems = [chartItem]
    }

    fileprivate func withChartButton(_ details: ScoreDetailViewController) -> ScoreDetailViewController {
        details.navigationItem.rightBarButtonItems = [chartItem]
        return details
    }
}
