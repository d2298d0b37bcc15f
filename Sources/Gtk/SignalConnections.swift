import CGtk

// Public, typed signal connection: one `connect` per C signature the library has a thunk
// for. Each checks the signal's name and signature first (a wrong one stops the program
// with a message that names both), then connects through `connect(_:box:thunk:after:)`.

/// The handler a thunk's user data boxes.
@inline(__always)
private func unbox<Handler>(_ data: UnsafeMutableRawPointer?) -> Handler {
    Unmanaged<SignalBox<Handler>>.fromOpaque(data!).takeUnretainedValue().handler
}

private typealias Raw = UnsafeMutableRawPointer?

extension Object {
    /// Whether the object's class has a signal called `name` (with a detail, if any:
    /// `notify::label`). For names that come from elsewhere at run time: `connect` stops the
    /// program on a name the object does not have, as a programming error.
    public func hasSignal(_ name: String) -> Bool {
        var id: guint = 0
        var detail: GQuark = 0
        return g_signal_parse_name(name, machismo_object_type(object), &id, &detail, 1) != 0
    }

    /// Connects a typed handler after checking that `signal` exists and takes `signature`.
    private func connectChecked<Handler>(
        _ signal: String, _ signature: SignalSignature, _ handler: Handler, _ thunk: UnsafeRawPointer, after: Bool
    ) -> SignalHandler {
        if let mismatch = signalMismatch(signal, on: object, signature) { preconditionFailure(mismatch) }
        return connect(signal, box: handler, thunk: thunk, after: after)
    }

    /// Connects `handler` to a signal of C type `void (*)(GObject *, gpointer)`, or to a
    /// property's change (`.notify("label")`: `notify` passes a `GParamSpec` it does without).
    ///
    /// The handler's closure is kept until the handler is disconnected or the object is
    /// finalized, then released (<doc:Ownership>); capture `self` weakly in it. With `after`,
    /// it runs after the signal's default handler (`G_CONNECT_AFTER`).
    ///
    /// A signal the object does not have, or whose C signature is not the closure's, is a
    /// programming error: the program stops with a message naming the signal and both
    /// signatures. Check a name known only at run time with ``hasSignal(_:)``.
    @discardableResult
    public func connect(
        _ signal: Signal<() -> Void>, after: Bool = false, _ handler: @escaping @MainActor () -> Void
    ) -> SignalHandler {
        if signal.name == "notify" || signal.name.hasPrefix("notify::") {
            // `notify` passes the property's GParamSpec, which the handler does without.
            let thunk: @convention(c) (Raw, Raw, Raw) -> Void = { _, _, data in
                let handler: @MainActor () -> Void = unbox(data)
                MainActor.assumeIsolated { handler() }
            }
            return connectChecked(
                signal.name, SignalSignature([.pointer]), handler, unsafeBitCast(thunk, to: UnsafeRawPointer.self),
                after: after)
        }
        let thunk: @convention(c) (Raw, Raw) -> Void = { _, data in
            let handler: @MainActor () -> Void = unbox(data)
            MainActor.assumeIsolated { handler() }
        }
        return connectChecked(
            signal.name, SignalSignature(), handler, unsafeBitCast(thunk, to: UnsafeRawPointer.self), after: after)
    }

    /// Connects `handler` to a signal of C type `gboolean (*)(GObject *, gpointer)`
    /// (`close-request`): return true to stop other handlers. See `connect(_:after:_:)`.
    @discardableResult
    public func connect(
        _ signal: Signal<() -> Bool>, after: Bool = false, _ handler: @escaping @MainActor () -> Bool
    ) -> SignalHandler {
        let thunk: @convention(c) (Raw, Raw) -> Int32 = { _, data in
            let handler: @MainActor () -> Bool = unbox(data)
            return MainActor.assumeIsolated { handler() } ? 1 : 0
        }
        return connectChecked(
            signal.name, SignalSignature(returnsBool: true), handler, unsafeBitCast(thunk, to: UnsafeRawPointer.self),
            after: after)
    }

    /// Connects `handler` to a signal of C type `void (*)(GObject *, gint, gpointer)`; an enum
    /// argument arrives as its `Int32` value. See `connect(_:after:_:)`.
    @discardableResult
    public func connect(
        _ signal: Signal<(Int32) -> Void>, after: Bool = false, _ handler: @escaping @MainActor (Int32) -> Void
    ) -> SignalHandler {
        let thunk: @convention(c) (Raw, Int32, Raw) -> Void = { _, value, data in
            let handler: @MainActor (Int32) -> Void = unbox(data)
            MainActor.assumeIsolated { handler(value) }
        }
        return connectChecked(
            signal.name, SignalSignature([.int32]), handler, unsafeBitCast(thunk, to: UnsafeRawPointer.self),
            after: after)
    }

    /// Connects `handler` to a signal of C type `void (*)(GObject *, guint, gpointer)`; a flags
    /// argument arrives as its `UInt32` value. See `connect(_:after:_:)`.
    @discardableResult
    public func connect(
        _ signal: Signal<(UInt32) -> Void>, after: Bool = false, _ handler: @escaping @MainActor (UInt32) -> Void
    ) -> SignalHandler {
        let thunk: @convention(c) (Raw, UInt32, Raw) -> Void = { _, value, data in
            let handler: @MainActor (UInt32) -> Void = unbox(data)
            MainActor.assumeIsolated { handler(value) }
        }
        return connectChecked(
            signal.name, SignalSignature([.uint32]), handler, unsafeBitCast(thunk, to: UnsafeRawPointer.self),
            after: after)
    }

    /// Connects `handler` to a signal of C type `void (*)(GObject *, gdouble, gpointer)`
    /// (a zoom's `scale-changed`). See `connect(_:after:_:)`.
    @discardableResult
    public func connect(
        _ signal: Signal<(Double) -> Void>, after: Bool = false, _ handler: @escaping @MainActor (Double) -> Void
    ) -> SignalHandler {
        let thunk: @convention(c) (Raw, Double, Raw) -> Void = { _, value, data in
            let handler: @MainActor (Double) -> Void = unbox(data)
            MainActor.assumeIsolated { handler(value) }
        }
        return connectChecked(
            signal.name, SignalSignature([.double]), handler, unsafeBitCast(thunk, to: UnsafeRawPointer.self),
            after: after)
    }

    /// Connects `handler` to a signal of C type `void (*)(GObject *, gboolean, gpointer)`.
    /// See `connect(_:after:_:)`.
    @discardableResult
    public func connect(
        _ signal: Signal<(Bool) -> Void>, after: Bool = false, _ handler: @escaping @MainActor (Bool) -> Void
    ) -> SignalHandler {
        let thunk: @convention(c) (Raw, Int32, Raw) -> Void = { _, value, data in
            let handler: @MainActor (Bool) -> Void = unbox(data)
            MainActor.assumeIsolated { handler(value != 0) }
        }
        return connectChecked(
            signal.name, SignalSignature([.bool]), handler, unsafeBitCast(thunk, to: UnsafeRawPointer.self),
            after: after)
    }

    /// Connects `handler` to a signal of C type `gboolean (*)(GObject *, gboolean, gpointer)`
    /// (a switch's `state-set`). See `connect(_:after:_:)`.
    @discardableResult
    public func connect(
        _ signal: Signal<(Bool) -> Bool>, after: Bool = false, _ handler: @escaping @MainActor (Bool) -> Bool
    ) -> SignalHandler {
        let thunk: @convention(c) (Raw, Int32, Raw) -> Int32 = { _, value, data in
            let handler: @MainActor (Bool) -> Bool = unbox(data)
            return MainActor.assumeIsolated { handler(value != 0) } ? 1 : 0
        }
        return connectChecked(
            signal.name, SignalSignature([.bool], returnsBool: true), handler,
            unsafeBitCast(thunk, to: UnsafeRawPointer.self), after: after)
    }

    /// Connects `handler` to a signal of C type `void (*)(GObject *, const char *, gpointer)`;
    /// a NULL string arrives as "". See `connect(_:after:_:)`.
    @discardableResult
    public func connect(
        _ signal: Signal<(String) -> Void>, after: Bool = false, _ handler: @escaping @MainActor (String) -> Void
    ) -> SignalHandler {
        let thunk: @convention(c) (Raw, UnsafePointer<CChar>?, Raw) -> Void = { _, text, data in
            let handler: @MainActor (String) -> Void = unbox(data)
            let string = text.map { String(cString: $0) } ?? ""
            MainActor.assumeIsolated { handler(string) }
        }
        return connectChecked(
            signal.name, SignalSignature([.string]), handler, unsafeBitCast(thunk, to: UnsafeRawPointer.self),
            after: after)
    }

    /// Connects `handler` to a signal of C type `gboolean (*)(GObject *, const char *, gpointer)`
    /// (a label's `activate-link`). See `connect(_:after:_:)`.
    @discardableResult
    public func connect(
        _ signal: Signal<(String) -> Bool>, after: Bool = false, _ handler: @escaping @MainActor (String) -> Bool
    ) -> SignalHandler {
        let thunk: @convention(c) (Raw, UnsafePointer<CChar>?, Raw) -> Int32 = { _, text, data in
            let handler: @MainActor (String) -> Bool = unbox(data)
            let string = text.map { String(cString: $0) } ?? ""
            return MainActor.assumeIsolated { handler(string) } ? 1 : 0
        }
        return connectChecked(
            signal.name, SignalSignature([.string], returnsBool: true), handler,
            unsafeBitCast(thunk, to: UnsafeRawPointer.self), after: after)
    }

    /// Connects `handler` to a signal whose one argument is an object (`GObject *` or an
    /// interface): it gets a wrapper of its own reference, or nil. Wrap it further with
    /// `Widget(retaining: argument.object)` when it is a widget. See `connect(_:after:_:)`.
    @discardableResult
    public func connect(
        _ signal: Signal<(Object?) -> Void>, after: Bool = false, _ handler: @escaping @MainActor (Object?) -> Void
    ) -> SignalHandler {
        let thunk: @convention(c) (Raw, Raw, Raw) -> Void = { _, argument, data in
            let handler: @MainActor (Object?) -> Void = unbox(data)
            MainActor.assumeIsolated { handler(argument.map { Object($0, .retaining) }) }
        }
        return connectChecked(
            signal.name, SignalSignature([.object]), handler, unsafeBitCast(thunk, to: UnsafeRawPointer.self),
            after: after)
    }

    /// Connects `handler` to a signal whose one argument is any pointer (an object, a boxed
    /// struct such as an event sequence, a `GVariant`): it gets the pointer as it is, borrowed
    /// for the call. See `connect(_:after:_:)`.
    @discardableResult
    public func connect(
        _ signal: Signal<(UnsafeMutableRawPointer?) -> Void>, after: Bool = false,
        _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) -> SignalHandler {
        let thunk: @convention(c) (Raw, Raw, Raw) -> Void = { _, argument, data in
            let handler: @MainActor (UnsafeMutableRawPointer?) -> Void = unbox(data)
            MainActor.assumeIsolated { handler(argument) }
        }
        return connectChecked(
            signal.name, SignalSignature([.pointer]), handler, unsafeBitCast(thunk, to: UnsafeRawPointer.self),
            after: after)
    }

    /// Connects `handler` to a signal of C type `void (*)(GObject *, gdouble, gdouble, gpointer)`
    /// (drags, swipes, pointer motion). See `connect(_:after:_:)`.
    @discardableResult
    public func connect(
        _ signal: Signal<(Double, Double) -> Void>, after: Bool = false,
        _ handler: @escaping @MainActor (Double, Double) -> Void
    ) -> SignalHandler {
        let thunk: @convention(c) (Raw, Double, Double, Raw) -> Void = { _, a, b, data in
            let handler: @MainActor (Double, Double) -> Void = unbox(data)
            MainActor.assumeIsolated { handler(a, b) }
        }
        return connectChecked(
            signal.name, SignalSignature([.double, .double]), handler, unsafeBitCast(thunk, to: UnsafeRawPointer.self),
            after: after)
    }

    /// Connects `handler` to a signal of C type
    /// `gboolean (*)(GObject *, gdouble, gdouble, gpointer)` (`scroll`). See `connect(_:after:_:)`.
    @discardableResult
    public func connect(
        _ signal: Signal<(Double, Double) -> Bool>, after: Bool = false,
        _ handler: @escaping @MainActor (Double, Double) -> Bool
    ) -> SignalHandler {
        let thunk: @convention(c) (Raw, Double, Double, Raw) -> Int32 = { _, a, b, data in
            let handler: @MainActor (Double, Double) -> Bool = unbox(data)
            return MainActor.assumeIsolated { handler(a, b) } ? 1 : 0
        }
        return connectChecked(
            signal.name, SignalSignature([.double, .double], returnsBool: true), handler,
            unsafeBitCast(thunk, to: UnsafeRawPointer.self), after: after)
    }

    /// Connects `handler` to a signal of C type
    /// `void (*)(GObject *, gint, gdouble, gdouble, gpointer)` (a click's `pressed`).
    /// See `connect(_:after:_:)`.
    @discardableResult
    public func connect(
        _ signal: Signal<(Int32, Double, Double) -> Void>, after: Bool = false,
        _ handler: @escaping @MainActor (Int32, Double, Double) -> Void
    ) -> SignalHandler {
        let thunk: @convention(c) (Raw, Int32, Double, Double, Raw) -> Void = { _, n, x, y, data in
            let handler: @MainActor (Int32, Double, Double) -> Void = unbox(data)
            MainActor.assumeIsolated { handler(n, x, y) }
        }
        return connectChecked(
            signal.name, SignalSignature([.int32, .double, .double]), handler,
            unsafeBitCast(thunk, to: UnsafeRawPointer.self), after: after)
    }

    /// Connects `handler` to a signal of C type
    /// `gboolean (*)(GObject *, guint, guint, GdkModifierType, gpointer)` (`key-pressed`).
    /// See `connect(_:after:_:)`.
    @discardableResult
    public func connect(
        _ signal: Signal<(UInt32, UInt32, UInt32) -> Bool>, after: Bool = false,
        _ handler: @escaping @MainActor (UInt32, UInt32, UInt32) -> Bool
    ) -> SignalHandler {
        let thunk: @convention(c) (Raw, UInt32, UInt32, UInt32, Raw) -> Int32 = { _, a, b, c, data in
            let handler: @MainActor (UInt32, UInt32, UInt32) -> Bool = unbox(data)
            return MainActor.assumeIsolated { handler(a, b, c) } ? 1 : 0
        }
        return connectChecked(
            signal.name, SignalSignature([.uint32, .uint32, .uint32], returnsBool: true), handler,
            unsafeBitCast(thunk, to: UnsafeRawPointer.self), after: after)
    }

    /// Emits a signal that takes no arguments and returns nothing, as GTK would
    /// (`button.emit(.clicked)`); for tests and for action signals.
    public func emit(_ signal: Signal<() -> Void>) {
        if let mismatch = signalMismatch(signal.name, on: object, SignalSignature()) { preconditionFailure(mismatch) }
        machismo_signal_emit(object, signal.name)
    }
}
