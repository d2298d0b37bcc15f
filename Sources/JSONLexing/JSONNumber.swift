/// A number as JSON writes it (`-12`, `0.5`, `1e3`), read by ``JSONLexer/readNumber()``:
/// its bytes, checked against JSON's grammar, and the values they make. What a whole number
/// written with a fraction or an exponent reads as is the reader's choice.
@usableFromInline
package struct JSONNumber {
    /// The number as written.
    @usableFromInline package let bytes: UnsafeBufferPointer<UInt8>
    /// Whether it is written without a fraction or an exponent (`-12`, not `12.0` or `1e1`).
    @usableFromInline package let isInteger: Bool

    @inlinable
    package init(bytes: UnsafeBufferPointer<UInt8>, isInteger: Bool) {
        self.bytes = bytes
        self.isInteger = isInteger
    }

    /// The number as written, for messages and `Int(_:)`, `Double(_:)`.
    @usableFromInline package var text: Substring { Substring(decoding: bytes, as: UTF8.self) }

    /// The number as an `Int`, when it is written as a whole number that fits one.
    @inlinable
    package var integer: Int? {
        guard isInteger else { return nil }
        return Self.shortInteger(bytes) ?? Int(text)
    }

    /// The nearest `Double`, as `Double(String)` rounds it (infinite past its range).
    @inlinable
    package var double: Double {
        Self.shortDecimal(bytes) ?? Double(text) ?? .nan
    }

    /// `-?digits` of at most 18 digits, the common case, without going through a string.
    @inlinable
    static func shortInteger(_ written: UnsafeBufferPointer<UInt8>) -> Int? {
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

    /// `-?digits[.digits]` of at most 15 digits in all, as `Double(String)` reads it, but
    /// without going through a string: the digits as a whole number are exact in a
    /// `Double`, and so is the power of ten to divide by, so one correctly rounded division
    /// gives the nearest `Double`, as Clinger's fast path has it. Nil for anything else.
    @inlinable
    package static func shortDecimal(_ written: UnsafeBufferPointer<UInt8>) -> Double? {
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
}

extension JSONLexer {
    /// The number that comes next (after any whitespace), checked against JSON's grammar:
    /// `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`. A number ends where the grammar
    /// does: `01` is `0` and then a token out of place, which the reader refuses.
    @inlinable
    package mutating func readNumber() throws(JSONSyntaxError) -> JSONNumber {
        skipWhitespace()
        let start = offset
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") { offset &+= 1 }
        guard offset < bytes.count, bytes[offset] &- UInt8(ascii: "0") < 10 else { throw error(.expected("a value")) }
        if bytes[offset] == UInt8(ascii: "0") {
            offset &+= 1
        } else {
            skipDigits()
        }
        var isInteger = true
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            isInteger = false
            offset &+= 1
            guard skipDigits() else { throw error(.fractionWithoutDigits) }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            isInteger = false
            offset &+= 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                offset &+= 1
            }
            guard skipDigits() else { throw error(.exponentWithoutDigits) }
        }
        return JSONNumber(bytes: UnsafeBufferPointer(rebasing: bytes[start..<offset]), isInteger: isInteger)
    }

    /// Moves past the digits that come next; false if there were none.
    @inlinable @inline(__always) @discardableResult
    mutating func skipDigits() -> Bool {
        let start = offset
        while offset < bytes.count, bytes[offset] &- UInt8(ascii: "0") < 10 { offset &+= 1 }
        return offset > start
    }
}
