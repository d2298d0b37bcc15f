/// One change to an attributed text, holding what it takes to undo it: text inserted, text
/// deleted (with the attributes it had), or attributes changed over a range (before and
/// after). A user's action is one or more of these (`[TextEdit]`, applied in order);
/// Attributor registers each action as one undo step.
public enum TextEdit: Equatable, Sendable {
    /// `text` inserted at `offset`.
    case insert(AttributedText, at: Int)
    /// `text`, which stood at `offset`, deleted.
    case delete(AttributedText, at: Int)
    /// The text at `offset` given the attributes of `after` in place of those of `before`
    /// (the same characters).
    case restyle(before: AttributedText, after: AttributedText, at: Int)

    /// The edit that takes this one back.
    public var inverse: TextEdit {
        switch self {
        case .insert(let text, let offset): .delete(text, at: offset)
        case .delete(let text, let offset): .insert(text, at: offset)
        case .restyle(let before, let after, let offset): .restyle(before: after, after: before, at: offset)
        }
    }

    /// The range the edit leaves changed: where a cursor goes once it is made.
    public var changedRange: Range<Int> {
        switch self {
        case .insert(let text, let offset): offset..<(offset + text.length)
        case .delete(_, let offset): offset..<offset
        case .restyle(_, let after, let offset): offset..<(offset + after.length)
        }
    }

    /// This edit and `next`, made just after it, as one edit when they are a run of typing:
    /// a character typed where the last one ended, a Backspace just before what the last
    /// one deleted, a Delete where it deleted. Nil when they are two steps (a paste, a jump
    /// of the cursor, an insertion after a deletion, a restyle).
    public func merged(with next: TextEdit) -> TextEdit? {
        switch (self, next) {
        case (.insert(let text, let offset), .insert(let more, let at))
        where more.length == 1 && at == offset + text.length:
            var whole = text
            whole.append(more)
            return .insert(whole, at: offset)
        case (.delete(let text, let offset), .delete(let more, let at)) where more.length == 1:
            if at + 1 == offset {  // Backspace
                var whole = more
                whole.append(text)
                return .delete(whole, at: at)
            }
            if at == offset {  // Delete
                var whole = text
                whole.append(more)
                return .delete(whole, at: offset)
            }
            return nil
        default:
            return nil
        }
    }
}

extension AttributedText {
    /// Makes `edit`, which must fit this text (what it deletes or restyles stands where it says).
    public mutating func apply(_ edit: TextEdit) {
        switch edit {
        case .insert(let text, let offset):
            insert(text, at: offset)
        case .delete(let text, let offset):
            deleteCharacters(in: offset..<(offset + text.length))
        case .restyle(_, let after, let offset):
            let runs = after.runs.map {
                AttributeRun(range: ($0.start + offset)..<($0.end + offset), attributes: $0.attributes)
            }
            replaceAttributes(in: offset..<(offset + after.length), with: runs)
        }
    }

    /// Makes `edits` in order.
    public mutating func apply(_ edits: [TextEdit]) {
        for edit in edits { apply(edit) }
    }
}

extension Array where Element == TextEdit {
    /// The edits that take these back: their inverses, last first.
    public var inverse: [TextEdit] { reversed().map(\.inverse) }
}
