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

    func sorted(_ results: [GameResult]) -> [GameResult] {
        results.sorted { a, b in
            switch self {
            case .date:
                if a.start != b.start { return a.start > b.start }
            case .score:
                if a.score != b.score { return a.score > b.score }
            case .duration:
                if a.duration != b.duration { return a.duration < b.duration }
                if a.score != b.score { return a.score > b.score }
            }
            if a.start != b.start { return a.start > b.start }
            return a.id.uuidString < b.id.uuidString
        }
    }
}
