import CardGame

/// A status line as a saved deal's story keeps it in `navigation.json`: its English
/// words and its cards (`DealEvent.englishWords`), whatever language it was played in.
/// Reading finds the event again, so a saved line is shown in the language of the day;
/// words no version of this app writes are shown as they were saved
/// (`DealEvent.unreadable`). These English words are a file format, not messages: they
/// are never translated.
extension StatusLine {
    /// The line's saved parts: `Matched `, `J♥`, `J♠`, ` for 16 points.`.
    var savedParts: [Part] {
        let (before, after) = message.englishWords
        return Self.words(before) + message.cards.map(Part.card) + Self.words(after)
    }

    /// The line saved as `parts`.
    init(savedParts parts: [Part]) {
        let text = Self.written(parts, words: { $0 }, card: \.contents)
        let found = StatusLine(message: DealEvent(englishLine: text))
        self = found.savedParts == parts ? found : StatusLine(message: .unreadable(text))
    }
}
