/// A value a message shows: text as it is, a count as the locale writes numbers.
package protocol MessageArgument {
    /// The value as the message shows it.
    var messageText: String { get }
}

extension String: MessageArgument {
    package var messageText: String { self }
}

extension Substring: MessageArgument {
    package var messageText: String { String(self) }
}

extension Int: MessageArgument {
    /// The count with the locale's digit grouping (`12.345` in German).
    package var messageText: String { LocaleNumbers.integer(self) }
}

/// Fills a translated message's placeholders, the way C's `printf` reads them:
/// `%1$s` and `%2$d` by position (a translator may reorder them), `%s` and `%d`
/// in order, `%%` for a percent sign. A placeholder with no value stays as written.
package enum MessageFormat {
    package static func fill(_ message: String, with arguments: [any MessageArgument]) -> String {
        guard message.utf8.contains(UInt8(ascii: "%")) else { return message }
        var result = ""
        var next = 0
        var scalars = message.unicodeScalars[...]
        while let percent = scalars.firstIndex(of: "%") {
            result.unicodeScalars.append(contentsOf: scalars[..<percent])
            var rest = scalars[scalars.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                scalars = rest.dropFirst()
                continue
            }
            var position: Int?
            let digits = rest.prefix { ("0"..."9").contains($0) }
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$", let number = Int(String(digits)) {
                position = number - 1
                rest = rest.dropFirst(digits.count + 1)
            }
            guard let conversion = rest.first, conversion == "s" || conversion == "d" else {
                result += "%"
                scalars = scalars[scalars.index(after: percent)...]
                continue
            }
            let index = position ?? next
            next = index + 1
            if arguments.indices.contains(index) {
                result += arguments[index].messageText
            } else {
                result.unicodeScalars.append(contentsOf: scalars[percent..<rest.index(after: rest.startIndex)])
            }
            scalars = rest.dropFirst()
        }
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }
}
