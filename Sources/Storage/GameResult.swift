import CardGame
import FoundationEssentials

/// One finished game of Cards or Set, as Scores lists it: recorded when the
/// player deals again or the game is over.
///
/// In `scores.json` (see `ScoreBook`) a result reads
///
/// ```json
/// { "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "game": "Set",
///   "start": "2026-11-21T14:05:00.000Z", "end": "2026-11-21T14:09:12.250Z",
///   "score": 23, "hintsUsed": 1,
///   "history": [{"chosen": {"cards": ["8♦"]}}, {"matched": {"cards": ["J♥", "J♠"], "points": 16}}] }
/// ```
///
/// Times are UTC in ISO 8601, kept to the millisecond; `hintsUsed` and `history`
/// may be left out (0 and none); a negative `hintsUsed` is refused. The score may
/// be any whole number (the game saturates it at `Int.min`/`Int.max`). The history
/// holds `DealEvent`s in their `Codable` form; files of format 1 held English lines
/// (`"Matched J♥ J♠ for 16 points."`), read through `FormatOne`.
public struct GameResult: Codable, Equatable, Sendable, Identifiable {
    /// Which game was played; the raw values are the names Scores shows.
    public enum Game: String, Codable, CaseIterable, Sendable {
        case cards2 = "Cards 2-card"
        case cards3 = "Cards 3-card"
        case set = "Set"
    }

    public var id: UUID
    public var game: Game
    public var start: Date
    public var end: Date
    /// How long the game took, in seconds.
    public var duration: TimeInterval { end.timeIntervalSince(start) }
    public var score: Int
    public var hintsUsed: Int
    /// The deal's story, in order, as the game's status line told it.
    public var history: [DealEvent]

    public init(
        id: UUID = UUID(), game: Game, start: Date, end: Date, score: Int, hintsUsed: Int = 0,
        history: [DealEvent] = []
    ) {
        self.id = id
        self.game = game
        self.start = start
        self.end = end
        self.score = score
        self.hintsUsed = hintsUsed
        self.history = history
    }

    enum CodingKeys: String, CodingKey {
        case id, game, start, end, score, hintsUsed, history
    }

    public init(from decoder: Decoder) throws {
        try self.init(from: decoder, englishHistory: false)
    }

    /// A result of `scores.json` format 1, whose history was English status lines: each is
    /// read into its event (`DealEvent(englishLine:)`), once, when the file is read.
    struct FormatOne: Decodable {
        var result: GameResult

        init(from decoder: Decoder) throws {
            result = try GameResult(from: decoder, englishHistory: true)
        }
    }

    private init(from decoder: Decoder, englishHistory: Bool) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        game = try container.decode(Game.self, forKey: .game)
        start = try Self.decodeTime(container, .start)
        end = try Self.decodeTime(container, .end)
        score = try container.decode(Int.self, forKey: .score)
        hintsUsed = try container.decodeIfPresent(Int.self, forKey: .hintsUsed) ?? 0
        guard hintsUsed >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .hintsUsed, in: container,
                debugDescription: "hintsUsed is \(hintsUsed)")
        }
        if englishHistory {
            let lines = try container.decodeIfPresent([String].self, forKey: .history) ?? []
            history = lines.map(DealEvent.init(englishLine:))
        } else {
            history = try container.decodeIfPresent([DealEvent].self, forKey: .history) ?? []
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(game, forKey: .game)
        try container.encode(Self.format(start), forKey: .start)
        try container.encode(Self.format(end), forKey: .end)
        try container.encode(score, forKey: .score)
        try container.encode(hintsUsed, forKey: .hintsUsed)
        try container.encode(history, forKey: .history)
    }

    /// `2026-11-21T14:05:00.250Z`; reading also takes whole seconds (`…14:05:00Z`).
    static let timeFormat = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let wholeSecondsFormat = Date.ISO8601FormatStyle()

    /// `date` in `timeFormat`, rounded to the nearest millisecond.
    ///
    /// `timeFormat` itself cuts the fraction off, and a time read back from `….979Z` is a
    /// hair below .979: formatted by it, every save of the score book would move half of
    /// the earlier results' times a millisecond back.
    static func format(_ date: Date) -> String {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        let seconds = (milliseconds / 1000).rounded(.down)
        let fraction = Int(milliseconds - seconds * 1000)
        let digits = String(fraction)
        let whole = wholeSecondsFormat.format(Date(timeIntervalSince1970: seconds))
        return "\(whole.dropLast()).\(String(repeating: "0", count: 3 - digits.count))\(digits)Z"
    }

    private static func decodeTime(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Date {
        let text = try container.decode(String.self, forKey: key)
        guard let date = try? timeFormat.parse(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: "\(key.stringValue) is not a time: \(text)")
        }
        return date
    }
}
