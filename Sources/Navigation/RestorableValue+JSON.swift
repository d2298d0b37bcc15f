/// Reading JSON text straight into a `RestorableValue`, as `JSONDecoder` would read one
/// (whole numbers as integers however written, nesting refused past 512 levels, a comma
/// before a closing bracket let pass, the first of a repeated key kept), without
/// the Decodable machinery: a page state's every scalar is found by trying each kind in
/// turn, and each failed try throws. A 14 KB navigation.json took 1.5 ms that way.
/// (RichText's `JSONReader` is a token reader tuned for documents, its keys packed and
/// known in advance. Moved to a module both use, with a reader of string keys added, it
/// read a document of 100,000 runs 15% slower, 18.5 → 21.5 ms in textstats-bench: its
/// calls no longer fold into the document reader's loop. Hence this reader of its own.)
extension RestorableValue {
    /// The value the JSON text `bytes` (UTF-8) holds; throws `DecodingError.dataCorrupted`
    /// saying where the text is not JSON.
    package init(parsingJSON bytes: [UInt8]) throws {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        self = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the value") }
    }
}

/// A recursive-descent JSON reader (RFC 8259) over UTF-8 bytes.
private struct JSONParser {
    let bytes: [UInt8]
    var index = 0

    static let maximumDepth = 512

    init(bytes: [UInt8]) { self.bytes = bytes }

    func error(_ message: String) -> DecodingError {
        DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: [], debugDescription: "not valid JSON at byte \(index): \(message)"))
    }

    mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    mutating func value(depth: Int) throws -> RestorableValue {
        guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
        guard index < bytes.count else { throw error("the text ends before a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try number()
        }
    }

    private mutating func literal(_ word: StaticString, _ value: RestorableValue) throws -> RestorableValue {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
            word.withUTF8Buffer({ $0.elementsEqual(bytes[index..<index + count]) })
        else { throw error("expected \(word)") }
        index += count
        return value
    }

    private mutating func object(depth: Int) throws -> RestorableValue {
        index += 1
        var members: [String: RestorableValue] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key") }
            let key = try string()
            skipWhitespace()
            try expect(":")
            skipWhitespace()
            let member = try value(depth: depth + 1)
            if members[key] == nil { members[key] = member }  // the first of a repeated key, as JSONDecoder
            skipWhitespace()
            if try endOrComma("}") { return .object(members) }
            // A comma before the end, which JSONDecoder lets pass.
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
        }
    }

    private mutating func array(depth: Int) throws -> RestorableValue {
        index += 1
        var elements: [RestorableValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            if try endOrComma("]") { return .array(elements) }
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
        }
    }

    private mutating func expect(_ character: Unicode.Scalar) throws {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { throw error("expected \(character)") }
        index += 1
    }

    /// True at `end` (consumed), false at a comma (consumed); else an error.
    private mutating func endOrComma(_ end: Unicode.Scalar) throws -> Bool {
        guard index < bytes.count else { throw error("expected , or \(end)") }
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: end) { return true }
        if byte == UInt8(ascii: ",") { return false }
        index -= 1
        throw error("expected , or \(end)")
    }

    private mutating func string() throws -> String {
        index += 1
        let start = index
        // The common case: no escapes, so the bytes between the quotes are the string.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = try decodeUTF8(bytes[start..<index])
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw error("a control character in a string") }
            index += 1
        }
        var utf8 = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return try decodeUTF8(utf8[...])
            case UInt8(ascii: "\\"):
                try appendEscape(to: &utf8)
            case ..<0x20:
                throw error("a control character in a string")
            default:
                utf8.append(byte)
            }
        }
        throw error("a string is not closed")
    }

    private func decodeUTF8(_ utf8: ArraySlice<UInt8>) throws -> String {
        guard let text = String(validating: utf8, as: UTF8.self) else { throw error("a string is not UTF-8") }
        return text
    }

    private mutating func appendEscape(to utf8: inout [UInt8]) throws {
        guard index < bytes.count else { throw error("a string is not closed") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by an escaped low one.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else { throw error("a lone surrogate") }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("a lone surrogate") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw error("a lone surrogate")
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw error("not a character") }
            utf8.append(contentsOf: String(Character(unicode)).utf8)
        default:
            throw error("an unknown escape")
        }
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("a \\u escape is cut short") }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("a \\u escape is not hexadecimal")
            }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }

    /// A number as JSON writes it: a whole number that fits is an integer, read exactly.
    private mutating func number() throws -> RestorableValue {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a value") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        var isWhole = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isWhole = false
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number ends after its point") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isWhole = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number ends in its exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isWhole, let integer = Int(text) { return .integer(integer) }
        guard let number = Double(text), number.isFinite else { throw error("the number \(text) is out of range") }
        if number.rounded() == number {
            // As JSONDecoder reads it: a whole Double that holds every integer around it is
            // that integer (`12.9999999999999999` is 13); past 2^53 the decimal digits are.
            if abs(number) < Self.exactIntegers { return .integer(Int(number)) }
            if let integer = Self.integerPart(text) { return .integer(integer) }
        }
        return .number(number)
    }

    /// 2^53: below it a `Double` holds every integer exactly.
    private static let exactIntegers = 9_007_199_254_740_992.0

    /// The whole part of `text` (`8.947470432535164e17`, `150e-1`), computed from its decimal
    /// digits as JSONDecoder computes a number past 2^53 that reads as a whole `Double`: not
    /// through the `Double` (which reads the first as 894747043253516416); nil past `Int`.
    private static func integerPart(_ text: String) -> Int? {
        let negative = text.hasPrefix("-")
        let parts = text.dropFirst(negative ? 1 : 0).split(whereSeparator: { $0 == "e" || $0 == "E" })
        guard let mantissa = parts.first, parts.count <= 2 else { return nil }
        let pieces = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let fraction = pieces.count > 1 ? pieces[1] : ""
        let digits = Array(pieces[0].utf8) + Array(fraction.utf8)
        guard let exponent = parts.count == 2 ? Int(parts[1]) : 0, abs(exponent) < 1_000_000 else {
            return digits.allSatisfy { $0 == UInt8(ascii: "0") } ? 0 : nil
        }
        // The digits before the point once the exponent has moved it, then zeros if it moved past them.
        let wholeCount = pieces[0].count + exponent
        var value = 0
        for index in 0..<max(wholeCount, 0) {
            let digit = index < digits.count ? Int(digits[index] &- UInt8(ascii: "0")) : 0
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(digit)
            guard !overflow, !carry else { return nil }
            value = sum
        }
        return negative ? -value : value
    }

    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}

extension RestorationState {
    /// The state that `value` (a navigation file's JSON object) holds, read as its
    /// Decodable conformance reads it: `selectedTab` may be missing or null, the other
    /// keys must be there, each of its type.
    package init(restorable value: RestorableValue) throws {
        let members = try value.members(at: [])
        func required(_ key: String) throws -> RestorableValue {
            guard let value = members[key] else { throw RestorableValue.missing(key, at: []) }
            return value
        }
        switch members["selectedTab"] {
        case nil, .null?: selectedTab = nil
        case .string(let tab)?: selectedTab = tab
        default: throw RestorableValue.mismatch(String.self, at: ["selectedTab"])
        }
        guard case .bool(let showing) = try required("showingMoreList") else {
            throw RestorableValue.mismatch(Bool.self, at: ["showingMoreList"])
        }
        showingMoreList = showing
        tabOrder = try required("tabOrder").elements(at: ["tabOrder"]).enumerated().map { index, tab in
            guard case .string(let identifier) = tab else {
                throw RestorableValue.mismatch(String.self, at: ["tabOrder", "\(index)"])
            }
            return identifier
        }
        var paths: [String: [RestoredPage]] = [:]
        for (tab, pages) in try required("paths").members(at: ["paths"]) {
            paths[tab] = try pages.elements(at: ["paths", tab]).enumerated().map { index, page in
                let path = ["paths", tab, "\(index)"]
                let members = try page.members(at: path)
                guard let identifier = members["identifier"] else {
                    throw RestorableValue.missing("identifier", at: path)
                }
                guard case .string(let name) = identifier else {
                    throw RestorableValue.mismatch(String.self, at: path + ["identifier"])
                }
                guard let state = members["state"] else { throw RestorableValue.missing("state", at: path) }
                return RestoredPage(identifier: name, state: try state.members(at: path + ["state"]))
            }
        }
        self.paths = paths
    }
}

extension RestorableValue {
    /// An object's members; a `DecodingError.typeMismatch` at `path` otherwise.
    fileprivate func members(at path: [String]) throws -> [String: RestorableValue] {
        guard case .object(let members) = self else { throw Self.mismatch([String: RestorableValue].self, at: path) }
        return members
    }

    /// An array's elements; a `DecodingError.typeMismatch` at `path` otherwise.
    fileprivate func elements(at path: [String]) throws -> [RestorableValue] {
        guard case .array(let elements) = self else { throw Self.mismatch([RestorableValue].self, at: path) }
        return elements
    }

    fileprivate static func mismatch(_ type: Any.Type, at path: [String]) -> DecodingError {
        DecodingError.typeMismatch(
            type, DecodingError.Context(codingPath: path.map { PathKey($0) }, debugDescription: "not a \(type)"))
    }

    fileprivate static func missing(_ key: String, at path: [String]) -> DecodingError {
        DecodingError.keyNotFound(
            PathKey(key), DecodingError.Context(codingPath: path.map { PathKey($0) }, debugDescription: "no \(key)"))
    }
}

/// A step of a coding path, for errors.
private struct PathKey: CodingKey {
    var stringValue: String
    var intValue: Int? { Int(stringValue) }
    init(_ string: String) { stringValue = string }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { stringValue = "\(intValue)" }
}
