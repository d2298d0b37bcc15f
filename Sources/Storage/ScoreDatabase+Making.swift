import FoundationEssentials
import Glibc
import StateStore

/// Making a new database whole or not at all, with the results of a `scores.json` to import.
extension ScoreDatabase {
    /// Makes a new database at `url` whole or not at all: its schema and imported results are
    /// written to a temporary file beside it (`.scores.sqlite.PID.tmp`, which a later launch
    /// removes if this one is killed), which is then renamed into place, so that a database
    /// never exists without its table.
    static func make(
        at url: URL, busyTimeout: Double, history: HistoryJSON, importing: () throws -> [GameResult],
        progress: (_ written: Int, _ of: Int) -> Void = { _, _ in }
    ) throws {
        let temporary = AtomicFile.temporaryURL(for: url).path
        for side in ["", "-wal", "-shm", "-journal"] { unlink(temporary + side) }
        do {
            let fresh = try SQLiteDatabase(path: temporary, busyTimeout: busyTimeout)
            // The file is thrown away if anything goes wrong: no journal beside it until done.
            try fresh.execute("PRAGMA journal_mode = MEMORY")
            try fresh.execute("PRAGMA synchronous = FULL")
            try migrate(fresh, history: history, importing: importing, progress: progress)
            _ = try fresh.enableWriteAheadLog()
        }  // closed here: written through
        sync(temporary, flags: O_RDONLY)
        guard rename(temporary, url.path) == 0 else {
            let error = OpenError.unopened("could not rename \(temporary): \(String(cString: strerror(errno)))")
            unlink(temporary)
            throw error
        }
        sync(url.deletingLastPathComponent().path, flags: O_RDONLY | O_DIRECTORY)
    }

    /// Makes a new database at `url` holding `results`, whole or not at all (see `init`), on
    /// any thread: the first launch imports a `scores.json` so, away from the main loop.
    /// `progress` is told how many results are written, every few hundred. A database
    /// already at `url` is left as it is.
    public nonisolated static func make(
        at url: URL, busyTimeout: Double = 3, importing results: [GameResult],
        progress: (_ written: Int, _ of: Int) -> Void = { _, _ in }
    ) throws(OpenError) {
        guard access(url.path, F_OK) != 0 else { return }
        do {
            try make(
                at: url, busyTimeout: busyTimeout, history: HistoryJSON(), importing: { results }, progress: progress)
        } catch let error as OpenError {
            throw error
        } catch let error as SQLiteError {
            throw error.isBusy ? .busy(error.message) : .unopened(error.message)
        } catch {
            throw .unopened("\(error)")
        }
    }

    private static func sync(_ path: String, flags: Int32) {
        let fd = open(path, flags | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
