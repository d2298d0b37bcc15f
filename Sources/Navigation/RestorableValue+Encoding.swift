import FoundationEssentials

extension RestorableValue {
    /// `value` as a restorable value, as its JSON encoding (`JSONEncoder`'s default strategies)
    /// would read back: an object with its coding keys, an array, a string…; a whole number
    /// that fits an `Int` as `.integer`, `Data` as Base64, a `URL` as its string. Made by an
    /// `Encoder` of its own, without writing the JSON text and reading it again; throws an
    /// `EncodingError` for a number JSON cannot hold (NaN, infinite).
    public init<Value: Encodable>(encoding value: Value) throws {
        guard let encoded = try TreeEncoder.wrapped(value, at: []) else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: [], debugDescription: "Top-level \(Value.self) did not encode any values."))
        }
        try encoded.checkWritableDepth(of: value)
        self = encoded
    }

    /// Throws as JSONEncoder does for arrays and objects nested 512 deep or more: the
    /// JSON text of this value could not have been written.
    func checkWritableDepth(of value: Any) throws {
        var deepest = 0
        var pending: [(value: RestorableValue, containers: Int)] = [(self, 0)]
        while let (value, containers) = pending.popLast() {
            switch value {
            case .array(let elements):
                deepest = max(deepest, containers + 1)
                pending += elements.map { ($0, containers + 1) }
            case .object(let members):
                deepest = max(deepest, containers + 1)
                pending += members.values.map { ($0, containers + 1) }
            default: break
            }
        }
        // JSONEncoder's writer stops at its 512th level of arrays and objects.
        guard deepest < 512 else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: [], debugDescription: "Unable to encode the given top-level value to JSON."))
        }
    }

    /// The number JSON `text` reads as, as `init(parsingJSON:)` reads it.
    fileprivate static func number(_ text: String) throws -> RestorableValue {
        try RestorableValue(parsingJSON: Array(text.utf8))
    }

    /// An integer of any width: itself if it fits an `Int`, else as its digits read.
    fileprivate static func integer<T: FixedWidthInteger>(_ value: T) throws -> RestorableValue {
        if let integer = Int(exactly: value) { return .integer(integer) }
        return try number(value.description)
    }

    /// A floating-point number as JSONEncoder writes it (its shortest digits, a whole
    /// number without `.0`) and a reader reads those digits: a `Float`'s 0.1 is the
    /// `Double` 0.1, a whole number an integer.
    fileprivate static func floatingPoint<T: BinaryFloatingPoint & CustomStringConvertible>(
        _ value: T, at codingPath: [any CodingKey]
    ) throws -> RestorableValue {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: codingPath, debugDescription: "Unable to encode \(T.self).\(value) directly in JSON."))
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return try number(text)
    }
}

/// An object being encoded: nested containers write into it after it is made.
private final class ObjectSlot {
    var members: [String: Slot] = [:]

    init(_ members: [String: Slot] = [:]) { self.members = members }

    var value: RestorableValue { .object(members.mapValues(\.value)) }

    /// The keyed container already made for `key`, or a new one; a value that is an object
    /// becomes one to add to, as JSONEncoder lets a type do.
    func object(for key: String) -> ObjectSlot {
        switch members[key] {
        case .object(let object)?: return object
        case .value(.object(let values))?:
            let object = ObjectSlot(values.mapValues { .value($0) })
            members[key] = .object(object)
            return object
        case nil:
            let object = ObjectSlot()
            members[key] = .object(object)
            return object
        default: preconditionFailure("For key \"\(key)\" a non-keyed container has already been encoded.")
        }
    }

    /// The unkeyed container already made for `key`, or a new one.
    func array(for key: String) -> ArraySlot {
        switch members[key] {
        case .array(let array)?: return array
        case .value(.array(let values))?:
            let array = ArraySlot(values.map { .value($0) })
            members[key] = .array(array)
            return array
        case nil:
            let array = ArraySlot()
            members[key] = .array(array)
            return array
        default: preconditionFailure("For key \"\(key)\" a non-unkeyed container has already been encoded.")
        }
    }
}

/// An array being encoded.
private final class ArraySlot {
    var elements: [Slot] = []

    init(_ elements: [Slot] = []) { self.elements = elements }

    var value: RestorableValue { .array(elements.map(\.value)) }
}

/// A value, or a container still being written.
private enum Slot {
    case value(RestorableValue)
    case object(ObjectSlot)
    case array(ArraySlot)

    var value: RestorableValue {
        switch self {
        case .value(let value): value
        case .object(let object): object.value
        case .array(let array): array.value
        }
    }
}

/// Encodes one value into a `RestorableValue`, as JSONEncoder would into JSON: one single
/// value, or one keyed or unkeyed container that may be asked for again.
private class TreeEncoder: Encoder {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    fileprivate var single: RestorableValue?
    fileprivate var object: ObjectSlot?
    fileprivate var array: ArraySlot?

    init(codingPath: [any CodingKey]) { self.codingPath = codingPath }

    /// `value` encoded at `codingPath`; nil if it encoded nothing. The types JSONEncoder
    /// writes its own way are written that way.
    static func wrapped<T: Encodable>(_ value: T, at codingPath: [any CodingKey]) throws -> RestorableValue? {
        if let url = value as? URL { return .string(url.absoluteString) }
        if let decimal = value as? Decimal { return try RestorableValue.number(decimal.description) }
        if let data = value as? Data { return .string(data.base64EncodedString()) }
        let encoder = TreeEncoder(codingPath: codingPath)
        try value.encode(to: encoder)
        return encoder.takeValue()
    }

    /// A nested value: one that encoded nothing is an empty object, as in JSON.
    static func wrap<T: Encodable>(_ value: T, at codingPath: [any CodingKey]) throws -> RestorableValue {
        try wrapped(value, at: codingPath) ?? .object([:])
    }

    func takeValue() -> RestorableValue? {
        if let object { return object.value }
        if let array { return array.value }
        return single
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if object == nil {
            if case .object(let values)? = single {
                object = ObjectSlot(values.mapValues { .value($0) })
                single = nil
            } else {
                precondition(single == nil && array == nil, "Already encoded another way at this path.")
                object = ObjectSlot()
            }
        }
        return KeyedEncodingContainer(KeyedContainer<Key>(encoder: self, object: object!, codingPath: codingPath))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        if array == nil {
            if case .array(let values)? = single {
                array = ArraySlot(values.map { .value($0) })
                single = nil
            } else {
                precondition(single == nil && object == nil, "Already encoded another way at this path.")
                array = ArraySlot()
            }
        }
        return UnkeyedContainer(encoder: self, array: array!, codingPath: codingPath)
    }

    func singleValueContainer() -> SingleValueEncodingContainer { SingleValueContainer(encoder: self) }
}

/// The encoder `superEncoder()` gives: what it encodes goes into its parent when it is done.
private final class ReferencingEncoder: TreeEncoder {
    enum Place {
        case member(ObjectSlot, String)
        case element(ArraySlot, Int)
    }

    let place: Place

    init(_ place: Place, codingPath: [any CodingKey]) {
        self.place = place
        super.init(codingPath: codingPath)
    }

    deinit {
        let value = takeValue() ?? .object([:])
        switch place {
        case .member(let object, let key): object.members[key] = .value(value)
        case .element(let array, let index): array.elements.insert(.value(value), at: index)
        }
    }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    let encoder: TreeEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    func set(_ value: RestorableValue) {
        precondition(encoder.single == nil, "A value was already encoded through this single value container.")
        encoder.single = value
    }

    mutating func encodeNil() throws { set(.null) }
    mutating func encode(_ value: Bool) throws { set(.bool(value)) }
    mutating func encode(_ value: String) throws { set(.string(value)) }
    mutating func encode(_ value: Double) throws { set(try .floatingPoint(value, at: codingPath)) }
    mutating func encode(_ value: Float) throws { set(try .floatingPoint(value, at: codingPath)) }
    mutating func encode(_ value: Int) throws { set(.integer(value)) }
    mutating func encode(_ value: Int8) throws { set(try .integer(value)) }
    mutating func encode(_ value: Int16) throws { set(try .integer(value)) }
    mutating func encode(_ value: Int32) throws { set(try .integer(value)) }
    mutating func encode(_ value: Int64) throws { set(try .integer(value)) }
    mutating func encode(_ value: Int128) throws { set(try .integer(value)) }
    mutating func encode(_ value: UInt) throws { set(try .integer(value)) }
    mutating func encode(_ value: UInt8) throws { set(try .integer(value)) }
    mutating func encode(_ value: UInt16) throws { set(try .integer(value)) }
    mutating func encode(_ value: UInt32) throws { set(try .integer(value)) }
    mutating func encode(_ value: UInt64) throws { set(try .integer(value)) }
    mutating func encode(_ value: UInt128) throws { set(try .integer(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { set(try TreeEncoder.wrap(value, at: codingPath)) }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: TreeEncoder
    let object: ObjectSlot
    let codingPath: [any CodingKey]

    func set(_ value: RestorableValue, for key: Key) { object.members[key.stringValue] = .value(value) }

    mutating func encodeNil(forKey key: Key) throws { set(.null, for: key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), for: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), for: key) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        set(try .floatingPoint(value, at: codingPath + [key]), for: key)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        set(try .floatingPoint(value, at: codingPath + [key]), for: key)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.integer(value), for: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(try .integer(value), for: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(try .integer(value), for: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(try .integer(value), for: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(try .integer(value), for: key) }
    mutating func encode(_ value: Int128, forKey key: Key) throws { set(try .integer(value), for: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(try .integer(value), for: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(try .integer(value), for: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(try .integer(value), for: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(try .integer(value), for: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(try .integer(value), for: key) }
    mutating func encode(_ value: UInt128, forKey key: Key) throws { set(try .integer(value), for: key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        set(try TreeEncoder.wrap(value, at: codingPath + [key]), for: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(
            KeyedContainer<NestedKey>(
                encoder: encoder, object: object.object(for: key.stringValue), codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        UnkeyedContainer(encoder: encoder, array: object.array(for: key.stringValue), codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> Encoder {
        ReferencingEncoder(
            .member(object, CodingPathKey.super.stringValue), codingPath: codingPath + [CodingPathKey.super])
    }

    mutating func superEncoder(forKey key: Key) -> Encoder {
        ReferencingEncoder(.member(object, key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: TreeEncoder
    let array: ArraySlot
    let codingPath: [any CodingKey]
    var count: Int { array.elements.count }

    /// Where the next element goes, for errors and for the encoder of a nested value.
    var nextPath: [any CodingKey] { codingPath + [CodingPathKey(index: count)] }

    func append(_ value: RestorableValue) { array.elements.append(.value(value)) }

    mutating func encodeNil() throws { append(.null) }
    mutating func encode(_ value: Bool) throws { append(.bool(value)) }
    mutating func encode(_ value: String) throws { append(.string(value)) }
    mutating func encode(_ value: Double) throws { append(try .floatingPoint(value, at: nextPath)) }
    mutating func encode(_ value: Float) throws { append(try .floatingPoint(value, at: nextPath)) }
    mutating func encode(_ value: Int) throws { append(.integer(value)) }
    mutating func encode(_ value: Int8) throws { append(try .integer(value)) }
    mutating func encode(_ value: Int16) throws { append(try .integer(value)) }
    mutating func encode(_ value: Int32) throws { append(try .integer(value)) }
    mutating func encode(_ value: Int64) throws { append(try .integer(value)) }
    mutating func encode(_ value: Int128) throws { append(try .integer(value)) }
    mutating func encode(_ value: UInt) throws { append(try .integer(value)) }
    mutating func encode(_ value: UInt8) throws { append(try .integer(value)) }
    mutating func encode(_ value: UInt16) throws { append(try .integer(value)) }
    mutating func encode(_ value: UInt32) throws { append(try .integer(value)) }
    mutating func encode(_ value: UInt64) throws { append(try .integer(value)) }
    mutating func encode(_ value: UInt128) throws { append(try .integer(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { append(try TreeEncoder.wrap(value, at: nextPath)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        let path = nextPath
        let object = ObjectSlot()
        array.elements.append(.object(object))
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(encoder: encoder, object: object, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        let path = nextPath
        let nested = ArraySlot()
        array.elements.append(.array(nested))
        return UnkeyedContainer(encoder: encoder, array: nested, codingPath: path)
    }

    mutating func superEncoder() -> Encoder {
        ReferencingEncoder(.element(array, count), codingPath: nextPath)
    }
}
