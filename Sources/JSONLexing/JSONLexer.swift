/// Reads JSON text (RFC 8259) token by token from UTF-8 bytes: the one lexer of the
/// project's JSON readers, RichText's document reader and Navigation's reader of restorable
/// values. It knows tokens, not values: which comes next (``peek()``), the structural
/// characters, strings with their escapes decoded and checked as UTF-8, numbers as written
/// (``JSONNumber``), `true`, `false` and `null`; and how deep the reader's values nest
/// (``descend()``). Each reader puts the tokens together as its format asks: RichText's
/// refuses a comma before a closing bracket, Navigation's lets it pass, as `JSONDecoder` does.
///
/// A problem throws a ``JSONSyntaxError`` saying where the text is not JSON.
///
/// The functions a reader calls once per token are `@inlinable`, so that they fold into
/// the reader's loop in its own module. They are found only because the types are
/// `@usableFromInline` too: an `@inlinable` member of a `package` type that is not is
/// compiled as an ordinary function, and every token then costs a call.
@usableFromInline
package struct JSONLexer {
    /// The text.
    @usableFromInline package let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next byte to read is. A reader may scan ahead from here by itself and move
    /// it (RichText's reader of plain runs does).
    @usableFromInline package var offset = 0
    /// How many values the reader is inside (``descend()``).
    @usableFromInline var depth = 0

    /// How deep values may nest: a value inside this many others is refused, as
    /// `JSONDecoder` refuses it, so that a hostile file cannot make a reader recurse without bound.
    @usableFromInline package static let maximumDepth = 512

    @inlinable
    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether only whitespace is left.
    @inlinable
    package var isAtEnd: Bool {
        mutating get {
            skipWhitespace()
            return offset == bytes.count
        }
    }

    /// A problem at the current offset: the lexer's own, or one a reader finds in the tokens.
    @usableFromInline
    package func error(_ problem: JSONSyntaxError.Problem) -> JSONSyntaxError {
        JSONSyntaxError(offset: offset, problem: problem)
    }

    /// The kind of the token that comes next, told by its first byte, after skipping any
    /// whitespace; the token itself is left to be read. Nil at the end of the text and at a
    /// byte no token starts with.
    @inlinable
    package mutating func peek() -> JSONToken? {
        skipWhitespace()
        guard offset < bytes.count else { return nil }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return .beginObject
        case UInt8(ascii: "}"): return .endObject
        case UInt8(ascii: "["): return .beginArray
        case UInt8(ascii: "]"): return .endArray
        case UInt8(ascii: ":"): return .colon
        case UInt8(ascii: ","): return .comma
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"): return .true
        case UInt8(ascii: "f"): return .false
        case UInt8(ascii: "n"): return .null
        default: return nil
        }
    }

    /// The problem with a value expected here: the text ends, or no value starts here.
    @usableFromInline
    package mutating func missingValue() -> JSONSyntaxError {
        let problem: JSONSyntaxError.Problem = isAtEnd ? .endOfText : .expected("a value")
        return error(problem)
    }

    /// Whether the structural character `character` (`{`, `}`, `[`, `]`, `:` or `,`) comes
    /// next, after any whitespace; the lexer moves past it if so.
    @inlinable @inline(__always)
    package mutating func consume(_ character: Unicode.Scalar) -> Bool {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else { return false }
        offset &+= 1
        return true
    }

    /// Moves past the structural character `character`, which must come next.
    @inlinable
    package mutating func expect(_ character: Unicode.Scalar) throws(JSONSyntaxError) {
        guard consume(character) else { throw error(.expected(String(character))) }
    }

    /// Throws unless only whitespace is left.
    @inlinable
    package mutating func expectEnd() throws(JSONSyntaxError) {
        guard isAtEnd else { throw error(.textAfterValue) }
    }

    /// Moves past JSON's whitespace: space, tab, line feed, carriage return.
    @inlinable @inline(__always)
    package mutating func skipWhitespace() {
        while offset < bytes.count {
            let byte = bytes[offset]
            guard byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D else { return }
            offset &+= 1
        }
    }

    /// `true` or `false`, whichever comes next.
    @inlinable
    package mutating func readBool() throws(JSONSyntaxError) -> Bool {
        if consume(word: "true") { return true }
        if consume(word: "false") { return false }
        throw error(.expected(offset < bytes.count && bytes[offset] == UInt8(ascii: "f") ? "false" : "true"))
    }

    /// Moves past the `null` that comes next.
    @inlinable
    package mutating func readNull() throws(JSONSyntaxError) {
        guard consume(word: "null") else { throw error(.expected("null")) }
    }

    @inlinable
    mutating func consume(word: StaticString) -> Bool {
        skipWhitespace()
        let length = word.utf8CodeUnitCount
        guard offset &+ length <= bytes.count,
            UnsafeBufferPointer(rebasing: bytes[offset..<(offset &+ length)])
                .elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: length))
        else { return false }
        offset &+= length
        return true
    }

    /// Counts one more value the reader is inside, from its first token on; throws when
    /// that makes more than ``maximumDepth``. The reader calls ``ascend()`` once past the
    /// value. Which values count is the reader's choice: each one, or those it skips whole.
    @inlinable
    package mutating func descend() throws(JSONSyntaxError) {
        guard depth < Self.maximumDepth else { throw error(.tooDeep(Self.maximumDepth)) }
        depth &+= 1
    }

    /// The reader is past the value it last counted with ``descend()``.
    @inlinable
    package mutating func ascend() {
        depth &-= 1
    }
}
