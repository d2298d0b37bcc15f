import CGtk

private let releaseAfterBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

extension Object {
    /// As `connect(_:box:thunk:)`, but the handler runs after the signal's default handler
    /// (`G_CONNECT_AFTER`): it sees the change done, as `apply-tag` listeners need.
    func connectAfter<Handler>(_ signal: String, box handler: Handler, thunk: UnsafeRawPointer) -> SignalHandler {
        let box = Unmanaged.passRetained(SignalBox(handler) as AnyObject).toOpaque()
        let callback = unsafeBitCast(thunk, to: GCallback.self)
        let id = g_signal_connect_data(object, signal, callback, box, releaseAfterBox, G_CONNECT_AFTER)
        precondition(id != 0, "\(type(of: self)) has no signal \(signal)")
        handlerIDs[signal, default: []].append(id)
        return SignalHandler(instance: object, id: UInt(id))
    }
}
