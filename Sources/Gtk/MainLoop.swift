import CGtk
import Dispatch

/// Runs Swift's main queue inside GLib's main loop.
///
/// libdispatch does not drain `DispatchQueue.main` (and with it `@MainActor`
/// tasks and main-queue notifications) unless someone calls it back. It exposes
/// an eventfd that becomes readable when the queue has work; GLib watches that
/// fd, so the idle app sleeps in `poll` instead of spinning.
public enum MainQueueBridge {
    nonisolated(unsafe) private static var source: guint = 0

    /// How many times GLib has drained the main queue; for tests.
    nonisolated(unsafe) public private(set) static var drainCount = 0

    /// Installs the bridge on the default main context. Idempotent; main thread only.
    @MainActor
    public static func install() {
        guard source == 0 else { return }
        let fd = _dispatch_get_main_queue_handle_4CF()
        source = g_unix_fd_add(
            fd, G_IO_IN,
            { fd, _, _ in
                var value: eventfd_t = 0
                // Reading resets the eventfd; without it GLib would wake us forever.
                _ = eventfd_read(fd, &value)
                MainQueueBridge.drainCount += 1
                _dispatch_main_queue_callback_4CF(nil)
                return 1  // G_SOURCE_CONTINUE
            }, nil)
    }
}

/// One turn of GLib's default main context; for tests and modal waits.
@MainActor
@discardableResult
public func iterateMainLoop(blocking: Bool = false) -> Bool {
    g_main_context_iteration(nil, blocking ? 1 : 0) != 0
}

/// Turns the main loop until `condition` holds or `timeout` seconds pass.
/// Returns whether the condition held.
@MainActor
@discardableResult
public func iterateMainLoop(until condition: () -> Bool, timeout: Double = 5) -> Bool {
    let deadline = g_get_monotonic_time() + gint64(timeout * 1_000_000)
    while !condition() {
        if g_get_monotonic_time() > deadline { return false }
        g_main_context_iteration(nil, 0)
        if !condition() { g_usleep(1000) }
    }
    return true
}

/// Calls `body` once after `seconds`, on the main loop.
@MainActor
public func runAfter(seconds: Double, _ body: @escaping @MainActor () -> Void) {
    let box = Unmanaged.passRetained(SignalBox(body)).toOpaque()
    g_timeout_add_full(
        G_PRIORITY_DEFAULT, guint(seconds * 1000),
        { data in
            let box = Unmanaged<SignalBox<@MainActor () -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler() }
            return 0  // G_SOURCE_REMOVE
        }, box,
        { data in
            Unmanaged<SignalBox<@MainActor () -> Void>>.fromOpaque(data!).release()
        })
}

/// Work the main loop does in its idle moments, after input and frames
/// (`G_PRIORITY_DEFAULT_IDLE`): `body` runs again and again until it returns false or
/// the work is cancelled.
@MainActor
public final class IdleWork {
    private var source: guint = 0

    /// Schedules `body`, which returns whether there is more to do; the main loop holds it
    /// until it returns false or ``cancel()`` is called, then releases it.
    public init(_ body: @escaping @MainActor () -> Bool) {
        let box = Unmanaged.passRetained(SignalBox(body)).toOpaque()
        source = g_idle_add_full(
            G_PRIORITY_DEFAULT_IDLE,
            { data in
                let box = Unmanaged<SignalBox<@MainActor () -> Bool>>.fromOpaque(data!).takeUnretainedValue()
                return MainActor.assumeIsolated { box.handler() } ? 1 : 0
            }, box,
            { data in
                Unmanaged<SignalBox<@MainActor () -> Bool>>.fromOpaque(data!).release()
            })
    }

    /// Whether `body` may still run.
    public var isPending: Bool { source != 0 && g_main_context_find_source_by_id(nil, source) != nil }

    /// Stops the work if it has not finished.
    public func cancel() {
        if isPending { g_source_remove(source) }
        source = 0
    }
}

/// Initializes GTK for code that runs without a `GtkApplication` (tests).
/// Returns false when there is no display.
@MainActor
public func initializeGtk() -> Bool {
    gtk_init_check() != 0
}
