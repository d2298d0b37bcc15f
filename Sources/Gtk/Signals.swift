import CGtk

/// Holds a signal handler's Swift closure for as long as GLib holds the handler.
///
/// The box is retained when connected and released by the handler's destroy
/// notify, which GLib calls when the handler is disconnected or its object is
/// finalized, so a closure never outlives its handler and never dangles.
final class SignalBox<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }
}

/// One connected signal handler; keep it to disconnect or block it.
@MainActor
public struct SignalHandler {
    let instance: UnsafeMutablePointer<GObject>
    /// GLib's handler id.
    public let id: UInt

    /// Disconnects the handler; its closure is released at once.
    public func disconnect() {
        if g_signal_handler_is_connected(instance, gulong(id)) != 0 {
            g_signal_handler_disconnect(instance, gulong(id))
        }
    }

    /// Runs `body` with this handler blocked: for setting a value from code
    /// without the handler reacting as if the user had changed it.
    public func whileBlocked<T>(_ body: () throws -> T) rethrows -> T {
        g_signal_handler_block(instance, gulong(id))
        defer { g_signal_handler_unblock(instance, gulong(id)) }
        return try body()
    }
}

private let releaseBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

extension Object {
    /// Connects `thunk` (a C function of the signal's exact signature) with `box`
    /// as its user data; GLib owns the box from here on. With `after`, the handler
    /// runs after the signal's default handler (`G_CONNECT_AFTER`): it sees the change
    /// done, as `apply-tag` listeners need.
    func connect<Handler>(
        _ signal: String, box handler: Handler, thunk: UnsafeRawPointer,
        after: Bool = false
    ) -> SignalHandler {
        let box = Unmanaged.passRetained(SignalBox(handler) as AnyObject).toOpaque()
        let callback = unsafeBitCast(thunk, to: GCallback.self)
        let id = g_signal_connect_data(
            object, signal, callback, box, releaseBox, after ? G_CONNECT_AFTER : GConnectFlags(0))
        precondition(id != 0, "\(type(of: self)) has no signal \(signal)")
        handlerIDs[signal, default: []].append(id)
        return SignalHandler(instance: object, id: UInt(id))
    }

    /// Runs `body` with the handlers of `signal` connected through this wrapper
    /// blocked, so that setting a value from code does not fire them: how a control's
    /// `set…Silently` is written (`withSignalBlocked("notify::value") { … }`).
    ///
    /// Handlers connected through another wrapper of the same object, or from C, still run.
    /// (GLib can block handlers by signal alone only together with a closure,
    /// function or data match, so the wrapper keeps the ids it connected.)
    public func withSignalBlocked<T>(_ signal: String, _ body: () throws -> T) rethrows -> T {
        let ids = (handlerIDs[signal] ?? []).filter { g_signal_handler_is_connected(object, $0) != 0 }
        ids.forEach { g_signal_handler_block(object, $0) }
        defer { ids.forEach { g_signal_handler_unblock(object, $0) } }
        return try body()
    }

    // The helpers the library's own `on…` methods use: each is the public, checked
    // `connect` with the signal named by a string.

    /// `handler()` for signals of type `void (*)(GObject *, gpointer)`.
    @discardableResult
    func on(_ signal: String, _ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        connect(Signal(signal), handler)
    }

    /// `handler() -> Bool` for signals of type `gboolean (*)(GObject *, gpointer)`,
    /// such as `close-request`: return true to stop other handlers.
    @discardableResult
    func onReturning(_ signal: String, _ handler: @escaping @MainActor () -> Bool) -> SignalHandler {
        connect(Signal(signal), handler)
    }

    /// `handler()` when a property changes (`notify::property`).
    @discardableResult
    func onNotify(_ property: String, _ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        connect(.notify(property), handler)
    }

    /// `handler(a, b)` for signals of type `void (*)(GObject *, gdouble, gdouble, gpointer)`:
    /// drag begin/update/end, swipe.
    @discardableResult
    func onDoubles(_ signal: String, _ handler: @escaping @MainActor (Double, Double) -> Void) -> SignalHandler {
        connect(Signal(signal), handler)
    }

    /// `handler(a)` for signals of type `void (*)(GObject *, gdouble, gpointer)`: zoom's scale-changed.
    @discardableResult
    func onDouble(_ signal: String, _ handler: @escaping @MainActor (Double) -> Void) -> SignalHandler {
        connect(Signal(signal), handler)
    }

    /// `handler(a, b) -> Bool` for `gboolean (*)(GObject *, gdouble, gdouble, gpointer)`: scroll.
    @discardableResult
    func onDoublesReturning(_ signal: String, _ handler: @escaping @MainActor (Double, Double) -> Bool) -> SignalHandler
    {
        connect(Signal(signal), handler)
    }

    /// `handler(n, x, y)` for `void (*)(GObject *, gint, gdouble, gdouble, gpointer)`: click pressed/released.
    @discardableResult
    func onPress(_ signal: String, _ handler: @escaping @MainActor (Int, Double, Double) -> Void) -> SignalHandler {
        connect(Signal(signal)) { (n: Int32, x: Double, y: Double) in handler(Int(n), x, y) }
    }

    /// `handler(keyval, keycode, state) -> Bool` for `gboolean (*)(GObject *, guint, guint, GdkModifierType, gpointer)`.
    @discardableResult
    func onKey(_ signal: String, _ handler: @escaping @MainActor (UInt32, UInt32, UInt32) -> Bool) -> SignalHandler {
        connect(Signal(signal), handler)
    }

    /// `handler(pointer)` for `void (*)(GObject *, gpointer arg, gpointer)`: list-box row-activated,
    /// an action's activate (the argument is the row or the parameter variant).
    @discardableResult
    func onPointer(_ signal: String, _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void)
        -> SignalHandler
    {
        connect(Signal(signal), handler)
    }
}
