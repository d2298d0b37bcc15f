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
/// **Restoration.** The list's order, its game filter and the chosen result come back
/// on the next launch through `encodeRestorableState` (`sort`, `games`, `result`), which
/// the tab bar saves with the tab.
@MainActor
final class ScoresViewController: SplitViewController {
    let scoreBook: ScoreBook
    let list: ScoreListViewController

    /// Results recorded while Scores was off screen: the badge's number.
    private(set) var unseenCount = 0 {
        didSet { tabBarItem.badgeValue = unseenCount > 0 ? LocaleNumbers.integer(unseenCount) : nil }
    }

    private var observers: [NotificationObserver] = []

    init(scoreBook: ScoreBook) {
        self.scoreBook = scoreBook
        list = ScoreListViewController(scoreBook: scoreBook)
        super.init(master: NavigationController(rootViewController: list))
        restorationIdentifier = "scores"
        // TRANSLATORS: the Scores tab and its list of finished games.
        tabBarItem.title = tr("Scores")
        tabBarItem.iconName = "view-list-ordered-symbolic"
        makePlaceholderDetail = { ScoreDetailViewController() }
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

    override func encodeRestorableState() -> [String: RestorableValue] {
        var state: [String: RestorableValue] = [:]
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
    }
}
