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
        case .date: "Date"
        case .score: "Score"
        case .duration: "Duration"
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
