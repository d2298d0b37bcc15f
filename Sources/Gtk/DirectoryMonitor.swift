import CGtk

/// Watches a folder for files made, deleted, renamed or changed in it by any program
/// (`GFileMonitor`, inotify on Linux), and says so on the main thread.
///
/// A burst of changes (a program writing a file through a temporary one and a rename, a
/// hundred files copied in) is told once, `coalescing` seconds after its first change, so
/// that whoever reads the folder again reads it once. Changes stop being told when the
/// monitor is freed.
@MainActor
public final class DirectoryMonitor: Object {
    private var handler: (@MainActor () -> Void)?
    private var isPending = false
    private let coalescing: Double

    /// A monitor of the folder at `path`, or nil when it cannot be watched (it is missing or
    /// the system refuses: the error is GIO's).
    public init?(path: String, coalescing: Double = 0.1) {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var error: UnsafeMutablePointer<GError>?
        guard let monitor = g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        self.coalescing = coalescing
        super.init(UnsafeMutableRawPointer(monitor))
        typealias Thunk =
            @convention(c) (
                UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UInt32,
                UnsafeMutableRawPointer?
            ) -> Void
        let thunk: Thunk = { _, _, _, _, data in
            let box = Unmanaged<SignalBox<@MainActor () -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler() }
        }
        _ = connect(
            "changed", box: { [weak self] in self?.changed() } as @MainActor () -> Void,
            thunk: unsafeBitCast(thunk, to: UnsafeRawPointer.self))
    }

    deinit {
        g_file_monitor_cancel(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GFileMonitor.self))
    }

    /// `handler()` after each burst of changes in the folder.
    public func onChange(_ handler: @escaping @MainActor () -> Void) { self.handler = handler }

    private func changed() {
        guard !isPending else { return }
        isPending = true
        runAfter(seconds: coalescing) { [weak self] in
            guard let self else { return }
            self.isPending = false
            self.handler?()
        }
    }
}
