import FoundationEssentials

extension RestorableValue {
    /// This value read as `type`, as `JSONDecoder` (default strategies) would read its JSON
    /// text, by a `Decoder` of its own that reads the value itself: an integer reads as any
    /// number type it fits, a whole number as an integer type, a Base64 string as `Data`.
    /// Throws a `DecodingError` when it does not hold one, and an `EncodingError` if it
    /// holds a number JSON cannot write (NaN, infinite), as its JSON text would have.
    public func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try checkFinite(at: [])
        try checkWritableDepth(of: self)
        return try TreeDecoder.unwrap(self, as: type, at: [])
    }

    /// Throws as JSONEncoder does for a number that is not finite, where it first finds one.
    private func checkFinite(at codingPath: [any CodingKey]) throws {
        switch self {
        case .number(let number) where !number.isFinite:
            throw EncodingError.invalidValue(
                number,
                EncodingError.Context(
                    codingPath: codingPath, debugDescription: "Unable to encode Double.\(number) directly in JSON."))
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                try element.checkFinite(at: codingPath + [CodingPathKey(index: index)])
            }
        case .object(let members):
            for (key, member) in members { try member.checkFinite(at: codingPath + [CodingPathKey(key)]) }
        default: break
        }
    }

    /// The number as JSONEncoder writes it; nil for any other value.
    var numberText: String? {
        switch self {
        case .integer(let integer): return String(integer)
        case .number(let number):
            var text = number.description
            if text.hasSuffix(".0") { text.removeLast(2) }
            return text
        default: return nil
        }
    }

    /// How JSONDecoder describes the kind of JSON value it found instead.
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "bool"
        case .integer, .number: "number"
        case .string: "a string"
        case .array: "an array"
        case .object: "a dictionary"
        }
    }
}

/// A step of a coding path, for errors and for the coders of nested values: a key, or an
/// index in an array.
struct CodingPathKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(_ string: String) { stringValue = string }
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) { self.init(index: intValue) }
    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }
    static let `super` = CodingPathKey("super")
}

/// Reads one value, as a single value or as the container it is, the way JSONDecoder reads
/// the same value from JSON text.
struct TreeDecoder: Decoder, SingleValueDecodingContainer {
    let value: RestorableValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    // MARK: Values of every kind

    /// `value` as `type`: the types JSONDecoder reads its own way read that way.
    static func unwrap<T: Decodable>(_ value: RestorableValue, as type: T.Type, at path: [any CodingKey]) throws -> T {
        if type == Data.self {
            try checkNotNull(value, Data.self, at: path)
            guard case .string(let string) = value else { throw mismatch(String.self, value, at: path) }
            guard let data = Data(base64Encoded: string) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(codingPath: path, debugDescription: "Encountered Data is not valid Base64."))
            }
            return data as! T
        }
        if type == Date.self {
            try checkNotNull(value, Date.self, at: path)
        } else if type == URL.self {
            try checkNotNull(value, URL.self, at: path)
            guard let url = URL(string: try string(value, at: path)) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(codingPath: path, debugDescription: "Invalid URL string."))
            }
            return url as! T
        } else if type == Decimal.self {
            try checkNotNull(value, Decimal.self, at: path)
            guard let text = value.numberText else {
                throw DecodingError.typeMismatch(
                    Decimal.self, DecodingError.Context(codingPath: path, debugDescription: ""))
            }
            guard let decimal = Decimal(string: text) else { throw notRepresentable(text) }
            return decimal as! T
        }
        return try T(from: TreeDecoder(value: value, codingPath: path))
    }

    static func checkNotNull(_ value: RestorableValue, _ type: Any.Type, at path: [any CodingKey]) throws {
        guard value == .null else { return }
        throw DecodingError.valueNotFound(
            type,
            DecodingError.Context(
                codingPath: path, debugDescription: "Cannot get value of type \(type) -- found null value instead"))
    }

    static func mismatch(_ type: Any.Type, _ value: RestorableValue, at path: [any CodingKey]) -> DecodingError {
        DecodingError.typeMismatch(
            type,
            DecodingError.Context(
                codingPath: path,
                debugDescription: "Expected to decode \(type) but found \(value.kindDescription) instead."))
    }

    /// A number the type asked for cannot hold. JSONDecoder reports it as damaged JSON, at
    /// the top, whatever the path.
    static func notRepresentable(_ text: String) -> DecodingError {
        DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: [], debugDescription: "Number \(text) is not representable in Swift."))
    }

    static func bool(_ value: RestorableValue, at path: [any CodingKey]) throws -> Bool {
        guard case .bool(let bool) = value else { throw mismatch(Bool.self, value, at: path) }
        return bool
    }

    static func string(_ value: RestorableValue, at path: [any CodingKey]) throws -> String {
        try checkNotNull(value, String.self, at: path)
        guard case .string(let string) = value else { throw mismatch(String.self, value, at: path) }
        return string
    }

    /// A number as `T`, read from the digits JSONEncoder writes as JSONDecoder reads them:
    /// the nearest `T` to those digits; 0 only if they are zero; never infinite.
    static func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(
        _ value: RestorableValue, as type: T.Type, at path: [any CodingKey]
    ) throws -> T {
        try checkNotNull(value, type, at: path)
        guard let text = value.numberText else { throw mismatch(type, value, at: path) }
        guard let number = T(text), number.isFinite, number != 0 || isZero(text) else { throw notRepresentable(text) }
        return number
    }

    /// Whether the digits before any exponent are all zeros: a number read as 0 that is not
    /// one was too small for the type.
    static func isZero(_ text: String) -> Bool {
        !text.prefix { $0 != "e" && $0 != "E" }.contains { $0 >= "1" && $0 <= "9" }
    }

    /// A number as `T`, as JSONDecoder reads its digits: exactly when written whole; else
    /// through the nearest `Double`, which must be a whole number `T` holds, and past 2^53
    /// through the digits themselves.
    static func integer<T: FixedWidthInteger>(_ value: RestorableValue, as type: T.Type, at path: [any CodingKey])
        throws -> T
    {
        try checkNotNull(value, type, at: path)
        if case .integer(let integer) = value {
            guard let exact = T(exactly: integer) else { throw notRepresentable(String(integer)) }
            return exact
        }
        guard let text = value.numberText else { throw mismatch(type, value, at: path) }
        if let exact = T(text) { return exact }
        guard let double = Double(text), let whole = T(exactly: double) else { throw notRepresentable(text) }
        if double.magnitude < 9_007_199_254_740_992 { return whole }
        guard let fromDigits = wholePart(of: text, as: type) else { throw notRepresentable(text) }
        return fromDigits
    }

    /// The whole part of the decimal `text` (`1.152921504606847e+18`) as `T`, computed as
    /// JSONDecoder computes it from a `Decimal` of those digits: in a `UInt64`, then signed.
    static func wholePart<T: FixedWidthInteger>(of text: String, as type: T.Type) -> T? {
        let negative = text.hasPrefix("-")
        let parts = text.dropFirst(negative ? 1 : 0).split(whereSeparator: { $0 == "e" || $0 == "E" })
        guard let mantissa = parts.first, parts.count <= 2,
            let exponent = parts.count == 2 ? Int(parts[1]) : 0
        else { return nil }
        let pieces = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let fraction = pieces.count > 1 ? pieces[1] : ""
        guard var magnitude = UInt64(pieces[0] + fraction) else { return nil }
        let shift = exponent - fraction.count
        for _ in 0..<abs(shift) {
            if shift < 0 {
                magnitude /= 10
            } else {
                let (product, overflow) = magnitude.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                magnitude = product
            }
        }
        guard !negative || T.isSigned, let sized = T(exactly: magnitude) else { return nil }
        return negative ? sized * -1 : sized
    }

    // MARK: Decoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        switch value {
        case .object(let members):
            return KeyedDecodingContainer(TreeKeyedContainer<Key>(members: members, codingPath: codingPath))
        case .null:
            throw DecodingError.valueNotFound(
                [String: Any].self,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "Cannot get keyed decoding container -- found null value instead"))
        default: throw Self.mismatch([String: Any].self, value, at: codingPath)
        }
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        switch value {
        case .array(let elements): return TreeUnkeyedContainer(elements: elements, codingPath: codingPath)
        case .null:
            throw DecodingError.valueNotFound(
                [Any].self,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
        default: throw Self.mismatch([Any].self, value, at: codingPath)
        }
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer { self }

    // MARK: SingleValueDecodingContainer

    func decodeNil() -> Bool { value == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try Self.bool(value, at: codingPath) }
    func decode(_ type: String.Type) throws -> String { try Self.string(value, at: codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try Self.floatingPoint(value, as: type, at: codingPath) }
    func decode(_ type: Float.Type) throws -> Float { try Self.floatingPoint(value, as: type, at: codingPath) }
    func decode(_ type: Int.Type) throws -> Int { try Self.integer(value, as: type, at: codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try Self.integer(value, as: type, at: codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try Self.integer(value, as: type, at: codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try Self.integer(value, as: type, at: codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try Self.integer(value, as: type, at: codingPath) }
    func decode(_ type: Int128.Type) throws -> Int128 { try Self.integer(value, as: type, at: codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try Self.integer(value, as: type, at: codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try Self.integer(value, as: type, at: codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try Self.integer(value, as: type, at: codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try Self.integer(value, as: type, at: codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try Self.integer(value, as: type, at: codingPath) }
    func decode(_ type: UInt128.Type) throws -> UInt128 { try Self.integer(value, as: type, at: codingPath) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try Self.unwrap(value, as: type, at: codingPath) }
}
