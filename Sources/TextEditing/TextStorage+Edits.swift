import RichText

extension TextStorage {
    /// Inserts `text` at `offset` with its attributes.
    public func insert(_ text: AttributedText, at offset: Int) {
        finishTagging()
        inBulk {
            buffer.insert(text.string, at: offset)
            apply(text.runs[...], offset: offset)
        }
        self.text.insert(readAttributedText(in: offset..<(offset + text.length)), at: offset)
    }

    /// Deletes the characters in `range`.
    public func delete(_ range: Range<Int>) {
        finishTagging()
        inBulk { buffer.delete(range) }
        text.deleteCharacters(in: range)
    }

    /// Gives the text at `offset` the attributes of `styled`, which has the same characters.
    public func restyle(at offset: Int, as styled: AttributedText) {
        finishTagging()
        let range = offset..<(offset + styled.length)
        inBulk {
            buffer.removeAllTags(in: range)
            apply(styled.runs[...], offset: offset)
        }
        let runs = readRuns(in: range).runs.map {
            AttributeRun(range: ($0.start + offset)..<($0.end + offset), attributes: $0.attributes)
        }
        text.replaceAttributes(in: range, with: runs)
    }

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
