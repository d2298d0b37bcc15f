import CardDrawing
import CardGame
import Gtk
import Localization
import Navigation
import Storage

/// Cards (Machismo): 30 playing cards face down; match 2 or 3 at a time.
/// The mode switch sits in the header bar, locked from the first choice
/// until the next deal; the last mode chosen is remembered in Settings.
@MainActor
final class PlayingCardGameViewController: CardGameViewController {
    static let cardCount = PlayingCardRules.cardCount

    /// Made when the header bar first shows it.
    private var modeSwitch: MatchModeSwitch?
    private var modeItem: BarButtonItem!

    init(settings: SettingsStore, scoreBook: ScoreBook, seed: UInt64?) {
        // TRANSLATORS: the playing-card game's name (Machismo's Cards tab).
        super.init(
            identifier: "cards", title: trc("game", "Cards"),
            // TRANSLATORS: what screen readers call the Cards tab's page.
            pageName: tr("Cards game"), iconName: "view-grid-symbolic",
            rules: PlayingCardRules(settings: settings), settings: settings, scoreBook: scoreBook, seed: seed,
            drawsCardsInStatus: false)
        // TRANSLATORS: Cards' header-bar switch between matching 2 or 3 cards at a time.
        modeItem = BarButtonItem(title: tr("Match Mode")) { [weak self] in
            let modeSwitch = MatchModeSwitch()
            modeSwitch.onChange = { [weak self] count in self?.changeMatchCount(to: count) }
            self?.modeSwitch = modeSwitch
            self?.updateItems()
            return modeSwitch
        }
        navigationItem.rightBarButtonItems = [historyItem, dealItem, modeItem]
    }

    override func updateItems() {
        modeSwitch?.show(matchCount: game.matchCount, isEnabled: !isUnderWay)
    }

    private func changeMatchCount(to count: Int) {
        guard game.changeMatchCount(to: count) else { return updateItems() }
        settings.settings.cardMatchCount = count
        updateUI()
    }
}

/// Cards' rules: 30 playing cards from a fresh deck, in the match mode last chosen.
@MainActor
final class PlayingCardRules: CardGameRules {
    static let cardCount = 30

    private let settings: SettingsStore

    init(settings: SettingsStore) {
        self.settings = settings
    }

    func makeGame(scoring: Scoring, using generator: inout SeededGenerator) throws -> CardMatchingGame {
        var deck = PlayingCardDeck.make()
        return try CardMatchingGame(
            cardCount: Self.cardCount, deck: &deck, matchCount: settings.settings.cardMatchCount,
            scoring: scoring, using: &generator)
    }

    func face(of card: Card, in game: CardMatchingGame) -> CardFace {
        let isFaceUp = card.isChosen || card.isMatched
        let appearance = CardAppearance(
            isFaceUp: isFaceUp, isChosen: card.isChosen && !card.isMatched,
            isMatched: card.isMatched, isDark: DesktopSettings.prefersDarkStyle)
        return CardFace(
            card: card, appearance: appearance, accessibleName: isFaceUp ? card.value.name : tr("Face-down card"))
    }

    func resultGame(of game: CardMatchingGame) -> GameResult.Game { game.matchCount == 3 ? .cards3 : .cards2 }

    func save(_ game: CardMatchingGame) -> SavedDeal.Game { .cards(game.snapshot) }

    func restore(_ saved: SavedDeal.Game) throws -> CardMatchingGame {
        guard case .cards(let snapshot) = saved else { throw SnapshotError.invalid(tr("it is not a Cards game")) }
        return try CardMatchingGame(snapshot: snapshot) { PlayingCard(contents: $0) }
    }
}
