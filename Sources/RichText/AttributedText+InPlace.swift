extension AttributedText {
    /// ``init(_:runs:)`` for runs the text may take over and rearrange where they lie: a
    /// document's, just read. The same checks, in the same order, with the same errors;
    /// the same runs in the end.
    ///
    /// A document leaves plain stretches out, so its runs have gaps to fill, which
    /// ``init(_:runs:)`` does in a copy: for 100,000 runs an allocation of 4.8 MB and its
    /// page faults, some 2 ms of opening the document. Here the list grows by the runs the
    /// gaps need (into the room the reader reserved) and is filled from its end, each run
    /// moving up to its place. That works while no run's place lies before the run
    /// itself, which only merged neighbours or empty runs can bring about; otherwise the
    /// runs are copied as ``init(_:runs:)`` does.
    init(_ string: String, normalizing runs: inout [AttributeRun]) throws(RunError) {
        let length = string.scalarCount
        // The checks, and how many runs there will be, merging as `append(_:to:)` does.
        var count = 0
        var last: TextAttributes?
        var position = 0
        var inPlace = true
        for (index, run) in runs.enumerated() {
            try Self.check(run, number: index + 1, after: position, length: length)
            if run.range.isEmpty {
                inPlace = false
                continue
            }
            if run.range.lowerBound > position, last != .plain {
                count += 1
                last = .plain
            }
            if run.attributes != last {
                count += 1
                last = run.attributes
            }
            // The run ends up at index count - 1: not before its own index.
            if count - 1 < index { inPlace = false }
            position = run.range.upperBound
        }
        if position < length, last != .plain { count += 1 }
        guard inPlace else {
            try self.init(string, runs: runs)
            return
        }
        // From the end: each run, and the plain gap after it, written at or after its index.
        let given = runs.count
        if count > given {
            runs.append(contentsOf: repeatElement(AttributeRun(range: 0..<0, attributes: .plain), count: count - given))
        }
        var next = count  // the index of the run written last
        var nextStart = length
        func emit(_ run: AttributeRun) {
            if next < count, runs[next].attributes == run.attributes {
                runs[next].range = run.range.lowerBound..<runs[next].range.upperBound
            } else {
                next -= 1
                runs[next] = run
            }
        }
        for index in stride(from: given - 1, through: 0, by: -1) {
            let run = runs[index]
            if run.range.upperBound < nextStart {
                emit(AttributeRun(range: run.range.upperBound..<nextStart, attributes: .plain))
            }
            emit(run)
            nextStart = run.range.lowerBound
        }
        if nextStart > 0 { emit(AttributeRun(range: 0..<nextStart, attributes: .plain)) }
        assert(next == 0, "the runs counted are the runs written")
        self.init(string, length: length, normalizedRuns: runs)
    }

    private init(_ string: String, length: Int, normalizedRuns runs: [AttributeRun]) {
        self.string = string
        self.length = length
        self.runs = runs
    }
}
