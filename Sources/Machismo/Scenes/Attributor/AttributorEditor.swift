import Gtk
import TextEditing

/// The body text of Attributor: a GTK text view that draws outlines, showing a
/// document's text storage, whose tags carry the attributes of an `AttributedText`.
@MainActor
final class AttributorEditor {
    let view: OutlineTextView
    let textStorage: TextStorage
    var buffer: TextBuffer { view.buffer }

    init(textStorage: TextStorage) {
        self.textStorage = textStorage
        view = OutlineTextView(buffer: textStorage.buffer)
        view.wrapWords()
        view.setMargins(text: 12)
        view.accessibleLabel = "Body"
        view.addCSSClass("attributor-body")
        view.outlineTag = textStorage.outlineTag
    }
}
