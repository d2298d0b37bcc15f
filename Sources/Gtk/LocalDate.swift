import CGtk

/// Dates and times as the user's locale writes them, through GLib's
/// `g_date_time_format`: month and day names, AM/PM and the `%x`/`%X`/`%c` forms
/// come from the locale's `LC_TIME` (the calling thread's, `uselocale`, else the
/// process's), the time zone from `TZ`.
package enum LocalDate {
    /// `secondsSince1970` (whole seconds, rounded down) in the local time zone,
    /// written by `format` (`%-d %b %Y %H:%M` is `21 Nov 2026 14:05` in English,
    /// `21 نوف 2026 14:05` in Egyptian Arabic). An empty string when GLib cannot
    /// write it (a format it refuses, a time outside years 1…9999).
    package static func format(_ secondsSince1970: Double, _ format: String) -> String {
        guard let seconds = gint64(exactly: secondsSince1970.rounded(.down)),
            let time = g_date_time_new_from_unix_local(seconds)
        else { return "" }
        defer { g_date_time_unref(time) }
        guard let written = g_date_time_format(time, format) else { return "" }
        defer { g_free(written) }
        return String(cString: written)
    }
}
