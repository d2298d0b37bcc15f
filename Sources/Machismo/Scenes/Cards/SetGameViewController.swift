import Alerts
import CardDrawing
import CardGame
import Gtk
import Navigation
import Storage

/// Set: 12 cards face up, three at a time make a set or not. Deal 3 More
/// (Ctrl+D) and Hint (Ctrl+H) in the header bar; the game is over when the
/// deck is empty and no set is left.
@MainActor
final class SetGameViewController: CardGameViewController {
    /// How long a hint outlines its set, in seconds.
    static let hintDuration = 3.0

    private var setGame: SetGame!
    private var dealThreeItem: BarButtonItem!
    private var hintItem: BarButtonItem!
    /// The board positions a hint is outlining, and which hint that is.
    private var hinted: Set<Int> = []
    private var hintGeneration = 0

    init(settings: SettingsStore, scoreBook: ScoreBook, seed: UInt64?) {
        super.init(title: "Set", iconName: "view-app-grid-symbolic", settings: settings, scoreBook: scoreBook,
                   seed: seed, drawsCardsInStatus: true)
        dealThreeItem = BarButtonItem(title: "Deal 3 More", accelerator: "<Control>d") { [weak self] in
            self?.dealThreeMore()
        }
        hintItem = BarButtonItem(title: "Hint", iconName: "dialog-information-symbolic", accelerator: "<Control>h") {
            [weak self] in self?.hint()
        }
        navigationItem.rightBarButtonItems = [historyItem, hintItem, dealThreeItem, dealItem]
        updateItems()
    }

    override func makeGame(scoring: Scoring) throws -> CardMatchingGame {
        setGame = try SetGame(scoring: scoring, seed: generator.next())
        return setGame.game
    }

    override func choose(at index: Int) -> MatchResult? {
        clearHint()
        return setGame.chooseCard(at: index)
    }

    override func face(of card: Card) -> CardFace {
        let index = game.cards.firstIndex { $0 === card }
        let appearance = CardAppearance(isChosen: card.isChosen, isHinted: index.map(hinted.contains) ?? false,
                                        isDark: DesktopSettings.prefersDarkStyle)
        return CardFace(card: card, appearance: appearance, accessibleName: card.contents)
    }

    override func savedGame() -> SavedDeal.Game { .set(setGame.snapshot) }

    override func restoreGame(_ saved: SavedDeal.Game) throws {
        guard case .set(let snapshot) = saved else { throw SnapshotError.invalid("it is not a Set game") }
        let restored = try SetGame(snapshot: snapshot)
        setGame = restored
        replaceGame(restored.game)
    }

    override var resultGame: GameResult.Game { .set }

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
        hinted = Set(set)
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
        hinted = []
        hintGeneration += 1
    }

    // MARK: - Game over

    private func endIfOver() {
        guard setGame.isOver, !isRecorded else { return }
        recordResult()
        updateUI()
        let alert = Alert(title: "Game Over",
                          message: "Final score: \(game.score). The deck is empty and no set is left.")
        alert.addAction(AlertAction(title: "Close", style: .cancel))
        let newGame = AlertAction(title: "New Game") { [weak self] _ in self?.deal() }
        alert.addAction(newGame)
        alert.preferredAction = newGame
        present(alert)
    }
}
