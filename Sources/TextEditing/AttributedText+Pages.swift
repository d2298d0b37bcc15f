import Gtk
import RichText

extension TextPages {
    /// `text` laid out on pages as the editor shows it, in `font` (`Sans 11`): its runs'
    /// colours, outlines, bold, italic and headline.
    public convenience init(_ text: AttributedText, font: String) {
        // Runs count Unicode scalars; Pango counts UTF-8 bytes.
        var bytes: [Int] = []
        bytes.reserveCapacity(text.length + 1)
        var offset = 0
        for scalar in text.string.unicodeScalars {
            bytes.append(offset)
            offset += UTF8.width(scalar)
        }
        bytes.append(offset)
        let runs = text.runs.map { run in
            let attributes = run.attributes
            return TextPages.Run(
                start: bytes[run.start], end: bytes[run.end],
                color: attributes.effectiveColor.map { ($0.red, $0.green, $0.blue) },
                outline: attributes.outline, bold: attributes.bold, italic: attributes.italic,
                headline: attributes.fontStyle == .headline)
        }
        self.init(text: text.string, runs: runs, font: font)
    }
}
