import Localization
import Storage

/// The orders the Scores list offers, each with its ties broken so that the
/// order is always the same.
enum ScoreOrder: String, CaseIterable, Sendable {
    /// Newest first.
    case date
    /// Highest first.
    case score
    /// Shortest first.
    case duration

    /// The name on its button.
    var title: String {
        switch self {
        // TRANSLATORS: a button of Scores' "Sort By" group.
        case .date: trc("sort by", "Date")
        // TRANSLATORS: a button of Scores' "Sort By" group.
        case .score: trc("sort by", "Score")
        // TRANSLATORS: a button of Scores' "Sort By" group.
        case .duration: trc("sort by", "Duration")
        }
    }

    /// Its button's tooltip.
    var tooltip: String {
        switch self {
        case .date: tr("Sort by date: newest first")
        case .score: tr("Sort by score: highest first")
        case .duration: tr("Sort by duration: shortest first")
        }
    }

    /// The database's order for it.
    var sortOrder: ScoreSortOrder {
        switch self {
        case .date: .date
        case .score: .score
        case .duration: .duration
        }
    }

    /// `results` (in the order recorded) in this order, as the list shows them.
    func sorted(_ results: [GameResult]) -> [GameResult] { sortOrder.sorted(results) }
}
