import Alerts
import CardDrawing
import CardGame
import Gtk
import Localization
import Navigation
import Storage

/// Set: 12 cards face up, three at a time make a set or not. Deal 3 More
/// (Ctrl+D) and Hint (Ctrl+H) in the header bar; the game is over when the
/// deck is empty and no set is left.
@MainActor
final class SetGameViewController: CardGameViewController {
    /// How long a hint outlines its set, in seconds.
    static let hintDuration = 3.0

    private let rules: SetRules
    private var setGame: SetGame { rules.setGame }
    private var dealThreeItem: BarButtonItem!
    private var hintItem: BarButtonItem!
    /// Which hint is outlining its set (`rules.hinted`), so that an older one's timer
    /// leaves it alone.
    private var hintGeneration = 0

    init(settings: SettingsStore, scoreBook: ScoreBook, seed: UInt64?) {
        let rules = SetRules()
        self.rules = rules
        // TRANSLATORS: the card game Set's name (its tab); often kept as it is.
        super.init(
            identifier: "set", title: trc("game", "Set"),
            // TRANSLATORS: what screen readers call the Set tab's page.
            pageName: tr("Set game"), iconName: "view-app-grid-symbolic", rules: rules, settings: settings,
            scoreBook: scoreBook, seed: seed, drawsCardsInStatus: true)
        // TRANSLATORS: Set's header-bar button that deals three more cards onto the board.
        dealThreeItem = BarButtonItem(title: tr("Deal 3 More"), accelerator: "<Control>d") { [weak self] in
            self?.dealThreeMore()
        }
        // TRANSLATORS: Set's header-bar button that outlines a set on the board, for a penalty.
        hintItem = BarButtonItem(title: tr("Hint"), iconName: "dialog-information-symbolic", accelerator: "<Control>h")
        {
            [weak self] in self?.hint()
        }
        navigationItem.rightBarButtonItems = [historyItem, hintItem, dealThreeItem, dealItem]
        updateItems()
    }

    override func choose(at index: Int) -> MatchResult? {
        clearHint()
        return setGame.chooseCard(at: index)
    }

    override var hintsUsed: Int { setGame.hintsUsed }

    override func didDeal() { clearHint() }

    override func didChoose(_ result: MatchResult) { endIfOver() }

    override func updateItems() {
        guard let dealThreeItem, let hintItem else { return }
        dealThreeItem.isEnabled = setGame.canDealThreeMore && !isFinished
        hintItem.isEnabled = !isFinished
    }

    /// Over and recorded: the board waits for the next deal.
    private var isFinished: Bool { setGame.isOver }

    // MARK: - Deal 3 More and Hint

    private func dealThreeMore() {
        guard setGame.canDealThreeMore else { return }
        clearHint()
        let before = game.score
        setGame.dealThreeMore()
        markStarted()
        tell(.dealtThreeMore(penalty: before - game.score))
        endIfOver()
    }

    private func hint() {
        guard let set = setGame.hint() else {
            tell(.noSetOnBoard)
            return
        }
        markStarted()
        rules.hinted = Set(set)
        hintGeneration += 1
        let generation = hintGeneration
        tell(.hint(penalty: game.scoring.mismatchPenalty))
        runAfter(seconds: Self.hintDuration) { [weak self] in
            guard let self, self.hintGeneration == generation else { return }
            self.clearHint()
            self.updateUI()
        }
    }

    private func clearHint() {
        rules.hinted = []
        hintGeneration += 1
    }

    // MARK: - Game over

    private func endIfOver() {
        guard setGame.isOver, !isRecorded else { return }
        recordResult()
        updateUI()
        let alert = Alert(
            title: tr("Game Over"),
            message: tr("Final score: %d. The deck is empty and no set is left.", game.score))
        alert.addAction(AlertAction(title: tr("Close"), style: .cancel))
        let newGame = AlertAction(title: tr("New Game")) { [weak self] _ in self?.deal() }
        alert.addAction(newGame)
        alert.preferredAction = newGame
        present(alert)
    }
}

/// Set's rules: 81 cards, 12 face up; it keeps the `SetGame` around the matching game it
/// deals (Deal 3 More and Hint need it) and the board positions a hint outlines.
@MainActor
final class SetRules: CardGameRules {
    private(set) var setGame: SetGame!
    var hinted: Set<Int> = []

    func makeGame(scoring: Scoring, using generator: inout SeededGenerator) throws -> CardMatchingGame {
        setGame = try SetGame(scoring: scoring, seed: generator.next())
        return setGame.game
    }

    func face(of card: Card, in game: CardMatchingGame) -> CardFace {
        let index = game.cards.firstIndex { $0 === card }
        let appearance = CardAppearance(
            isChosen: card.isChosen, isHinted: index.map(hinted.contains) ?? false,
            isDark: DesktopSettings.prefersDarkStyle)
        return CardFace(card: card, appearance: appearance, accessibleName: card.value.name)
    }

    func resultGame(of game: CardMatchingGame) -> GameResult.Game { .set }

    func save(_ game: CardMatchingGame) -> SavedDeal.Game { .set(setGame.snapshot) }

    func restore(_ saved: SavedDeal.Game) throws -> CardMatchingGame {
        guard case .set(let snapshot) = saved else { throw SnapshotError.invalid(tr("it is not a Set game")) }
        setGame = try SetGame(snapshot: snapshot)
        return setGame.game
    }
}
