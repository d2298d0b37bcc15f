import CGtk
import CGtkExtras

/// A text view that draws a stroke round the glyphs of the ranges carrying `outlineTag`:
/// outlined text as the lectures' negative `NSStrokeWidth` shows it, glyphs filled in their
/// own colour with a black outline round them.
///
/// GtkTextView's tags can't stroke glyphs, so this is a small C subclass
/// (`MachismoOutlineTextView`, Sources/CGtkExtras): it lets GTK draw the text, then strokes
/// the very glyphs GTK drew (their font, size and position, wrapped or zoomed) whose
/// centres lie in an outlined range, for the visible lines only. The tag needs no visual
/// property; applying or removing it redraws the view.
///
/// It also has its text validated in a frame's layout phase, not in its snapshot: GTK 4.8's
/// text view would otherwise change its scrollbar while the frame draws, when an edit comes
/// in the middle of a frame, and GTK warns "Trying to snapshot GtkGizmo … without a current
/// allocation" after a letter typed into a long text (the mechanism is told in
/// `text_view_follower.c`).
@MainActor
open class OutlineTextView: TextView {
    /// A text view over `buffer` that can draw outlined text.
    public override init(buffer: TextBuffer = TextBuffer()) {
        super.init(machismo_outline_text_view_new_with_buffer(buffer.cast()), buffer: buffer)
    }

    private var outlineView: OpaquePointer { cast() }

    /// The tag whose ranges are outlined; nil outlines nothing. Add it to the buffer's tag
    /// table before applying it.
    public var outlineTag: TextTag? {
        didSet { machismo_outline_text_view_set_outline_tag(outlineView, outlineTag?.cast()) }
    }

    /// The stroke's colour: black unless set.
    public func setOutlineColor(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        var color = GdkRGBA(red: Float(red), green: Float(green), blue: Float(blue), alpha: Float(alpha))
        machismo_outline_text_view_set_outline_rgba(outlineView, &color)
    }

    /// How far the outline reaches outside the glyphs, as a fraction of the font's pixel size
    /// (1/20 unless set: 2 px round 40 px text), and at least `minimum` pixels. The glyphs
    /// keep their whole fill: the outline lies outside them.
    public func setOutlineWidth(fraction: Double, minimum: Double = 1) {
        machismo_outline_text_view_set_outline_width(outlineView, fraction, minimum)
    }

    /// How many glyph runs the last frame stroked; for tests.
    public var strokedRunCount: Int { Int(machismo_outline_text_view_get_stroked_run_count(outlineView)) }

    /// How many outlined areas (one per display line of each outlined range) the last frame
    /// found on screen; for tests.
    public var outlinedAreaCount: Int { Int(machismo_outline_text_view_get_outlined_area_count(outlineView)) }
}
