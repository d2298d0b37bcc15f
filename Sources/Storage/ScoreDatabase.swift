import CardGame
import FoundationEssentials
import Glibc
import StateStore

/// The finished games' results in SQLite: `$XDG_DATA_HOME/machismo/scores.sqlite`, in WAL
/// mode, one row per result with its history as JSON text (`DealEvent`'s `Codable` form).
///
/// The schema's version is SQLite's `user_version`: a new file gets the schema (and, in the
/// same transaction, any results given to import); an older one is migrated forward; a
/// newer one is refused (`OpenError.newer`). A file that is not a database, fails `PRAGMA
/// quick_check` or lacks the table is `OpenError.damaged`. Every sort the lists offer is an
/// `ORDER BY` on an index, and each game's best result is found by SQL.
///
/// One connection, used from one thread. While another process holds the write lock, a
/// write waits up to the busy timeout, then throws an `SQLiteError` whose `isBusy` is true.
public final class ScoreDatabase {
    /// The schema version this app writes: 1, the table `result`.
    public static var schemaVersion: Int { 1 }

    /// Why the database could not be used.
    public enum OpenError: Error, CustomStringConvertible, Sendable {
        /// Not a database, damaged, or not Machismo's; the reason, in English for the log.
        case damaged(String)
        /// Written by a newer Machismo: its schema `version`.
        case newer(version: Int)
        /// Another process holds the lock, still after the busy timeout: nothing is wrong
        /// with the file, try again later.
        case busy(String)
        /// The file or its folder could not be opened (permissions, a full disk).
        case unopened(String)

        /// Why, as `StateFile`'s reasons read (`LoadProblem.describe` words it for the user).
        public var description: String {
            switch self {
            case .damaged(let why): "it is not valid (\(why))"
            case .newer(let version): "schema \(version), \(LoadProblem.newerFormat)"
            case .busy(let why): "it is locked by another program (\(why))"
            case .unopened(let why): "it could not be opened (\(why))"
            }
        }
    }

    /// Where the database is.
    public let url: URL
    let database: SQLiteDatabase
    private var statements: [String: Statement] = [:]
    private let historyJSON = HistoryJSON()

    /// Opens the database at `url`, making it (with its schema, and `importing()`'s results
    /// in the same transaction) when it has none yet, migrating an older one forward, and,
    /// `checkingIntegrity`, checking it with `PRAGMA quick_check` (which reads the whole
    /// file: 110 ms at 100,000 results; `integrityProblems(atPath:)` runs it on another
    /// thread instead). `busyTimeout` is how many seconds a statement waits for another
    /// process's lock.
    public init(
        url: URL, busyTimeout: Double = 3, checkingIntegrity: Bool = true,
        importing: () throws -> [GameResult] = { [] }
    ) throws(OpenError) {
        self.url = url
        do {
            if access(url.path, F_OK) != 0 {
                try Self.make(at: url, busyTimeout: busyTimeout, history: historyJSON, importing: importing)
            }
            database = try SQLiteDatabase(path: url.path, busyTimeout: busyTimeout)
            try Self.prepareFile(database, checkingIntegrity: checkingIntegrity)
            try Self.migrate(database, history: historyJSON, importing: importing)
            for (sql, _) in Self.schemaChecks { _ = try database.prepare(sql) }
        } catch let error as OpenError {
            throw error
        } catch let error as SQLiteError {
            if error.isBusy { throw .busy(error.message) }
            if error.isDamaged || error.message.contains("no such") { throw .damaged(error.message) }
            throw .unopened(error.message)
        } catch {
            throw .damaged("\(error)")
        }
    }

    private static func prepareFile(_ database: SQLiteDatabase, checkingIntegrity: Bool) throws {
        try database.enableWriteAheadLog()
        // In WAL mode, FULL syncs the log at every commit: a result recorded survives a power cut.
        try database.execute("PRAGMA synchronous = FULL")
        guard checkingIntegrity else { return }
        let problems = try database.quickCheck()
        guard problems.isEmpty else { throw OpenError.damaged(describe(problems)) }
    }

    private static func describe(_ problems: [String]) -> String {
        "quick_check: " + problems.prefix(3).joined(separator: "; ")
    }

    /// What `PRAGMA quick_check` finds wrong with the database at `path`, on a connection of
    /// its own (any thread may call it): nil when it is sound, or when it could not be
    /// checked for a reason that is not damage (locked, gone).
    public nonisolated static func integrityProblems(atPath path: String) -> OpenError? {
        do {
            let database = try SQLiteDatabase(path: path, create: false)
            let problems = try database.quickCheck()
            return problems.isEmpty ? nil : .damaged(describe(problems))
        } catch {
            return error.isDamaged ? .damaged(error.message) : nil
        }
    }

    /// Each version's schema, from the one before (index 0: from an empty file to version 1).
    static let migrations: [String] = [
        """
        CREATE TABLE result (
            seq INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            game TEXT NOT NULL,
            start REAL NOT NULL,
            end REAL NOT NULL,
            duration REAL NOT NULL,
            score INTEGER NOT NULL,
            hints_used INTEGER NOT NULL,
            history TEXT NOT NULL
        );
        CREATE INDEX result_by_date ON result (start);
        CREATE INDEX result_by_score ON result (score, start);
        CREATE INDEX result_by_duration ON result (duration, score DESC, start DESC);
        CREATE INDEX result_by_game ON result (game, start DESC);
        CREATE INDEX result_by_game_duration ON result (game, duration, score DESC, start DESC);
        CREATE INDEX result_best ON result (game, score DESC, duration, seq);
        """
    ]

    /// Statements that fail to prepare on a database whose schema is not this app's.
    private static let schemaChecks = [("SELECT \(columns), duration, seq FROM result LIMIT 0", ())]

    static func migrate(
        _ database: SQLiteDatabase, history: HistoryJSON, importing: () throws -> [GameResult],
        progress: (_ written: Int, _ of: Int) -> Void = { _, _ in }
    ) throws {
        let version = try database.userVersion
        guard version >= 0 else { throw OpenError.damaged("schema version \(version)") }
        guard version <= schemaVersion else { throw OpenError.newer(version: version) }
        guard version < schemaVersion else { return }
        try database.transaction {
            // Read again under the write lock: another process may have made the schema meanwhile.
            let current = try database.userVersion
            guard current < schemaVersion else { return }
            if current == 0 {
                let tables = try database.integer("SELECT count(*) FROM sqlite_schema")
                guard tables == 0 else { throw OpenError.damaged("tables but no schema version") }
            }
            for step in current..<schemaVersion { try database.execute(migrations[step]) }
            if current == 0 {
                let insert = try database.prepare(insertSQL)
                let results = try importing()
                for (index, result) in results.enumerated() {
                    if index % 256 == 0 { progress(index, results.count) }
                    try insert.run(try values(of: result, history: history))
                }
            }
            try database.setUserVersion(schemaVersion)
        }
    }

    // MARK: - Writing

    static let columns = "id, game, start, end, score, hints_used, history"
    private static let insertSQL =
        "INSERT INTO result (id, game, start, end, score, hints_used, history, duration) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"

    /// Adds `result`, in a transaction synced to disk before it returns. Throws when it
    /// could not be written (`SQLiteError.isBusy`: another process held the lock throughout
    /// the busy timeout), leaving the database as it was.
    public func record(_ result: GameResult) throws {
        try record([result])
    }

    /// Adds `results` in one transaction: all or none.
    public func record(_ results: [GameResult]) throws {
        let insert = try statement(Self.insertSQL)
        try database.transaction {
            for result in results { try insert.run(try Self.values(of: result, history: historyJSON)) }
        }
    }

    /// Deletes every result (Reset Scores); the file and its schema stay.
    public func removeAll() throws {
        try database.transaction { try database.execute("DELETE FROM result") }
    }

    private static func values(of result: GameResult, history json: HistoryJSON) throws -> [SQLiteValue] {
        let history = try json.encode(result.history)
        return [
            .text(result.id.uuidString), .text(result.game.rawValue),
            .real(result.start.timeIntervalSinceReferenceDate),
            .real(result.end.timeIntervalSinceReferenceDate), .integer(result.score), .integer(result.hintsUsed),
            .text(history), .real(result.duration),
        ]
    }

    // MARK: - Reading

    /// How many results there are, of one game or all.
    public func count(_ filter: ScoreFilter = .all) throws -> Int {
        let count = try statement("SELECT count(*) FROM result" + filter.whereClause)
        try count.bind(filter.values)
        defer { count.reset() }
        return try count.step() ? count.int(0) : 0
    }

    /// Results `offset..<offset + limit` of `filter` in `order` (see `ScoreSortOrder`); a
    /// list that shows no history asks for none (`includingHistory: false`: each history
    /// read costs as much as the rest of its row many times over).
    public func page(
        _ filter: ScoreFilter = .all, order: ScoreSortOrder = .recorded, offset: Int = 0, limit: Int = -1,
        includingHistory: Bool = true
    ) throws -> [GameResult] {
        let columns = includingHistory ? Self.columns : "id, game, start, end, score, hints_used, '[]'"
        let sql = "SELECT \(columns) FROM result\(filter.whereClause) ORDER BY \(order.orderBy) LIMIT ? OFFSET ?"
        let page = try statement(sql)
        try page.bind(filter.values + [.integer(limit), .integer(offset)])
        return try rows(of: page)
    }

    /// Every result, in the order recorded.
    public func allResults() throws -> [GameResult] { try page() }

    /// The result with `id`, if there is one.
    public func result(withID id: UUID) throws -> GameResult? {
        let select = try statement("SELECT \(Self.columns) FROM result WHERE id = ?")
        try select.bind([.text(id.uuidString)])
        return try rows(of: select).first
    }

    /// The best result of `game`: the highest score; of equal scores the shortest game; of
    /// equal durations the first recorded. Nil when it was never played.
    public func bestResult(of game: GameResult.Game) throws -> GameResult? {
        let best = try statement(
            "SELECT \(Self.columns) FROM result WHERE game = ? ORDER BY score DESC, duration, seq LIMIT 1")
        try best.bind([.text(game.rawValue)])
        return try rows(of: best).first
    }

    /// The ids of each game's best result (`bestResult(of:)`), from the index alone.
    public func bestResultIDs() throws -> Set<UUID> {
        let best = try statement("SELECT id FROM result WHERE game = ? ORDER BY score DESC, duration, seq LIMIT 1")
        var ids = Set<UUID>()
        for game in GameResult.Game.allCases {
            try best.bind([.text(game.rawValue)])
            if try best.step(), let id = best.string(0).flatMap(UUID.init(uuidString:)) { ids.insert(id) }
            best.reset()
        }
        return ids
    }

    private func statement(_ sql: String) throws -> Statement {
        if let statement = statements[sql] { return statement }
        let statement = try database.prepare(sql)
        statements[sql] = statement
        return statement
    }

    /// The rows `statement` returns as results; a row no Machismo could have written (an
    /// unknown game, a history that does not decode) is left out.
    private func rows(of statement: Statement) throws -> [GameResult] {
        var results: [GameResult] = []
        while try statement.step() {
            guard let id = statement.string(0).flatMap(UUID.init(uuidString:)),
                let game = statement.string(1).flatMap(GameResult.Game.init(rawValue:)),
                let history = try? historyJSON.decode(statement.bytes(6))
            else { continue }
            results.append(
                GameResult(
                    id: id, game: game, start: Date(timeIntervalSinceReferenceDate: statement.double(2)),
                    end: Date(timeIntervalSinceReferenceDate: statement.double(3)), score: statement.int(4),
                    hintsUsed: max(0, statement.int(5)), history: history))
        }
        return results
    }
}

/// Which results a query covers: all, or one game's.
public enum ScoreFilter: Hashable, Sendable {
    case all
    case game(GameResult.Game)

    /// Whether `result` is one of those the filter covers.
    public func includes(_ result: GameResult) -> Bool {
        switch self {
        case .all: true
        case .game(let game): result.game == game
        }
    }

    var whereClause: String {
        switch self {
        case .all: ""
        case .game: " WHERE game = ?"
        }
    }

    var values: [SQLiteValue] {
        switch self {
        case .all: []
        case .game(let game): [.text(game.rawValue)]
        }
    }
}

/// The orders of a page of results, each an `ORDER BY` an index serves; ties go to the
/// newest, then the latest recorded.
public enum ScoreSortOrder: String, CaseIterable, Sendable {
    /// The order recorded, first first.
    case recorded
    /// Newest first (by start).
    case date
    /// Highest score first.
    case score
    /// Shortest first; of equal durations the highest score.
    case duration
    /// By game (Cards 2-card, Cards 3-card, Set), each newest first.
    case game

    /// `results` (in the order recorded) in this order, as the database sorts them: for
    /// results not written yet.
    public func sorted(_ results: [GameResult]) -> [GameResult] {
        let numbered = results.enumerated().map { (seq: $0.offset, result: $0.element) }
        func newer(_ a: (seq: Int, result: GameResult), _ b: (seq: Int, result: GameResult)) -> Bool {
            a.result.start != b.result.start ? a.result.start > b.result.start : a.seq > b.seq
        }
        let sorted = numbered.sorted { a, b in
            switch self {
            case .recorded: return a.seq < b.seq
            case .date: return newer(a, b)
            case .score: return a.result.score != b.result.score ? a.result.score > b.result.score : newer(a, b)
            case .duration:
                if a.result.duration != b.result.duration { return a.result.duration < b.result.duration }
                return a.result.score != b.result.score ? a.result.score > b.result.score : newer(a, b)
            case .game:
                let (left, right) = (a.result.game.rawValue, b.result.game.rawValue)
                return left != right ? left < right : newer(a, b)
            }
        }
        return sorted.map(\.result)
    }

    var orderBy: String {
        switch self {
        case .recorded: "seq"
        case .date: "start DESC, seq DESC"
        case .score: "score DESC, start DESC, seq DESC"
        case .duration: "duration, score DESC, start DESC"
        case .game: "game, start DESC, seq DESC"
        }
    }
}
