// TEMPORARY: stands in for the text-view branch's API until it merges. Deleted at merge.
import CGtk
import Gtk

extension TextTag {
    func setItalic() { machismo_object_set_int(object, "style", 2) }
}

extension TextBuffer {
    func insert(_ text: String, at offset: Int) {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(cast(), &iter, Int32(offset))
        gtk_text_buffer_insert(cast(), &iter, text, -1)
    }

    var cursorOffset: Int {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(cast(), &iter, gtk_text_buffer_get_insert(cast()))
        return Int(gtk_text_iter_get_offset(&iter))
    }

    func runs(of tags: [TextTag]) -> [(range: Range<Int>, tags: [TextTag])] {
        var runs: [(range: Range<Int>, tags: [TextTag])] = []
        let count = characterCount
        var start = 0
        var current: [TextTag] = []
        for offset in 0...count {
            let active = offset < count ? tags.filter { has($0, at: offset) } : []
            if offset == count || active.map(ObjectIdentifier.init) != current.map(ObjectIdentifier.init) {
                if offset > start, !current.isEmpty { runs.append((start..<offset, current)) }
                start = offset
                current = active
            }
        }
        return runs
    }
}
