import CardGame
import Foundation
@testable import Storage
import Testing

/// The score database's hand-written history JSON: what it writes `JSONDecoder` reads as the
/// same events, and what it reads it reads as `JSONDecoder` does, whatever the text.
@Suite struct HistoryJSONTests {
    static let jacks: [CardValue] = [.playing(rank: 11, suit: .hearts), .playing(rank: 11, suit: .spades)]
    static let ovals = CardValue.set(number: 2, symbol: .oval, shading: .striped, color: .green)
    static let history: [DealEvent] = [
        .chosen([ovals]), .unchosen([.playing(rank: 8, suit: .diamonds)]), .matched(jacks, points: 16),
        .matched(jacks, points: Int.max), .mismatched(jacks, penalty: 2), .mismatched([ovals], penalty: Int.min),
        .hint(penalty: 3), .hint(penalty: -7), .noSetOnBoard, .dealtThreeMore(penalty: 0),
        .dealtThreeMore(penalty: 1_000_000_000_000_000_000), .unreadable("Shuffled \"the\" deck.\n"),
        .unreadable(""),
    ]

    @Test func whatItWritesReadsBackTheSameEitherWay() throws {
        let json = HistoryJSON()
        for events in [[], Self.history, Array(Self.history.prefix(3)), [.noSetOnBoard]] {
            let text = Data(try json.encode(events).utf8)
            #expect(try JSONDecoder().decode([DealEvent].self, from: text) == events)
            #expect(try json.decode(text) == events)
            let written = events.filter { if case .unreadable = $0 { false } else { true } }
            #expect(json.fastDecode(Array(try json.encode(written).utf8)) == written, "read without JSONDecoder")
            #expect(
                try JSONSerialization.jsonObject(with: text) as? NSArray == JSONSerialization.jsonObject(
                    with: JSONEncoder().encode(events)) as? NSArray, "the same JSON as JSONEncoder's")
        }
    }

    @Test func itReadsWhatJSONDecoderReadsAndRefusesWhatItRefuses() throws {
        let json = HistoryJSON()
        let valid = Array(try json.encode(Self.history).utf8)
        var generator = SplitMix(state: 20_261_205)
        let pieces: [[UInt8]] = [
            "", " ", "\"", "\\", ",", "]", "}", "{", "0", "-", "é", "\u{0}", "[]", "9999999999999999999",
        ]
        .map { Array($0.utf8) }
        var agreed = 0
        for _ in 0..<3_000 {
            var bytes = valid
            for _ in 0...Int.random(in: 0...3, using: &generator) {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(contentsOf: pieces.randomElement(using: &generator)!, at: at)
                default: bytes[at] = UInt8.random(in: 0...255, using: &generator)
                }
            }
            let data = Data(bytes)
            let fast = try? json.decode(data)
            let reference = try? JSONDecoder().decode([DealEvent].self, from: data)
            #expect(fast == reference, "\(String(decoding: bytes, as: UTF8.self))")
            agreed += reference == nil ? 0 : 1
        }
        #expect(agreed > 0, "some mutations are still histories")
    }
}

/// A seeded generator (SplitMix64), so that a failure repeats.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
