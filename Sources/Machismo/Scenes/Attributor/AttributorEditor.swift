import Gtk
import TextStats

/// The body text of Attributor: a GTK text view whose tags carry the
/// attributes of an `AttributedText` (a tag per colour, outline, bold, italic,
/// headline). It turns the buffer into an `AttributedText` by walking tag
/// toggles, and back.
@MainActor
final class AttributorEditor {
    let view = OutlineTextView()
    var buffer: TextBuffer { view.buffer }

    private var colorTags: [RGBColor: TextTag] = [:]
    let outlineTag = TextTag(name: "outline")
    private let boldTag = TextTag(name: "bold")
    private let italicTag = TextTag(name: "italic")
    private let headlineTag = TextTag(name: "headline")

    /// The size headline runs have relative to the body.
    static let headlineScale = 1.6

    init() {
        view.wrapWords()
        view.setMargins(text: 12)
        view.accessibleLabel = "Body"
        view.addCSSClass("attributor-body")
        boldTag.setWeight(700)
        italicTag.isItalic = true
        headlineTag.setScale(Self.headlineScale)
        headlineTag.setWeight(700)
        for tag in [outlineTag, boldTag, italicTag, headlineTag] { buffer.add(tag) }
        view.outlineTag = outlineTag
    }

    /// The tag for `color`, made on first use.
    private func tag(for color: RGBColor) -> TextTag {
        if let tag = colorTags[color] { return tag }
        let tag = TextTag(name: "color \(color)")
        tag.setForeground(color.description)
        buffer.add(tag)
        colorTags[color] = tag
        return tag
    }

    // MARK: - Attributes on the selection

    /// Colours `range`: `nil` or black gives the default text colour.
    func setColor(_ color: RGBColor?, in range: Range<Int>) {
        for tag in colorTags.values { buffer.remove(tag, from: range) }
        if let color, TextAttributes(color: color).isColorful { buffer.apply(tag(for: color), to: range) }
    }

    /// Outlines `range`, or takes its outline off.
    func setOutline(_ outlined: Bool, in range: Range<Int>) {
        if outlined { buffer.apply(outlineTag, to: range) } else { buffer.remove(outlineTag, from: range) }
    }

    // MARK: - The whole text

    /// Replaces the text with `text` and its attributes.
    func load(_ text: AttributedText) {
        buffer.text = text.string
        apply(text.runs, offset: 0)
    }

    /// Inserts `text` at `offset` with its attributes.
    func insert(_ text: AttributedText, at offset: Int) {
        buffer.insert(text.string, at: offset)
        apply(text.runs, offset: offset)
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

    /// The text with its attributes, read run by run from the buffer's tag toggles.
    var attributedText: AttributedText {
        let tags = Array(colorTags.values) + [outlineTag, boldTag, italicTag, headlineTag]
        let colors = Dictionary(uniqueKeysWithValues: colorTags.map { (ObjectIdentifier($0.value), $0.key) })
        // A run's attributes are worked out once per combination of tags, not once per run.
        var attributesOfMask: [UInt64: TextAttributes] = [:]
        let runs = buffer.runs(of: tags).map { run in
            if let known = attributesOfMask[run.tagMask] { return AttributeRun(range: run.range, attributes: known) }
            var attributes = TextAttributes.plain
            for tag in run.tags(among: tags) {
                if tag === outlineTag {
                    attributes.outline = true
                } else if tag === boldTag {
                    attributes.bold = true
                } else if tag === italicTag {
                    attributes.italic = true
                } else if tag === headlineTag {
                    attributes.fontStyle = .headline
                } else {
                    attributes.color = colors[ObjectIdentifier(tag)]
                }
            }
            attributesOfMask[run.tagMask] = attributes
            return AttributeRun(range: run.range, attributes: attributes)
        }
        return (try? AttributedText(buffer.text, runs: runs)) ?? AttributedText(buffer.text)
    }
}
