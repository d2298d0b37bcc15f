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

    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
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
    mutating func readObject(_ body: (inout JSONReader, String) throws -> Void) throws {
        try expect(UInt8(ascii: "{"))
        if consume(UInt8(ascii: "}")) { return }
        repeat {
            guard try peekKind() == .string else { throw Malformed() }
            let key = try readString()
            try expect(UInt8(ascii: ":"))
            try body(&self, key)
        } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "}"))
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

    /// The number that comes next, as written: `-12`, `0.5`, `1e3`.
    mutating func readNumber() throws(Malformed) -> Substring {
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
        return Substring(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
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
        case .number: _ = try readNumber()
        case .bool: _ = try readBool()
        case .null: try readNull()
        }
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
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
