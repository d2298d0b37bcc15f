import Gtk
import RichText

/// The attributed text behind a text view, as `textView.textStorage` is in the lecture:
/// a GtkTextBuffer whose tags carry the attributes of ``attributedText`` (a tag per colour,
/// outline, bold, italic and headline), and that text, kept in step with the buffer.
///
/// **Kept in step, not read back whole.** Every change the buffer signals (text inserted,
/// a range about to be deleted, a tag applied or removed: typing, pasting, undo and this
/// type's own methods alike) is read back over its range by tag toggles and spliced into
/// ``attributedText``. Asking for the text is then free however long it is. Reading it
/// whole (``readAttributedText(in:)``) costs the buffer's text and a walk over every tag
/// toggle: some 50 ms for 1 MB in 100,000 runs on GTK 4.8, where Text Stats has 20 ms in all.
///
/// **A long text is tagged in steps.** GTK 4.8 applies a tag in about 1.4 µs, however it
/// is asked (140 ms for 1 MB in 100,000 runs, ten times the text itself): ``load(_:)``
/// tags the start of the text, what a window shows first, and leaves the rest to the
/// main loop's idle moments, a chunk at a time. ``attributedText`` is whole at once; the
/// runs still to tag follow the edits made meanwhile, and every method here that reads
/// or changes the tags finishes them first (``finishTagging()``).
///
/// **A document can show its start before it is read whole.** ``load(_:completing:)``
/// shows a text with the runs of its start and reads the whole in the next idle moment,
/// or once the text is asked for or changed (``finishLoading()``): a relaunch draws a long
/// document's first screenful without reading the runs of the rest first.
@MainActor
public final class TextStorage {
    public let buffer: TextBuffer
    /// The buffer's text and attributes (read whole first, if only its start is loaded).
    public var attributedText: AttributedText {
        finishLoading()
        return text
    }
    /// The buffer's text and attributes as far as they are read (changed in place by the
    /// edits in `TextStorage+Edits.swift`).
    var text = AttributedText()

    public let outlineTag = TextTag(name: "outline")
    private let boldTag = TextTag(name: "bold")
    private let italicTag = TextTag(name: "italic")
    private let headlineTag = TextTag(name: "headline")
    private var colorTags: [RGBColor: TextTag] = [:]
    /// Every tag that carries an attribute, in the order of the masks of runs read back.
    private var tags: [TextTag]
    /// Attributes worked out once per combination of tags, not once per run.
    private var attributesOfMask: [UInt64: TextAttributes] = [:]
    /// Set while this type changes the buffer in bulk and reads the result back itself.
    private var isFollowingChanges = true
    /// The runs of the text loaded last that are not tagged yet, in order, in buffer offsets.
    /// (A slice: tagging drops its first runs without moving the others.)
    private var untaggedRuns: ArraySlice<AttributeRun> = []
    /// Tags `untaggedRuns` in idle moments.
    private var tagging: IdleWork?
    /// The handlers that follow the buffer's text and tags: blocked in bulk changes, where
    /// they would only learn that they are not wanted (at a cost near the change's own:
    /// counting a loaded text's characters, 2.4 million instructions for 100 KB).
    private var followers: [SignalHandler] = []
    /// Whether `attributedText` is to be read again once `untaggedRuns` are tagged.
    private var isStaleUntilTagged = false
    /// Reads the whole of the text whose start `load(_:completing:)` loaded; nil once read.
    private var completion: (@MainActor () throws -> AttributedText)?
    /// Reads it in an idle moment.
    private var completing: IdleWork?
    /// Where the runs `load(_:)` tagged at once end (the runs that start before, tagged whole).
    private var taggedAtOnce = 0
    /// Told, in an idle moment of its own, what made the whole of a text `load(_:completing:)`
    /// loaded unreadable (the storage then keeps the start, tagged whole).
    public var onLoadingFailure: @MainActor (any Error) -> Void = { _ in }

    /// Told of each edit of the text made in the buffer (typing, pasting, a text view's
    /// own undo), not of this type's own (`load`, `insert`, `apply`) nor of tags.
    public var onEdit: @MainActor (TextEdit) -> Void = { _ in }

    /// `load(_:)` tags at once the runs that start in this many first characters (a
    /// maximized editor on a 1080p screen shows some 7,000), or in the first
    /// `linesShownAtOnce` lines if they end sooner...
    public nonisolated static let charactersTaggedAtOnce = 10_000
    /// ...then this many runs in each idle moment (about 3 ms).
    public nonisolated static let runsTaggedPerIdle = 2_000

    /// At most how many lines the editor can show at once, asked at each `load(_:)`, as
    /// the windows are then (nil: as many as `charactersTaggedAtOnce` characters make):
    /// see `linesShown(points:)`.
    public var linesShownAtOnce: @MainActor () -> Int? = { nil }

    /// Headline runs are bold and `headlineScale` times the body's size.
    public init(buffer: TextBuffer = TextBuffer(), headlineScale: Double = 1.6) {
        self.buffer = buffer
        boldTag.setWeight(700)
        italicTag.isItalic = true
        headlineTag.setScale(headlineScale)
        headlineTag.setWeight(700)
        tags = [outlineTag, boldTag, italicTag, headlineTag]
        tags.forEach(buffer.add)
        text = readAttributedText()
        followers = [
            buffer.onTextInserted { [weak self] range in
                guard let self, isFollowingChanges else { return }
                finishLoading()
                untaggedRuns = Self.runs(untaggedRuns, afterInserting: range)
                let inserted = readRuns(in: range)
                text.insert(inserted, at: range.lowerBound)
                onEdit(.insert(inserted, at: range.lowerBound))
            },
            buffer.onRangeWillBeDeleted { [weak self] range in
                guard let self, isFollowingChanges else { return }
                finishLoading()
                untaggedRuns = Self.runs(untaggedRuns, afterDeleting: range)
                let deleted = text[range]
                text.deleteCharacters(in: range)
                onEdit(.delete(deleted, at: range.lowerBound))
            },
            buffer.onTagApplied { [weak self] _, range in self?.readAttributes(in: range) },
            buffer.onTagRemoved { [weak self] _, range in self?.readAttributes(in: range) },
        ]
    }

    // MARK: - Attributes, as on an attributed string

    /// Sets one attribute over `range`, keeping the others: a colour (nil or black is the
    /// default text colour), outline, bold, italic or font style.
    public func addAttribute(_ attribute: TextAttribute, range: Range<Int>) {
        finishTagging()
        switch attribute {
        case .color(let color):
            for tag in colorTags.values { buffer.remove(tag, from: range) }
            if let color, TextAttributes(color: color).isColorful { buffer.apply(tag(for: color), to: range) }
        case .outline(let on): set(outlineTag, on, range)
        case .bold(let on): set(boldTag, on, range)
        case .italic(let on): set(italicTag, on, range)
        case .fontStyle(let style): set(headlineTag, style == .headline, range)
        }
    }

    /// Returns one attribute over `range` to its plain value.
    public func removeAttribute(_ key: TextAttribute.Key, range: Range<Int>) {
        addAttribute(TextAttributes.plain[key], range: range)
    }

    private func set(_ tag: TextTag, _ on: Bool, _ range: Range<Int>) {
        if on { buffer.apply(tag, to: range) } else { buffer.remove(tag, from: range) }
    }

    /// At most this many colours have a tag of their own, so that a run's tags fit the
    /// 64-bit mask runs are read with. Past that, a colour takes the nearest of these
    /// (Attributor opens no document of more colours, so only a drop into a text of very
    /// many colours meets this).
    public nonisolated static let colorLimit = 56

    /// The tag for `color`, made on first use; when there are `colorLimit` already, the
    /// tags of colours no longer in the buffer make room first.
    private func tag(for color: RGBColor) -> TextTag {
        if let tag = colorTags[color] { return tag }
        if colorTags.count >= Self.colorLimit { removeColorTags { buffer.ranges(of: $0).isEmpty } }
        guard colorTags.count < Self.colorLimit else { return nearestColorTag(to: color) }
        let tag = TextTag(name: "color \(color)")
        tag.setForeground(color.description)
        buffer.add(tag)
        colorTags[color] = tag
        tags.append(tag)
        return tag
    }

    private func nearestColorTag(to color: RGBColor) -> TextTag {
        func distance(_ other: RGBColor) -> Double {
            let (red, green, blue) = (other.red - color.red, other.green - color.green, other.blue - color.blue)
            return red * red + green * green + blue * blue
        }
        return colorTags.min { distance($0.key) < distance($1.key) }!.value
    }

    /// Takes the colour tags `shouldRemove` picks out of the buffer and its tag table.
    private func removeColorTags(where shouldRemove: (TextTag) -> Bool) {
        for (color, tag) in colorTags where shouldRemove(tag) {
            buffer.tagTable.remove(tag)
            colorTags[color] = nil
        }
        tags = [outlineTag, boldTag, italicTag, headlineTag] + colorTags.values
        attributesOfMask = [:]
    }

    // MARK: - Whole texts

    /// Replaces the text with `text` and its attributes: the runs in the first
    /// `charactersTaggedAtOnce` characters at once, the others in idle moments.
    public func load(_ text: consuming AttributedText) {
        show(text)
    }

    /// `load(_:)`; false when the text was tagged whole and read back (see below).
    @discardableResult
    private func show(_ text: consuming AttributedText) -> Bool {
        tagging?.cancel()
        cancelLoading()
        untaggedRuns = []
        isStaleUntilTagged = false
        let colors = Self.colors(of: text.runs)
        inBulk {
            buffer.text = text.string
            removeColorTags { _ in true }
        }
        // A text the buffer cuts short (at a NUL) or of more colours than tags is
        // tagged whole and read back: its attributed text is what the buffer holds.
        guard colors.count <= Self.colorLimit, buffer.characterCount == text.length else {
            inBulk { apply(text.runs[...], offset: 0) }
            self.text = readAttributedText()
            return false
        }
        // Every colour has its own tag: the buffer holds the text as it came, less colours
        // that are no colour (black), whose runs may then merge with their neighbours. In
        // place, the text given being this method's own: a new text from the runs mapped
        // cost two copies of them (some 3 ms for 100,000 runs).
        if colors.black { Self.takeBlack(from: &text) }
        self.text = text
        let shown = min(Self.charactersTaggedAtOnce, linesShownAtOnce().map { text.string.length(ofLines: $0) } ?? .max)
        let later = text.runs.firstIndex { $0.start >= shown } ?? text.runs.endIndex
        taggedAtOnce = shown
        inBulk { apply(text.runs[..<later], offset: 0) }
        untaggedRuns = text.runs[later...]
        guard !untaggedRuns.isEmpty else { return true }
        tagging = IdleWork { [weak self] in self?.tagUntaggedRuns(Self.runsTaggedPerIdle) ?? false }
        return true
    }

    /// Loads `start`, the start of a document (its text, and its runs that start in the first
    /// `charactersTaggedAtOnce` characters), as `load(_:)` loads a text, and the whole that
    /// `complete` reads in the main loop's next idle moment, or as soon as the text is asked
    /// for or changed (``finishLoading()``). Its runs are then tagged from where the start's
    /// left off. If `complete` throws, `onLoadingFailure` is told in an idle moment, and the
    /// start stays, tagged whole. `complete` must read a text of the start's length.
    public func load(
        _ start: consuming AttributedText, completing complete: @escaping @MainActor () throws -> AttributedText
    ) {
        // A start the buffer holds otherwise than it came (see `load(_:)`) was read back:
        // the whole text comes at once, tagged whole as well.
        guard show(start) else {
            do { show(try complete()) } catch { tell(error) }
            return
        }
        tagging?.cancel()
        completion = complete
        completing = IdleWork { [weak self] in
            self?.finishLoading()
            return false
        }
    }

    /// Reads the whole of a text `load(_:completing:)` loaded the start of, now, if it is
    /// still to read; its runs after those tagged are tagged in idle moments.
    public func finishLoading() {
        guard let complete = completion else { return }
        cancelLoading()
        do {
            var whole = try complete()
            let colors = Self.colors(of: whole.runs)
            guard whole.length == text.length, colors.count <= Self.colorLimit else { throw UnfitWhole() }
            if colors.black { Self.takeBlack(from: &whole) }
            untaggedRuns = Self.runs(whole.runs[...], from: taggedAtOnce)
            text = whole
        } catch {
            tell(error)
        }
        tagging?.cancel()
        guard !untaggedRuns.isEmpty else { return }
        tagging = IdleWork { [weak self] in self?.tagUntaggedRuns(Self.runsTaggedPerIdle) ?? false }
    }

    /// Tells `onLoadingFailure` `error` in an idle moment: outside whatever asked for the
    /// text (a signal of the buffer, perhaps), which the handler may change.
    private func tell(_ error: any Error) {
        let failure = onLoadingFailure
        _ = IdleWork {
            failure(error)
            return false
        }
    }

    /// A whole text that does not fit the start loaded: of another length, or of more
    /// colours than tags (which the start, tagged in part, cannot be made to show).
    struct UnfitWhole: Error {}

    /// Takes explicit black, which is no colour in the buffer, out of `text`'s runs.
    private static func takeBlack(from text: inout AttributedText) {
        text.modifyAttributes(in: 0..<text.length) { attributes in
            var attributes = attributes
            attributes.color = attributes.effectiveColor
            return attributes
        }
    }

    /// Forgets the whole of a text whose start is loaded: another text replaces it.
    private func cancelLoading() {
        completion = nil
        completing?.cancel()
        completing = nil
    }

    /// Tags the runs `load(_:)` left for later now.
    public func finishTagging() {
        finishLoading()
        guard !untaggedRuns.isEmpty else { return }
        tagging?.cancel()
        _ = tagUntaggedRuns(untaggedRuns.count)
    }

    /// Whether runs of the text loaded last are still to be tagged.
    public var isTagging: Bool { !untaggedRuns.isEmpty || completion != nil }

    /// Tags the next `count` untagged runs; returns whether any are left.
    private func tagUntaggedRuns(_ count: Int) -> Bool {
        let now = untaggedRuns.prefix(count)
        inBulk { apply(now, offset: 0) }
        untaggedRuns.removeFirst(now.count)
        if untaggedRuns.isEmpty, isStaleUntilTagged {
            isStaleUntilTagged = false
            text = readRuns()
        }
        return !untaggedRuns.isEmpty
    }

    /// Runs `body`, which changes the buffer, without following its changes one by one.
    func inBulk(_ body: () -> Void) {
        isFollowingChanges = false
        defer { isFollowingChanges = true }
        Self.whileBlocked(followers[...], body)
    }

    private static func whileBlocked(_ handlers: ArraySlice<SignalHandler>, _ body: () -> Void) {
        guard let first = handlers.first else { return body() }
        first.whileBlocked { whileBlocked(handlers.dropFirst(), body) }
    }

    func apply(_ runs: ArraySlice<AttributeRun>, offset: Int) {
        for run in runs {
            let range = (run.range.lowerBound + offset)..<(run.range.upperBound + offset)
            let attributes = run.attributes
            if let color = attributes.effectiveColor { buffer.apply(tag(for: color), to: range) }
            if attributes.outline { buffer.apply(outlineTag, to: range) }
            if attributes.bold { buffer.apply(boldTag, to: range) }
            if attributes.italic { buffer.apply(italicTag, to: range) }
            if attributes.fontStyle == .headline { buffer.apply(headlineTag, to: range) }
        }
    }

    // MARK: - Reading the buffer

    /// The text of `range` (the whole buffer by default) with its attributes, read out of
    /// the buffer run by run by tag toggles.
    public func readAttributedText(in range: Range<Int>? = nil) -> AttributedText {
        finishTagging()
        return readRuns(in: range)
    }

    /// `readAttributedText(in:)` as the buffer is, tagged whole or not.
    func readRuns(in range: Range<Int>? = nil) -> AttributedText {
        let range = range ?? 0..<buffer.characterCount
        let runs = buffer.runs(of: tags, in: range).map { run in
            AttributeRun(
                range: (run.range.lowerBound - range.lowerBound)..<(run.range.upperBound - range.lowerBound),
                attributes: attributes(of: run.tagMask))
        }
        let string = range == 0..<buffer.characterCount ? buffer.text : buffer.text(in: range)
        // Runs read by toggles cover the text they were read with, in order.
        return try! AttributedText(string, runs: runs)
    }

    /// Brings the attributes of `range` in `attributedText` in line with the buffer's tags.
    private func readAttributes(in range: Range<Int>) {
        guard isFollowingChanges, !range.isEmpty else { return }
        finishLoading()
        // A tag changed from outside this type over runs still to tag: what is read now
        // lacks them, so the whole text is read again once they are tagged.
        if let last = untaggedRuns.last, last.end > range.lowerBound { isStaleUntilTagged = true }
        let runs = buffer.runs(of: tags, in: range).map {
            AttributeRun(range: $0.range, attributes: attributes(of: $0.tagMask))
        }
        text.replaceAttributes(in: range, with: runs)
    }

    private func attributes(of mask: UInt64) -> TextAttributes {
        if let known = attributesOfMask[mask] { return known }
        var attributes = TextAttributes.plain
        for (index, tag) in tags.enumerated() where mask & (1 << UInt64(index)) != 0 {
            if tag === outlineTag {
                attributes.outline = true
            } else if tag === boldTag {
                attributes.bold = true
            } else if tag === italicTag {
                attributes.italic = true
            } else if tag === headlineTag {
                attributes.fontStyle = .headline
            } else if let color = colorTags.first(where: { $0.value === tag })?.key {
                attributes.color = color
            }
        }
        attributesOfMask[mask] = attributes
        return attributes
    }
}
