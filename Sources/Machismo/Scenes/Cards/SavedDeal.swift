import CardGame
import FoundationEssentials
import Navigation

/// A deal under way as it is saved: the game, its story, when it began and the id
/// its result will be recorded under.
///
/// It is kept in `navigation.json` as the Cards or Set page's `deal`, a JSON
/// object with named keys (docs/SAVED-FILES.md):
///
/// ```json
/// { "kind": "set",
///   "game": { "cards": [{"contents": "two red striped ovals", "isChosen": true, "isMatched": false}, …],
///             "chosenOrder": [0], "score": -1, "matchCount": 3,
///             "scoring": {"matchBonus": 4, "mismatchPenalty": 2, "costToChoose": 1},
///             "history": [{"kind": "chosen", "cards": ["two red striped ovals"], "points": 0}] },
///   "deck": ["one green open diamond", …], "hintsUsed": 0, "generator": "12345678901234567890",
///   "story": [{"parts": [{"card": "two red striped ovals"}], "cardSeparator": ", "}],
///   "startedAt": "2026-11-21T14:05:00.250Z", "resultID": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F" }
/// ```
///
/// A Cards deal has `"kind": "cards"` and no `deck`, `hintsUsed` or `generator`.
/// `startedAt` (UTC, ISO 8601) is left out before the first choice. `resultID`
/// is the id Scores records the result under: a deal whose result is already in
/// `scores.json` is over and is not restored (the app was killed between the
/// two saves). Deals saved without it still come back. Saves made
/// before version 2 of `navigation.json` held the deal as a JSON *string* with
/// Swift's synthesized `_0` keys; `init(restoring:)` reads those too
/// (`LegacySavedDeal`), and the app rewrites the file in this form at launch.
struct SavedDeal: Codable {
    /// The game on the board: Cards' matching game, or Set's with its deck.
    enum Game {
        case cards(GameSnapshot)
        case set(SetGame.Snapshot)
    }

    var game: Game
    var story: [StatusLine]
    var startedAt: Date?
    var resultID: UUID?

    init(game: Game, story: [StatusLine], startedAt: Date?, resultID: UUID? = nil) {
        self.game = game
        self.story = story
        self.startedAt = startedAt
        self.resultID = resultID
    }

    /// The deal kept in a page's state: an object, or the string of older saves.
    init(restoring value: RestorableValue) throws {
        switch value {
        case .object: self = try value.decode(SavedDeal.self)
        case .string(let json): self = try LegacySavedDeal.decode(json)
        default: throw DecodingError.typeMismatch(SavedDeal.self, .init(codingPath: [], debugDescription: "not a deal"))
        }
    }

    enum CodingKeys: String, CodingKey {
        case kind, game, story, startedAt, resultID
    }

    /// `kind`'s values.
    private enum Kind: String, Codable {
        case cards, set
    }

    /// `2026-11-21T14:05:00.250Z`, as Scores keeps times.
    static let timeFormat = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    /// The times a deal may have begun at: years 1 to 9999, which ISO 8601 writes
    /// in four digits. Others would be saved (here and in the result Scores
    /// records) as text no reader takes back (`-4712-01-01T12:00:00.000Z`).
    static let startTimes = Date(timeIntervalSince1970: -62_135_596_800)...Date(timeIntervalSince1970: 253_402_300_799)

    /// `startedAt` when it is within `startTimes`; a `DecodingError` otherwise.
    static func checkedStart(_ date: Date?, codingPath: [CodingKey]) throws -> Date? {
        guard let date, !startTimes.contains(date) else { return date }
        throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "startedAt is out of range"))
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .cards: game = .cards(try container.decode(GameSnapshot.self, forKey: .game))
        // Set's snapshot reads its `game`, `deck`, `hintsUsed` and `generator` from this same object.
        case .set: game = .set(try SetGame.Snapshot(from: decoder))
        }
        story = try container.decode([StatusLine].self, forKey: .story)
        if let text = try container.decodeIfPresent(String.self, forKey: .startedAt) {
            guard let date = try? Self.timeFormat.parse(text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .startedAt, in: container,
                    debugDescription: "startedAt is not a time: \(text)")
            }
            startedAt = try Self.checkedStart(date, codingPath: container.codingPath)
        }
        resultID = try container.decodeIfPresent(UUID.self, forKey: .resultID)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch game {
        case .cards(let snapshot):
            try container.encode(Kind.cards, forKey: .kind)
            try container.encode(snapshot, forKey: .game)
        case .set(let snapshot):
            try container.encode(Kind.set, forKey: .kind)
            try snapshot.encode(to: encoder)
        }
        try container.encode(story, forKey: .story)
        if let startedAt { try container.encode(Self.timeFormat.format(startedAt), forKey: .startedAt) }
        try container.encodeIfPresent(resultID, forKey: .resultID)
    }
}

/// The deal as saves before `navigation.json` version 2 kept it: JSON text in a
/// string, the game under Swift's synthesized enum coding
/// (`{"cards": {"_0": <GameSnapshot>}}`, `{"set": {"_0": <Snapshot>}}`) and
/// `startedAt` as seconds since 2001-01-01. Read once, at the launch that
/// rewrites the file.
struct LegacySavedDeal: Decodable {
    var game: LegacyGame
    var story: [StatusLine]
    var startedAt: Date?
    var resultID: UUID?

    struct LegacyGame: Decodable {
        var cards: Wrapped<GameSnapshot>?
        var set: Wrapped<SetGame.Snapshot>?
    }

    struct Wrapped<Value: Decodable>: Decodable {
        var value: Value
        enum CodingKeys: String, CodingKey { case value = "_0" }
    }

    static func decode(_ json: String) throws -> SavedDeal {
        let legacy = try JSONDecoder().decode(LegacySavedDeal.self, from: Data(json.utf8))
        let game: SavedDeal.Game
        switch (legacy.game.cards, legacy.game.set) {
        case (let cards?, nil): game = .cards(cards.value)
        case (nil, let set?): game = .set(set.value)
        default:
            let context = DecodingError.Context(codingPath: [], debugDescription: "the game is neither Cards nor Set")
            throw DecodingError.dataCorrupted(context)
        }
        let startedAt = try SavedDeal.checkedStart(legacy.startedAt, codingPath: [])
        return SavedDeal(game: game, story: legacy.story, startedAt: startedAt, resultID: legacy.resultID)
    }
}
