import CGtk

/// A stretch of a buffer over which the same tags hold, of the tags asked about.
///
/// `tagMask` has bit `i` set when `tags[i]` (of the array given to `runs(of:)`) applies
/// over the whole range. Neighbouring runs always differ in their mask.
public struct TextRun: Hashable, Sendable {
    /// Character offsets (Unicode scalars).
    public var range: Range<Int>
    /// The tags that cover the run, one bit each.
    public var tagMask: UInt64

    /// A run over `range` covered by the tags of `tagMask`.
    public init(range: Range<Int>, tagMask: UInt64) {
        self.range = range
        self.tagMask = tagMask
    }

    /// Whether the tag at `index` of the asked-about tags applies over this run.
    public func hasTag(at index: Int) -> Bool { tagMask & (1 << UInt64(index)) != 0 }

    /// The tags among `tags` (the array given to `runs(of:)`) that apply over this run.
    @MainActor
    public func tags(among tags: [TextTag]) -> [TextTag] {
        tags.indices.filter(hasTag(at:)).map { tags[$0] }
    }
}

extension TextBuffer {
    /// The largest runs of `range` (the whole text by default) over which the same of `tags`
    /// apply, in order and covering the range; other tags do not split runs.
    ///
    /// Walks the buffer's tag toggles (`gtk_text_iter_forward_to_tag_toggle`), never its
    /// characters: the cost grows with the number of toggles, not the length of the text.
    /// At most 64 tags.
    public func runs(of tags: [TextTag], in range: Range<Int>? = nil) -> [TextRun] {
        var runs: [TextRun] = []
        enumerateRuns(of: tags, in: range) { runs.append($0) }
        return runs
    }

    /// Calls `body` with each run `runs(of:in:)` would return, without building an array.
    public func enumerateRuns(of tags: [TextTag], in range: Range<Int>? = nil, _ body: (TextRun) -> Void) {
        precondition(tags.count <= 64, "runs(of:) follows at most 64 tags")
        let lower = min(max(0, range?.lowerBound ?? 0), characterCount)
        let upper = min(max(lower, range?.upperBound ?? characterCount), characterCount)
        guard lower < upper else { return }
        var iter = textIter(at: lower)
        var mask: UInt64 = 0
        for (index, tag) in tags.enumerated() where gtk_text_iter_has_tag(&iter, tag.cast()) != 0 {
            mask |= 1 << UInt64(index)
        }
        var runStart = lower
        let casts = tags.map { tag -> UnsafeMutablePointer<GtkTextTag> in tag.cast() }
        while gtk_text_iter_forward_to_tag_toggle(&iter, nil) != 0 {
            let offset = Int(gtk_text_iter_get_offset(&iter))
            guard offset < upper else { break }
            // Which of the asked-about tags start or end here (no lists to allocate).
            var next = mask
            for (index, tag) in casts.enumerated() {
                let bit = UInt64(1) << UInt64(index)
                if gtk_text_iter_starts_tag(&iter, tag) != 0 {
                    next |= bit
                } else if gtk_text_iter_ends_tag(&iter, tag) != 0 {
                    next &= ~bit
                }
            }
            guard next != mask else { continue }
            body(TextRun(range: runStart..<offset, tagMask: mask))
            runStart = offset
            mask = next
        }
        body(TextRun(range: runStart..<upper, tagMask: mask))
    }

    /// The ranges `tag` covers within `range` (the whole text by default), in order: the
    /// lecture's jump from range to range of one attribute, by toggles.
    public func ranges(of tag: TextTag, in range: Range<Int>? = nil) -> [Range<Int>] {
        let lower = min(max(0, range?.lowerBound ?? 0), characterCount)
        let upper = min(max(lower, range?.upperBound ?? characterCount), characterCount)
        guard lower < upper else { return [] }
        var iter = textIter(at: lower)
        var end = textIter(at: upper)
        var ranges: [Range<Int>] = []
        if gtk_text_iter_has_tag(&iter, tag.cast()) == 0 {
            guard gtk_text_iter_forward_to_tag_toggle(&iter, tag.cast()) != 0 else { return [] }
        }
        while gtk_text_iter_compare(&iter, &end) < 0 {
            let start = Int(gtk_text_iter_get_offset(&iter))
            gtk_text_iter_forward_to_tag_toggle(&iter, tag.cast())
            let stop = min(Int(gtk_text_iter_get_offset(&iter)), upper)
            ranges.append(start..<stop)
            guard gtk_text_iter_forward_to_tag_toggle(&iter, tag.cast()) != 0 else { break }
        }
        return ranges
    }
}
