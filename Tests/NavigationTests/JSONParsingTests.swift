import Foundation
@testable import Navigation
import Testing

/// `RestorableValue(parsingJSON:)` reads what `JSONDecoder` reads, the same way, and
/// refuses what it refuses: on chosen texts, and on random values and random damage to them.
@Suite struct JSONParsingTests {
    func decoded(_ bytes: [UInt8]) -> RestorableValue? {
        try? JSONDecoder().decode(RestorableValue.self, from: Data(bytes))
    }

    func parsed(_ bytes: [UInt8]) -> RestorableValue? {
        try? RestorableValue(parsingJSON: bytes)
    }

    @Test(arguments: [
        #"{"a": [1, 1.5, "x", true, null, {"b": -9223372036854775808}], "c": {}, "d": []}"#,
        "1.0", "-0", "0", "1e2", "1E+2", "2.5e-3", "9223372036854775807", "9223372036854775808", "-1.5",
        "8.947470432535164e17", "89474704325351640e1", "150e-1", "-12.50e1", "0.0e5", "1e19", "12e-1", "1e-400",
        "341604305475004178.2", "-1163600230308246164.9", "892027398813634.95", "12.9999999999999999",
        "-892027398813634.95", "9007199254740993.9", "9007199254740993.0", "4503599627370496.5",
        #""\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00 café""#, "  [ 1 , 2 ]  ", "true", "false", "null", "[]", "{}",
        #"{"k": 1, "k": 2}"#, "[[[[[]]]]]", "[1,]", #"{"a": 1,}"#,
    ])
    func aValidTextReadsAsJSONDecoderReadsIt(_ text: String) throws {
        let bytes = Array(text.utf8)
        let expected = try #require(decoded(bytes))
        #expect(try RestorableValue(parsingJSON: bytes) == expected)
    }

    @Test(arguments: [
        "", " ", "[,]", "[1,,]", "{,}", #"{"a" 1}"#, "01", "1.", ".5", "1e", "-", "+1", "1e400", "nul", "tru",
        #""\x""#, #""\u12""#, #""\ud800""#, #""\udc00x""#, "\"a\u{1}b\"", "\"open", "[1] 2", "[1", "{\"a\":", "NaN",
        "[\"\\u0000\"", "'a'", "// x\n1", "{\"a\": 1 /* */}",
    ])
    func anInvalidTextIsRefusedAsJSONDecoderRefusesIt(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(decoded(bytes) == nil, "JSONDecoder refuses \(text)")
        #expect(throws: DecodingError.self) { try RestorableValue(parsingJSON: bytes) }
    }

    @Test func invalidUTF8AndDeepNestingAreRefused() {
        #expect(parsed([0x22, 0xFF, 0x22]) == nil)
        #expect(parsed([0x22, 0xC3, 0x22]) == nil)
        let deep = Array((String(repeating: "[", count: 600) + String(repeating: "]", count: 600)).utf8)
        #expect(parsed(deep) == nil && decoded(deep) == nil)
        let fine = Array((String(repeating: "[", count: 500) + String(repeating: "]", count: 500)).utf8)
        #expect(parsed(fine) != nil && parsed(fine) == decoded(fine))
    }

    /// Random values, written by JSONEncoder (plain and pretty), then damaged at random:
    /// a byte changed, inserted or removed, or the text cut short.
    @Test func randomTextsAndRandomDamageAgreeWithJSONDecoder() throws {
        var random = SystemRandomNumberGenerator()  // a failure prints its text
        let alphabet = Array(#"{}[]",:0123456789.-+eE tfnrul\"\#u{7F}é"#.utf8)
        var valid = 0
        for round in 0..<3_000 {
            let value = randomValue(&random, depth: 0)
            let encoder = JSONEncoder()
            if round % 2 == 0 { encoder.outputFormatting = [.prettyPrinted, .sortedKeys] }
            var bytes = Array(try encoder.encode(value))
            #expect(parsed(bytes) == decoded(bytes), "\(String(decoding: bytes, as: UTF8.self))")
            for _ in 0..<Int(random.next() % 3) where !bytes.isEmpty {
                let at = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 4 {
                case 0: bytes[at] = alphabet[Int(random.next() % UInt64(alphabet.count))]
                case 1: bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: at)
                case 2: bytes.remove(at: at)
                default: bytes.removeLast(bytes.count - at)
                }
            }
            let expected = decoded(bytes)
            if expected != nil { valid += 1 }
            #expect(parsed(bytes) == expected, "\(String(decoding: bytes, as: UTF8.self))")
        }
        #expect(valid > 1_000, "the damage leaves enough texts valid to compare")
    }

    func randomValue(_ random: inout SystemRandomNumberGenerator, depth: Int) -> RestorableValue {
        switch random.next() % (depth < 4 ? 9 : 7) {
        case 0: return .null
        case 1: return .bool(random.next() % 2 == 0)
        case 2: return .integer(Int(truncatingIfNeeded: random.next()) >> Int(random.next() % 64))
        case 3: return .number(Double(Int64(truncatingIfNeeded: random.next()) % 1_000_000) / 977)
        case 4, 5:
            return .string(
                ["", "J♥", "two red striped ovals", "a\"b\\c\n", "Привет", "\u{1}", "😀"][Int(random.next() % 7)])
        case 6: return .integer(Int(random.next() % 100))
        case 7: return .array((0..<Int(random.next() % 5)).map { _ in randomValue(&random, depth: depth + 1) })
        default:
            var members: [String: RestorableValue] = [:]
            for index in 0..<Int(random.next() % 5) { members["k\(index)"] = randomValue(&random, depth: depth + 1) }
            return .object(members)
        }
    }
}
