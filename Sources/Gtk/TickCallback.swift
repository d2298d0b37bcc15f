import CGtk

extension Widget {
    /// Runs `body` before each frame the widget is drawn in (`gtk_widget_add_tick_callback`),
    /// with the frame's time in seconds, until it returns false or the widget is destroyed.
    /// For animations paced by the display; frames come only while the widget is mapped.
    @discardableResult
    public func addTickCallback(_ body: @escaping @MainActor (Double) -> Bool) -> UInt {
        let box = Unmanaged.passRetained(SignalBox(body)).toOpaque()
        let id = gtk_widget_add_tick_callback(
            widget,
            { _, clock, data in
                let box = Unmanaged<SignalBox<@MainActor (Double) -> Bool>>.fromOpaque(data!).takeUnretainedValue()
                let seconds = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
                return MainActor.assumeIsolated { box.handler(seconds) } ? 1 : 0  // G_SOURCE_CONTINUE : REMOVE
            }, box,
            { data in
                Unmanaged<SignalBox<@MainActor (Double) -> Bool>>.fromOpaque(data!).release()
            })
        return UInt(id)
    }

    /// Removes a tick callback `addTickCallback` added and that is still running.
    public func removeTickCallback(_ id: UInt) {
        gtk_widget_remove_tick_callback(widget, guint(id))
    }

    /// How many device pixels make one of the widget's pixels (2 on a HiDPI screen).
    public var scaleFactor: Int { Int(gtk_widget_get_scale_factor(widget)) }
}
