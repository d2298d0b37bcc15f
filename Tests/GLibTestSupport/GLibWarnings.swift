import CGtk
import Synchronization

/// The GLib warnings and criticals the process logs (GTK's `Gtk-WARNING`s among them), for
/// tests that must fail on one: `G_DEBUG=fatal-criticals` aborts on a critical, but a
/// warning only goes to stderr.
///
/// GLib takes one log writer per process (a second `g_log_set_writer_func` is an error), so
/// the writer is installed once, on first use, and lets every message through to GLib's
/// default writer as before.
public enum GLibWarnings {
    private static let recorded = Mutex<[String]>([])
    private static let installed: Void = {
        g_log_set_writer_func(
            { level, fields, count, data in
                if level.rawValue & (G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue) != 0,
                    let fields
                {
                    let message = UnsafeBufferPointer(start: fields, count: Int(count)).first {
                        String(cString: $0.key) == "MESSAGE"
                    }
                    let text = message?.value.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? "?"
                    GLibWarnings.recorded.withLock { $0.append(text) }
                }
                return g_log_writer_default(level, fields, count, data)
            }, nil, nil)
    }()

    /// Starts recording (from here on) and returns how many messages came before.
    public static func mark() -> Int {
        installed
        return recorded.withLock { $0.count }
    }

    /// The warnings and criticals logged since `mark`.
    public static func since(_ mark: Int) -> [String] {
        recorded.withLock { Array($0.dropFirst(mark)) }
    }
}
