import EmojiArt
import Gtk
import Localization

/// One emoji on the canvas: a frameless, focusable button (so that Tab reaches it,
/// Return/Space select it and a screen reader names it `😀, 48 points, at 120, 80`)
/// whose label draws the emoji at its size. GTK 4.8 gives only widgets accessible
/// objects, so each emoji is one. The canvas positions it and handles its gestures.
@MainActor
public final class EmojiView: Button {
    public let emojiID: Int
    private let glyph = Label()
    /// What is shown, to skip work when nothing changed.
    private var shown: (emoji: EmojiArt.Emoji, zoom: Double)?

    public init(emojiID: Int) {
        self.emojiID = emojiID
        super.init(child: glyph)
        hasFrame = false
        isFocusable = true
        addCSSClass("emojiart-emoji")
    }

    /// Shows `emoji` drawn at `zoom`.
    public func show(_ emoji: EmojiArt.Emoji, zoom: Double) {
        if let shown, shown.emoji == emoji, shown.zoom == zoom { return }
        shown = (emoji, zoom)
        // A font size in points, scaled: Pango's size is in 1024ths of a point.
        let size = Int((Double(emoji.size) * zoom * 1024).rounded())
        glyph.setMarkup("<span size=\"\(size)\">\(Label.escape(emoji.text))</span>")
        accessibleLabel = Self.accessibleName(of: emoji)
    }

    /// `😀, 48 points, at 120, 80`: what a screen reader says, and what tests find.
    public static func accessibleName(of emoji: EmojiArt.Emoji) -> String {
        // TRANSLATORS: an emoji on the EmojiArt canvas, for screen readers: %1$s is the emoji,
        // %2$d its size in points, %3$d and %4$d the position of its centre (x, y) in points.
        trn(
            "%1$s, %2$d point, at %3$d, %4$d", "%1$s, %2$d points, at %3$d, %4$d", emoji.size,
            emoji.text, emoji.size, emoji.x, emoji.y)
    }

    /// Shows the selection ring (or not), and tells screen readers.
    public var isSelected = false {
        didSet {
            setCSSClass("selected", isSelected)
            setAccessibleSelected(isSelected)
        }
    }
}
