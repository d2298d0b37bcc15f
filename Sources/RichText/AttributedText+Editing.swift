extension AttributedText {
    /// Gives every character in `range` exactly `attributes`.
    public mutating func setAttributes(_ attributes: TextAttributes, range: Range<Int>) {
        modifyAttributes(in: range) { _ in attributes }
    }

    /// Sets one attribute in `range`, keeping the others: `.color(.red)`, `.outline(true)`.
    public mutating func addAttribute(_ attribute: TextAttribute, range: Range<Int>) {
        modifyAttributes(in: range) { $0.setting(attribute) }
    }

    /// Returns one attribute in `range` to its ``TextAttributes/plain`` value:
    /// `.outline` removes the outline, `.color` the colour.
    public mutating func removeAttribute(_ key: TextAttribute.Key, range: Range<Int>) {
        addAttribute(TextAttributes.plain[key], range: range)
    }

    /// Replaces the attributes of every run in `range` by `change` of them.
    public mutating func modifyAttributes(in range: Range<Int>, _ change: (TextAttributes) -> TextAttributes) {
        checkRange(range)
        guard !range.isEmpty else { return }
        let first = split(at: range.lowerBound)
        let end = split(at: range.upperBound)
        for index in first..<end { runs[index].attributes = change(runs[index].attributes) }
        mergeRuns(from: first - 1, through: end)
    }

    /// Gives `range` the attributes of `runs`, which cover it in order, in this text's
    /// offsets: the runs read back out of a text view over a range that just changed.
    /// Costs one shift of the runs after `range`, however many runs are given.
    public mutating func replaceAttributes(in range: Range<Int>, with given: [AttributeRun]) {
        checkRange(range)
        guard !range.isEmpty else { return }
        var replacement: [AttributeRun] = []
        replacement.reserveCapacity(given.count)
        var position = range.lowerBound
        for run in given {
            precondition(
                run.range.lowerBound == position && run.range.upperBound <= range.upperBound,
                "the runs must cover \(range) in order; \(run.range) follows \(position)")
            Self.append(run, to: &replacement)
            position = run.range.upperBound
        }
        precondition(position == range.upperBound, "the runs end at \(position), not at \(range.upperBound)")
        let first = split(at: range.lowerBound)
        let end = split(at: range.upperBound)
        runs.replaceSubrange(first..<end, with: replacement)
        mergeRuns(from: first - 1, through: first + replacement.count)
    }

    /// The attributes text typed over `range` takes, as in a text editor: those of the
    /// first replaced character; for an insertion, those of the character before it,
    /// or after it at the very start; ``TextAttributes/plain`` in an empty text.
    public func typingAttributes(for range: Range<Int>) -> TextAttributes {
        checkRange(range)
        if !range.isEmpty { return attributes(at: range.lowerBound).attributes }
        if range.lowerBound > 0 { return attributes(at: range.lowerBound - 1).attributes }
        return isEmpty ? .plain : attributes(at: 0).attributes
    }

    /// Replaces the characters in `range` by `string`, with `attributes`, or when nil
    /// the ``typingAttributes(for:)`` of `range`. Runs after `range` move with their text.
    public mutating func replaceCharacters(in range: Range<Int>, with string: String, attributes: TextAttributes? = nil)
    {
        let attributes = attributes ?? typingAttributes(for: range)
        replaceCharacters(in: range, with: AttributedText(string, attributes: attributes))
    }

    /// Replaces the characters in `range` by `replacement`, keeping its attributes.
    public mutating func replaceCharacters(in range: Range<Int>, with replacement: AttributedText) {
        checkRange(range)
        let lower = stringIndex(at: range.lowerBound)
        let upper = string.index(lower, offsetByScalars: range.count)
        string.unicodeScalars.replaceSubrange(lower..<upper, with: replacement.string.unicodeScalars)

        let first = split(at: range.lowerBound)
        let end = split(at: range.upperBound)
        let delta = replacement.length - range.count
        if delta != 0 {
            for index in end..<runs.count { runs[index].range = runs[index].range.shifted(by: delta) }
        }
        let inserted = replacement.runs.map {
            AttributeRun(range: $0.range.shifted(by: range.lowerBound), attributes: $0.attributes)
        }
        runs.replaceSubrange(first..<end, with: inserted)
        length += delta
        mergeRuns(from: first - 1, through: first + inserted.count)
    }

    /// Inserts `string` at `offset` with `attributes`, or when nil those of the run it is
    /// typed into (``typingAttributes(for:)``).
    public mutating func insert(_ string: String, at offset: Int, attributes: TextAttributes? = nil) {
        replaceCharacters(in: offset..<offset, with: string, attributes: attributes)
    }

    /// Inserts `text`, with its attributes, at the scalar offset `offset`.
    public mutating func insert(_ text: AttributedText, at offset: Int) {
        replaceCharacters(in: offset..<offset, with: text)
    }

    /// Deletes the scalars in `range`, and their attributes.
    public mutating func deleteCharacters(in range: Range<Int>) {
        replaceCharacters(in: range, with: AttributedText())
    }

    /// Appends `other`, keeping its attributes; costs the length of `other` only.
    public mutating func append(_ other: AttributedText) {
        string += other.string
        for run in other.runs {
            Self.append(AttributeRun(range: run.range.shifted(by: length), attributes: run.attributes), to: &runs)
        }
        length += other.length
    }

    /// Makes a run start at `offset` and returns its index (`runs.count` at the end).
    private mutating func split(at offset: Int) -> Int {
        if offset == length { return runs.count }
        let index = runIndex(at: offset)
        let run = runs[index]
        guard run.range.lowerBound < offset else { return index }
        runs[index].range = run.range.lowerBound..<offset
        runs.insert(AttributeRun(range: offset..<run.range.upperBound, attributes: run.attributes), at: index + 1)
        return index + 1
    }

    /// Merges equal neighbours among `runs[first...last]` (indices clamped to the array).
    private mutating func mergeRuns(from first: Int, through last: Int) {
        let first = max(0, first)
        let last = min(runs.count - 1, last)
        guard first < last else { return }
        // In place: a new list of the runs merged cost an allocation and a copy as large
        // as the text's runs when the range is the whole text (a document opened).
        var kept = first
        for index in (first + 1)...last {
            let run = runs[index]
            if runs[kept].attributes == run.attributes {
                runs[kept].range = runs[kept].range.lowerBound..<run.range.upperBound
            } else {
                kept += 1
                if kept != index { runs[kept] = run }
            }
        }
        if kept < last { runs.removeSubrange((kept + 1)...last) }
    }
}

extension Range<Int> {
    func shifted(by delta: Int) -> Range<Int> {
        (lowerBound + delta)..<(upperBound + delta)
    }
}
