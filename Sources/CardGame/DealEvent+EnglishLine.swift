/// A line as files kept it before they kept values: in English, whatever language it was
/// played in, exactly as every version wrote it (`Matched J♥ J♠ for 16 points.`). Scores'
/// results of format 1 hold their story so, and a saved deal's story in `navigation.json`
/// keeps these words around its cards. Reading finds the event again; a line that this
/// version does not write is `unreadable`. These English words are a file format, not
/// messages: they are never translated.
extension DealEvent {
    /// The English words around the line's cards: `Matched ` and ` for 16 points.`; a line
    /// without cards is all `before`.
    public var englishWords: (before: String, after: String) {
        switch self {
        case .chosen: ("", "")
        case .unchosen: ("", " turned back down.")
        case .matched(_, let points): ("Matched ", " for \(points) \(points == 1 ? "point" : "points").")
        case .mismatched(_, let penalty): ("", " don't match! \(penalty) point penalty!")
        case .hint(let penalty): ("Hint: a set is outlined. \(penalty) point penalty!", "")
        case .noSetOnBoard: ("No set on the board: deal 3 more.", "")
        case .dealtThreeMore(0): ("Dealt 3 more cards.", "")
        case .dealtThreeMore(let penalty): ("Dealt 3 more with a set on the board! \(penalty) point penalty!", "")
        case .unreadable(let text): (text, "")
        }
    }

    /// The line in English, cards by their contents, two in a row parted by the second's
    /// `CardValue.separator`: `Matched J♥ J♠ for 16 points.`.
    public var englishLine: String {
        let (before, after) = englishWords
        var line = before
        for (index, card) in cards.enumerated() {
            if index > 0 { line += card.separator }
            line += card.contents
        }
        return line + after
    }

    /// The event whose English line is `line`, or `.unreadable(line)` when no event of this
    /// version writes exactly that line.
    public init(englishLine line: String) {
        let found = Self.event(saying: line)
        self = found.flatMap { $0.englishLine == line ? $0 : nil } ?? .unreadable(line)
    }

    /// The event `text` may say; the caller checks that it writes `text` again.
    private static func event(saying text: String) -> DealEvent? {
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
        _ text: String, prefix: String, infix: String, suffix: String
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
