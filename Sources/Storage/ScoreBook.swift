import FoundationEssentials
import Localization
import Notifications

extension NotificationName where Payload == GameResult {
    /// Posted by `ScoreBook.record`; `object` is the score book, the payload the result.
    public static var gameResultRecorded: Self { Self("machismo.gameResultRecorded") }
}

extension NotificationName where Payload == Void {
    /// Posted when the scores are emptied (Settings → Data → Reset Scores or Reset
    /// Everything); `object` is the score book.
    public static var scoresReset: Self { Self("machismo.scoresReset") }
}

/// The finished games' results, kept in `$XDG_DATA_HOME/machismo/scores.json`
/// (`SavedData.scoresFile`), and announced on a notification center when one is
/// recorded or all are reset.
///
/// The file is a versioned JSON object, saved atomically on every change:
///
/// ```json
/// { "version": 2, "results": [ <GameResult>, … ] }
/// ```
///
/// with the results in the order they were recorded (see `GameResult` for one).
/// A file of version 1, whose results kept their history as English lines, is read
/// and converted to events once; it is written as version 2 at the next change.
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
    public nonisolated static var formatVersion: Int { SavedList<Scores>.formatVersion }

    /// Every result, in the order recorded.
    public var results: [GameResult] { list.items }

    /// Why the file could not be read or saved, for the user; nil when all is well.
    public var problem: String? { list.problem }

    /// Where the results are saved.
    public var fileURL: URL { list.url }

    /// The center this book posts `.gameResultRecorded` and `.scoresReset` on.
    public let center: Notifications.NotificationCenter

    private let list: SavedList<Scores>

    public init(directories: XDGDirectories, center: Notifications.NotificationCenter = .default) {
        list = SavedList(url: SavedData(directories: directories).scoresFile)
        self.center = center
    }

    /// Appends `result`, saves the file atomically and posts `.gameResultRecorded`.
    /// A save that fails keeps the result in memory and says why in `problem`.
    public func record(_ result: GameResult) {
        list.items.append(result)
        center.post(name: .gameResultRecorded, object: self, payload: result)
    }

    /// Deletes the file (a missing one is fine), empties the list, forgets any
    /// problem and posts `.scoresReset`. Throws, changing nothing, when the file
    /// cannot be deleted.
    public func reset() throws {
        try list.reset()
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
            if result.score > champion.score || (result.score == champion.score && result.duration < champion.duration)
            {
                best[result.game] = result
            }
        }
        return Set(best.values.map(\.id))
    }

    /// The result with `id`, if there is one.
    public func result(withID id: UUID) -> GameResult? {
        results.first { $0.id == id }
    }
}

/// What `scores.json` holds; see `ScoreBook`.
enum Scores: SavedListKind {
    typealias Element = GameResult
    /// 2: a result's history is events (`DealEvent`), not English lines (1).
    static var formatVersion: Int { 2 }
    static var key: String { "results" }
    static var items: String { "scores" }
    static var newItems: String { "new results" }
    static func problem(in items: [GameResult]) -> String? { duplicateIDProblem(in: items) }

    static func olderItems(version: Int, from decoder: any Decoder) throws -> [GameResult]? {
        guard version == 1 else { return nil }
        return try [GameResult.FormatOne](from: decoder).map(\.result)
    }

    static var loadWording: LoadProblem.Wording {
        LoadProblem.Wording(
            damaged: tr("Your scores could not be read: the file is damaged."),
            newer: tr("Your scores could not be read: they were saved by a newer version of Machismo."),
            unopened: tr("Your scores could not be read: the file could not be opened."),
            // TRANSLATORS: %s is the name the damaged file was kept under (scores.json.corrupt-20261121T140500Z).
            kept: { tr("It was kept as %s, and new results start a fresh list.", $0) },
            unsaved: tr("It could not be moved aside either, so new results are kept only until you quit."))
    }

    static func saveProblem(_ error: String) -> String {
        // TRANSLATORS: %s is the system's reason, such as
        // "could not write /home/ada/.local/share/machismo/scores.json: Disk full".
        tr("The latest scores could not be saved (%s); they are kept until you quit.", error)
    }
}
