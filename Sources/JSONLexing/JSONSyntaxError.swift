/// Where a text stops being JSON, or the JSON a reader takes, and how.
@usableFromInline
package struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    @usableFromInline
    package enum Problem: Equatable, Sendable, CustomStringConvertible {
        /// The text ends where a value should come.
        case endOfText
        /// Something else than what the reader can take here (`"a key"`, `", or }"`, `"true"`).
        case expected(String)
        /// More than whitespace after the value.
        case textAfterValue
        /// A value inside more values than the lexer allows (``JSONLexer/maximumDepth``).
        case tooDeep(Int)
        /// A control character (below U+0020) written as itself in a string.
        case controlCharacter
        /// A string without its closing quote.
        case unclosedString
        /// A string whose bytes are not UTF-8.
        case invalidUTF8
        /// A `\u` escape of half a surrogate pair.
        case loneSurrogate
        /// A backslash before a character that JSON does not escape.
        case unknownEscape
        /// A `\u` escape with fewer than four digits before the text ends.
        case shortUnicodeEscape
        /// A `\u` escape whose four characters are not all hexadecimal digits.
        case nonHexadecimalEscape
        /// A decimal point without a digit after it.
        case fractionWithoutDigits
        /// An exponent without a digit.
        case exponentWithoutDigits
        /// A number a reader cannot hold (`1e400` in a `Double`), as written.
        case outOfRange(String)

        @usableFromInline package var description: String {
            switch self {
            case .endOfText: "the text ends before a value"
            case .expected(let what): "expected \(what)"
            case .textAfterValue: "unexpected text after the value"
            case .tooDeep(let levels): "nested deeper than \(levels) levels"
            case .controlCharacter: "a control character in a string"
            case .unclosedString: "a string is not closed"
            case .invalidUTF8: "a string is not UTF-8"
            case .loneSurrogate: "a lone surrogate"
            case .unknownEscape: "an unknown escape"
            case .shortUnicodeEscape: "a \\u escape is cut short"
            case .nonHexadecimalEscape: "a \\u escape is not hexadecimal"
            case .fractionWithoutDigits: "a number ends after its point"
            case .exponentWithoutDigits: "a number ends in its exponent"
            case .outOfRange(let number): "the number \(number) is out of range"
            }
        }
    }

    /// The byte where the problem was found, from the start of the text.
    package let offset: Int
    package let problem: Problem

    @usableFromInline
    package init(offset: Int, problem: Problem) {
        self.offset = offset
        self.problem = problem
    }

    @usableFromInline package var description: String { "not valid JSON at byte \(offset): \(problem)" }
}
