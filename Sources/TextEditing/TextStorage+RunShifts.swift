import RichText

/// Where the runs of a text go when characters come into it or leave it: the runs still
/// waiting to be tagged follow the edits made meanwhile.
extension TextStorage {
    /// `runs` (in order) after `inserted` came into the text: those after it move on, one
    /// it falls into is cut in two around it (inserted text has no tags).
    static func runs(_ runs: ArraySlice<AttributeRun>, afterInserting inserted: Range<Int>) -> ArraySlice<AttributeRun>
    {
        guard let last = runs.last, last.end > inserted.lowerBound else { return runs }
        let at = inserted.lowerBound, shift = inserted.count
        var moved: [AttributeRun] = []
        moved.reserveCapacity(runs.count + 1)
        for run in runs {
            if run.end <= at {
                moved.append(run)
            } else if run.start >= at {
                moved.append(AttributeRun(range: (run.start + shift)..<(run.end + shift), attributes: run.attributes))
            } else {
                moved.append(AttributeRun(range: run.start..<at, attributes: run.attributes))
                moved.append(AttributeRun(range: (at + shift)..<(run.end + shift), attributes: run.attributes))
            }
        }
        return moved[...]
    }

    /// `runs` (in order) after the characters in `deleted` went: those after it move back,
    /// those it overlaps lose what it took.
    static func runs(_ runs: ArraySlice<AttributeRun>, afterDeleting deleted: Range<Int>) -> ArraySlice<AttributeRun> {
        guard let last = runs.last, last.end > deleted.lowerBound, !deleted.isEmpty else { return runs }
        func moved(_ offset: Int) -> Int {
            offset <= deleted.lowerBound ? offset : max(deleted.lowerBound, offset - deleted.count)
        }
        return runs.compactMap { run in
            let range = moved(run.start)..<moved(run.end)
            return range.isEmpty ? nil : AttributeRun(range: range, attributes: run.attributes)
        }[...]
    }

    /// The parts of `runs` (in order) at `offset` and after.
    static func runs(_ runs: ArraySlice<AttributeRun>, from offset: Int) -> ArraySlice<AttributeRun> {
        guard let first = runs.firstIndex(where: { $0.end > offset }) else { return [] }
        var after = runs[first...]
        if after[first].start < offset {
            after[first] = AttributeRun(range: offset..<after[first].end, attributes: after[first].attributes)
        }
        return after
    }
}
