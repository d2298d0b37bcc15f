import JSONLexing

/// Reads a document's JSON value by value over the shared `JSONLexer`, for the document
/// reader: objects key by key, the keys packed (``Key``), arrays element by element, values
/// skipped whole; strictly (no comma before a closing bracket). `JSONDecoder` spent most of
/// a long document's time in generic Codable machinery. Any syntax error, invalid UTF-8 or
/// early end throws a `JSONSyntaxError`.
struct JSONReader {
    /// What the next value is, told by its first byte.
    enum Kind {
        case object, array, string, number, bool, null
    }

    var lexer: JSONLexer

    /// The document's bytes.
    var bytes: UnsafeBufferPointer<UInt8> { lexer.bytes }

    /// Where the next byte to read is; `readPlainRun()` (DocumentRecord+PlainRun.swift) reads from it too.
    var offset: Int {
        get { lexer.offset }
        set { lexer.offset = newValue }
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        lexer = JSONLexer(bytes)
    }

    /// Throws unless only whitespace is left.
    mutating func expectEnd() throws(JSONSyntaxError) {
        try lexer.expectEnd()
    }

    mutating func peekKind() throws(JSONSyntaxError) -> Kind {
        switch lexer.peek() {
        case .beginObject?: return .object
        case .beginArray?: return .array
        case .string?: return .string
        case .number?: return .number
        case .true?, .false?: return .bool
        case .null?: return .null
        default: throw lexer.missingValue()
        }
    }

    /// Calls `body` with each key of the object that comes next; `body` reads or skips its value.
    mutating func readObject(_ body: (inout JSONReader, Key) throws -> Void) throws {
        try lexer.expect("{")
        if lexer.consume("}") { return }
        repeat {
            guard lexer.peek() == .string else { throw lexer.error(.expected("a key")) }
            let key = try lexer.readString { Key($0) }
            try lexer.expect(":")
            try body(&self, key)
        } while lexer.consume(",")
        try lexer.expect("}")
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

    /// Calls `body` for each element of the array that comes next; `body` reads or skips it.
    mutating func readArray(_ body: (inout JSONReader) throws -> Void) throws {
        try lexer.expect("[")
        if lexer.consume("]") { return }
        repeat { try body(&self) } while lexer.consume(",")
        try lexer.expect("]")
    }

    mutating func readString() throws(JSONSyntaxError) -> String {
        try lexer.readString()
    }

    /// The number that comes next as a whole number (`12`, `12.0`, `1.2e1`), nil if it is
    /// not one or does not fit an `Int`.
    mutating func readInteger() throws(JSONSyntaxError) -> Int? {
        let number = try lexer.readNumber()
        if let integer = number.integer { return integer }
        let double = number.double
        guard double == double.rounded(), let integer = Int(exactly: double) else {
            return nil
        }
        return integer
    }

    /// The number that comes next, rounded to the nearest `Double` as `Double(String)` rounds it.
    mutating func readDouble() throws(JSONSyntaxError) -> Double {
        try lexer.readNumber().double
    }

    mutating func readBool() throws(JSONSyntaxError) -> Bool {
        try lexer.readBool()
    }

    mutating func readNull() throws(JSONSyntaxError) {
        try lexer.readNull()
    }

    /// Reads the next value, whatever it is, and forgets it. Values nest in it up to the
    /// lexer's limit, counted from the value skipped.
    mutating func skipValue() throws {
        try lexer.descend()
        defer { lexer.ascend() }
        switch try peekKind() {
        case .object: try readObject { reader, _ in try reader.skipValue() }
        case .array: try readArray { reader in try reader.skipValue() }
        case .string: _ = try lexer.readString()
        case .number: _ = try lexer.readNumber()
        case .bool: _ = try lexer.readBool()
        case .null: try lexer.readNull()
        }
    }
}
