extension AttributedText {
    /// The characters whose attribute `key` is set (``TextAttributes/has(_:)``): all the
    /// outlined text for `.outline`, all the colourful text for `.color`, in order, with
    /// their attributes.
    ///
    /// As in the lecture, it asks for the attribute at an offset and jumps to the end of
    /// its effective range, never going character by character. A character belongs to
    /// the run of its first scalar, so a range is widened to whole characters.
    public func characters(withAttribute key: TextAttribute.Key) -> AttributedText {
        characters { $0.has(key) }
    }

    /// The characters whose attribute has exactly this value, such as `.color(.red)`.
    public func characters(withAttribute attribute: TextAttribute) -> AttributedText {
        characters { $0[attribute.key] == attribute }
    }

    /// The characters whose attributes satisfy `predicate`, gathered run by run.
    public func characters(where predicate: (TextAttributes) -> Bool) -> AttributedText {
        var result = AttributedText()
        var cursor = CharacterCursor(string)
        var offset = 0
        while offset < length {
            let index = runIndex(at: offset)
            let matches = predicate(runs[index].attributes)
            var end = index
            while end + 1 < runs.count, predicate(runs[end + 1].attributes) == matches { end += 1 }
            let range = offset..<runs[end].range.upperBound
            if matches {
                let (lower, lowerIndex) = cursor.characterBoundary(atOrAfter: range.lowerBound)
                let (upper, _) = cursor.characterBoundary(atOrAfter: range.upperBound)
                walkRuns(in: lower..<upper, from: lowerIndex) { run, text in
                    result.append(AttributedText(String(text), attributes: run.attributes))
                }
            }
            offset = range.upperBound
        }
        return result
    }
}

/// Walks forward through a string's Unicode scalars, from offset to offset, and finds
/// the character boundaries at or after them; each step costs the distance moved.
struct CharacterCursor {
    let string: String
    private(set) var offset = 0
    private(set) var index: String.Index

    init(_ string: String) {
        self.string = string
        index = string.unicodeScalars.startIndex
    }

    /// Moves to `target`, which is not before the current offset.
    mutating func move(to target: Int) {
        index = string.index(index, offsetByScalars: target - offset)
        offset = target
    }

    /// The first character boundary at or after the scalar offset `target` (not before the
    /// current offset), as an offset and an index; the cursor moves to `target`.
    mutating func characterBoundary(atOrAfter target: Int) -> (offset: Int, index: String.Index) {
        move(to: target)
        guard index < string.endIndex, String.Index(index, within: string) == nil else { return (offset, index) }
        let boundary = string.index(after: index)
        return (offset + string.unicodeScalars.distance(from: index, to: boundary), boundary)
    }
}
