import Foundation
@testable import Navigation
import Testing

/// `RestorableValue(encoding:)` and `decode(_:)` work on the value itself, and must give
/// what going through JSON text gave: `JSONEncoder`'s output read by `init(parsingJSON:)`,
/// and the value written by `JSONEncoder` then read by `JSONDecoder`. Each case here is run
/// both ways and the outcomes compared: the same value, or the same kind of error at the
/// same place.
@Suite struct RestorableValueCodingTests {
    /// A value, or an error told by its kind, its type and its coding path.
    enum Outcome<Value: Equatable>: Equatable {
        case value(Value)
        case failure(String)

        init(_ body: () throws -> Value) {
            do {
                self = .value(try body())
            } catch {
                self = .failure(Self.describe(error))
            }
        }

        static func path(_ context: DecodingError.Context) -> String { path(context.codingPath) }

        static func path(_ keys: [any CodingKey]) -> String {
            keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "/")
        }

        static func describe(_ error: any Error) -> String {
            switch error {
            case DecodingError.typeMismatch(let type, let context): "type mismatch \(type) at \(path(context))"
            case DecodingError.valueNotFound(let type, let context): "value not found \(type) at \(path(context))"
            case DecodingError.keyNotFound(let key, let context):
                "key not found \(key.stringValue) at \(path(context))"
            case DecodingError.dataCorrupted(let context): "data corrupted at \(path(context))"
            case EncodingError.invalidValue(_, let context): "invalid value at \(path(context.codingPath))"
            default: "\(type(of: error))"
            }
        }
    }

    func throughJSON<Value: Encodable>(_ value: Value) throws -> RestorableValue {
        try RestorableValue(parsingJSON: Array(JSONEncoder().encode(value)))
    }

    func throughJSON<Value: Decodable>(_ value: RestorableValue, as type: Value.Type) throws -> Value {
        try JSONDecoder().decode(type, from: JSONEncoder().encode(value))
    }

    func expectSameEncoding<Value: Encodable>(
        _ value: Value, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let direct = Outcome { try RestorableValue(encoding: value) }
        let json = Outcome { try throughJSON(value) }
        #expect(direct == json, "\(Value.self): \(value)", sourceLocation: sourceLocation)
    }

    func expectSameDecoding<Value: Decodable & Equatable>(
        _ type: Value.Type, from values: [RestorableValue], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for value in values {
            let direct = Outcome { try value.decode(type) }
            let json = Outcome { try throughJSON(value, as: type) }
            #expect(direct == json, "\(type) from \(value)", sourceLocation: sourceLocation)
        }
    }

    // MARK: - Sample types

    struct Card: Codable, Equatable {
        var contents: String
        var isChosen: Bool
        var rank: Int?
    }

    struct Deal: Codable, Equatable {
        var kind: String
        var cards: [Card]
        var score: Int
        var startedAt: Date
        var zoom: Double
        var weight: Float
        var picture: Data?
        var link: URL?
        var price: Decimal?
        var tags: [String: Int]
        var byNumber: [Int: String]
    }

    enum Move: Codable, Equatable {
        case choose(index: Int)
        case deal
        case score(Int, Double)
    }

    enum Colour: String, Codable, Equatable { case red, green }

    struct Nothing: Codable, Equatable {
        func encode(to encoder: any Encoder) throws {}
        init() {}
        init(from decoder: any Decoder) throws {}
    }

    /// Writes nulls explicitly, asks for its containers twice and nests through them.
    struct Explicit: Codable, Equatable {
        var name: String?
        var pair: [Int]
        enum Keys: String, CodingKey { case name, pair, inner, more }
        enum InnerKeys: String, CodingKey { case flag }

        init(name: String?, pair: [Int]) {
            self.name = name
            self.pair = pair
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(name, forKey: .name)
            var again = encoder.container(keyedBy: Keys.self)
            var pairs = again.nestedUnkeyedContainer(forKey: .pair)
            for number in pair { try pairs.encode(number) }
            var inner = again.nestedContainer(keyedBy: InnerKeys.self, forKey: .inner)
            try inner.encode(true, forKey: .flag)
            var more = again.nestedContainer(keyedBy: InnerKeys.self, forKey: .inner)
            try more.encodeNil(forKey: .flag)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            name = try container.decodeIfPresent(String.self, forKey: .name)
            var pairs = try container.nestedUnkeyedContainer(forKey: .pair)
            var numbers: [Int] = []
            while !pairs.isAtEnd { numbers.append(try pairs.decode(Int.self)) }
            pair = numbers
            let inner = try container.nestedContainer(keyedBy: InnerKeys.self, forKey: .inner)
            guard try inner.decodeNil(forKey: .flag) else {
                throw DecodingError.dataCorrupted(.init(codingPath: inner.codingPath, debugDescription: "flag"))
            }
        }
    }

    class Base: Codable, Equatable {
        var level: Int
        init(level: Int) { self.level = level }
        static func == (lhs: Base, rhs: Base) -> Bool { lhs.level == rhs.level && type(of: lhs) == type(of: rhs) }
    }

    /// Encodes its superclass through `superEncoder()`, keyed and in an array.
    final class Derived: Base {
        var name: String
        enum Keys: String, CodingKey { case name, list }

        init(level: Int, name: String) {
            self.name = name
            super.init(level: level)
        }

        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(name, forKey: .name)
            try super.encode(to: container.superEncoder())
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode(1)
            try super.encode(to: list.superEncoder())
            try list.encode(3)
        }

        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            name = try container.decode(String.self, forKey: .name)
            var list = try container.nestedUnkeyedContainer(forKey: .list)
            _ = try list.decode(Int.self)
            _ = try Base(from: list.superDecoder())
            try super.init(from: container.superDecoder())
        }

        static func == (lhs: Derived, rhs: Derived) -> Bool { lhs.level == rhs.level && lhs.name == rhs.name }
    }

    static let deal = Deal(
        kind: "cards",
        cards: [Card(contents: "J♥", isChosen: true, rank: 11), Card(contents: "\"\\\n\u{0}😀", isChosen: false)],
        score: -3, startedAt: Date(timeIntervalSinceReferenceDate: 785_000_000.5), zoom: 0.45, weight: 0.1,
        picture: Data([0, 1, 2, 254, 255]), link: URL(string: "https://example.org/a?b=1"),
        price: Decimal(string: "12.50"), tags: ["a": 1, "b": -2], byNumber: [1: "one", -7: "minus seven"])

    // MARK: - What the outcomes are

    @Test func numbersKeepTheKindTheirJSONTextReadsAs() throws {
        #expect(try RestorableValue(encoding: 3.0) == .integer(3), "a whole Double is an integer")
        #expect(try RestorableValue(encoding: 2.5) == .number(2.5))
        #expect(try RestorableValue(encoding: Float(0.1)) == .number(0.1), "a Float's digits, not its binary value")
        #expect(try RestorableValue(encoding: UInt64.max) == .number(18_446_744_073_709_551_615), "past Int")
        #expect(try RestorableValue(encoding: 0x1p60) == .integer(1_152_921_504_606_847_000), "its digits, not 2^60")
        #expect(throws: EncodingError.self) { try RestorableValue(encoding: Double.nan) }
        #expect(try RestorableValue.number(3).decode(Int.self) == 3)
        #expect(try RestorableValue.integer(3).decode(Double.self) == 3)
        #expect(try RestorableValue.number(0.1).decode(Float.self) == 0.1)
        for (value, type) in [(RestorableValue.number(3.5), Int.self), (.integer(300), Int8.self)]
            as [(_, any Decodable.Type)]
        {
            #expect(throws: DecodingError.self, "\(value) as \(type)") { try value.decode(type) }
        }
    }

    @Test func optionalsSpecialTypesAndMismatchesComeOutAsInJSON() throws {
        #expect(
            try RestorableValue(encoding: Card(contents: "A♠", isChosen: true, rank: nil))
                == .object(["contents": "A♠", "isChosen": true]), "a nil optional leaves its key out")
        #expect(try RestorableValue(encoding: Int?.none) == .null)
        #expect(try RestorableValue(encoding: Data([1, 2, 3])) == "AQID", "Data in Base64")
        #expect(try RestorableValue.string("AQID").decode(Data.self) == Data([1, 2, 3]))
        #expect(throws: EncodingError.self, "a value that encodes nothing") { try RestorableValue(encoding: Nothing()) }
        #expect(try RestorableValue(encoding: ["inside": Nothing()]) == .object(["inside": .object([:])]))
        let card = RestorableValue.object(["contents": 7, "isChosen": true])
        let error = try #require(throws: DecodingError.self) { try card.decode(Card.self) }
        guard case .typeMismatch(let type, let context) = error else {
            Issue.record("a number where a string goes is a type mismatch, not \(error)")
            return
        }
        #expect(type == String.self && context.codingPath.map(\.stringValue) == ["contents"])
        #expect(
            try RestorableValue.object(["contents": "x", "isChosen": false, "rank": .null]).decode(Card.self)
                == Card(contents: "x", isChosen: false, rank: nil))
    }

    // MARK: - Encoding

    @Test func integersOfEveryWidthEncodeAsTheirDigitsRead() {
        expectSameEncoding(0)
        expectSameEncoding(Int.max)
        expectSameEncoding(Int.min)
        expectSameEncoding(Int8.min)
        expectSameEncoding(UInt8.max)
        expectSameEncoding(Int32.min)
        expectSameEncoding(UInt32.max)
        expectSameEncoding(Int64.min)
        expectSameEncoding(UInt(Int.max))
        expectSameEncoding(UInt(Int.max) + 1)
        expectSameEncoding(UInt64.max)
        expectSameEncoding([UInt64.max - 1, 1 << 63, 1 << 62])
    }

    @Test func floatingPointNumbersEncodeAsTheirShortestDigitsRead() {
        let doubles: [Double] = [
            0, -0.0, 0.1, 1.5, 3, -2, 1e15, 1e16, 9_007_199_254_740_992, 9_007_199_254_740_994, 0x1p60,
            8.947470432535164e17, 1e20, 1.8446744073709552e19, -9.223372036854776e18, 9.223372036854776e18,
            .greatestFiniteMagnitude, .leastNonzeroMagnitude, .pi, 1e-7, 123_456.789,
        ]
        for double in doubles { expectSameEncoding(double) }
        expectSameEncoding(doubles)
        let floats: [Float] = [0.1, 1e30, 16_777_217, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 3, -0.0]
        for float in floats { expectSameEncoding(float) }
        expectSameEncoding(floats)
        expectSameEncoding(Double.nan)
        expectSameEncoding([1, Double.infinity])
        expectSameEncoding(["weight": -Float.infinity])
    }

    @Test func codableValuesEncodeWithTheirKeysOptionalsAndSpecialTypes() {
        expectSameEncoding(Self.deal)
        expectSameEncoding([Self.deal, Self.deal])
        expectSameEncoding(Card(contents: "A♠", isChosen: false, rank: nil))
        expectSameEncoding(Int?.none)
        expectSameEncoding([1, nil, 3] as [Int?])
        expectSameEncoding([Move.choose(index: 3), .deal, .score(4, 0.5)])
        expectSameEncoding([Colour.red: 1, .green: 2])
        expectSameEncoding([true: "yes"])
        expectSameEncoding(Date(timeIntervalSinceReferenceDate: 0))
        expectSameEncoding(Data())
        expectSameEncoding(Decimal(string: "-123456789012345678901234567890.5"))
        expectSameEncoding(Decimal.nan)
        expectSameEncoding(URL(string: "file:///tmp/a%20b.json"))
        expectSameEncoding("")
        expectSameEncoding(Explicit(name: nil, pair: [1, 2]))
        expectSameEncoding(Derived(level: 2, name: "child"))
        expectSameEncoding(Nothing())
        expectSameEncoding(["empty": Nothing()])
        expectSameEncoding([Nothing()])
        let tree: RestorableValue = .object([
            "a": .array([1, 1.5, 3.0, "x", true, .null, .object(["b": .integer(Int.min)])]), "c": .object([:]),
        ])
        expectSameEncoding(tree)
        expectSameEncoding(RestorableValue.number(.nan))
    }

    @Test func nestingPastTheReadersDepthIsRefusedAsTheTextWouldBe() {
        func nested(_ depth: Int) -> RestorableValue {
            (1..<depth).reduce(RestorableValue.integer(1)) { inner, _ in .array([inner]) }
        }
        for depth in [511, 512, 513, 600] {
            expectSameEncoding(nested(depth))
            expectSameEncoding(nested(depth).arrayWrappedAsObject)
            expectSameEncoding(nested(depth).emptiedAtTheBottom)
        }
    }

    // MARK: - Decoding

    static let scalars: [RestorableValue] = [
        .null, .bool(true), .bool(false), .integer(0), .integer(-1), .integer(127), .integer(128), .integer(300),
        .integer(65_536), .integer(Int.max), .integer(Int.min), .number(1.5), .number(3), .number(-0.0),
        .number(1e20), .number(1e-50), .number(1e39), .number(0x1p60), .number(8.947470432535164e17),
        .number(1.8446744073709552e19), .number(-9.223372036854776e18), .number(9.223372036854776e18),
        .number(0.1), .number(.greatestFiniteMagnitude), .number(.leastNonzeroMagnitude), .number(.nan),
        .number(.infinity), .string(""), .string("3"), .string("AQID"), .string("not base64!"),
        .string("https://example.org/a?b=1"), .string("a b"), .array([]), .array([1, 2]), .array([1, .null]),
        .object([:]), .object(["a": 1]),
    ]

    @Test func scalarsDecodeAsJSONDecoderReadsThem() {
        let values = Self.scalars
        expectSameDecoding(Bool.self, from: values)
        expectSameDecoding(String.self, from: values)
        expectSameDecoding(Int.self, from: values)
        expectSameDecoding(Int8.self, from: values)
        expectSameDecoding(Int16.self, from: values)
        expectSameDecoding(Int32.self, from: values)
        expectSameDecoding(Int64.self, from: values)
        expectSameDecoding(UInt.self, from: values)
        expectSameDecoding(UInt8.self, from: values)
        expectSameDecoding(UInt16.self, from: values)
        expectSameDecoding(UInt32.self, from: values)
        expectSameDecoding(UInt64.self, from: values)
        expectSameDecoding(Double.self, from: values)
        expectSameDecoding(Float.self, from: values)
        expectSameDecoding(Int?.self, from: values)
        expectSameDecoding(Date.self, from: values)
        expectSameDecoding(Data.self, from: values)
        expectSameDecoding(URL.self, from: values)
        expectSameDecoding(Decimal.self, from: values)
        expectSameDecoding(RestorableValue.self, from: values)
        expectSameDecoding(Colour.self, from: values + [.string("red"), .string("blue")])
    }

    @Test func containersDecodeAsJSONDecoderReadsThem() throws {
        let values = Self.scalars + Self.scalars.map { .array([$0]) } + Self.scalars.map { .object(["k": $0]) }
        expectSameDecoding([Int].self, from: values)
        expectSameDecoding([Int?].self, from: values)
        expectSameDecoding([String: Int].self, from: values)
        expectSameDecoding([String: Double?].self, from: values)
        expectSameDecoding([Int: String].self, from: values + [.object(["1": "one", "x": "?"])])
        expectSameDecoding([[Int]].self, from: values + [.array([.array([1]), .array([]), .array([.null])])])
        expectSameDecoding([Move].self, from: [.array([.object(["deal": .object([:])])]), .array([.object([:])])])
        expectSameDecoding(Nothing.self, from: values)
        let deal = try RestorableValue(encoding: Self.deal)
        expectSameDecoding(Deal.self, from: [deal, .object([:])])
        guard case .object(let members) = deal else {
            Issue.record("a deal is an object")
            return
        }
        for (key, _) in members {
            var missing = members
            missing.removeValue(forKey: key)
            expectSameDecoding(Deal.self, from: [.object(missing)])
            for damage in Self.scalars {
                var damaged = members
                damaged[key] = damage
                expectSameDecoding(Deal.self, from: [.object(damaged)])
            }
        }
        expectSameDecoding(Card.self, from: [.object(["contents": "J♥", "isChosen": true, "rank": .null])])
        let moves = try RestorableValue(encoding: [Move.choose(index: 3), .deal, .score(4, 0.5)])
        expectSameDecoding([Move].self, from: [moves])
        expectSameDecoding(Explicit.self, from: [try RestorableValue(encoding: Explicit(name: "x", pair: [1, 2]))])
        let derived = try RestorableValue(encoding: Derived(level: 2, name: "child"))
        let derivedFromJSON = try throughJSON(derived, as: Derived.self)
        #expect(try derived.decode(Derived.self) == derivedFromJSON)
        expectSameDecoding(Base.self, from: [derived, .object([:]), .null])
    }

    @Test func nestingPastJSONDecodersDepthAndNumbersJSONCannotWriteAreRefused() {
        func nested(_ depth: Int) -> RestorableValue {
            (0..<depth).reduce(RestorableValue.integer(1)) { inner, _ in .array([inner]) }
        }
        for depth in [510, 511, 512, 513] {
            expectSameDecoding(RestorableValue.self, from: [nested(depth), nested(depth).emptiedAtTheBottom])
        }
        expectSameDecoding(
            [String: Int].self, from: [.object(["a": 1, "b": .number(.nan)]), .array([.number(-.infinity)])])
    }
}

extension RestorableValue {
    /// The same nesting of arrays with an empty one in place of the innermost value.
    fileprivate var emptiedAtTheBottom: RestorableValue {
        guard case .array(let elements) = self, let first = elements.first else { return .array([]) }
        return .array([first.emptiedAtTheBottom])
    }

    /// The same nesting with each array turned into an object of one member.
    fileprivate var arrayWrappedAsObject: RestorableValue {
        guard case .array(let elements) = self, let first = elements.first else { return self }
        return .object(["k": first.arrayWrappedAsObject])
    }
}
