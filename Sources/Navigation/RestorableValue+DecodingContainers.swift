import FoundationEssentials

/// An object read by key.
struct TreeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: RestorableValue]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    func member(_ key: some CodingKey) throws -> RestorableValue {
        guard let member = members[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."
                ))
        }
        return member
    }

    func decodeNil(forKey key: Key) throws -> Bool { try member(key) == .null }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try TreeDecoder.bool(member(key), at: codingPath + [key])
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try TreeDecoder.string(member(key), at: codingPath + [key])
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try floatingPoint(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try floatingPoint(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try integer(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try integer(type, key) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try TreeDecoder.unwrap(member(key), as: type, at: codingPath + [key])
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type, _ key: Key) throws -> T {
        try TreeDecoder.integer(member(key), as: type, at: codingPath + [key])
    }

    func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type, _ key: Key) throws -> T {
        try TreeDecoder.floatingPoint(member(key), as: type, at: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try TreeDecoder(value: member(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
        try TreeDecoder(value: member(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    /// A decoder for `key`'s value, or for null where there is none, as JSONDecoder gives.
    func superDecoder() throws -> Decoder {
        TreeDecoder(
            value: members[CodingPathKey.super.stringValue] ?? .null, codingPath: codingPath + [CodingPathKey.super])
    }

    func superDecoder(forKey key: Key) throws -> Decoder {
        TreeDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

/// An array read element by element.
struct TreeUnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [RestorableValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    init(elements: [RestorableValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    /// Where the next element is.
    var nextPath: [any CodingKey] { codingPath + [CodingPathKey(index: currentIndex)] }

    /// The next element, not yet taken: a `valueNotFound` for `type` at the end.
    func next<T>(_ type: T.Type, atEnd message: String = "Unkeyed container is at end.") throws -> RestorableValue {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type, DecodingError.Context(codingPath: nextPath, debugDescription: message))
        }
        return elements[currentIndex]
    }

    /// Reads the next element with `read`, and moves past it only if that succeeded.
    mutating func take<T>(_ type: T.Type, _ read: (RestorableValue, [any CodingKey]) throws -> T) throws -> T {
        let result = try read(next(type), nextPath)
        currentIndex += 1
        return result
    }

    mutating func decodeNil() throws -> Bool {
        guard try next(Never.self) == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try take(type, TreeDecoder.bool) }
    mutating func decode(_ type: String.Type) throws -> String { try take(type, TreeDecoder.string) }
    mutating func decode(_ type: Double.Type) throws -> Double { try floatingPoint(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try floatingPoint(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try integer(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try integer(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try take(type) { try TreeDecoder.unwrap($0, as: type, at: $1) }
    }

    mutating func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        try take(type) { try TreeDecoder.integer($0, as: type, at: $1) }
    }

    mutating func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type) throws -> T {
        try take(type) { try TreeDecoder.floatingPoint($0, as: type, at: $1) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try take(KeyedDecodingContainer<NestedKey>.self) {
            try TreeDecoder(value: $0, codingPath: $1).container(keyedBy: type)
        }
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
        let value = try next(
            UnkeyedDecodingContainer.self, atEnd: "Cannot get nested unkeyed container -- unkeyed container is at end.")
        let container = try TreeDecoder(value: value, codingPath: nextPath).unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> Decoder {
        let value = try next(Decoder.self, atEnd: "Cannot get superDecoder() -- unkeyed container is at end.")
        let decoder = TreeDecoder(value: value, codingPath: nextPath)
        currentIndex += 1
        return decoder
    }
}
