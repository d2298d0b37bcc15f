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
final class SetGameViewController: CardGameViewController<SetRules> {
    /// How long a hint outlines its set, in seconds.
    static let hintDuration = 3.0

    private var dealThreeItem: BarButtonItem!
    private var hintItem: BarButtonItem!
    /// Which hint is outlining its set, so that an older one's timer leaves a newer one alone.
    private var hintGeneration = 0

    init(settings: SettingsStore, scoreBook: ScoreBook, seed: UInt64?) {
        // TRANSLATORS: the card game Set's name (its tab); often kept as it is.
        super.init(
            identifier: "set", title: trc("game", "Set"),
            // TRANSLATORS: what screen readers call the Set tab's page.
            pageName: tr("Set game"), iconName: "view-app-grid-symbolic", settings: settings,
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
        updateUI()
    }

    override func updateUI() {
        if let dealThreeItem, let hintItem {
            // Over and recorded: the board waits for the next deal.
            dealThreeItem.isEnabled = game.canDealThreeMore && !game.isOver
            hintItem.isEnabled = !game.isOver
        }
        super.updateUI()
    }

    // MARK: - Deal 3 More and Hint

    private func dealThreeMore() {
        guard game.canDealThreeMore else { return }
        let before = game.game.score
        game.dealThreeMore()
        markStarted()
        tell(.dealtThreeMore(penalty: before - game.game.score))
        endIfOver()
    }

    private func hint() {
        guard game.hint() != nil else {
            tell(.noSetOnBoard)
            return
        }
        markStarted()
        hintGeneration += 1
        let generation = hintGeneration
        tell(.hint(penalty: game.game.scoring.mismatchPenalty))
        runAfter(seconds: Self.hintDuration) { [weak self] in
            guard let self, self.hintGeneration == generation else { return }
            self.game.clearHint()
            self.updateUI()
        }
    }
}

/// Set's rules: 81 cards, 12 face up, a set found replaced from the deck, hints outlined;
/// over when the deck is empty and no set is left.
enum SetRules: CardGameRules {
    static func makeGame(scoring: Scoring, settings: Settings, using generator: inout SeededGenerator) throws -> SetGame
    {
        try SetGame(scoring: scoring, seed: generator.next())
    }

    static func matchingGame(of game: SetGame) -> CardMatchingGame<SetCard> { game.game }

    static func chooseCard(at index: Int, in game: SetGame) -> MatchResult? { game.chooseCard(at: index) }

    static func faces(of game: SetGame, isDark: Bool) -> [CardFace] {
        var hinted = [Bool](repeating: false, count: game.game.cards.count)
        for index in game.hinted where hinted.indices.contains(index) { hinted[index] = true }
        return zip(game.game.cards, hinted).map { card, isHinted in
            let appearance = CardAppearance(isChosen: card.isChosen, isHinted: isHinted, isDark: isDark)
            return CardFace(card: card.value, appearance: appearance, accessibleName: card.value.name)
        }
    }

    static func hintsUsed(in game: SetGame) -> Int { game.hintsUsed }

    static func ending(of game: SetGame) -> String? {
        guard game.isOver else { return nil }
        return tr("Final score: %d. The deck is empty and no set is left.", game.game.score)
    }

    static func resultGame(of game: SetGame) -> GameResult.Game { .set }

    static func save(_ game: SetGame) -> SavedDeal.Game { .set(game.snapshot) }

    static func restore(_ saved: SavedDeal.Game) throws -> SetGame {
        guard case .set(let snapshot) = saved else { throw SnapshotError.invalid(tr("it is not a Set game")) }
        return try SetGame(snapshot: snapshot)
    }
}
