internal import CIntl

/// Numbers as the user's locale writes and reads them (`LC_NUMERIC`, set by
/// `Localization.start`): through the C library, never our own tables.
package enum LocaleNumbers {
    /// `value` with the locale's digit grouping: `12345` is `12,345` in English,
    /// `12.345` in German (a year or an identifier is no count: write it plainly).
    package static func integer(_ value: Int) -> String {
        isolatingSign(printed { machismo_format_grouped_integer($0, $1, value) })
    }

    /// `value` with `fractionDigits` decimals and the locale's decimal separator:
    /// `12,5` in German.
    package static func decimal(_ value: Double, fractionDigits: Int) -> String {
        isolatingSign(printed { machismo_format_grouped_decimal($0, $1, Int32(clamping: fractionDigits), value) })
    }

    /// A negative number as one left-to-right run (between U+2066 and U+2069) in a
    /// language written right to left, where the bidi algorithm would otherwise put
    /// its minus after the digits (`4-`).
    static func isolatingSign(_ number: String) -> String {
        guard number.hasPrefix("-"), Localization.isRightToLeft else { return number }
        return "\u{2066}" + number + "\u{2069}"
    }

    /// The locale's decimal separator (`.` in English, `,` in German).
    package static var decimalSeparator: String {
        guard let point = localeconv()?.pointee.decimal_point else { return "." }
        let separator = String(cString: point)
        return separator.isEmpty ? "." : separator
    }

    /// The locale's digit grouping separator (`,` in English, `.` in German, or none).
    package static var groupingSeparator: String {
        guard let separator = localeconv()?.pointee.thousands_sep else { return "" }
        return String(cString: separator)
    }

    /// A decimal number as a user types it in the locale: digits, one decimal
    /// separator (the locale's; also `.` when the locale does not group digits
    /// with it), an optional sign, spaces around. Nil for anything else: no
    /// grouping, exponents, `inf` or `nan`.
    package static func parseDecimal(_ text: String) -> Double? {
        let trimmed = text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
        let separator = decimalSeparator
        var normalized = ""
        var sawSeparator = false
        var sawDigit = false
        for (offset, character) in trimmed.enumerated() {
            if let digit = character.wholeNumberValue, character.unicodeScalars.count == 1,
                character.unicodeScalars.first?.properties.numericType == .decimal
            {
                normalized += String(digit)
                sawDigit = true
            } else if (character == "-" || character == "+" || character == "−") && offset == 0 {
                normalized += character == "+" ? "" : "-"
            } else if !sawSeparator
                && (String(character) == separator
                    || (character == "." && groupingSeparator != "."))
            {
                normalized += "."
                sawSeparator = true
            } else {
                return nil
            }
        }
        guard sawDigit else { return nil }
        return Double(normalized)
    }

    /// What `format` (snprintf into a buffer of the given size, returning the count it
    /// needs) writes, as text: into 64 bytes, or again into as many as it asked for.
    private static func printed(_ format: (UnsafeMutablePointer<CChar>, Int) -> Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let count = Int(format(&buffer, buffer.count))
        guard count >= buffer.count else { return text(buffer.prefix(max(0, count))) }
        buffer = [CChar](repeating: 0, count: count + 1)
        _ = format(&buffer, buffer.count)
        return text(buffer.prefix(count))
    }

    /// The bytes snprintf wrote (the count it returned, without the terminating NUL) as text.
    private static func text(_ bytes: ArraySlice<CChar>) -> String {
        String(decoding: bytes.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
