import CSQLite
import FoundationEssentials

/// What SQLite said when a call failed: its result code and message.
public struct SQLiteError: Error, CustomStringConvertible, Sendable {
    /// SQLite's primary result code (`SQLITE_BUSY`, `SQLITE_CORRUPT`, …).
    public let code: Int32
    /// SQLite's message (`database is locked`), with the statement when there was one.
    public let message: String

    /// Another connection holds the lock, still after the busy timeout.
    public var isBusy: Bool { code == SQLITE_BUSY || code == SQLITE_LOCKED }
    /// The file is not a database, or a damaged one.
    public var isDamaged: Bool { code == SQLITE_CORRUPT || code == SQLITE_NOTADB }

    public var description: String { message }
}

/// One connection to an SQLite database, through SQLite's C API: statements run, prepared
/// with typed parameters and columns, transactions, and the pragmas the score database uses.
/// Not thread-safe: one thread (the main one) uses a connection.
final class SQLiteDatabase {
    /// The database's file.
    let path: String
    private let handle: OpaquePointer

    /// Opens (and with `create`, makes) the database at `path`, waiting up to `busyTimeout`
    /// seconds for another process's lock before a statement fails with `SQLITE_BUSY`.
    init(path: String, create: Bool = true, busyTimeout: Double = 3) throws(SQLiteError) {
        self.path = path
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_NOMUTEX
        let status = sqlite3_open_v2(path, &handle, flags, nil)
        guard status == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(handle)
            throw SQLiteError(code: status & 0xff, message: "\(message) (\(path))")
        }
        self.handle = handle
        sqlite3_extended_result_codes(handle, 0)
        sqlite3_busy_timeout(handle, Int32(busyTimeout * 1000))
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs `sql`, one or more statements without parameters or results.
    func execute(_ sql: String) throws(SQLiteError) {
        var message: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &message)
        guard status == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_free(message)
            throw SQLiteError(code: status & 0xff, message: text)
        }
    }

    /// `sql` compiled once, to be bound, stepped and reset as often as needed.
    func prepare(_ sql: String) throws(SQLiteError) -> Statement {
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard status == SQLITE_OK, let statement else { throw error(status, sql) }
        return Statement(statement, database: self)
    }

    /// Runs `body` in a transaction that takes the write lock at once (`BEGIN IMMEDIATE`, so
    /// that a lock held elsewhere is waited for before any work), committed when `body`
    /// returns and rolled back when it throws.
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let value = try body()
            try execute("COMMIT")
            return value
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// The first column of the first row `sql` returns, as an integer (0 when none).
    func integer(_ sql: String) throws(SQLiteError) -> Int {
        let statement = try prepare(sql)
        guard try statement.step() else { return 0 }
        return statement.int(0)
    }

    /// The first column of every row `sql` returns, as text.
    func strings(_ sql: String) throws(SQLiteError) -> [String] {
        let statement = try prepare(sql)
        var rows: [String] = []
        while try statement.step() { rows.append(statement.string(0) ?? "") }
        return rows
    }

    /// `PRAGMA user_version`: the schema's version, 0 in a new database.
    var userVersion: Int {
        get throws(SQLiteError) { try integer("PRAGMA user_version") }
    }

    /// Sets `PRAGMA user_version` (inside the caller's transaction, if any).
    func setUserVersion(_ version: Int) throws(SQLiteError) {
        try execute("PRAGMA user_version = \(version)")
    }

    /// `PRAGMA journal_mode = WAL`: readers and the writer do not block each other, and a
    /// commit writes only the pages it changed. Returns the mode in force.
    @discardableResult
    func enableWriteAheadLog() throws(SQLiteError) -> String {
        try strings("PRAGMA journal_mode = WAL").first ?? ""
    }

    /// `PRAGMA quick_check`'s findings: empty when the database is sound.
    func quickCheck() throws(SQLiteError) -> [String] {
        try strings("PRAGMA quick_check").filter { $0 != "ok" }
    }

    /// Rows changed by the latest INSERT, UPDATE or DELETE.
    var changes: Int { Int(sqlite3_changes(handle)) }

    fileprivate func error(_ status: Int32, _ sql: String? = nil) -> SQLiteError {
        let message = String(cString: sqlite3_errmsg(handle))
        return SQLiteError(code: status & 0xff, message: sql.map { "\(message) (in \($0))" } ?? message)
    }
}

/// A prepared statement of an `SQLiteDatabase`: parameters bound by position (from 1),
/// stepped row by row, columns read by position (from 0), reset to run again.
final class Statement {
    private let statement: OpaquePointer
    private let database: SQLiteDatabase

    fileprivate init(_ statement: OpaquePointer, database: SQLiteDatabase) {
        self.statement = statement
        self.database = database
    }

    deinit {
        sqlite3_finalize(statement)
    }

    /// Binds `values` to the parameters 1, 2, … after a reset.
    func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let status =
                switch value {
                case .integer(let number): sqlite3_bind_int64(statement, index, Int64(number))
                case .real(let number): sqlite3_bind_double(statement, index, number)
                case .text(let text): sqlite3_bind_text(statement, index, text, -1, machismo_sqlite_transient())
                case .null: sqlite3_bind_null(statement, index)
                }
            guard status == SQLITE_OK else { throw database.error(status) }
        }
    }

    /// Runs the statement to its next row: true when there is one to read, false when done.
    @discardableResult
    func step() throws(SQLiteError) -> Bool {
        let status = sqlite3_step(statement)
        switch status {
        case SQLITE_ROW: return true
        case SQLITE_DONE:
            sqlite3_reset(statement)
            return false
        default:
            sqlite3_reset(statement)
            throw database.error(status)
        }
    }

    /// Binds `values` and runs the statement to its end (an INSERT, UPDATE or DELETE).
    func run(_ values: [SQLiteValue] = []) throws(SQLiteError) {
        try bind(values)
        while try step() {}
    }

    /// Ends a query read only partly, releasing its read lock.
    func reset() { sqlite3_reset(statement) }

    /// Column `index` of the current row as an integer.
    func int(_ index: Int32) -> Int { Int(sqlite3_column_int64(statement, index)) }

    /// Column `index` of the current row as a double.
    func double(_ index: Int32) -> Double { sqlite3_column_double(statement, index) }

    /// Column `index` of the current row as text; nil when NULL.
    func string(_ index: Int32) -> String? {
        guard let text = sqlite3_column_text(statement, index) else { return nil }
        let count = Int(sqlite3_column_bytes(statement, index))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// Column `index` of the current row as raw bytes (a TEXT column's UTF-8).
    func bytes(_ index: Int32) -> Data {
        guard let text = sqlite3_column_text(statement, index) else { return Data() }
        return Data(bytes: text, count: Int(sqlite3_column_bytes(statement, index)))
    }
}

/// A value bound to a statement's parameter.
enum SQLiteValue {
    case integer(Int)
    case real(Double)
    case text(String)
    case null
}
