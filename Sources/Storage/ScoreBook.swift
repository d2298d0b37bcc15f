import FoundationEssentials
import Notifications

extension Notification.Name {
    /// Posted by `ScoreBook.record`; `object` is the score book, `userInfo["result"]`
    /// the `GameResult`.
    public static let gameResultRecorded = Notification.Name("machismo.gameResultRecorded")
    /// Posted when the scores are emptied (Settings → Data → Reset Scores or Reset
    /// Everything); `object` is the score book.
    public static let scoresReset = Notification.Name("machismo.scoresReset")
}

/// The finished games' results, kept in `$XDG_DATA_HOME/machismo/scores.json`
/// (`SavedData.scoresFile`), and announced on a notification center when one is
/// recorded or all are reset.
///
/// The file is a versioned JSON object, saved atomically on every change:
///
/// ```json
/// { "version": 1, "results": [ <GameResult>, … ] }
/// ```
///
/// with the results in the order they were recorded (see `GameResult` for one).
/// The file is read the first time `results` or `problem` is asked for (or a
/// result is recorded), not when the book is made: listing the scenes at startup
/// touches no file. A file that cannot be read (garbage, cut short, wrong types,
/// a newer format) is set aside as `scores.json.corrupt-TIMESTAMP` and the book
/// starts empty, saying so in `problem`; new results then go to a fresh file. If
/// it cannot even be set aside, it is never overwritten: results are kept in
/// memory only.
@MainActor
public final class ScoreBook {
    /// The format `version` this app writes and reads.
    public nonisolated static let formatVersion = 1

    /// Every result, in the order recorded.
    public var results: [GameResult] {
        loadIfNeeded()
        return stored
    }

    /// Why the file could not be read or saved, for the user; nil when all is well.
    public var problem: String? {
        loadIfNeeded()
        return saveProblem ?? loadProblem
    }

    /// Where the results are saved.
    public var fileURL: URL { file.url }

    /// The center this book posts `.gameResultRecorded` and `.scoresReset` on.
    public let center: Notifications.NotificationCenter

    private let file: StateFile<ScoresFile>
    private var stored: [GameResult] = []
    private var isLoaded = false
    /// False while an unreadable file could not be set aside: it is never overwritten.
    private var savesFile = true
    private var loadProblem: String?
    private var saveProblem: String?

    public init(directories: XDGDirectories, center: Notifications.NotificationCenter = .default) {
        file = StateFile(url: SavedData(directories: directories).scoresFile)
        self.center = center
    }

    /// Appends `result`, saves the file atomically and posts `.gameResultRecorded`.
    /// A save that fails keeps the result in memory and says why in `problem`.
    public func record(_ result: GameResult) {
        loadIfNeeded()
        stored.append(result)
        if savesFile {
            do {
                try file.save(ScoresFile(results: stored))
                saveProblem = nil
            } catch {
                saveProblem = "The latest scores could not be saved (\(error)); they are kept until you quit."
            }
        }
        center.post(name: .gameResultRecorded, object: self, userInfo: ["result": result])
    }

    /// Deletes the file (a missing one is fine), empties the list, forgets any
    /// problem and posts `.scoresReset`. Throws, changing nothing, when the file
    /// cannot be deleted.
    public func reset() throws {
        try file.remove()
        stored = []
        isLoaded = true
        savesFile = true
        loadProblem = nil
        saveProblem = nil
        center.post(name: .scoresReset, object: self)
    }

    /// The best result of each game (the highest score; of equal scores the
    /// shortest game; of equal durations the first recorded), by id.
    public func bestResultIDs() -> Set<UUID> {
        var best: [GameResult.Game: GameResult] = [:]
        for result in results {
            guard let champion = best[result.game] else {
                best[result.game] = result
                continue
            }
            if result.score > champion.score || (result.score == champion.score && result.duration < champion.duration) {
                best[result.game] = result
            }
        }
        return Set(best.values.map(\.id))
    }

    /// The result with `id`, if there is one.
    public func result(withID id: UUID) -> GameResult? {
        results.first { $0.id == id }
    }

    private func loadIfNeeded() {
        guard !isLoaded else { return }
        isLoaded = true
        switch file.load() {
        case .missing:
            stored = []
        case .loaded(let saved):
            stored = saved.results
        case .setAside(let reason, let setAsideAt):
            stored = []
            let why = "Your scores could not be read: " + Self.plain(reason)
            if let setAsideAt {
                loadProblem = why + " It was kept as \(setAsideAt.lastPathComponent), and new results start a fresh list."
            } else {
                savesFile = false
                loadProblem = why + " It could not be moved aside either, so new results are kept only until you quit."
            }
        }
    }

    /// StateFile's reason in a user's words (the log keeps the details).
    private static func plain(_ reason: String) -> String {
        if reason.contains(ScoresFile.newerFormat) { return "they were saved by a newer version of Machismo." }
        if reason.hasPrefix("it is not valid") { return "the file is damaged." }
        return "the file could not be opened."
    }
}

/// What `scores.json` holds; see `ScoreBook`.
struct ScoresFile: Codable, Sendable {
    static let newerFormat = "from a newer Machismo"

    var version = ScoreBook.formatVersion
    var results: [GameResult]

    init(results: [GameResult]) {
        self.results = results
    }

    enum CodingKeys: String, CodingKey {
        case version, results
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard version == ScoreBook.formatVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription: version > ScoreBook.formatVersion
                    ? "format \(version), \(Self.newerFormat)" : "format \(version) is unknown")
        }
        results = try container.decode([GameResult].self, forKey: .results)
    }
}
