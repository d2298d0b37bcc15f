/// The scoring constants; Settings → Card Games changes them for the next deal.
public struct Scoring: Codable, Equatable, Sendable {
    /// What a match's points are multiplied by.
    public var matchBonus: Int
    /// The points a mismatch costs.
    public var mismatchPenalty: Int
    /// The points turning a card up costs.
    public var costToChoose: Int

    /// The lecture's constants: a bonus of 4, a penalty of 2, 1 to choose.
    public static let standard = Scoring(matchBonus: 4, mismatchPenalty: 2, costToChoose: 1)
    /// The values each constant may take (Settings → Card Games offers these);
    /// a saved game with others is refused.
    public static let range = 0...100

    /// Whether every constant is within `range`.
    public var isWithinRange: Bool {
        [matchBonus, mismatchPenalty, costToChoose].allSatisfy(Self.range.contains)
    }

    /// Scoring with these constants.
    public init(matchBonus: Int, mismatchPenalty: Int, costToChoose: Int) {
        self.matchBonus = matchBonus
        self.mismatchPenalty = mismatchPenalty
        self.costToChoose = costToChoose
    }
}

/// What one choice did, as a value; the controller words it for people.
public struct MatchResult: Codable, Equatable, Sendable {
    /// What the choice did.
    public enum Kind: String, Codable, Equatable, Sendable {
        /// The cards matched and scored `points`.
        case matched
        /// The cards did not match and cost the penalty (`points` is negative).
        case mismatched
        /// A card was turned up; not enough are up to match yet.
        case chosen
        /// A chosen card was turned back down, for free.
        case unchosen
    }

    /// What the choice did.
    public var kind: Kind
    /// The cards involved, in the order chosen; saved as their contents (`"J♥"`).
    public var cards: [CardValue]
    /// Points gained (matched) or lost (mismatched), cost to choose excluded.
    public var points: Int

    /// A result of `kind` over `cards`, worth `points`.
    public init(kind: Kind, cards: [CardValue], points: Int) {
        self.kind = kind
        self.cards = cards
        self.points = points
    }
}

/// Why a deal could not be made.
public enum DealError: Error, Equatable, CustomStringConvertible {
    /// The deck holds `available` cards, fewer than the `needed`.
    case deckTooSmall(needed: Int, available: Int)

    public var description: String {
        switch self {
        case .deckTooSmall(let needed, let available):
            "The deck has \(available) cards; the deal needs \(needed)."
        }
    }
}

/// The matching game of the lecture, over one kind of card (`PlayingCard`, `SetCard`):
/// the cards' own `match` scores a match, so playing cards and Set share it. A card on
/// the board is known by its position: the board keeps whether it is chosen or matched.
public final class CardMatchingGame<Kind: Card> {
    /// The cards on the board.
    public private(set) var cards: [BoardCard<Kind>]
    /// The score. It saturates at `Int.min` and `Int.max` rather than trapping:
    /// a saved game may hold any whole number (a hand-edited `Int.max`), and
    /// refusing such a game would throw the player's deal away for a number no
    /// one can reach by playing; once at a bound it stays there.
    public private(set) var score = 0
    /// How many cards make a match attempt: 2 or 3.
    public private(set) var matchCount: Int
    /// The constants this deal scores with.
    public let scoring: Scoring
    /// Every result of this deal, in order.
    public private(set) var history: [MatchResult] = []

    /// Board positions of the chosen, unmatched cards, in the order they were chosen.
    public private(set) var chosenOrder: [Int] = []

    /// Deals `count` cards from `deck`. Fails when the deck is short.
    public init<R: RandomNumberGenerator>(
        cardCount count: Int, deck: inout Deck<Kind>, matchCount: Int = 2,
        scoring: Scoring = .standard, using generator: inout R
    ) throws {
        precondition(matchCount == 2 || matchCount == 3, "the match mode is 2 or 3 cards")
        guard deck.count >= count else { throw DealError.deckTooSmall(needed: count, available: deck.count) }
        cards = (0..<count).map { _ in BoardCard(deck.drawRandomCard(using: &generator)!) }
        self.matchCount = matchCount
        self.scoring = scoring
    }

    /// Changes the match mode; only before the first choice of the deal.
    /// Returns whether it changed.
    @discardableResult
    public func changeMatchCount(to count: Int) -> Bool {
        precondition(count == 2 || count == 3, "the match mode is 2 or 3 cards")
        guard !hasStarted else { return false }
        matchCount = count
        return true
    }

    /// Brings back a saved game; a card of another kind than `Kind` is an unknown card.
    public init(snapshot: GameSnapshot) throws(SnapshotError) {
        cards = try Self.cards(of: snapshot)
        score = snapshot.score
        matchCount = snapshot.matchCount
        scoring = snapshot.scoring
        history = snapshot.history
        chosenOrder = snapshot.chosenOrder
    }

    /// The last result, or nil before the first choice.
    public var lastResult: MatchResult? { history.last }

    /// Whether anything has been chosen this deal (the mode switch locks then).
    public var hasStarted: Bool { !history.isEmpty }

    /// The chosen, unmatched cards in the order they were chosen.
    public var chosenCards: [BoardCard<Kind>] { chosenOrder.map { cards[$0] } }

    /// Chooses the card at `index`: turns a face-down card up (costing
    /// `costToChoose`) and matches when enough are up; turns a chosen card back
    /// down for free; ignores matched cards. Returns the result, if any.
    // Exported for the library's own kinds of card: a caller in another module (the app, a
    // benchmark) cannot specialize this generic method itself, and the unspecialized one looks
    // up the board's generic types on every choice.
    @discardableResult
    @_specialize(exported:true,where Kind == PlayingCard)
    @_specialize(exported:true,where Kind == SetCard)
    public func chooseCard(at index: Int) -> MatchResult? {
        guard cards.indices.contains(index), !cards[index].isMatched else { return nil }
        if cards[index].isChosen {
            cards[index].isChosen = false
            chosenOrder.removeAll { $0 == index }
            return record(MatchResult(kind: .unchosen, cards: [cards[index].value], points: 0))
        }
        cards[index].isChosen = true
        chosenOrder.append(index)
        penalize(scoring.costToChoose)
        let chosen = chosenOrder.map { cards[$0].card }
        let values = chosen.map(\.value)
        guard chosen.count == matchCount else {
            return record(MatchResult(kind: .chosen, cards: values, points: 0))
        }
        let matchScore = chosen[0].match(Array(chosen.dropFirst()))
        if matchScore > 0 {
            let points = Self.saturating(
                matchScore.multipliedReportingOverflow(by: scoring.matchBonus),
                positive: (matchScore >= 0) == (scoring.matchBonus >= 0))
            score = Self.saturating(score.addingReportingOverflow(points), positive: points > 0)
            for position in chosenOrder { cards[position].isMatched = true }
            chosenOrder = []
            return record(MatchResult(kind: .matched, cards: values, points: points))
        }
        penalize(scoring.mismatchPenalty)
        for position in chosenOrder.dropLast() { cards[position].isChosen = false }
        chosenOrder = [index]
        return record(MatchResult(kind: .mismatched, cards: values, points: -scoring.mismatchPenalty))
    }

    private func record(_ result: MatchResult) -> MatchResult {
        history.append(result)
        return result
    }

    // MARK: - Changing the board (Set)

    /// Replaces the card at `index` with `card`, not chosen, or removes it when `card` is
    /// nil (the cards after it move up one place).
    public func replaceCard(at index: Int, with card: Kind?) {
        chosenOrder.removeAll { $0 == index }
        if let card {
            cards[index] = BoardCard(card)
        } else {
            cards.remove(at: index)
            chosenOrder = chosenOrder.map { $0 > index ? $0 - 1 : $0 }
        }
    }

    /// Adds cards to the board.
    public func addCards(_ more: [Kind]) { cards += more.map(BoardCard.init) }

    /// Takes `points` off the score (the cost to choose, the mismatch penalty,
    /// Set's hint and deal-three penalties), saturating at the bounds.
    public func penalize(_ points: Int) {
        score = Self.saturating(score.subtractingReportingOverflow(points), positive: points < 0)
    }

    /// The partial value, or the bound it overflowed past (`positive`: `Int.max`).
    static func saturating(_ result: (partialValue: Int, overflow: Bool), positive: Bool) -> Int {
        guard result.overflow else { return result.partialValue }
        return positive ? Int.max : Int.min
    }
}
