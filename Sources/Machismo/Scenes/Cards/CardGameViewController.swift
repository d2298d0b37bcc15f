import Alerts
import CardDrawing
import CardGame
import FoundationEssentials
import Gtk
import Localization
import Logging
import Navigation
import Storage

/// What a card game adds to the lecture's abstract `CardGameViewController`: how it deals
/// and plays, how its cards look, when it is over, what its results are recorded as, and how
/// a game is saved and brought back. Each game (Cards, Set) supplies its own, and the
/// compiler checks that it supplies all of it. The rules hold no state: each is a function of
/// the game (and of the settings, for a deal).
@MainActor
protocol CardGameRules {
    /// The game played: Cards' matching game, or Set's game around one.
    associatedtype Game: AnyObject
    /// The kind of card the game is played with.
    associatedtype Kind: Card

    /// A game dealt from a full, fresh deck with the player's settings.
    static func makeGame(scoring: Scoring, settings: Settings, using generator: inout SeededGenerator) throws -> Game

    /// The matching game underneath `game`: its board, score and history.
    static func matchingGame(of game: Game) -> CardMatchingGame<Kind>

    /// Chooses the card at `index` of `game`; returns what the choice did, if anything.
    static func chooseCard(at index: Int, in game: Game) -> MatchResult?

    /// How each card of `game` looks and what it is called right now, in board order.
    static func faces(of game: Game, isDark: Bool) -> [CardFace]

    /// How many hints `game` has taken.
    static func hintsUsed(in game: Game) -> Int

    /// Why `game` is over, in the player's words, or nil while it goes on.
    static func ending(of game: Game) -> String?

    /// Which game the result of `game` is recorded as.
    static func resultGame(of game: Game) -> GameResult.Game

    /// `game` as plain values, to save.
    static func save(_ game: Game) -> SavedDeal.Game

    /// A saved game brought back; throws when it does not hold together.
    static func restore(_ saved: SavedDeal.Game) throws -> Game
}

/// The lecture's abstract card-game controller. It knows a game only through its
/// `CardGameRules`: it deals, passes choices on, shows the board, the score and the status
/// line, keeps the deal's story for History, records a finished game's result and says
/// when a game is over. Each game adds its own header-bar buttons in a subclass (Cards,
/// Set), which brings them in line with the game in `updateUI()`.
@MainActor
class CardGameViewController<Rules: CardGameRules>: ViewController {
    let settings: SettingsStore
    let scoreBook: ScoreBook
    /// Deals come from this generator: `--seed N` makes them the same every run.
    var generator: SeededGenerator
    /// Launched with `--seed`: a saved game is not restored.
    private let isSeeded: Bool
    private let logger = Logger(label: "machismo.cards")

    /// The game on the board; a deal replaces it.
    private(set) var game: Rules.Game!
    /// Every status line of this deal, in order (History).
    private(set) var story: [StatusLine] = []
    /// When the player first acted in this deal.
    private(set) var startedAt: Date?
    /// Whether this deal's result has been recorded (a finished Set game).
    private(set) var isRecorded = false
    /// The id this deal's result is recorded under, kept with the saved deal: a deal
    /// whose result is already in the score book is over, whatever its saved state says.
    private(set) var resultID = UUID()

    // The view's parts, made in loadView (no widget may exist before GTK starts).
    private(set) lazy var board = CardBoardView()
    private(set) lazy var statusLine = StatusLineView(drawsCards: drawsCardsInStatus)
    private(set) lazy var scoreLabel = Label()
    /// Set draws the cards of its status lines; Cards writes them.
    let drawsCardsInStatus: Bool
    let dealItem: BarButtonItem
    private(set) var historyItem: BarButtonItem!

    /// What names the page for screen readers (`Cards game`).
    private let pageName: String

    /// A game tab titled `title` (in the user's language), restored and opened by `--start`
    /// as `identifier` (`cards`); `pageName` names its page for screen readers.
    init(
        identifier: String, title: String, pageName: String, iconName: String,
        settings: SettingsStore, scoreBook: ScoreBook, seed: UInt64?, drawsCardsInStatus: Bool
    ) {
        self.settings = settings
        self.scoreBook = scoreBook
        isSeeded = seed != nil
        generator = SeededGenerator(seed: seed ?? UInt64.random(in: 0...UInt64.max))
        self.drawsCardsInStatus = drawsCardsInStatus
        self.pageName = pageName
        // TRANSLATORS: the header-bar button of Cards and Set that deals a new game.
        dealItem = BarButtonItem(title: tr("Deal"), accelerator: "<Control>n") {}
        super.init()
        self.title = title
        restorationIdentifier = identifier
        tabBarItem.title = title
        tabBarItem.iconName = iconName
        dealItem.action = { [weak self] in self?.dealTapped() }
        // TRANSLATORS: every line of a deal: a header-bar button of Cards and Set, its page's title, a heading in Scores.
        historyItem = BarButtonItem(title: tr("History"), iconName: "document-open-recent-symbolic") { [weak self] in
            self?.performSegue(withIdentifier: Segue.showHistory, sender: self?.historyItem)
        }
        registerSegue(Segue.showHistory, restorationIdentifier: "history") { HistoryViewController() }
        deal()
    }

    /// The matching game underneath the game: the board, the score and the history.
    var matchingGame: CardMatchingGame<Rules.Kind> { Rules.matchingGame(of: game) }

    // MARK: - The view

    override func loadView() -> PlatformView {
        let page = Box(.vertical)
        // Names the page for screen readers and tells it apart from the other game's.
        page.accessibleLabel = pageName
        board.vexpand = true
        board.onChoose = { [weak self] index in self?.chooseCard(at: index) }
        board.draw = { face, context, width, height, scale in
            CardRenderer.draw(
                face.card, face.appearance, in: context, x: 0, y: 0, width: width, height: height, scale: scale)
        }
        page.append(board)
        let footer = Box(.horizontal, spacing: 12)
        footer.addCSSClass("card-footer")
        statusLine.hexpand = true
        footer.append(statusLine)
        scoreLabel.addCSSClass("score")
        footer.append(scoreLabel)
        page.append(footer)
        return page
    }

    override func viewWillAppear(_ animated: Bool) { updateUI() }

    /// Brings the board, score and status in line with the game; a subclass brings its
    /// bar items too (they exist before the view does).
    func updateUI() {
        guard isViewLoaded else { return }
        board.show(Rules.faces(of: game, isDark: DesktopSettings.prefersDarkStyle))
        scoreLabel.text = tr("Score: %d", matchingGame.score)
        statusLine.show(story.last ?? .empty)
    }

    /// Adds a line to the deal's story and shows it.
    func tell(_ line: StatusLine) {
        story.append(line)
        updateUI()
    }

    // MARK: - Playing

    /// Whether a game is under way: something chosen, not yet recorded.
    var isUnderWay: Bool { matchingGame.hasStarted && !isRecorded }

    func chooseCard(at index: Int) {
        guard !isRecorded, let result = Rules.chooseCard(at: index, in: game) else { return }
        markStarted()
        story.append(StatusLine.describing(result))
        endIfOver()
        updateUI()
    }

    /// Notes when play began, once per deal.
    func markStarted() {
        if startedAt == nil { startedAt = Date() }
    }

    /// Deal: asks first when a game is under way, then records it.
    private func dealTapped() {
        guard isUnderWay else {
            deal()
            return
        }
        let alert = Alert(
            title: tr("Deal Again?"),
            message: tr("This game ends with a score of %d and is recorded in Scores.", matchingGame.score))
        alert.addAction(AlertAction(title: tr("Cancel"), style: .cancel))
        let dealAction = AlertAction(title: tr("Deal")) { [weak self] _ in
            self?.recordResult()
            self?.deal()
        }
        alert.addAction(dealAction)
        alert.preferredAction = dealAction
        present(alert)
    }

    /// Starts over with a fresh deck and the current scoring settings.
    func deal() {
        let scoring = settings.settings.cardScoring
        do {
            game = try Rules.makeGame(
                scoring: Scoring(
                    matchBonus: scoring.matchBonus,
                    mismatchPenalty: scoring.mismatchPenalty,
                    costToChoose: scoring.costToChoose),
                settings: settings.settings, using: &generator)
        } catch {
            fatalError("a full deck must deal: \(error)")
        }
        story = []
        startedAt = nil
        isRecorded = false
        resultID = UUID()
        updateUI()
    }

    /// Records this deal's result in Scores, once.
    func recordResult() {
        guard matchingGame.hasStarted, !isRecorded else { return }
        isRecorded = true
        scoreBook.record(
            GameResult(
                id: resultID, game: Rules.resultGame(of: game), start: startedAt ?? Date(), end: Date(),
                score: matchingGame.score, hintsUsed: Rules.hintsUsed(in: game), history: story.map(\.message)))
    }

    /// A game over is recorded, and the player is told and offered a new one.
    func endIfOver() {
        guard let ending = Rules.ending(of: game), !isRecorded else { return }
        recordResult()
        updateUI()
        let alert = Alert(title: tr("Game Over"), message: ending)
        alert.addAction(AlertAction(title: tr("Close"), style: .cancel))
        let newGame = AlertAction(title: tr("New Game")) { [weak self] _ in self?.deal() }
        alert.addAction(newGame)
        alert.preferredAction = newGame
        present(alert)
    }

    // MARK: - Saving the deal

    /// A game under way is kept with the page's restoration state (saved on quit
    /// and when the window loses focus) and comes back on the next launch. A
    /// `--seed` launch deals afresh, and so does a saved game that was recorded
    /// after its state was saved (the app stopped before saving the next deal):
    /// it is over, and must not be recorded twice.
    override func encodeRestorableState() -> [String: RestorableValue] {
        guard matchingGame.hasStarted, !isRecorded else { return [:] }
        let deal = SavedDeal(game: Rules.save(game), story: story, startedAt: startedAt, resultID: resultID)
        guard let value = try? RestorableValue(encoding: deal) else { return [:] }
        return [Self.dealKey: value]
    }

    /// Brings back the saved deal (`SavedDeal`, or the string of older saves).
    /// One that does not hold together is dealt afresh, and the error says why.
    override func decodeRestorableState(_ state: [String: RestorableValue]) throws {
        guard !isSeeded, let value = state[Self.dealKey] else { return }
        let gameName = restorationIdentifier ?? ""  // the log's words stay English
        defer { updateUI() }
        do {
            let deal = try SavedDeal(restoring: value)
            if let id = deal.resultID, scoreBook.result(withID: id) != nil {
                logger.info("The saved \(gameName) game was recorded before the app stopped; dealing a new one")
                return
            }
            game = try Rules.restore(deal.game)
            story = deal.story
            startedAt = deal.startedAt
            isRecorded = false
            resultID = deal.resultID ?? UUID()
        } catch {
            logger.warning("The saved \(gameName) game could not be restored (\(error)); dealing a new one")
            deal()
            throw DealNotRestored(game: title ?? "card", cause: error)
        }
    }

    private static var dealKey: String { "deal" }

    // MARK: - History

    /// The segues this page performs (declared outside: a generic type has no static stored properties).
    typealias Segue = CardGameSegue

    /// History of a deal with no choice yet would be an empty page: the user is told
    /// why instead. (Restoration and `--start`, which send no button, still show it.)
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        guard identifier == Segue.showHistory.rawValue, sender is BarButtonItem, story.isEmpty else { return true }
        // TRANSLATORS: the alert when History is asked for before any card is chosen.
        reportProblem(
            tr("No History Yet"), tr("History lists every choice of this deal. Choose a card, then try again."))
        return false
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        if let history = segue.destination(for: Segue.showHistory) {
            history.setStory(story, drawsCards: drawsCardsInStatus)
        }
    }
}

/// Why a saved deal was dealt afresh, in the user's words.
struct DealNotRestored: Error, CustomStringConvertible {
    /// The game's name, as its tab shows it.
    var game: String
    var cause: any Error

    var description: String {
        let why = (cause as? SnapshotError).map { "\($0)" } ?? tr("the saved game is damaged")
        // TRANSLATORS: an alert at launch; %1$s is the game's name (Cards or Set), %2$s why it could not
        // be restored (a phrase starting in lower case).
        return tr("The saved %1$s game could not be restored: %2$s. A new game is dealt.", game, why)
    }
}

/// The segues a card game's page performs (`CardGameViewController.Segue`).
enum CardGameSegue {
    static let showHistory = SegueIdentifier<HistoryViewController>("Show History")
}
