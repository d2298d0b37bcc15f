import CardGame

/// A status line as files keep it: in English, whatever language it was played in,
/// exactly as every version wrote it. A deal's story keeps its parts
/// (`navigation.json`, `StatusLine+Coding.swift`), Scores a result's lines as text
/// (`scores.json`). Reading either finds the message again, so a saved line is
/// shown in the language of the day; words no version of this app writes are
/// shown as they were saved (`Message.saved`). These English words are a file
/// format, not messages: they are never translated.
extension StatusLine {
    /// The line's saved parts: `Matched `, `J♥`, `J♠`, ` for 16 points.`.
    var savedParts: [Part] {
        switch message {
        case .chosen(let cards):
            return cards.map(Part.card)
        case .unchosen(let cards):
            return cards.map(Part.card) + [.words(" turned back down.")]
        case .matched(let cards, let points):
            return [.words("Matched ")] + cards.map(Part.card)
                + [.words(" for \(points) \(points == 1 ? "point" : "points").")]
        case .mismatched(let cards, let penalty):
            return cards.map(Part.card) + [.words(" don't match! \(penalty) point penalty!")]
        case .hint(let penalty):
            return [.words("Hint: a set is outlined. \(penalty) point penalty!")]
        case .noSetOnBoard:
            return [.words("No set on the board: deal 3 more.")]
        case .dealtThreeMore(0):
            return [.words("Dealt 3 more cards.")]
        case .dealtThreeMore(let penalty):
            return [.words("Dealt 3 more with a set on the board! \(penalty) point penalty!")]
        case .saved(let parts):
            return parts
        }
    }

    /// The line as Scores keeps it: `Matched J♥ J♠ for 16 points.`, cards by their contents.
    var savedText: String { Self.written(savedParts, words: { $0 }, card: \.contents) }

    /// The line saved as `parts`.
    init(savedParts parts: [Part]) {
        let text = Self.written(parts, words: { $0 }, card: \.contents)
        let found = Self.message(saying: text).map(StatusLine.init(message:))
        self = found.flatMap { $0.savedParts == parts ? $0 : nil } ?? StatusLine(message: .saved(parts))
    }

    /// The line Scores kept as `text`.
    init(savedText text: String) {
        let found = Self.message(saying: text).map(StatusLine.init(message:))
        self =
            found.flatMap { $0.savedText == text ? $0 : nil }
            ?? StatusLine(message: .saved(text.isEmpty ? [] : [.words(text)]))
    }

    /// The message whose saved text `text` may be; the caller checks that it writes `text` again.
    private static func message(saying text: String) -> Message? {
        let penalty = " point penalty!"
        if text == "No set on the board: deal 3 more." { return .noSetOnBoard }
        if text == "Dealt 3 more cards." { return .dealtThreeMore(penalty: 0) }
        if let (_, number) = split(text, prefix: "Hint: a set is outlined. ", infix: "", suffix: penalty) {
            return Int(number).map { .hint(penalty: $0) }
        }
        if let (_, number) = split(text, prefix: "Dealt 3 more with a set on the board! ", infix: "", suffix: penalty) {
            return Int(number).map { .dealtThreeMore(penalty: $0) }
        }
        if let (cards, number) = split(text, prefix: "Matched ", infix: " for ", suffix: ".") {
            let points = number.split(separator: " ", maxSplits: 1)
            guard points.count == 2, let count = Int(points[0]), let values = cardList(cards) else { return nil }
            return .matched(values, points: count)
        }
        if let (cards, number) = split(text, prefix: "", infix: " don't match! ", suffix: penalty) {
            guard let count = Int(number), let values = cardList(cards) else { return nil }
            return .mismatched(values, penalty: count)
        }
        if let (cards, _) = split(text, prefix: "", infix: " turned back down.", suffix: "") {
            return cardList(cards).map { .unchosen($0) }
        }
        return cardList(Substring(text)).map { .chosen($0) }
    }

    /// `text` as `prefix`, a first part, `infix` (its last occurrence), a second part and
    /// `suffix`; an empty `infix` leaves the whole middle to the second part.
    private static func split(
        _ text: String, prefix: String, infix: String,
        suffix: String
    ) -> (Substring, Substring)? {
        guard text.hasPrefix(prefix), text.hasSuffix(suffix), text.count >= prefix.count + suffix.count else {
            return nil
        }
        let middle = text.dropFirst(prefix.count).dropLast(suffix.count)
        guard !infix.isEmpty else { return (middle[middle.startIndex..<middle.startIndex], middle) }
        guard let range = middle.ranges(of: infix).last else { return nil }
        return (middle[..<range.lowerBound], middle[range.upperBound...])
    }

    /// Cards written in a row: Set's names with commas, playing cards with spaces.
    private static func cardList(_ text: Substring) -> [CardValue]? {
        for separator in [", ", " "] {
            let values = text.split(separator: separator, omittingEmptySubsequences: false)
                .map { CardValue(contents: String($0)) }
            if !values.isEmpty, values.allSatisfy({ $0 != nil }) { return values.compactMap { $0 } }
        }
        return nil
    }
}
