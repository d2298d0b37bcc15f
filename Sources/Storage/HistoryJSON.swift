import CardGame
import FoundationEssentials

/// A game's history as the JSON text the score database keeps: exactly `DealEvent`'s
/// `Codable` form (`[{"matched":{"cards":["J♥","J♠"],"points":16}}, …]`), read back by
/// `JSONDecoder`, but written by hand, some fifteen times faster than `JSONEncoder`: a
/// 10,000-result import writes 300,000 events. Each card's JSON is made once by `JSONEncoder`
/// and kept. Not thread-safe: one per database connection.
final class HistoryJSON {
    private var cards: [CardValue: String] = [:]

    /// `events` as JSON text.
    func encode(_ events: [DealEvent]) throws -> String {
        var text = "["
        for (index, event) in events.enumerated() {
            if index > 0 { text += "," }
            switch event {
            case .chosen(let values): text += "{\"chosen\":{\"cards\":\(try list(values))}}"
            case .unchosen(let values): text += "{\"unchosen\":{\"cards\":\(try list(values))}}"
            case .matched(let values, let points):
                text += "{\"matched\":{\"cards\":\(try list(values)),\"points\":\(points)}}"
            case .mismatched(let values, let penalty):
                text += "{\"mismatched\":{\"cards\":\(try list(values)),\"penalty\":\(penalty)}}"
            case .hint(let penalty): text += "{\"hint\":{\"penalty\":\(penalty)}}"
            case .noSetOnBoard: text += "{\"noSetOnBoard\":{}}"
            case .dealtThreeMore(let penalty): text += "{\"dealtThreeMore\":{\"penalty\":\(penalty)}}"
            case .unreadable:
                text += String(decoding: try JSONEncoder().encode(event), as: UTF8.self)
            }
        }
        return text + "]"
    }

    private func list(_ values: [CardValue]) throws -> String {
        var text = "["
        for (index, value) in values.enumerated() {
            if index > 0 { text += "," }
            if let known = cards[value] {
                text += known
            } else {
                let made = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
                cards[value] = made
                text += made
            }
        }
        return text + "]"
    }
}
