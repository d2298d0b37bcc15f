import FoundationEssentials
import Localization

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
