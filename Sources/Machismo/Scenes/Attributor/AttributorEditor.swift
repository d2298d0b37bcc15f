import Gtk
import Localization
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
        // TRANSLATORS: the accessible name of the editor that holds the document's text.
        accessibleLabel = tr("Body")
        addCSSClass("attributor-body")
        outlineTag = textStorage.outlineTag
    }
}
