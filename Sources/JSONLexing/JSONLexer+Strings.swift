extension JSONLexer {
    /// The string that comes next (after any whitespace), its escapes decoded. Throws
    /// unless it is closed, holds no control character as itself, escapes only what JSON
    /// escapes (a `\u` surrogate only as half of a pair) and is UTF-8.
    @inlinable
    package mutating func readString() throws(JSONSyntaxError) -> String {
        let start = try openString()
        let piece = scanUnescaped()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") {
            offset &+= 1
            guard let string = String(validating: piece, as: UTF8.self) else {
                throw JSONSyntaxError(offset: start, problem: .invalidUTF8)
            }
            return string
        }
        var utf8 = Array(piece)
        try readEscapedRest(into: &utf8)
        guard let string = String(validating: utf8, as: UTF8.self) else {
            throw JSONSyntaxError(offset: start, problem: .invalidUTF8)
        }
        return string
    }

    /// The string that comes next, read and checked as ``readString()`` reads it, handed
    /// to `body` as UTF-8: in place, without making a `String`, when it is ASCII without
    /// escapes, as most keys are.
    @inlinable
    package mutating func readString<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result)
        throws(JSONSyntaxError) -> Result
    {
        skipWhitespace()
        let quote = offset
        _ = try openString()
        let piece = scanUnescaped()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "\""), piece.allSatisfy({ $0 < 0x80 }) {
            offset &+= 1
            return body(piece)
        }
        offset = quote
        var string = try readString()
        return string.withUTF8(body)
    }

    /// Moves past the opening quote that must come next, after any whitespace, and gives
    /// where it was.
    @inlinable
    mutating func openString() throws(JSONSyntaxError) -> Int {
        skipWhitespace()
        let start = offset
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw error(.expected("a string")) }
        offset &+= 1
        return start
    }

    /// The bytes from here to the next quote, backslash or control character (or the
    /// end of the text), as written; the lexer moves past them.
    @inlinable @inline(__always)
    mutating func scanUnescaped() -> UnsafeBufferPointer<UInt8> {
        let start = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            guard byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 else { break }
            offset &+= 1
        }
        return UnsafeBufferPointer(rebasing: bytes[start..<offset])
    }

    /// The rest of a string from its first escape (or control character, or end) to past
    /// its closing quote, appended to `utf8` decoded.
    @usableFromInline
    mutating func readEscapedRest(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        while true {
            guard offset < bytes.count else { throw error(.unclosedString) }
            switch bytes[offset] {
            case UInt8(ascii: "\""):
                offset &+= 1
                return
            case UInt8(ascii: "\\"):
                offset &+= 1
                try readEscape(into: &utf8)
            default:
                throw error(.controlCharacter)
            }
            utf8.append(contentsOf: scanUnescaped())
        }
    }

    /// The escape after a backslash, appended to `utf8` as UTF-8.
    private mutating func readEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        guard offset < bytes.count else { throw error(.unclosedString) }
        let escaped = bytes[offset]
        offset &+= 1
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
                guard offset &+ 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
                    bytes[offset &+ 1] == UInt8(ascii: "u")
                else { throw error(.loneSurrogate) }
                offset &+= 2
                let low = try readHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error(.loneSurrogate) }
                value = 0x10000 + (value - 0xD800) << 10 + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(value) else { throw error(.loneSurrogate) }
            utf8.append(contentsOf: UTF8.encode(scalar)!)
        default:
            offset &-= 2
            throw error(.unknownEscape)
        }
    }

    private mutating func readHex4() throws(JSONSyntaxError) -> UInt32 {
        guard offset &+ 4 <= bytes.count else { throw error(.shortUnicodeEscape) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error(.nonHexadecimalEscape)
            }
            value = value << 4 | UInt32(digit)
            offset &+= 1
        }
        return value
    }
}
