import FoundationEssentials

/// A value a page keeps in its restorable state: any JSON value, so that a
/// page's state is stored as readable, nested JSON (a saved game as an object
/// with named keys, a zoom as a number) rather than as text holding more JSON.
///
/// Whole numbers that fit an `Int` read back as `.integer`; other numbers as
/// `.number`. `JSONDecoder` refuses nesting deeper than 512 levels, so reading
/// a hostile file cannot recurse without bound.
public enum RestorableValue: Codable, Equatable, Sendable {
    /// JSON's null.
    case null
    /// true or false.
    case bool(Bool)
    /// A whole number that fits an `Int`.
    case integer(Int)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// A list of values.
    case array([RestorableValue])
    /// Values by key.
    case object([String: RestorableValue])

    /// Reads any JSON value. Containers are tried first, and each kind at most
    /// once: a failed attempt throws, which is the costly part of decoding.
    public init(from decoder: Decoder) throws {
        if let object = try? decoder.container(keyedBy: AnyKey.self) {
            var members: [String: RestorableValue] = [:]
            for key in object.allKeys {
                members[key.stringValue] = try object.decode(RestorableValue.self, forKey: key)
            }
            self = .object(members)
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [RestorableValue] = []
            while !array.isAtEnd { elements.append(try array.decode(RestorableValue.self)) }
            self = .array(elements)
        } else {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let bool = try? container.decode(Bool.self) {
                self = .bool(bool)
            } else if let string = try? container.decode(String.self) {
                self = .string(string)
            } else if let integer = try? container.decode(Int.self) {
                self = .integer(integer)
            } else {
                self = .number(try container.decode(Double.self))
            }
        }
    }

    /// Any key of an object.
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .integer(let integer): try container.encode(integer)
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        case .array(let array): try container.encode(array)
        case .object(let object): try container.encode(object)
        }
    }

    // MARK: - Reading

    /// The string, if this is one.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// A whole number: an integer, or a string that is one (as files before
    /// version 2 of `navigation.json` kept every value).
    public var intValue: Int? {
        switch self {
        case .integer(let integer): integer
        case .string(let string): Int(string)
        default: nil
        }
    }

    /// A finite number: a number, an integer, or a string that is one (as older
    /// files kept it). Never NaN or infinite.
    public var doubleValue: Double? {
        let value: Double? =
            switch self {
            case .integer(let integer): Double(integer)
            case .number(let number): number
            case .string(let string): Double(string)
            default: nil
            }
        return value.flatMap { $0.isFinite ? $0 : nil }
    }
}

extension RestorableValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}
