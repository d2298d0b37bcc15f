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
@MainActor
public final class TextStorage {
    public let buffer: TextBuffer
    /// The buffer's text and attributes.
    public private(set) var attributedText = AttributedText()

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

    /// Headline runs are bold and `headlineScale` times the body's size.
    public init(buffer: TextBuffer = TextBuffer(), headlineScale: Double = 1.6) {
        self.buffer = buffer
        boldTag.setWeight(700)
        italicTag.isItalic = true
        headlineTag.setScale(headlineScale)
        headlineTag.setWeight(700)
        tags = [outlineTag, boldTag, italicTag, headlineTag]
        tags.forEach(buffer.add)
        attributedText = readAttributedText()
        buffer.onTextInserted { [weak self] range in
            guard let self, isFollowingChanges else { return }
            attributedText.insert(readAttributedText(in: range), at: range.lowerBound)
        }
        buffer.onRangeWillBeDeleted { [weak self] range in
            guard let self, isFollowingChanges else { return }
            attributedText.deleteCharacters(in: range)
        }
        buffer.onTagApplied { [weak self] _, range in self?.readAttributes(in: range) }
        buffer.onTagRemoved { [weak self] _, range in self?.readAttributes(in: range) }
    }

    // MARK: - Attributes, as on an attributed string

    /// Sets one attribute over `range`, keeping the others: a colour (nil or black is the
    /// default text colour), outline, bold, italic or font style.
    public func addAttribute(_ attribute: TextAttribute, range: Range<Int>) {
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

    /// Replaces the text with `text` and its attributes.
    public func load(_ text: AttributedText) {
        inBulk {
            buffer.text = text.string
            removeColorTags { _ in true }
            apply(text.runs, offset: 0)
        }
        attributedText = readAttributedText()
    }

    /// Inserts `text` at `offset` with its attributes.
    public func insert(_ text: AttributedText, at offset: Int) {
        inBulk {
            buffer.insert(text.string, at: offset)
            apply(text.runs, offset: offset)
        }
        attributedText.insert(readAttributedText(in: offset..<(offset + text.length)), at: offset)
    }

    /// Runs `body`, which changes the buffer, without following its changes one by one.
    private func inBulk(_ body: () -> Void) {
        isFollowingChanges = false
        defer { isFollowingChanges = true }
        body()
    }

    private func apply(_ runs: [AttributeRun], offset: Int) {
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
        let range = range ?? 0..<buffer.characterCount
        let runs = buffer.runs(of: tags, in: range).map { run in
            AttributeRun(range: (run.range.lowerBound - range.lowerBound)..<(run.range.upperBound - range.lowerBound),
                         attributes: attributes(of: run.tagMask))
        }
        let string = range == 0..<buffer.characterCount ? buffer.text : buffer.text(in: range)
        // Runs read by toggles cover the text they were read with, in order.
        return try! AttributedText(string, runs: runs)
    }

    /// Brings the attributes of `range` in `attributedText` in line with the buffer's tags.
    private func readAttributes(in range: Range<Int>) {
        guard isFollowingChanges, !range.isEmpty else { return }
        let runs = buffer.runs(of: tags, in: range).map { AttributeRun(range: $0.range, attributes: attributes(of: $0.tagMask)) }
        attributedText.replaceAttributes(in: range, with: runs)
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
