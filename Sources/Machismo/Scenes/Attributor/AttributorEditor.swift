import Gtk
import TextEditing

/// The body text of Attributor: a GTK text view that draws outlines, showing a
/// document's text storage, whose tags carry the attributes of an `AttributedText`.
@MainActor
final class AttributorEditor: OutlineTextView {
    let textStorage: TextStorage

    init(textStorage: TextStorage) {
        self.textStorage = textStorage
        super.init(buffer: textStorage.buffer)
        wrapWords()
        setMargins(text: 12)
        accessibleLabel = "Body"
        addCSSClass("attributor-body")
        outlineTag = textStorage.outlineTag
    }
}
