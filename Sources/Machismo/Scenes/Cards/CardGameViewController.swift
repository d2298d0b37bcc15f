import Alerts
import CardDrawing
import CardGame
import FoundationEssentials
import Gtk
import Localization
import Logging
import Navigation
import Storage

/// What a card game adds to the lecture's abstract `CardGameViewController`: how it deals,
/// how its cards look, what its results are recorded as, and how a game is saved and
/// brought back. Each game (Cards, Set) hands its own to the controller, and the compiler
/// checks that it supplies all of it.
@MainActor
protocol CardGameRules: AnyObject {
    /// A game dealt from a full, fresh deck.
    func makeGame(scoring: Scoring, using generator: inout SeededGenerator) throws -> CardMatchingGame

    /// How `card` of `game` looks and what it is called right now.
    func face(of card: Card, in game: CardMatchingGame) -> CardFace

    /// Which game the result of `game` is recorded as.
    func resultGame(of game: CardMatchingGame) -> GameResult.Game

    /// `game` as plain values, to save.
    func save(_ game: CardMatchingGame) -> SavedDeal.Game

    /// A saved game brought back; throws when it does not hold together.
    func restore(_ saved: SavedDeal.Game) throws -> CardMatchingGame
}

/// The lecture's abstract card-game controller. It knows only the matching
/// engine: it deals, passes choices on, shows the board, the score and the
/// status line, keeps the deal's story for History, and records a finished
/// game's result. Each game supplies its `CardGameRules` and adds its own
/// header-bar buttons in a subclass (Cards, Set).
@MainActor
class CardGameViewController: ViewController {
    /// The deck, the card faces and the saved form of this game.
    private let rules: any CardGameRules
    let settings: SettingsStore
    let scoreBook: ScoreBook
    /// Deals come from this generator: `--seed N` makes them the same every run.
    var generator: SeededGenerator
    /// Launched with `--seed`: a saved game is not restored.
    private let isSeeded: Bool
    private let logger = Logger(label: "machismo.cards")

    /// The game on the board; a deal replaces it.
    private(set) var game: CardMatchingGame!
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
        identifier: String, title: String, pageName: String, iconName: String, rules: any CardGameRules,
        settings: SettingsStore, scoreBook: ScoreBook, seed: UInt64?, drawsCardsInStatus: Bool
    ) {
        self.rules = rules
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

    // MARK: - What subclasses may change

    /// Chooses the card at `index`; Set also replaces a set it finds.
    func choose(at index: Int) -> MatchResult? { game.chooseCard(at: index) }

    /// Hints taken this deal (Set).
    var hintsUsed: Int { 0 }

    /// Called after every deal, before the board is shown.
    func didDeal() {}

    /// Called after every choice, with its result.
    func didChoose(_ result: MatchResult) {}

    /// Enables the subclass's bar items for the game's state.
    func updateItems() {}

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

    /// Brings the bar items, board, score and status in line with the game.
    func updateUI() {
        updateItems()
        guard isViewLoaded else { return }
        board.show(game.cards.map { rules.face(of: $0, in: game) })
        scoreLabel.text = tr("Score: %d", game.score)
        statusLine.show(story.last ?? .empty)
    }

    /// Adds a line to the deal's story and shows it.
    func tell(_ line: StatusLine) {
        story.append(line)
        updateUI()
    }

    // MARK: - Playing

    /// Whether a game is under way: something chosen, not yet recorded.
    var isUnderWay: Bool { game.hasStarted && !isRecorded }

    func chooseCard(at index: Int) {
        guard !isRecorded, let result = choose(at: index) else { return }
        markStarted()
        story.append(StatusLine.describing(result))
        didChoose(result)
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
            message: tr("This game ends with a score of %d and is recorded in Scores.", game.score))
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
            game = try rules.makeGame(
                scoring: Scoring(
                    matchBonus: scoring.matchBonus,
                    mismatchPenalty: scoring.mismatchPenalty,
                    costToChoose: scoring.costToChoose),
                using: &generator)
        } catch {
            fatalError("a full deck must deal: \(error)")
        }
        story = []
        startedAt = nil
        isRecorded = false
        resultID = UUID()
        didDeal()
        updateUI()
    }

    /// Records this deal's result in Scores, once.
    func recordResult() {
        guard game.hasStarted, !isRecorded else { return }
        isRecorded = true
        scoreBook.record(
            GameResult(
                id: resultID, game: rules.resultGame(of: game), start: startedAt ?? Date(), end: Date(),
                score: game.score, hintsUsed: hintsUsed, history: story.map(\.savedText)))
    }

    // MARK: - Saving the deal

    /// A game under way is kept with the page's restoration state (saved on quit
    /// and when the window loses focus) and comes back on the next launch. A
    /// `--seed` launch deals afresh, and so does a saved game that was recorded
    /// after its state was saved (the app stopped before saving the next deal):
    /// it is over, and must not be recorded twice.
    override func encodeRestorableState() -> [String: RestorableValue] {
        guard game.hasStarted, !isRecorded else { return [:] }
        let deal = SavedDeal(game: rules.save(game), story: story, startedAt: startedAt, resultID: resultID)
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
            game = try rules.restore(deal.game)
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

    private static let dealKey = "deal"

    // MARK: - History

    /// The segues this page performs.
    enum Segue {
        static let showHistory = SegueIdentifier<HistoryViewController>("Show History")
    }

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
