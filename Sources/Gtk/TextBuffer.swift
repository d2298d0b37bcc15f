import CGtk
import CGtkExtras

/// The text a `TextView` shows, with tags applied to ranges.
///
/// Positions are character offsets: Unicode scalars, as `GtkTextIter` counts them
/// (`"é"` written as e + U+0301 is two). Out-of-range offsets are clamped to the end.
@MainActor
public final class TextBuffer: Object {
    /// An empty buffer with a tag table of its own.
    public init() { super.init(gtk_text_buffer_new(nil)) }

    init(borrowing buffer: OpaquePointer) { super.init(UnsafeMutableRawPointer(buffer), .retaining) }

    /// The whole text, hidden characters included.
    public var text: String {
        get {
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_bounds(cast(), &start, &end)
            return Self.string(&start, &end)
        }
        set { gtk_text_buffer_set_text(cast(), newValue, -1) }
    }

    /// Number of characters (not bytes) in the buffer.
    public var characterCount: Int { Int(gtk_text_buffer_get_char_count(cast())) }

    /// The characters in `range`.
    public func text(in range: Range<Int>) -> String {
        var start = textIter(at: range.lowerBound), end = textIter(at: range.upperBound)
        return Self.string(&start, &end)
    }

    /// Inserts `text` before character `offset`; the new text carries no tags.
    public func insert(_ text: String, at offset: Int) {
        var iter = textIter(at: offset)
        gtk_text_buffer_insert(cast(), &iter, text, -1)
    }

    /// Inserts `text` before character `offset` with `tags` applied to it.
    public func insert(_ text: String, at offset: Int, tags: [TextTag]) {
        let start = min(max(0, offset), characterCount)
        let before = characterCount
        insert(text, at: start)
        let inserted = start..<(start + characterCount - before)
        for tag in tags { apply(tag, to: inserted) }
    }

    /// Deletes the characters in `range`.
    public func delete(_ range: Range<Int>) {
        var start = textIter(at: range.lowerBound), end = textIter(at: range.upperBound)
        gtk_text_buffer_delete(cast(), &start, &end)
    }

    /// The buffer's tag table, where tags are added and found by name.
    public var tagTable: TextTagTable { TextTagTable(retaining: gtk_text_buffer_get_tag_table(cast())) }

    /// Adds `tag` to the buffer's tag table; a tag is applied only once added.
    public func add(_ tag: TextTag) {
        gtk_text_tag_table_add(gtk_text_buffer_get_tag_table(cast()), tag.cast())
    }

    /// The tag named `name` in the buffer's tag table.
    public func tag(named name: String) -> TextTag? { tagTable.lookup(name) }

    /// Applies `tag` to characters `range` (offsets in characters).
    public func apply(_ tag: TextTag, to range: Range<Int>) {
        var start = textIter(at: range.lowerBound), end = textIter(at: range.upperBound)
        gtk_text_buffer_apply_tag(cast(), tag.cast(), &start, &end)
    }

    /// Removes `tag` from characters `range`.
    public func remove(_ tag: TextTag, from range: Range<Int>) {
        var start = textIter(at: range.lowerBound), end = textIter(at: range.upperBound)
        gtk_text_buffer_remove_tag(cast(), tag.cast(), &start, &end)
    }

    /// Removes every tag from characters `range`.
    public func removeAllTags(in range: Range<Int>) {
        var start = textIter(at: range.lowerBound), end = textIter(at: range.upperBound)
        gtk_text_buffer_remove_all_tags(cast(), &start, &end)
    }

    /// The selected characters, or nil when nothing is selected.
    public var selection: Range<Int>? {
        var start = GtkTextIter(), end = GtkTextIter()
        guard gtk_text_buffer_get_selection_bounds(cast(), &start, &end) != 0 else { return nil }
        return Int(gtk_text_iter_get_offset(&start))..<Int(gtk_text_iter_get_offset(&end))
    }

    /// Selects characters `range`.
    public func select(_ range: Range<Int>) {
        var start = textIter(at: range.lowerBound), end = textIter(at: range.upperBound)
        gtk_text_buffer_select_range(cast(), &start, &end)
    }

    /// The insertion cursor's character offset; setting it clears the selection.
    public var cursorOffset: Int {
        get { Int(machismo_object_get_int(object, "cursor-position")) }
        set {
            var iter = textIter(at: newValue)
            gtk_text_buffer_place_cursor(cast(), &iter)
        }
    }

    /// Whether character `offset` carries `tag`.
    public func has(_ tag: TextTag, at offset: Int) -> Bool {
        var iter = textIter(at: offset)
        return gtk_text_iter_has_tag(&iter, tag.cast()) != 0
    }

    /// Whether the text changed since this was last set to false (after a save).
    public var isModified: Bool {
        get { gtk_text_buffer_get_modified(cast()) != 0 }
        set { gtk_text_buffer_set_modified(cast(), newValue ? 1 : 0) }
    }

    /// Groups the changes until `endUserAction()` into one user action: one undo step,
    /// and GTK's "begin/end-user-action" signals once around them.
    public func beginUserAction() { gtk_text_buffer_begin_user_action(cast()) }
    /// Ends the user action `beginUserAction()` began.
    public func endUserAction() { gtk_text_buffer_end_user_action(cast()) }

    /// Runs `body` as one user action.
    public func userAction<T>(_ body: () throws -> T) rethrows -> T {
        beginUserAction()
        defer { endUserAction() }
        return try body()
    }

    /// `handler()` as a user action begins (`beginUserAction()`, a key typed, a paste):
    /// the changes until `onUserActionEnded` are one action. Actions nest; the signals fire
    /// for the outermost only.
    @discardableResult
    public func onUserActionBegan(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        on("begin-user-action", handler)
    }

    /// `handler()` as the user action `onUserActionBegan` saw begin ends.
    @discardableResult
    public func onUserActionEnded(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        on("end-user-action", handler)
    }

    /// Whether the buffer keeps an undo history of its own (GTK's default, with
    /// the text view's Ctrl+Z). Off when the app keeps the history, so there is one.
    public var isUndoEnabled: Bool {
        get { gtk_text_buffer_get_enable_undo(cast()) != 0 }
        set { gtk_text_buffer_set_enable_undo(cast(), newValue ? 1 : 0) }
    }

    /// `handler()` after every change of the text (not of tags).
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandler { on("changed", handler) }

    /// `handler()` when the cursor moves.
    @discardableResult
    public func onCursorMoved(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        onNotify("cursor-position", handler)
    }

    /// `handler(tag name, range)` after a tag was applied to `range` (nil name: an anonymous tag).
    @discardableResult
    public func onTagApplied(_ handler: @escaping @MainActor (String?, Range<Int>) -> Void) -> SignalHandler {
        connectTagSignal("apply-tag", handler)
    }

    /// `handler(tag name, range)` after a tag was removed from `range`.
    @discardableResult
    public func onTagRemoved(_ handler: @escaping @MainActor (String?, Range<Int>) -> Void) -> SignalHandler {
        connectTagSignal("remove-tag", handler)
    }

    /// `handler(range)` after text was inserted, with the range it now fills: typing,
    /// pasting, undo and `text =` alike.
    @discardableResult
    public func onTextInserted(_ handler: @escaping @MainActor (Range<Int>) -> Void) -> SignalHandler {
        typealias Handler = @MainActor (Range<Int>) -> Void
        let thunk:
            @convention(c) (
                UnsafeMutableRawPointer?, UnsafeMutablePointer<GtkTextIter>?, UnsafePointer<CChar>?,
                Int32, UnsafeMutableRawPointer?
            ) -> Void = { _, location, text, length, data in
                let box = Unmanaged<SignalBox<Handler>>.fromOpaque(data!).takeUnretainedValue()
                guard let location, let text else { return }
                // The default handler has moved `location` to the end of the inserted text.
                let end = Int(gtk_text_iter_get_offset(location))
                let range = (end - Int(g_utf8_strlen(text, Int(length))))..<end
                MainActor.assumeIsolated { box.handler(range) }
            }
        return connect("insert-text", box: handler, thunk: unsafeBitCast(thunk, to: UnsafeRawPointer.self), after: true)
    }

    /// `handler(range)` just before `range` is deleted: typing over or deleting a
    /// selection, undo and `text =` alike. The text is still there while it runs.
    @discardableResult
    public func onRangeWillBeDeleted(_ handler: @escaping @MainActor (Range<Int>) -> Void) -> SignalHandler {
        typealias Handler = @MainActor (Range<Int>) -> Void
        let thunk:
            @convention(c) (
                UnsafeMutableRawPointer?, UnsafeMutablePointer<GtkTextIter>?,
                UnsafeMutablePointer<GtkTextIter>?, UnsafeMutableRawPointer?
            ) -> Void = { _, start, end, data in
                let box = Unmanaged<SignalBox<Handler>>.fromOpaque(data!).takeUnretainedValue()
                guard let start, let end else { return }
                let offsets = (Int(gtk_text_iter_get_offset(start)), Int(gtk_text_iter_get_offset(end)))
                MainActor.assumeIsolated { box.handler(min(offsets.0, offsets.1)..<max(offsets.0, offsets.1)) }
            }
        return connect("delete-range", box: handler, thunk: unsafeBitCast(thunk, to: UnsafeRawPointer.self))
    }

    /// An iterator at character `offset`, clamped to the buffer.
    func textIter(at offset: Int) -> GtkTextIter {
        var iter = GtkTextIter()
        if offset >= characterCount {
            gtk_text_buffer_get_end_iter(cast(), &iter)
        } else {
            gtk_text_buffer_get_iter_at_offset(cast(), &iter, Int32(max(0, offset)))
        }
        return iter
    }

    private static func string(_ start: inout GtkTextIter, _ end: inout GtkTextIter) -> String {
        guard let text = gtk_text_iter_get_text(&start, &end) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// Connects after the default handler, so the tag is already applied or removed.
    private func connectTagSignal(_ signal: String, _ handler: @escaping @MainActor (String?, Range<Int>) -> Void)
        -> SignalHandler
    {
        typealias Handler = @MainActor (String?, Range<Int>) -> Void
        let thunk:
            @convention(c) (
                UnsafeMutableRawPointer?, UnsafeMutablePointer<GtkTextTag>?, UnsafeMutablePointer<GtkTextIter>?,
                UnsafeMutablePointer<GtkTextIter>?, UnsafeMutableRawPointer?
            ) -> Void = { _, tag, start, end, data in
                let box = Unmanaged<SignalBox<Handler>>.fromOpaque(data!).takeUnretainedValue()
                let name = tag.flatMap { machismo_object_dup_string($0, "name") }
                defer { g_free(name) }
                guard let start, let end else { return }
                let range = Int(gtk_text_iter_get_offset(start))..<Int(gtk_text_iter_get_offset(end))
                let tagName = name.map { String(cString: $0) }
                MainActor.assumeIsolated { box.handler(tagName, range) }
            }
        return connect(signal, box: handler, thunk: unsafeBitCast(thunk, to: UnsafeRawPointer.self), after: true)
    }
}
