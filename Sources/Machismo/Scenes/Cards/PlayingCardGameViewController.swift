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
final class PlayingCardGameViewController: CardGameViewController<PlayingCardRules> {
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
            settings: settings, scoreBook: scoreBook, seed: seed, drawsCardsInStatus: false)
        // TRANSLATORS: Cards' header-bar switch between matching 2 or 3 cards at a time.
        modeItem = BarButtonItem(title: tr("Match Mode")) { [weak self] in
            let modeSwitch = MatchModeSwitch()
            modeSwitch.onChange = { [weak self] count in self?.changeMatchCount(to: count) }
            self?.modeSwitch = modeSwitch
            self?.updateModeSwitch()
            return modeSwitch
        }
        navigationItem.rightBarButtonItems = [historyItem, dealItem, modeItem]
    }

    override func updateUI() {
        updateModeSwitch()
        super.updateUI()
    }

    private func updateModeSwitch() {
        modeSwitch?.show(matchCount: game.matchCount, isEnabled: !isUnderWay)
    }

    private func changeMatchCount(to count: Int) {
        guard game.changeMatchCount(to: count) else { return updateModeSwitch() }
        settings.settings.cardMatchCount = count
        updateUI()
    }
}

/// Cards' rules: 30 playing cards from a fresh deck, in the match mode last chosen; the
/// game goes on until the next deal.
enum PlayingCardRules: CardGameRules {
    static let cardCount = 30

    static func makeGame(
        scoring: Scoring, settings: Settings, using generator: inout SeededGenerator
    ) throws -> CardMatchingGame<PlayingCard> {
        var deck = PlayingCardDeck.make()
        return try CardMatchingGame(
            cardCount: cardCount, deck: &deck, matchCount: settings.cardMatchCount, scoring: scoring,
            using: &generator)
    }

    static func matchingGame(of game: CardMatchingGame<PlayingCard>) -> CardMatchingGame<PlayingCard> { game }

    static func chooseCard(at index: Int, in game: CardMatchingGame<PlayingCard>) -> MatchResult? {
        game.chooseCard(at: index)
    }

    static func faces(of game: CardMatchingGame<PlayingCard>, isDark: Bool) -> [CardFace] {
        game.cards.map { card in
            let isFaceUp = card.isChosen || card.isMatched
            let appearance = CardAppearance(
                isFaceUp: isFaceUp, isChosen: card.isChosen && !card.isMatched, isMatched: card.isMatched,
                isDark: isDark)
            return CardFace(
                card: card.value, appearance: appearance,
                accessibleName: isFaceUp ? card.value.name : tr("Face-down card"))
        }
    }

    static func hintsUsed(in game: CardMatchingGame<PlayingCard>) -> Int { 0 }

    static func ending(of game: CardMatchingGame<PlayingCard>) -> String? { nil }

    static func resultGame(of game: CardMatchingGame<PlayingCard>) -> GameResult.Game {
        game.matchCount == 3 ? .cards3 : .cards2
    }

    static func save(_ game: CardMatchingGame<PlayingCard>) -> SavedDeal.Game { .cards(game.snapshot) }

    static func restore(_ saved: SavedDeal.Game) throws -> CardMatchingGame<PlayingCard> {
        guard case .cards(let snapshot) = saved else { throw SnapshotError.invalid(tr("it is not a Cards game")) }
        return try CardMatchingGame(snapshot: snapshot)
    }
}
