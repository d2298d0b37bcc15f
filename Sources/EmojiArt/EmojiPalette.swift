/// The emoji along the top of the document page: the lecture's palette. New emoji
/// typed into the **+** cell go first; text that is not emoji is left out, and an
/// emoji already there is not added twice.
public struct EmojiPalette: Equatable, Sendable {
    /// The palette's emoji, in order.
    public private(set) var emojis: [String]

    /// The lecture's palette.
    public static let lectureEmojis = [
        "😀", "🎁", "✈️", "🎱", "🍎", "🐶", "🐝", "☕️", "🎼", "🚲", "♣️", "👨‍🎓",
        "✏️", "🌈", "🤡", "🎓", "👻", "☎️",
    ]

    public init(emojis: [String] = lectureEmojis) {
        self.emojis = []
        add(emojis.joined())
    }

    /// Adds the emoji of `typed` at the front, in the order typed; returns how many
    /// were new. Letters, digits, spaces and other text are ignored.
    @discardableResult
    public mutating func add(_ typed: String) -> Int {
        let new = Self.emojis(in: typed).reduce(into: [String]()) { found, emoji in
            if !found.contains(emoji) && !emojis.contains(emoji) { found.append(emoji) }
        }
        emojis.insert(contentsOf: new, at: 0)
        return new.count
    }

    /// Each emoji of `text`, in order, other characters left out.
    public static func emojis(in text: String) -> [String] {
        text.map(String.init).filter(isOneEmoji)
    }

    /// Whether `text` is exactly one emoji: one character drawn as an emoji by
    /// default (`😀`), or asked to be one (`✈️`, a keycap `1️⃣`), or a sequence
    /// (`👍🏽`, `👨‍🎓`, a flag). A plain `1`, `#` or `©` is text, not an emoji.
    public static func isOneEmoji(_ text: String) -> Bool {
        guard text.count == 1, let first = text.unicodeScalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        let scalars = Array(text.unicodeScalars)
        return first.properties.isEmoji && scalars.count > 1
            && scalars.dropFirst().contains { $0 == "\u{FE0F}" || $0 == "\u{200D}" || $0.properties.isEmojiModifier }
    }
}
