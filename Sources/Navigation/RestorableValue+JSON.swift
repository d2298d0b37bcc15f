import JSONLexing

/// Reading JSON text straight into a `RestorableValue` from the shared lexer's tokens, as
/// `JSONDecoder` would read one (whole numbers as integers however written, nesting refused
/// past 512 levels, a comma before a closing bracket let pass, the first of a repeated key
/// kept), without the Decodable machinery, through which a page state's every scalar is
/// found by trying each kind in turn, each failed try throwing: navigation.json is read at
/// every launch.
extension RestorableValue {
    /// The value the JSON text `bytes` (UTF-8) holds; throws `DecodingError.dataCorrupted`
    /// saying where the text is not JSON.
    package init(parsingJSON bytes: [UInt8]) throws {
        do throws(JSONSyntaxError) {
            self = try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
                var lexer = JSONLexer(buffer)
                let value = try lexer.readRestorableValue()
                try lexer.expectEnd()
                return value
            }
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: [], debugDescription: error.description))
        }
    }
}

extension JSONLexer {
    /// The value that comes next, and every value in it, each counted by ``descend()``.
    fileprivate mutating func readRestorableValue() throws(JSONSyntaxError) -> RestorableValue {
        try descend()
        defer { ascend() }
        switch peek() {
        case .beginObject?: return try readRestorableObject()
        case .beginArray?: return try readRestorableArray()
        case .string?: return .string(try readString())
        case .number?:
            let number = try readNumber()
            guard let value = RestorableValue(number) else { throw error(.outOfRange(String(number.text))) }
            return value
        case .true?, .false?: return .bool(try readBool())
        case .null?:
            try readNull()
            return .null
        default: throw missingValue()
        }
    }

    private mutating func readRestorableObject() throws(JSONSyntaxError) -> RestorableValue {
        try expect("{")
        var members: [String: RestorableValue] = [:]
        if consume("}") { return .object(members) }
        while true {
            guard peek() == .string else { throw error(.expected("a key")) }
            let key = try readString()
            try expect(":")
            let member = try readRestorableValue()
            if members[key] == nil { members[key] = member }  // the first of a repeated key, as JSONDecoder
            if consume("}") { return .object(members) }
            guard consume(",") else { throw error(.expected(", or }")) }
            // A comma before the end, which JSONDecoder lets pass.
            if consume("}") { return .object(members) }
        }
    }

    private mutating func readRestorableArray() throws(JSONSyntaxError) -> RestorableValue {
        try expect("[")
        var elements: [RestorableValue] = []
        if consume("]") { return .array(elements) }
        while true {
            elements.append(try readRestorableValue())
            if consume("]") { return .array(elements) }
            guard consume(",") else { throw error(.expected(", or ]")) }
            if consume("]") { return .array(elements) }
        }
    }
}

extension RestorableValue {
    /// A number as `JSONDecoder` reads it: written as a whole number that fits an `Int`, that
    /// integer; else the nearest `Double`, an integer if it is a whole number (see
    /// ``wholeNumber(_:)``). Nil past `Double`'s range.
    init?(_ number: JSONNumber) {
        if let integer = number.integer {
            self = .integer(integer)
            return
        }
        let double = number.double
        guard double.isFinite else { return nil }
        self = Self.wholeNumber(double, written: number) ?? .number(double)
    }

    /// 2^53: below it a `Double` holds every integer exactly.
    private static let exactIntegers = 9_007_199_254_740_992.0

    /// `double` as an integer, as JSONDecoder reads it when it is whole: a whole Double
    /// that holds every integer around it is that integer (`12.9999999999999999` is 13);
    /// past 2^53 the decimal digits written are (``integerPart(_:)``).
    private static func wholeNumber(_ double: Double, written: JSONNumber) -> RestorableValue? {
        guard double.rounded() == double else { return nil }
        if abs(double) < exactIntegers { return .integer(Int(double)) }
        return integerPart(String(written.text)).map { .integer($0) }
    }

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
