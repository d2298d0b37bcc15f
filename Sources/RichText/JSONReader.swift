/// Reads JSON (RFC 8259) token by token from UTF-8 bytes, for the document reader: a
/// document of 100,000 runs through `JSONDecoder` took a second, mostly generic Codable
/// machinery. Any syntax error, invalid UTF-8 or early end throws ``Malformed``.
struct JSONReader {
    /// The bytes are not well-formed JSON.
    struct Malformed: Error {}

    /// What the next value is, told by its first byte.
    enum Kind {
        case object, array, string, number, bool, null
    }

    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next byte to read is; `readPlainRun()` (DocumentRecord+PlainRun.swift) reads from it too.
    var offset = 0
    private static let maximumDepth = 512

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Throws unless only whitespace is left.
    mutating func expectEnd() throws(Malformed) {
        skipWhitespace()
        guard offset == bytes.count else { throw Malformed() }
    }

    mutating func peekKind() throws(Malformed) -> Kind {
        skipWhitespace()
        guard offset < bytes.count else { throw Malformed() }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        default: throw Malformed()
        }
    }

    /// Calls `body` with each key of the object that comes next; `body` reads or skips its value.
    mutating func readObject(_ body: (inout JSONReader, Key) throws -> Void) throws {
        try expect(UInt8(ascii: "{"))
        if consume(UInt8(ascii: "}")) { return }
        repeat {
            guard try peekKind() == .string else { throw Malformed() }
            let key = try readKey()
            try expect(UInt8(ascii: ":"))
            try body(&self, key)
        } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "}"))
    }

    /// An object's key as decoded, packed for comparing with the few names a reader knows
    /// (none longer than eight bytes) without making a `String` of it.
    struct Key: Equatable {
        private var packed: UInt64 = 0
        /// How many bytes the name has.
        private(set) var count = 0

        /// A name of up to eight bytes, packed little-endian: `Key(packed: 0x6F6C6F63, count: 4)`
        /// is `"colo"`. Literals, so that comparing with a known name costs no lookup.
        init(packed: UInt64, count: Int) {
            self.packed = packed
            self.count = count
        }

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            count = bytes.count
            guard count <= 8 else { return }
            for index in 0..<count { packed |= UInt64(bytes[index]) << (8 &* UInt64(index)) }
        }

        /// Whether `word`, eight bytes read little-endian, begins with this name and a closing
        /// quote: a key told in place with one comparison.
        @inline(__always)
        func isQuoted(in word: UInt64) -> Bool {
            guard count < 8 else { return false }
            let quoted = packed | UInt64(UInt8(ascii: "\"")) << (8 &* UInt64(count))
            let bits = 8 &* UInt64(count &+ 1)
            return word & (bits == 64 ? ~0 : (1 << bits) &- 1) == quoted
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.count == rhs.count && lhs.count <= 8 && lhs.packed == rhs.packed
        }
    }

    /// The string that comes next, as a ``Key``: read in place when it is ASCII without
    /// escapes, as ``readString()`` reads it otherwise, with the same refusals.
    private mutating func readKey() throws(Malformed) -> Key {
        let quote = offset
        try expect(UInt8(ascii: "\""))
        let start = offset
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\""), bytes[offset] != UInt8(ascii: "\\"),
            bytes[offset] >= 0x20, bytes[offset] < 0x80
        {
            offset += 1
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") {
            offset += 1
            return Key(UnsafeBufferPointer(rebasing: bytes[start..<(offset - 1)]))
        }
        offset = quote
        var string = try readString()
        return string.withUTF8 { Key($0) }
    }

    /// Calls `body` for each element of the array that comes next; `body` reads or skips it.
    mutating func readArray(_ body: (inout JSONReader) throws -> Void) throws {
        try expect(UInt8(ascii: "["))
        if consume(UInt8(ascii: "]")) { return }
        repeat { try body(&self) } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "]"))
    }

    mutating func readString() throws(Malformed) -> String {
        try expect(UInt8(ascii: "\""))
        var utf8: [UInt8] = []
        while true {
            let start = offset
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "\""), bytes[offset] != UInt8(ascii: "\\"),
                bytes[offset] >= 0x20
            {
                offset += 1
            }
            let piece = UnsafeBufferPointer(rebasing: bytes[start..<offset])
            if utf8.isEmpty, offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") {
                offset += 1
                guard let string = String(validating: piece, as: UTF8.self) else { throw Malformed() }
                return string
            }
            utf8.append(contentsOf: piece)
            guard offset < bytes.count, bytes[offset] >= 0x20 else { throw Malformed() }
            offset += 1
            if bytes[offset - 1] == UInt8(ascii: "\"") { break }
            try readEscape(into: &utf8)
        }
        guard let string = String(validating: utf8, as: UTF8.self) else { throw Malformed() }
        return string
    }

    private mutating func readEscape(into utf8: inout [UInt8]) throws(Malformed) {
        guard offset < bytes.count else { throw Malformed() }
        let escaped = bytes[offset]
        offset += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var value = try readHex4()
            if (0xD800..<0xDC00).contains(value) {
                guard consume(UInt8(ascii: "\\"), skippingWhitespace: false),
                    consume(UInt8(ascii: "u"), skippingWhitespace: false)
                else { throw Malformed() }
                let low = try readHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw Malformed() }
                value = 0x10000 + (value - 0xD800) << 10 + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(value) else { throw Malformed() }
            utf8.append(contentsOf: UTF8.encode(scalar)!)
        default: throw Malformed()
        }
    }

    private mutating func readHex4() throws(Malformed) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw Malformed() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Self.hexDigit(bytes[offset]) else { throw Malformed() }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The number that comes next as a whole number (`12`, `12.0`, `1.2e1`), nil if it is
    /// not one or does not fit an `Int`.
    mutating func readInteger() throws(Malformed) -> Int? {
        let written = try readNumberBytes()
        if let integer = Self.integer(written) { return integer }
        let text = Substring(decoding: written, as: UTF8.self)
        if let integer = Int(text) { return integer }
        guard let number = Double(text), number == number.rounded(), let integer = Int(exactly: number) else {
            return nil
        }
        return integer
    }

    /// The number that comes next, rounded to the nearest `Double` as `Double(String)` rounds it.
    mutating func readDouble() throws(Malformed) -> Double {
        let written = try readNumberBytes()
        return Self.shortDecimal(written) ?? Double(Substring(decoding: written, as: UTF8.self)) ?? .nan
    }

    /// `-?digits` of at most 18 digits, the common case, without going through a string.
    private static func integer(_ written: UnsafeBufferPointer<UInt8>) -> Int? {
        let negative = written.first == UInt8(ascii: "-")
        let digits = UnsafeBufferPointer(rebasing: written[(negative ? 1 : 0)...])
        guard digits.count <= 18 else { return nil }
        var value = 0
        for byte in digits {
            guard byte &- UInt8(ascii: "0") < 10 else { return nil }
            value = value &* 10 &+ Int(byte &- UInt8(ascii: "0"))
        }
        return negative ? -value : value
    }

    /// `-?digits[.digits]` of at most 15 digits in all: the digits as a whole number are
    /// exact in a `Double`, and so is the power of ten to divide by, so one correctly
    /// rounded division gives the nearest `Double`, as Clinger's fast path has it.
    static func shortDecimal(_ written: UnsafeBufferPointer<UInt8>) -> Double? {
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var inFraction = false
        let negative = written.first == UInt8(ascii: "-")
        for byte in written[(negative ? 1 : 0)...] {
            if byte == UInt8(ascii: ".") {
                inFraction = true
                continue
            }
            guard byte &- UInt8(ascii: "0") < 10 else { return nil }
            mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
            digits += 1
            if inFraction { fractionDigits += 1 }
        }
        guard digits <= 15 else { return nil }
        var power = 1.0
        for _ in 0..<fractionDigits { power *= 10 }
        let value = Double(mantissa) / power
        return negative ? -value : value
    }

    /// The bytes of the number that comes next, as written (`-12`, `0.5`, `1e3`), checked
    /// against JSON's grammar.
    private mutating func readNumberBytes() throws(Malformed) -> UnsafeBufferPointer<UInt8> {
        skipWhitespace()
        let start = offset
        _ = consume(UInt8(ascii: "-"), skippingWhitespace: false)
        guard skipDigits() > 0 else { throw Malformed() }
        if bytes[start] == UInt8(ascii: "-")
            ? offset - start > 2 && bytes[start + 1] == UInt8(ascii: "0")
            : offset - start > 1 && bytes[start] == UInt8(ascii: "0")
        {
            throw Malformed()
        }
        if consume(UInt8(ascii: "."), skippingWhitespace: false) {
            guard skipDigits() > 0 else { throw Malformed() }
        }
        if consume(UInt8(ascii: "e"), skippingWhitespace: false)
            || consume(UInt8(ascii: "E"), skippingWhitespace: false)
        {
            if !consume(UInt8(ascii: "+"), skippingWhitespace: false) {
                _ = consume(UInt8(ascii: "-"), skippingWhitespace: false)
            }
            guard skipDigits() > 0 else { throw Malformed() }
        }
        return UnsafeBufferPointer(rebasing: bytes[start..<offset])
    }

    private mutating func skipDigits() -> Int {
        let start = offset
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
        return offset - start
    }

    mutating func readBool() throws(Malformed) -> Bool {
        if consumeWord("true") { return true }
        if consumeWord("false") { return false }
        throw Malformed()
    }

    mutating func readNull() throws(Malformed) {
        guard consumeWord("null") else { throw Malformed() }
    }

    /// Reads the next value, whatever it is, and forgets it.
    mutating func skipValue(depth: Int = 0) throws {
        guard depth < Self.maximumDepth else { throw Malformed() }
        switch try peekKind() {
        case .object: try readObject { reader, _ in try reader.skipValue(depth: depth + 1) }
        case .array: try readArray { reader in try reader.skipValue(depth: depth + 1) }
        case .string: _ = try readString()
        case .number: _ = try readNumberBytes()
        case .bool: _ = try readBool()
        case .null: try readNull()
        }
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            let byte = bytes[offset]
            guard byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D else { return }
            offset += 1
        }
    }

    private mutating func expect(_ byte: UInt8) throws(Malformed) {
        guard consume(byte) else { throw Malformed() }
    }

    private mutating func consume(_ byte: UInt8, skippingWhitespace: Bool = true) -> Bool {
        if skippingWhitespace { skipWhitespace() }
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    private mutating func consumeWord(_ word: StaticString) -> Bool {
        skipWhitespace()
        let length = word.utf8CodeUnitCount
        guard offset + length <= bytes.count,
            UnsafeBufferPointer(rebasing: bytes[offset..<(offset + length)])
                .elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: length))
        else { return false }
        offset += length
        return true
    }
}
