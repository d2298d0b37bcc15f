import CGtk

/// What the file system says of a file, read through GIO (`g_file_query_info`): its
/// size and, where the file system keeps them, when it was created and last modified.
package struct FileFacts: Sendable, Equatable {
    /// The size on disk, in bytes.
    package var size: Int64
    /// Seconds since 1970; nil where the file system does not keep it (no birth time).
    package var created: Double?
    /// When the file was last changed, in seconds since 1970, if known.
    package var modified: Double?

    /// Facts given one by one (for tests).
    package init(size: Int64, created: Double?, modified: Double?) {
        self.size = size
        self.created = created
        self.modified = modified
    }

    /// The facts of the file at `path`, or nil when there is none (or it cannot be read).
    package static func read(path: String) -> FileFacts? {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        let attributes = "standard::size,time::created,time::modified"
        guard let info = g_file_query_info(file, attributes, G_FILE_QUERY_INFO_NONE, nil, nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(info)) }
        func time(_ seconds: String) -> Double? {
            g_file_info_has_attribute(info, seconds) != 0
                ? Double(g_file_info_get_attribute_uint64(info, seconds)) : nil
        }
        return FileFacts(
            size: Int64(g_file_info_get_size(info)),
            created: time("time::created"), modified: time("time::modified"))
    }

    /// A size as the desktop writes it, in the user's language (`4.1 kB`): GLib's
    /// `g_format_size`, in SI units.
    package static func formatSize(_ bytes: Int64) -> String {
        guard let written = g_format_size(guint64(max(0, bytes))) else { return "" }
        defer { g_free(written) }
        return String(cString: written)
    }
}
