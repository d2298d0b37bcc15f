import RichText

extension TextStorage {
    /// Makes `edit` in the buffer and the text (Undo's and Redo's edits); `onEdit` is not told.
    public func apply(_ edit: TextEdit) {
        switch edit {
        case .insert(let text, let offset): insert(text, at: offset)
        case .delete(let text, let offset): delete(offset..<(offset + text.length))
        case .restyle(_, let after, let offset): restyle(at: offset, as: after)
        }
    }

    /// Makes `edits` in order.
    public func apply(_ edits: [TextEdit]) {
        for edit in edits { apply(edit) }
    }
}
