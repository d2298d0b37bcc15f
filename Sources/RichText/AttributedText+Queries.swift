extension AttributedText {
    /// The position of the scalar at `offset` (0...length) in ``string``.
    public func stringIndex(at offset: Int) -> String.Index {
        precondition(offset >= 0 && offset <= length, "offset \(offset) outside 0...\(length)")
        return string.index(string.startIndex, offsetByScalars: offset)
    }

    /// The scalar offset of `index`, a position in ``string`` between two Unicode scalars.
    public func offset(of index: String.Index) -> Int {
        string.scalarOffset(of: index)
    }

    /// The Unicode scalars in `range`, exactly (the bounds need not fall between characters).
    public func substring(in range: Range<Int>) -> Substring {
        checkRange(range)
        let lower = stringIndex(at: range.lowerBound)
        return string[lower..<string.index(lower, offsetByScalars: range.count)]
    }

    /// The index in ``runs`` of the run holding the scalar at `offset` (0..<length).
    public func runIndex(at offset: Int) -> Int {
        precondition(offset >= 0 && offset < length, "offset \(offset) outside 0..<\(length)")
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].range.lowerBound <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The attributes of the scalar at `offset` (0..<length), and the run that has them.
    public func attributes(at offset: Int) -> (attributes: TextAttributes, effectiveRange: Range<Int>) {
        let run = runs[runIndex(at: offset)]
        return (run.attributes, run.range)
    }

    /// The value of one attribute at `offset` (0..<length), and the longest range around
    /// it where that attribute has the same value (other attributes may change inside it).
    public func attribute(_ key: TextAttribute.Key, at offset: Int) -> (
        value: TextAttribute, effectiveRange: Range<Int>
    ) {
        let index = runIndex(at: offset)
        let value = runs[index].attributes[key]
        var first = index
        while first > 0, runs[first - 1].attributes[key] == value { first -= 1 }
        var last = index
        while last + 1 < runs.count, runs[last + 1].attributes[key] == value { last += 1 }
        return (value, runs[first].range.lowerBound..<runs[last].range.upperBound)
    }

    /// The runs that meet `range`, clipped to it.
    public func runs(in range: Range<Int>) -> [AttributeRun] {
        checkRange(range)
        guard !range.isEmpty else { return [] }
        var clipped: [AttributeRun] = []
        var index = runIndex(at: range.lowerBound)
        while index < runs.count, runs[index].range.lowerBound < range.upperBound {
            clipped.append(
                AttributeRun(range: runs[index].range.clamped(to: range), attributes: runs[index].attributes))
            index += 1
        }
        return clipped
    }

    /// Calls `body` with each run meeting `range` (all of the text by default), clipped to
    /// it, and its scalars, in order; walking the string once.
    public func enumerateRuns(
        in range: Range<Int>? = nil,
        _ body: (AttributeRun, Substring) throws -> Void
    ) rethrows {
        let range = range ?? 0..<length
        checkRange(range)
        guard !range.isEmpty else { return }
        try walkRuns(in: range, from: stringIndex(at: range.lowerBound), body)
    }

    /// ``enumerateRuns(in:_:)`` given where `range` starts in ``string``.
    func walkRuns(
        in range: Range<Int>, from lower: String.Index,
        _ body: (AttributeRun, Substring) throws -> Void
    ) rethrows {
        guard !range.isEmpty else { return }
        var lower = lower
        var index = runIndex(at: range.lowerBound)
        while index < runs.count, runs[index].range.lowerBound < range.upperBound {
            let piece = runs[index].range.clamped(to: range)
            let upper = string.index(lower, offsetByScalars: piece.count)
            try body(AttributeRun(range: piece, attributes: runs[index].attributes), string[lower..<upper])
            lower = upper
            index += 1
        }
    }

    /// The text and attributes in `range`, with offsets starting at 0.
    public subscript(range: Range<Int>) -> AttributedText {
        var result = AttributedText()
        enumerateRuns(in: range) { run, text in
            result.append(AttributedText(String(text), attributes: run.attributes))
        }
        return result
    }

    func checkRange(_ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= length, "range \(range) outside 0...\(length)")
    }
}
