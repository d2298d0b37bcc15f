import Glibc
import JSONLexing

/// The run objects of a document as `documentData()` writes them, read in one pass: a
/// document of 100,000 runs went through ``JSONReader``'s general path in some 20 ms, a
/// token, a closure and a key at a time.
///
/// The fast path takes only what it can read the same way the general path would: the
/// known fields, each once, keys without escapes, `start` and `length` as plain digits,
/// a colour of three plain decimals from 0 to 1, `true`/`false`, `"headline"`/`"body"`,
/// any JSON whitespace between. On anything else (an unknown or repeated field, a negative
/// or decimal offset, an exponent, an escape, a missing `start`, damage) it gives nil and
/// leaves the reader where it was, and the general path reads the run, with its refusals
/// and messages. So what it accepts is exactly what the general path accepts, read alike.
extension JSONReader {
    /// The run object that comes next, if it is plain as above; nil, the reader unmoved, otherwise.
    mutating func readPlainRun() -> AttributeRun? {
        if let run = readWrittenRun() { return run }
        let saved = offset
        if let run = scanPlainRun() { return run }
        offset = saved
        return nil
    }

    /// The run object that comes next if it is laid out as `documentData()` lays it out (as
    /// Python's `json.dump` does too, `false` fields and all): the fields in the writer's
    /// order, each name followed by `": "`, the fields and components parted by `", "`, no
    /// other whitespace. Its separators are compared sixteen bytes at a time, not read byte
    /// by byte and name by name: 6.4 million instructions for 10,000 runs where the path
    /// for any plain run took 9.7. The values are read as that path reads them. Nil, the
    /// reader unmoved, for any other layout (that path then reads it).
    mutating func readWrittenRun() -> AttributeRun? {
        let saved = offset
        if let run = scanWrittenRun() { return run }
        offset = saved
        return nil
    }

    private mutating func scanWrittenRun() -> AttributeRun? {
        typealias Literals = WrittenRunLiterals
        lexer.skipWhitespace()
        guard skip(Literals.start), let start = scanDigits(), skip(Literals.length), let length = scanDigits() else {
            return nil
        }
        var attributes = TextAttributes()
        if skip(Literals.color) {
            guard let red = scanComponent(), skip(Literals.separator),
                let green = scanComponent(), skip(Literals.separator),
                let blue = scanComponent(), next(is: UInt8(ascii: "]"))
            else { return nil }
            attributes.color = RGBColor(red: red, green: green, blue: blue)
        }
        if skip(Literals.outline) {
            guard let value = scanBool() else { return nil }
            attributes.outline = value
        }
        if skip(Literals.bold) {
            guard let value = scanBool() else { return nil }
            attributes.bold = value
        }
        if skip(Literals.italic) {
            guard let value = scanBool() else { return nil }
            attributes.italic = value
        }
        if skip(Literals.style) {
            guard let style = scanFontStyle() else { return nil }
            attributes.fontStyle = style
        }
        guard next(is: UInt8(ascii: "}")) else { return nil }
        return AttributeRun(start: start, length: length, attributes: attributes)
    }

    /// Whether `literal` comes next, compared as two words; the reader moves past it if so.
    /// False with fewer than sixteen bytes left (the last run then takes the other path).
    @inline(__always)
    private mutating func skip(_ literal: PackedLiteral) -> Bool {
        guard offset &+ 16 <= bytes.count else { return false }
        let here = UnsafeRawPointer(bytes.baseAddress! + offset)
        let low = UInt64(littleEndian: here.loadUnaligned(as: UInt64.self))
        let high = UInt64(littleEndian: here.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        guard low & literal.lowMask == literal.low, high & literal.highMask == literal.high else { return false }
        offset &+= literal.count
        return true
    }

    private mutating func scanPlainRun() -> AttributeRun? {
        lexer.skipWhitespace()
        guard next(is: UInt8(ascii: "{")) else { return nil }
        var start: Int?
        var length: Int?
        var attributes = TextAttributes()
        var seen: UInt8 = 0  // the fields read, as their bits
        while true {
            lexer.skipWhitespace()
            guard next(is: UInt8(ascii: "\"")), let field = nextField() else { return nil }
            lexer.skipWhitespace()
            guard next(is: UInt8(ascii: ":")) else { return nil }
            lexer.skipWhitespace()
            switch field {
            case .start:
                guard let value = scanDigits() else { return nil }
                start = value
            case .length:
                guard let value = scanDigits() else { return nil }
                length = value
            case .color:
                guard next(is: UInt8(ascii: "[")) else { return nil }
                lexer.skipWhitespace()
                guard let red = scanComponent() else { return nil }
                lexer.skipWhitespace()
                guard next(is: UInt8(ascii: ",")) else { return nil }
                lexer.skipWhitespace()
                guard let green = scanComponent() else { return nil }
                lexer.skipWhitespace()
                guard next(is: UInt8(ascii: ",")) else { return nil }
                lexer.skipWhitespace()
                guard let blue = scanComponent() else { return nil }
                lexer.skipWhitespace()
                guard next(is: UInt8(ascii: "]")) else { return nil }
                attributes.color = RGBColor(red: red, green: green, blue: blue)
            case .outline:
                guard let value = scanBool() else { return nil }
                attributes.outline = value
            case .bold:
                guard let value = scanBool() else { return nil }
                attributes.bold = value
            case .italic:
                guard let value = scanBool() else { return nil }
                attributes.italic = value
            case .style:
                guard let style = scanFontStyle() else { return nil }
                attributes.fontStyle = style
            }
            guard seen & field.rawValue == 0 else { return nil }
            seen |= field.rawValue
            lexer.skipWhitespace()
            if next(is: UInt8(ascii: ",")) { continue }
            guard next(is: UInt8(ascii: "}")), let start, let length else { return nil }
            return AttributeRun(start: start, length: length, attributes: attributes)
        }
    }

    /// The fields of a plain run, each with its bit in the set of those read.
    private enum Field: UInt8 {
        case start = 1, length = 2, color = 4, outline = 8, bold = 16, italic = 32, style = 64
    }

    /// The field whose name and closing quote come next, the reader moved past them; nil
    /// for any other name, one with an escape, or fewer than eight bytes left. Each name is
    /// told by one comparison of the next eight bytes, not read byte by byte.
    @inline(__always)
    private mutating func nextField() -> Field? {
        guard offset + 8 <= bytes.count else { return nil }
        let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
        typealias Keys = DocumentRecord.Keys
        let key: Key
        let field: Field
        if Keys.start.isQuoted(in: word) {
            (key, field) = (Keys.start, .start)
        } else if Keys.length.isQuoted(in: word) {
            (key, field) = (Keys.length, .length)
        } else if Keys.color.isQuoted(in: word) {
            (key, field) = (Keys.color, .color)
        } else if Keys.outline.isQuoted(in: word) {
            (key, field) = (Keys.outline, .outline)
        } else if Keys.bold.isQuoted(in: word) {
            (key, field) = (Keys.bold, .bold)
        } else if Keys.italic.isQuoted(in: word) {
            (key, field) = (Keys.italic, .italic)
        } else if Keys.style.isQuoted(in: word) {
            (key, field) = (Keys.style, .style)
        } else {
            return nil
        }
        offset += key.count + 1
        return field
    }

    /// A whole number of at most 18 digits, without sign, fraction or exponent (nor a leading zero).
    @inline(__always)
    private mutating func scanDigits() -> Int? {
        let first = offset
        var value = 0
        while offset < bytes.count, bytes[offset] &- UInt8(ascii: "0") < 10 {
            value = value &* 10 &+ Int(bytes[offset] &- UInt8(ascii: "0"))
            offset += 1
        }
        let count = offset - first
        guard count > 0, count <= 18, count == 1 || bytes[first] != UInt8(ascii: "0"), !atNumberContinuation() else {
            return nil
        }
        return value
    }

    /// A colour component: `digits[.digits]`, at most 15 digits in all, from 0 to 1, read
    /// as `Double(String)` reads it (see ``JSONReader/readDouble()``).
    @inline(__always)
    private mutating func scanComponent() -> Double? {
        let first = offset
        // 0 and 1, the most common, whole.
        if offset + 1 < bytes.count, bytes[offset] &- UInt8(ascii: "0") < 2,
            bytes[offset + 1] &- UInt8(ascii: "0") >= 10,
            bytes[offset + 1] != UInt8(ascii: "."), bytes[offset + 1] != UInt8(ascii: "e"),
            bytes[offset + 1] != UInt8(ascii: "E")
        {
            offset += 1
            return bytes[first] == UInt8(ascii: "0") ? 0 : 1
        }
        var integerDigits = 0
        while offset < bytes.count, bytes[offset] &- UInt8(ascii: "0") < 10 {
            offset += 1
            integerDigits += 1
        }
        guard integerDigits > 0, integerDigits == 1 || bytes[first] != UInt8(ascii: "0") else { return nil }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            let fractionStart = offset
            while offset < bytes.count, bytes[offset] &- UInt8(ascii: "0") < 10 { offset += 1 }
            guard offset > fractionStart else { return nil }
        }
        guard !atNumberContinuation(),
            let value = JSONNumber.shortDecimal(UnsafeBufferPointer(rebasing: bytes[first..<offset])),
            (0...1).contains(value)
        else { return nil }
        return value
    }

    /// Whether a number goes on past what was scanned: a fraction, an exponent.
    @inline(__always)
    private func atNumberContinuation() -> Bool {
        guard offset < bytes.count else { return false }
        let byte = bytes[offset]
        return byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }

    @inline(__always)
    private mutating func scanFontStyle() -> FontStyle? {
        if next(is: "\"headline\"") { return .headline }
        if next(is: "\"body\"") { return .body }
        return nil
    }

    @inline(__always)
    private mutating func scanBool() -> Bool? {
        if next(is: "true") { return true }
        if next(is: "false") { return false }
        return nil
    }

    @inline(__always)
    private mutating func next(is byte: UInt8) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    @inline(__always)
    private mutating func next(is word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard offset + length <= bytes.count, memcmp(bytes.baseAddress! + offset, word.utf8Start, length) == 0 else {
            return false
        }
        offset += length
        return true
    }
}

/// Up to sixteen bytes of a literal, packed little-endian as two words and their masks.
struct PackedLiteral {
    private(set) var low: UInt64 = 0
    private(set) var high: UInt64 = 0
    private(set) var lowMask: UInt64 = 0
    private(set) var highMask: UInt64 = 0
    let count: Int

    init(_ literal: StaticString) {
        count = literal.utf8CodeUnitCount
        precondition(count <= 16, "a packed literal has sixteen bytes at most")
        for index in 0..<count {
            let byte = UInt64(literal.utf8Start[index])
            let shift = UInt64(index % 8) * 8
            if index < 8 {
                low |= byte << shift
                lowMask |= 0xFF << shift
            } else {
                high |= byte << shift
                highMask |= 0xFF << shift
            }
        }
    }
}

/// What comes before each field of a run as `documentData()` writes it.
private enum WrittenRunLiterals {
    static let start = PackedLiteral("{\"start\": ")
    static let length = PackedLiteral(", \"length\": ")
    static let color = PackedLiteral(", \"color\": [")
    static let separator = PackedLiteral(", ")
    static let outline = PackedLiteral(", \"outline\": ")
    static let bold = PackedLiteral(", \"bold\": ")
    static let italic = PackedLiteral(", \"italic\": ")
    static let style = PackedLiteral(", \"style\": ")
}
