import Dispatch
import FoundationEssentials
import Glibc
import Localization
import Logging
import Notifications

extension NotificationName where Payload == GameResult {
    /// Posted by `ScoreBook.record`; `object` is the score book, the payload the result.
    public static var gameResultRecorded: Self { Self("machismo.gameResultRecorded") }
}

extension NotificationName where Payload == Void {
    /// Posted when the scores are emptied (Settings → Data → Reset Scores or Reset
    /// Everything); `object` is the score book.
    public static var scoresReset: Self { Self("machismo.scoresReset") }

    /// Posted while a `scores.json` is imported on another thread (`ScoreBook.importProgress`
    /// says how far), and once more when it is done (`importProgress` nil): lists reload then.
    /// `object` is the score book.
    public static var scoresImportProgressed: Self { Self("machismo.scoresImportProgressed") }
}

/// The finished games' results, kept in `$XDG_DATA_HOME/machismo/scores.sqlite`
/// (`SavedData.scoresDatabase`, a `ScoreDatabase`), and announced on a notification
/// center when one is recorded or all are reset.
///
/// The database is opened the first time the book is asked for anything (listing the
/// scenes at startup touches no file), and made at the first result recorded. The first
/// time it is made beside a `scores.json` (the versioned JSON file of earlier versions,
/// see `Scores`), that file's results are imported in the same transaction and the file
/// renamed `scores.json.imported`, never deleted.
///
/// A database that cannot be opened, is damaged (fails `PRAGMA quick_check`) or comes from
/// a newer Machismo is set aside as `scores.sqlite.corrupt-TIMESTAMP` and the book starts
/// afresh, saying so in `problem`, as every saved file does (`LoadProblem`); if it cannot
/// even be set aside it is never written to: results are kept in memory only.
///
/// While another program holds the database's write lock, recording waits for it up to
/// `busyTimeout`, then keeps the result queued in memory (listed in `results`) and writes
/// it at the next `record` or `retryPendingResults()`; `problem` tells the user only when
/// a retry could not write either.
@MainActor
public final class ScoreBook {
    /// The format `version` of the `scores.json` files this app imports.
    public nonisolated static var formatVersion: Int { SavedList<Scores>.formatVersion }

    /// Every result, in the order recorded (those still queued last).
    public var results: [GameResult] {
        openIfNeeded()
        if cached == nil { cached = (try? database?.allResults()) ?? [] }
        return (cached ?? []) + pending
    }

    /// Why the database could not be read or written, for the user; nil when all is well.
    public var problem: String? {
        openIfNeeded()
        return writeProblem ?? loadProblem
    }

    /// Where the results are saved: the database.
    public var fileURL: URL { savedData.scoresDatabase }

    /// The database, once opened; nil until a result was recorded in a new home, or while
    /// it cannot be opened. For queries over many results (a page, a count, a filter).
    public var database: ScoreDatabase? {
        openIfNeeded()
        return opened
    }

    /// Results recorded but not yet written (another program held the lock).
    public var pendingResults: [GameResult] { pending }

    /// The center this book posts `.gameResultRecorded` and `.scoresReset` on.
    public let center: Notifications.NotificationCenter

    /// How many seconds a write waits for another program's lock.
    public let busyTimeout: Double

    let savedData: SavedData
    let logger = Logger(label: "machismo.storage")
    var opened: ScoreDatabase?
    var isOpenAttempted = false
    /// False while a bad database could not be set aside: it is never written to.
    var savesFile = true
    var cached: [GameResult]?
    var pending: [GameResult] = []
    var loadProblem: String?
    var writeProblem: String?
    /// The latest open found the database locked by another program.
    private var openWasBusy = false

    /// When the database's integrity is checked (`PRAGMA quick_check`, which reads the whole
    /// file).
    public enum IntegrityCheck: Sendable {
        /// Before the first use: a damaged file is set aside before anything is read.
        case atOpen
        /// On another thread, `afterSeconds` after it is opened, so that the first page
        /// shows at once and start-up is not shared with it (the check takes 110 ms of CPU at
        /// 100,000 results); a damaged file is then set aside and `.scoresReset` posted.
        /// `waitForIntegrityCheck()` waits for it.
        case inBackground(afterSeconds: Double)
    }

    /// When this book checks its database.
    public let integrityCheck: IntegrityCheck

    /// Whether a `scores.json` is imported on another thread (`importProgress`, posting
    /// `.scoresImportProgressed`), the book answering meanwhile as if it had no results yet
    /// and queueing those recorded; else at the first use, on the caller's thread.
    public let importsInBackground: Bool

    /// How far the import of a `scores.json` running on another thread has come, from 0 to
    /// 1; nil when none runs.
    public internal(set) var importProgress: Double?
    /// The import running, if any (ScoreBook+Import.swift).
    var runningImport: ImportRun?

    public init(
        directories: XDGDirectories, center: Notifications.NotificationCenter = .default, busyTimeout: Double = 3,
        integrityCheck: IntegrityCheck = .atOpen, importsInBackground: Bool = false
    ) {
        savedData = SavedData(directories: directories)
        self.center = center
        self.busyTimeout = busyTimeout
        self.integrityCheck = integrityCheck
        self.importsInBackground = importsInBackground
    }

    /// How many results `filter` covers, queued ones included.
    public func count(_ filter: ScoreFilter = .all) -> Int {
        openIfNeeded()
        if pending.isEmpty, let count = try? opened?.count(filter) { return count }
        return results.filter(filter.includes).count
    }

    /// Results `offset..<offset + limit` of `filter` in `order`, without their histories
    /// (`result(withID:)` reads one whole): a page of a list, an `ORDER BY` on an index.
    /// While results are queued, or the database cannot be read, sorted in memory.
    public func results(_ filter: ScoreFilter, order: ScoreSortOrder, offset: Int, limit: Int) -> [GameResult] {
        openIfNeeded()
        if pending.isEmpty, let opened {
            do {
                return try opened.page(filter, order: order, offset: offset, limit: limit, includingHistory: false)
            } catch let error as SQLiteError where error.isDamaged {
                damaged(ScoreDatabase.OpenError.damaged(error.message))
            } catch {
                logger.error("\(fileURL.path) could not be read: \(error)")
            }
        }
        let sorted = order.sorted(results.filter(filter.includes))
        return Array(sorted.dropFirst(offset).prefix(limit))
    }

    /// Waits for the integrity check `.inBackground` started, and acts on what it found.
    public func waitForIntegrityCheck() {
        guard let run = runningCheck else { return }
        run.done.wait()
        run.done.signal()
        finishIntegrityCheck(run)
    }

    /// Closes the database (SQLite folds its log into the file and removes it): at quit.
    public func closeDatabase() {
        close()
    }

    /// Writes `result` (and any queued before it) in one transaction synced to disk, then
    /// posts `.gameResultRecorded`. A write that fails keeps the results queued in memory.
    public func record(_ result: GameResult) {
        openIfNeeded(creating: true)
        let hadPending = !pending.isEmpty
        pending.append(result)
        writePending(reportingBusy: hadPending)
        center.post(name: .gameResultRecorded, object: self, payload: result)
    }

    /// Tries again to write the queued results; says why in `problem` if it still cannot.
    public func retryPendingResults() {
        guard !pending.isEmpty else { return }
        openIfNeeded(creating: true)
        writePending(reportingBusy: true)
    }

    /// Empties the database and the queue, forgets any problem and posts `.scoresReset`;
    /// the connection is closed (a Reset Everything may delete the file next) and opened
    /// again when needed. Throws, changing nothing, when the database cannot be emptied.
    public func reset() throws {
        waitForImport()
        openIfNeeded()
        if let opened { try opened.removeAll() }
        if !savesFile { try FileSystem.remove(fileURL) }
        close()
        savesFile = true
        pending = []
        loadProblem = nil
        writeProblem = nil
        center.post(name: .scoresReset, object: self)
    }

    /// The best result of each game (the highest score; of equal scores the shortest
    /// game; of equal durations the first recorded), by id: found by SQL, or among the
    /// results in memory while some are queued or the database cannot be read.
    public func bestResultIDs() -> Set<UUID> {
        openIfNeeded()
        if pending.isEmpty, let ids = try? opened?.bestResultIDs() { return ids }
        return Self.bestResultIDs(in: results)
    }

    /// The result with `id`, if there is one.
    public func result(withID id: UUID) -> GameResult? {
        openIfNeeded()
        if let queued = pending.first(where: { $0.id == id }) { return queued }
        if let cached { return cached.first { $0.id == id } }
        return try? opened?.result(withID: id)
    }

    // MARK: - Opening

    private func close() {
        opened = nil
        cached = nil
        isOpenAttempted = false
        runningCheck = nil
    }

    /// One background integrity check: its finding, once `done` is signalled.
    private final class CheckRun: @unchecked Sendable {
        let done = DispatchSemaphore(value: 0)
        /// Written on the checking thread before `done` is signalled; read after.
        var problem: ScoreDatabase.OpenError?
    }

    private var runningCheck: CheckRun?

    private func startIntegrityCheck() {
        let run = CheckRun()
        runningCheck = run
        let path = fileURL.path
        guard case .inBackground(let delay) = integrityCheck else { return }
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + delay) { [weak self] in
            run.problem = ScoreDatabase.integrityProblems(atPath: path)
            run.done.signal()
            Task { @MainActor in self?.finishIntegrityCheck(run) }
        }
    }

    private func finishIntegrityCheck(_ run: CheckRun) {
        guard runningCheck === run else { return }  // done already, or the database was closed
        runningCheck = nil
        if let problem = run.problem { damaged(problem) }
    }

    /// The open database turned out damaged: it is closed and set aside, a fresh one made,
    /// and `.scoresReset` posted for the lists to show the problem.
    private func damaged(_ problem: ScoreDatabase.OpenError) {
        logger.error("\(fileURL.path) is damaged: \(problem)")
        close()
        isOpenAttempted = true
        setAside(because: problem)
        center.post(name: .scoresReset, object: self)
    }

    /// Opens the database if it exists (or with `creating`, makes it), importing a
    /// `scores.json` into a new one; a bad one is set aside and a fresh one made.
    func openIfNeeded(creating: Bool = false) {
        guard opened == nil, savesFile, runningImport == nil, !isOpenAttempted || creating else { return }
        isOpenAttempted = true
        let exists = access(fileURL.path, F_OK) == 0
        let json = savedData.scoresFile
        let importsJSON = !exists && access(json.path, F_OK) == 0
        guard exists || importsJSON || creating else { return }
        if importsJSON, importsInBackground { return startImport(from: json) }
        openWasBusy = false
        var imported: [GameResult]?
        if importsJSON {
            let list = SavedList<Scores>(url: json)
            let results = list.items
            loadProblem = list.problem
            if loadProblem == nil {
                imported = results
            } else if !creating {
                return  // set aside, nothing to import: no database until a result comes
            }
        }
        do {
            try FileSystem.createFolders(at: fileURL.deletingLastPathComponent())
            let checksNow = !exists || { if case .atOpen = integrityCheck { true } else { false } }()
            opened = try ScoreDatabase(url: fileURL, busyTimeout: busyTimeout, checkingIntegrity: checksNow) {
                imported ?? []
            }
            cached = nil
            if imported != nil { keepImportedFile(json) }
            if !checksNow { startIntegrityCheck() }
        } catch let error as ScoreDatabase.OpenError {
            if case .busy = error {
                isOpenAttempted = false  // try again at the next write
                openWasBusy = true
                return
            }
            setAside(because: error)
        } catch {
            writeProblem = Scores.saveProblem("\(error)")
        }
    }

    func setAside(because error: ScoreDatabase.OpenError) {
        guard access(fileURL.path, F_OK) == 0 else {
            // Nothing to set aside: the folder cannot hold a database (read-only, full).
            writeProblem = Scores.saveProblem("\(error)")
            return
        }
        let outcome = StateFile<[String]>(url: fileURL).setAside(reason: error.description)
        guard case .setAside(let reason, let setAsideAt) = outcome else { return }
        loadProblem = LoadProblem.describe(Scores.loadWording, reason: reason, setAsideAt: setAsideAt)
        guard let setAsideAt else {
            savesFile = false
            return
        }
        // The log and its index belong to the file set aside: the log goes with it.
        for suffix in ["-wal", "-shm"] {
            let side = URL(fileURLWithPath: fileURL.path + suffix)
            guard access(side.path, F_OK) == 0 else { continue }
            if suffix == "-wal" {
                try? FileSystem.move(side, to: URL(fileURLWithPath: setAsideAt.path + suffix))
            }
            try? FileSystem.remove(side)
        }
        let problem = loadProblem
        isOpenAttempted = false
        openIfNeeded(creating: true)
        loadProblem = problem
    }

    /// `scores.json` renamed `scores.json.imported` (or `.imported-2`, … if taken).
    func keepImportedFile(_ json: URL) {
        for attempt in 1...100 {
            let name = json.lastPathComponent + ".imported" + (attempt == 1 ? "" : "-\(attempt)")
            do {
                try FileSystem.move(json, to: json.deletingLastPathComponent().appendingPathComponent(name))
                logger.info("\(json.path) was imported into \(fileURL.lastPathComponent) and kept as \(name)")
                return
            } catch  where error.code == EEXIST {
                continue
            } catch {
                logger.error("\(json.path) was imported but could not be renamed: \(error)")
                return
            }
        }
    }

    // MARK: - Writing

    func writePending(reportingBusy: Bool) {
        guard savesFile else { return }
        guard let opened else {
            if openWasBusy, reportingBusy { writeProblem = Self.busyProblem }
            return
        }
        do {
            try opened.record(pending)
            if cached != nil { cached! += pending }
            pending = []
            writeProblem = nil
        } catch let error as SQLiteError where error.isBusy {
            logger.warning("\(fileURL.path) is locked by another program; \(pending.count) results queued")
            if reportingBusy { writeProblem = Self.busyProblem }
        } catch {
            logger.error("\(fileURL.path) could not be written: \(error)")
            writeProblem = Scores.saveProblem("\(error)")
        }
    }

    private static var busyProblem: String {
        // TRANSLATORS: shown in Scores when another program (a backup tool) keeps the scores database
        // locked; the results are kept in memory and written as soon as it lets go.
        tr(
            "The latest scores could not be saved yet: another program is using the scores file. They are kept and saved when it is free."
        )
    }

    static func bestResultIDs(in results: [GameResult]) -> Set<UUID> {
        var best: [GameResult.Game: GameResult] = [:]
        for result in results {
            guard let champion = best[result.game] else {
                best[result.game] = result
                continue
            }
            if result.score > champion.score || (result.score == champion.score && result.duration < champion.duration)
            {
                best[result.game] = result
            }
        }
        return Set(best.values.map(\.id))
    }
}
