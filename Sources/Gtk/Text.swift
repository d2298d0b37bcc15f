import CGtk

/// A named set of text attributes (`GtkTextTag`): colour, outline, weight, scale.
@MainActor
public final class TextTag: Object {
    public init(name: String? = nil) { super.init(gtk_text_tag_new(name)) }

    /// The glyphs' colour as a CSS colour (`#ff0000`, `rgb(255,128,0)`).
    public func setForeground(_ color: String) { machismo_object_set_string(object, "foreground", color) }

    /// Pango's weight: 400 normal, 700 bold.
    public func setWeight(_ weight: Int) { machismo_object_set_int(object, "weight", Int32(weight)) }

    /// Scales the font by `factor` (1 = the view's size).
    public func setScale(_ factor: Double) {
        var value = GValue()
        g_value_init(&value, GType(15 << 2))  // G_TYPE_DOUBLE
        g_value_set_double(&value, factor)
        g_object_set_property(object, "scale", &value)
        g_value_unset(&value)
    }
}

/// The text a `TextView` shows, with tags applied to ranges.
@MainActor
public final class TextBuffer: Object {
    public init() { super.init(gtk_text_buffer_new(nil)) }

    init(borrowing buffer: OpaquePointer) { super.init(UnsafeMutableRawPointer(buffer), .retaining) }

    public var text: String {
        get {
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_bounds(cast(), &start, &end)
            guard let text = gtk_text_buffer_get_text(cast(), &start, &end, 1) else { return "" }
            defer { g_free(text) }
            return String(cString: text)
        }
        set { gtk_text_buffer_set_text(cast(), newValue, -1) }
    }

    /// Number of characters (not bytes) in the buffer.
    public var characterCount: Int { Int(gtk_text_buffer_get_char_count(cast())) }

    /// Adds `tag` to the buffer's tag table; a tag is applied only once added.
    public func add(_ tag: TextTag) {
        gtk_text_tag_table_add(gtk_text_buffer_get_tag_table(cast()), tag.cast())
    }

    /// Applies `tag` to characters `range` (offsets in characters).
    public func apply(_ tag: TextTag, to range: Range<Int>) {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(cast(), &start, Int32(range.lowerBound))
        gtk_text_buffer_get_iter_at_offset(cast(), &end, Int32(range.upperBound))
        gtk_text_buffer_apply_tag(cast(), tag.cast(), &start, &end)
    }

    /// Removes `tag` from characters `range`.
    public func remove(_ tag: TextTag, from range: Range<Int>) {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(cast(), &start, Int32(range.lowerBound))
        gtk_text_buffer_get_iter_at_offset(cast(), &end, Int32(range.upperBound))
        gtk_text_buffer_remove_tag(cast(), tag.cast(), &start, &end)
    }

    /// The selected characters, or nil when nothing is selected.
    public var selection: Range<Int>? {
        var start = GtkTextIter(), end = GtkTextIter()
        guard gtk_text_buffer_get_selection_bounds(cast(), &start, &end) != 0 else { return nil }
        return Int(gtk_text_iter_get_offset(&start))..<Int(gtk_text_iter_get_offset(&end))
    }

    /// Selects characters `range`.
    public func select(_ range: Range<Int>) {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(cast(), &start, Int32(range.lowerBound))
        gtk_text_buffer_get_iter_at_offset(cast(), &end, Int32(range.upperBound))
        gtk_text_buffer_select_range(cast(), &start, &end)
    }

    /// Whether character `offset` carries `tag`.
    public func has(_ tag: TextTag, at offset: Int) -> Bool {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(cast(), &iter, Int32(offset))
        return gtk_text_iter_has_tag(&iter, tag.cast()) != 0
    }

    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandler { on("changed", handler) }
}

/// A multi-line text editor (`GtkTextView`).
@MainActor
public final class TextView: Widget {
    /// The text the view shows and edits.
    public let buffer: TextBuffer

    public init(buffer: TextBuffer = TextBuffer()) {
        self.buffer = buffer
        super.init(gtk_text_view_new_with_buffer(buffer.cast()))
    }

    public var isEditable: Bool {
        get { gtk_text_view_get_editable(cast()) != 0 }
        set { gtk_text_view_set_editable(cast(), newValue ? 1 : 0) }
    }

    /// Wraps long lines at word boundaries.
    public func wrapWords() { gtk_text_view_set_wrap_mode(cast(), GTK_WRAP_WORD_CHAR) }

    public func setMargins(text all: Int) {
        gtk_text_view_set_left_margin(cast(), Int32(all))
        gtk_text_view_set_right_margin(cast(), Int32(all))
        gtk_text_view_set_top_margin(cast(), Int32(all))
        gtk_text_view_set_bottom_margin(cast(), Int32(all))
    }
}
