import CGtk
import CGtkExtras

/// A colour with components from 0 to 1, as GTK's `GdkRGBA`.
public struct RGBA: Hashable, Sendable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// The colour with these parts, each 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    init(_ color: GdkRGBA) {
        self.init(
            red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha))
    }
}

/// A named set of text attributes (`GtkTextTag`): colour, weight, style, scale, font.
///
/// Two wrappers of the same `GtkTextTag` are equal (a tag looked up by name equals the
/// one that made it), so tags can be kept in sets and used as dictionary keys.
/// A property never set leaves the text's own (the view's or a lower tag's) in place.
@MainActor
public final class TextTag: Object, Hashable {
    /// A tag, named `name` if given.
    public init(name: String? = nil) { super.init(gtk_text_tag_new(name)) }

    init(retaining tag: UnsafeMutablePointer<GtkTextTag>) { super.init(UnsafeMutableRawPointer(tag), .retaining) }

    /// The name given at creation, by which a tag table finds the tag.
    public var name: String? {
        guard let name = machismo_object_dup_string(object, "name") else { return nil }
        defer { g_free(name) }
        return String(cString: name)
    }

    /// The glyphs' colour as a CSS colour (`#ff0000`, `rgb(255,128,0)`).
    public func setForeground(_ color: String) { machismo_object_set_string(object, "foreground", color) }

    /// The glyphs' colour, components from 0 to 1.
    public func setForeground(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        machismo_object_set_rgba(object, "foreground-rgba", red, green, blue, alpha)
    }

    /// The glyphs' colour, or nil when the tag leaves the colour alone.
    public var foreground: RGBA? {
        guard machismo_object_get_bool(object, "foreground-set") != 0 else { return nil }
        var color = GdkRGBA()
        return machismo_object_get_rgba(object, "foreground-rgba", &color) != 0 ? RGBA(color) : nil
    }

    /// Makes the tag leave the colour alone again.
    public func clearForeground() { machismo_object_set_bool(object, "foreground-set", 0) }

    /// Pango's weight: 400 normal, 700 bold.
    public func setWeight(_ weight: Int) { machismo_object_set_int(object, "weight", Int32(weight)) }

    /// Pango's weight, or nil when the tag leaves the weight alone.
    public var weight: Int? {
        machismo_object_get_bool(object, "weight-set") != 0 ? Int(machismo_object_get_int(object, "weight")) : nil
    }

    /// Bold (weight 700) or normal (400).
    public var isBold: Bool {
        get { (weight ?? 400) >= 600 }
        set { setWeight(newValue ? 700 : 400) }
    }

    /// Italic or upright.
    public var isItalic: Bool {
        get {
            machismo_object_get_bool(object, "style-set") != 0
                && machismo_object_get_int(object, "style") == Int32(PANGO_STYLE_ITALIC.rawValue)
        }
        set {
            machismo_object_set_int(
                object, "style", Int32((newValue ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL).rawValue))
        }
    }

    /// Scales the font by `factor` (1 = the view's size).
    public func setScale(_ factor: Double) { machismo_object_set_double(object, "scale", factor) }

    /// The font scale factor, or nil when the tag leaves the size alone.
    public var scale: Double? {
        machismo_object_get_bool(object, "scale-set") != 0 ? machismo_object_get_double(object, "scale") : nil
    }

    /// Sets family, style, weight and size from Pango's string form (`"Serif Bold 14"`);
    /// what the string leaves out stays as it was.
    public func setFont(_ description: String) { machismo_object_set_string(object, "font", description) }

    /// The font size in points: it follows the desktop's text scaling (`DesktopSettings.textScale`).
    public func setFontSize(points: Double) { machismo_object_set_double(object, "size-points", points) }

    /// The font size in pixels: fixed, whatever the desktop's text scaling.
    public func setFontSize(pixels: Double) { machismo_object_set_font_pixels(object, "font-desc", pixels) }

    /// The font as Pango's string form (`"Serif Bold 14"`), of the parts the tag sets.
    public var font: String {
        guard let font = machismo_object_dup_string(object, "font") else { return "" }
        defer { g_free(font) }
        return String(cString: font)
    }

    /// Where the tag stands among its table's: a higher priority wins where tags disagree.
    /// New tags go on top.
    public var priority: Int {
        get { Int(gtk_text_tag_get_priority(cast())) }
        set { gtk_text_tag_set_priority(cast(), Int32(newValue)) }
    }

    public nonisolated static func == (lhs: TextTag, rhs: TextTag) -> Bool { lhs.object == rhs.object }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(object) }
}

/// The tags a buffer knows (`GtkTextTagTable`); a tag must be in its buffer's table to be applied.
@MainActor
public final class TextTagTable: Object {
    init(retaining table: OpaquePointer) { super.init(table, .retaining) }

    /// Adds `tag`; false (and a GTK warning) when a tag of the same name is already there.
    /// A tag belongs to one table only.
    @discardableResult
    public func add(_ tag: TextTag) -> Bool { gtk_text_tag_table_add(cast(), tag.cast()) != 0 }

    /// Removes `tag`, and with it every range it was applied to.
    public func remove(_ tag: TextTag) { gtk_text_tag_table_remove(cast(), tag.cast()) }

    /// The tag named `name`, if the table has one.
    public func lookup(_ name: String) -> TextTag? {
        gtk_text_tag_table_lookup(cast(), name).map { TextTag(retaining: $0) }
    }

    /// How many tags the table holds.
    public var count: Int { Int(gtk_text_tag_table_get_size(cast())) }
}

/// A multi-line text editor (`GtkTextView`).
@MainActor
open class TextView: Widget {
    /// The text the view shows and edits.
    public let buffer: TextBuffer

    /// A text view over `buffer`.
    public init(buffer: TextBuffer = TextBuffer()) {
        self.buffer = buffer
        super.init(gtk_text_view_new_with_buffer(buffer.cast()))
        machismo_open_context_menu_on_release(widget)
    }

    /// Wraps a new (floating) view that already shows `buffer`: for subclasses made in C.
    init(_ view: UnsafeMutablePointer<GtkWidget>, buffer: TextBuffer) {
        self.buffer = buffer
        super.init(UnsafeMutableRawPointer(view))
        machismo_open_context_menu_on_release(widget)
    }

    /// Whether the view's context menu shows (it opens when the right button is released).
    public var isContextMenuOpen: Bool { machismo_context_menu_is_open(widget) != 0 }

    /// Whether the user can change the text.
    public var isEditable: Bool {
        get { gtk_text_view_get_editable(cast()) != 0 }
        set { gtk_text_view_set_editable(cast(), newValue ? 1 : 0) }
    }

    /// Whether the insertion cursor shows (a read-only view usually hides it).
    public var isCursorVisible: Bool {
        get { gtk_text_view_get_cursor_visible(cast()) != 0 }
        set { gtk_text_view_set_cursor_visible(cast(), newValue ? 1 : 0) }
    }

    /// Wraps long lines at word boundaries.
    public func wrapWords() { gtk_text_view_set_wrap_mode(cast(), GTK_WRAP_WORD_CHAR) }

    /// Sets the margins around the text, on every side, to `all` pixels.
    public func setMargins(text all: Int) {
        gtk_text_view_set_left_margin(cast(), Int32(all))
        gtk_text_view_set_right_margin(cast(), Int32(all))
        gtk_text_view_set_top_margin(cast(), Int32(all))
        gtk_text_view_set_bottom_margin(cast(), Int32(all))
    }

    /// Scrolls the least needed to show character `offset`.
    public func scroll(toCharacter offset: Int) {
        var iter = buffer.textIter(at: offset)
        _ = gtk_text_view_scroll_to_iter(cast(), &iter, 0, 0, 0, 0)
    }

    /// The characters of the lines that are (at least partly) on screen.
    public var visibleRange: Range<Int> {
        var rect = GdkRectangle()
        gtk_text_view_get_visible_rect(cast(), &rect)
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_view_get_line_at_y(cast(), &start, rect.y, nil)
        gtk_text_view_get_line_at_y(cast(), &end, rect.y + rect.height, nil)
        gtk_text_iter_forward_to_line_end(&end)
        return Int(gtk_text_iter_get_offset(&start))..<Int(gtk_text_iter_get_offset(&end))
    }
}
