import CardGame
import FoundationEssentials

/// A game's history as the JSON text the score database keeps: exactly `DealEvent`'s
/// `Codable` form (`[{"matched":{"cards":["J♥","J♠"],"points":16}}, …]`), written and read
/// by hand, many times faster than `JSONEncoder` and `JSONDecoder` (a 10,000-result import
/// writes 300,000 events; Scores reads them back). Each card's JSON is made once by
/// `JSONEncoder` and kept, and each card read once by `CardValue(contents:)`. Reading takes
/// the text exactly as `encode` writes it; anything else (an unreadable line, spaces, an
/// escaped character) goes to `JSONDecoder`, which is the judge. Not thread-safe: one per
/// database connection.
final class HistoryJSON {
    private var cards: [CardValue: String] = [:]
    private var contents: [String: CardValue] = [:]

    /// The events of `bytes`; throws as `JSONDecoder` does when they are not a history.
    func decode(_ bytes: Data) throws -> [DealEvent] {
        if let events = bytes.withUnsafeBytes({ fastDecode(Array($0.bindMemory(to: UInt8.self))) }) {
            return events
        }
        return try JSONDecoder().decode([DealEvent].self, from: bytes)
    }

    /// The events of text written by `encode`, or nil for any other text.
    func fastDecode(_ bytes: [UInt8]) -> [DealEvent]? {
        var scanner = Scanner(bytes: bytes)
        guard scanner.take("[") else { return nil }
        var events: [DealEvent] = []
        if scanner.take("]") { return scanner.atEnd ? events : nil }
        repeat {
            guard scanner.take("{\""), let kind = scanner.word(), scanner.take(":{") else { return nil }
            let event: DealEvent
            switch kind {
            case "chosen", "unchosen", "matched", "mismatched":
                guard scanner.take("\"cards\":["), let values = cardList(&scanner), !values.isEmpty else { return nil }
                switch kind {
                case "chosen": event = .chosen(values)
                case "unchosen": event = .unchosen(values)
                case "matched":
                    guard scanner.take(",\"points\":"), let points = scanner.integer() else { return nil }
                    event = .matched(values, points: points)
                default:
                    guard scanner.take(",\"penalty\":"), let penalty = scanner.integer() else { return nil }
                    event = .mismatched(values, penalty: penalty)
                }
            case "hint", "dealtThreeMore":
                guard scanner.take("\"penalty\":"), let penalty = scanner.integer() else { return nil }
                event = kind == "hint" ? .hint(penalty: penalty) : .dealtThreeMore(penalty: penalty)
            case "noSetOnBoard": event = .noSetOnBoard
            default: return nil
            }
            guard scanner.take("}}") else { return nil }
            events.append(event)
        } while scanner.take(",")
        return scanner.take("]") && scanner.atEnd ? events : nil
    }

    /// `"…","…"]`: the cards of a list whose `[` was read.
    private func cardList(_ scanner: inout Scanner) -> [CardValue]? {
        var values: [CardValue] = []
        repeat {
            guard scanner.take("\""), let text = scanner.string() else { return nil }
            if let known = contents[text] {
                values.append(known)
            } else {
                guard let value = CardValue(contents: text) else { return nil }
                contents[text] = value
                values.append(value)
            }
        } while scanner.take(",")
        return scanner.take("]") ? values : nil
    }

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

/// Reads `HistoryJSON`'s text byte by byte.
private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    var atEnd: Bool { index == bytes.count }

    /// Steps over `literal` when the text goes on with it.
    mutating func take(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        let start = literal.utf8Start
        for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
        index += count
        return true
    }

    /// ASCII letters up to a closing quote, which is stepped over.
    mutating func word() -> String? {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index] | 0x20) else { return nil }
            index += 1
        }
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A string's text up to its closing quote (stepped over); nil at an escape or a control character.
    mutating func string() -> String? {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            guard bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 else { return nil }
            index += 1
        }
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return String(validating: bytes[start..<index], as: UTF8.self)
    }

    /// A whole number as JSON writes it (`-`, then digits without a leading zero), from
    /// `Int.min` to `Int.max`; nil for any other.
    mutating func integer() -> Int? {
        let negative = take("-")
        let start = index
        var magnitude: UInt64 = 0
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            let (times, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(UInt64(bytes[index] - UInt8(ascii: "0")))
            guard !overflow, !carry else { return nil }
            magnitude = sum
            index += 1
        }
        let digits = index - start
        guard digits > 0, digits == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
        if negative {
            guard magnitude <= UInt64(Int.max) + 1 else { return nil }
            return Int(truncatingIfNeeded: 0 &- magnitude)
        }
        guard magnitude <= UInt64(Int.max) else { return nil }
        return Int(magnitude)
    }
}
