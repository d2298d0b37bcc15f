import Localization
import Storage

extension GameResult.Game {
    /// The game's name in the user's language, as Scores shows it; files keep `rawValue`.
    var title: String {
        switch self {
        // TRANSLATORS: a game in Scores: Cards matching 2 cards at a time.
        case .cards2: tr("Cards 2-card")
        // TRANSLATORS: a game in Scores: Cards matching 3 cards at a time.
        case .cards3: tr("Cards 3-card")
        // TRANSLATORS: the card game Set's name (its tab); often kept as it is.
        case .set: trc("game", "Set")
        }
    }

    /// The title of a result's details page: `Set Result`.
    var resultTitle: String {
        switch self {
        // TRANSLATORS: the title of a finished game's details in Scores.
        case .cards2: tr("Cards 2-card Result")
        // TRANSLATORS: the title of a finished game's details in Scores.
        case .cards3: tr("Cards 3-card Result")
        // TRANSLATORS: the title of a finished game's details in Scores (Set is the game's name).
        case .set: tr("Set Result")
        }
    }
}
