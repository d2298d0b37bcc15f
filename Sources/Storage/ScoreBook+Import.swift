import Dispatch
import FoundationEssentials
import Glibc
import StateStore

/// The first launch's import of a `scores.json` on another thread (`importsInBackground`):
/// 10,000 results take more than a second, which the Scores page shows as progress rather
/// than as a window that does not answer.
extension ScoreBook {
    /// One import: its outcome, once `done` is signalled.
    final class ImportRun: @unchecked Sendable {
        let done = DispatchSemaphore(value: 0)
        /// Written on the importing thread before `done` is signalled; read after.
        var outcome: Outcome = .nothingToImport

        enum Outcome {
            /// The file was gone by the time it was read.
            case nothingToImport
            /// The database was made holding the file's results.
            case imported
            /// The file could not be read: set aside at `setAsideAt` (nil if it could not be moved).
            case unreadable(reason: String, setAsideAt: URL?)
            /// The database could not be made.
            case failed(ScoreDatabase.OpenError)
        }
    }

    /// How much of an import reading the file takes: about 40% at 10,000 results.
    private nonisolated static var readingShare: Double { 0.4 }

    /// Starts importing `json` into a new database on another thread.
    func startImport(from json: URL) {
        let run = ImportRun()
        runningImport = run
        importProgress = 0
        let database = fileURL
        let busyTimeout = busyTimeout
        DispatchQueue.global(qos: .userInitiated).async { [weak self] in
            run.outcome = Self.importResults(of: json, into: database, busyTimeout: busyTimeout) { fraction in
                DispatchQueue.main.async { MainActor.assumeIsolated { self?.importProgressed(run, to: fraction) } }
            }
            run.done.signal()
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.finishImport(run, json: json) } }
        }
    }

    /// Starts the import if one is due, then waits for it to finish and takes its outcome in:
    /// for what must know every result (Reset Scores saying how many go).
    public func waitForImport() {
        openIfNeeded()
        guard let run = runningImport else { return }
        run.done.wait()
        finishImport(run, json: savedData.scoresFile)
    }

    private func importProgressed(_ run: ImportRun, to fraction: Double) {
        guard runningImport === run else { return }
        importProgress = fraction
        center.post(name: .scoresImportProgressed, object: self)
    }

    private func finishImport(_ run: ImportRun, json: URL) {
        guard runningImport === run else { return }  // taken in already by waitForImport()
        runningImport = nil
        importProgress = nil
        cached = nil
        switch run.outcome {
        case .nothingToImport:
            isOpenAttempted = false
        case .imported:
            isOpenAttempted = false
            openIfNeeded()
            keepImportedFile(json)
        case .unreadable(let reason, let setAsideAt):
            loadProblem = LoadProblem.describe(Scores.loadWording, reason: reason, setAsideAt: setAsideAt)
            isOpenAttempted = false
        case .failed(let error):
            logger.error("\(json.path) could not be imported: \(error)")
            writeProblem = Scores.saveProblem("\(error)")
        }
        if !pending.isEmpty {
            openIfNeeded(creating: true)
            writePending(reportingBusy: true)
        }
        center.post(name: .scoresImportProgressed, object: self)
    }

    /// Reads `json` and makes the database at `database` holding its results, telling
    /// `progress` how far it has come (reading the file counts as `readingShare`).
    private nonisolated static func importResults(
        of json: URL, into database: URL, busyTimeout: Double, progress: @escaping (Double) -> Void
    ) -> ImportRun.Outcome {
        let results: [GameResult]
        switch StateFile<ListFile<Scores>>(url: json, decode: ListFile<Scores>.decode).load() {
        case .missing: return .nothingToImport
        case .setAside(let reason, let setAsideAt): return .unreadable(reason: reason, setAsideAt: setAsideAt)
        case .loaded(let file): results = file.items
        }
        progress(readingShare)
        do {
            try FileSystem.createFolders(at: database.deletingLastPathComponent())
            try ScoreDatabase.make(at: database, busyTimeout: busyTimeout, importing: results) { written, count in
                progress(readingShare + (1 - readingShare) * Double(written) / Double(max(count, 1)))
            }
        } catch let error as ScoreDatabase.OpenError {
            return .failed(error)
        } catch {
            return .failed(.unopened("\(error)"))
        }
        return .imported
    }
}
