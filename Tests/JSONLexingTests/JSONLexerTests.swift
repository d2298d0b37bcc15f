import Foundation
import JSONLexing
import Testing

/// The lexer's tokens, strings, numbers, nesting and problems, each where it is found.
@Suite struct JSONLexerTests {
    /// Runs `body` with a lexer over `text`.
    func lexing<Result>(_ text: String, _ body: (inout JSONLexer) throws -> Result) rethrows -> Result {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer in
            var lexer = JSONLexer(buffer)
            return try body(&lexer)
        }
    }

    /// The problem reading `text` with `body` throws, and where.
    func problem(_ text: String, _ body: (inout JSONLexer) throws -> Void) -> JSONSyntaxError? {
        lexing(text) { lexer in
            do {
                try body(&lexer)
                return nil
            } catch {
                return error as? JSONSyntaxError
            }
        }
    }

    @Test func eachTokenIsToldByItsFirstByteAndReadWhole() throws {
        let text = #" { "a" : [ -1.5e3 , true , false , null , "\u00e9" ] } "#
        var seen: [JSONToken] = []
        var values: [String] = []
        try lexing(text) { lexer in
            while let token = lexer.peek() {
                seen.append(token)
                switch token {
                case .string: values.append(try lexer.readString())
                case .number: values.append(String(try lexer.readNumber().text))
                case .true, .false: values.append("\(try lexer.readBool())")
                case .null: try lexer.readNull()
                default: lexer.offset += 1
                }
            }
            let atEnd = lexer.isAtEnd
            #expect(atEnd)
            #expect(lexer.offset == text.utf8.count)
        }
        #expect(
            seen == [
                .beginObject, .string, .colon, .beginArray, .number, .comma, .true, .comma, .false, .comma, .null,
                .comma, .string, .endArray, .endObject,
            ])
        #expect(values == ["a", "-1.5e3", "true", "false", "é"])
    }

    @Test func aStructuralCharacterIsConsumedOnlyWhenItComesNext() {
        let consumed = lexing("  ,]") { lexer in
            [lexer.consume("]"), lexer.consume(","), lexer.consume("]"), lexer.isAtEnd]
        }
        #expect(consumed == [false, true, true, true])
        let colon = problem(" x") { try $0.expect(":") }
        #expect(colon == JSONSyntaxError(offset: 1, problem: .expected(":")))
        let end = problem("1 2") { lexer in
            _ = try lexer.readNumber()
            try lexer.expectEnd()
        }
        #expect(end == JSONSyntaxError(offset: 2, problem: .textAfterValue))
    }

    @Test(arguments: [
        "", "plain", "café", "😀", #"a\"b\\c\/d"#, #"\b\f\n\r\t"#, #"\u00e9\u0041"#, #"\ud83d\ude00 and \uD83D\uDE00"#,
        #"tab\there, then \u2028"#, #"\u0000"#,
    ])
    func aStringIsDecodedAsJSONDecoderDecodesIt(_ written: String) throws {
        let quoted = "\"" + written + "\""
        let expected = try JSONDecoder().decode(String.self, from: Data(quoted.utf8))
        #expect(try lexing(quoted) { try $0.readString() } == expected)
        let bytes = try lexing(quoted) { try $0.readString { Array($0) } }
        #expect(bytes == Array(expected.utf8), "the bytes handed over are the decoded string's")
    }

    @Test func aKeyWithoutEscapesIsHandedOverInPlace() throws {
        try lexing(#"  "start": 1"#) { lexer in
            let base = lexer.bytes.baseAddress!
            let place = try lexer.readString { $0.baseAddress! - base }
            #expect(place == 3)
            let colon = lexer.consume(":")
            #expect(colon)
        }
    }

    @Test(arguments: [
        (#""abc"#, 4, JSONSyntaxError.Problem.unclosedString),
        ("\"a\u{1}b\"", 2, .controlCharacter),
        (#""ab\x""#, 3, .unknownEscape),
        (#""\u12"#, 3, .shortUnicodeEscape),
        (#""\u12G4""#, 5, .nonHexadecimalEscape),
        (#""\ud800""#, 7, .loneSurrogate),
        (#""\ud800\u0041""#, 13, .loneSurrogate),
        (#""\udc00""#, 7, .loneSurrogate),
        ("x", 0, .expected("a string")),
    ])
    func aBrokenStringIsRefusedWhereItBreaks(_ text: String, offset: Int, problem expected: JSONSyntaxError.Problem) {
        let found = problem(text) { _ = try $0.readString() }
        #expect(found == JSONSyntaxError(offset: offset, problem: expected))
        let foundInPlace = problem(text) { _ = try $0.readString { $0.count } }
        #expect(foundInPlace?.problem == expected)
    }

    @Test func aStringThatIsNotUTF8IsRefusedAtItsQuote() {
        for bytes: [UInt8] in [
            [0x20, 0x22, 0xFF, 0x22], [0x20, 0x22, 0xC3, 0x22], [0x20, 0x22, 0xC3, 0x5C, 0x6E, 0x22],
        ] {
            let problems = bytes.withUnsafeBufferPointer { buffer in
                [false, true].map { inPlace -> JSONSyntaxError? in
                    var lexer = JSONLexer(buffer)
                    do throws(JSONSyntaxError) {
                        _ = inPlace ? try lexer.readString { $0.count } : try lexer.readString().utf8.count
                        return nil
                    } catch {
                        return error
                    }
                }
            }
            #expect(problems == Array(repeating: JSONSyntaxError(offset: 1, problem: .invalidUTF8), count: 2))
        }
    }

    @Test(arguments: [
        ("0", true), ("-0", true), ("12", true), ("-9223372036854775808", true), ("1.5", false), ("-0.0", false),
        ("1e3", false), ("1E+3", false), ("2.5e-3", false),
    ])
    func aNumberIsReadAsWritten(_ text: String, isInteger: Bool) throws {
        let number = try lexing(" \(text),") { lexer in
            let number = try lexer.readNumber()
            let comma = lexer.consume(",")
            #expect(comma)
            return (
                text: String(number.text), isInteger: number.isInteger, integer: number.integer, double: number.double
            )
        }
        #expect(number.text == text)
        #expect(number.isInteger == isInteger)
        #expect(number.integer == (isInteger ? Int(text) : nil))
        #expect(number.double.bitPattern == Double(text)!.bitPattern)
    }

    @Test func aNumberEndsWhereJSONsGrammarEndsIt() throws {
        let zero = try lexing("01") { lexer in (text: String(try lexer.readNumber().text), offset: lexer.offset) }
        #expect(zero.text == "0" && zero.offset == 1)
        let found = ["-", "1.", "1e+"].map { text in problem(text) { _ = try $0.readNumber() } }
        #expect(
            found == [
                JSONSyntaxError(offset: 1, problem: .expected("a value")),
                JSONSyntaxError(offset: 2, problem: .fractionWithoutDigits),
                JSONSyntaxError(offset: 3, problem: .exponentWithoutDigits),
            ])
        let pastInt = try lexing("9223372036854775808") { try $0.readNumber().integer }
        #expect(pastInt == nil)
    }

    /// The short paths for integers and short decimals give what `Int(String)` and
    /// `Double(String)` give, on numbers of every length.
    @Test func numbersReadAsIntAndDoubleReadThem() throws {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let digits = String((0..<Int(random.next() % 22) + 1).map { _ in Character("\(random.next() % 10)") })
            let whole = digits.count > 1 ? String(digits.drop { $0 == "0" }.prefix(22)) : digits
            var text = (random.next() % 2 == 0 ? "-" : "") + (whole.isEmpty ? "0" : whole)
            if random.next() % 2 == 0 { text += "." + String(digits.prefix(Int(random.next() % 10) + 1)) }
            if random.next() % 5 == 0 { text += "e\(Int(random.next() % 40) - 20)" }
            let number = try lexing(text) { lexer in
                let number = try lexer.readNumber()
                #expect(lexer.offset == text.utf8.count, "\(text)")
                return (integer: number.integer, double: number.double)
            }
            #expect(number.double.bitPattern == Double(text)!.bitPattern, "\(text)")
            #expect(number.integer == (text.contains { ".e".contains($0) } ? nil : Int(text)), "\(text)")
        }
    }

    @Test func literalsAreReadWholeOrRefused() throws {
        let bools = try lexing("true false null") { lexer in
            let bools = [try lexer.readBool(), try lexer.readBool()]
            try lexer.readNull()
            return bools
        }
        #expect(bools == [true, false])
        let found = [problem("tru") { _ = try $0.readBool() }, problem(" fals") { _ = try $0.readBool() }]
        #expect(
            found == [
                JSONSyntaxError(offset: 0, problem: .expected("true")),
                JSONSyntaxError(offset: 1, problem: .expected("false")),
            ])
        let null = problem("nul") { try $0.readNull() }
        #expect(null == JSONSyntaxError(offset: 0, problem: .expected("null")))
    }

    @Test func valuesNestUpToTheLimitAndNoDeeper() {
        let atTheLimit = problem("[]") { lexer in
            for _ in 0..<JSONLexer.maximumDepth { try lexer.descend() }
            lexer.ascend()
            try lexer.descend()
        }
        #expect(atTheLimit == nil)
        let pastIt = problem("[]") { lexer in
            for _ in 0...JSONLexer.maximumDepth { try lexer.descend() }
        }
        #expect(pastIt == JSONSyntaxError(offset: 0, problem: .tooDeep(512)))
    }

    @Test func aMissingValueSaysWhetherTheTextEnded() {
        let missing = ["  ", " x"].map { text in lexing(text) { $0.missingValue() } }
        #expect(
            missing == [
                JSONSyntaxError(offset: 2, problem: .endOfText),
                JSONSyntaxError(offset: 1, problem: .expected("a value")),
            ])
        #expect(
            JSONSyntaxError(offset: 7, problem: .loneSurrogate).description
                == "not valid JSON at byte 7: a lone surrogate")
    }
}
