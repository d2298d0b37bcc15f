import CGtk

/// Plays a touchpad pinch or rotation on a widget's own gesture controllers, for tests: no
/// X server here sends touchpad gestures (Xvfb has no gesture device, and GDK 4.8 makes no
/// events from outside), so the signals a `GtkGestureZoom` or `GtkGestureRotate` emits
/// while two fingers move are emitted on the controllers the widget holds — `begin`, then
/// each step, then `end` — and whatever the widget connected to them runs as in use.
@MainActor
package enum GesturePlayback {
    /// Pinches `widget` through the scales since the gesture began (1.5 is 50 % apart);
    /// false when it has no zoom gesture.
    @discardableResult
    package static func pinch(_ widget: Widget, scales: [Double]) -> Bool {
        play(on: widget, type: gtk_gesture_zoom_get_type()) { gesture in
            for scale in scales { emit(gesture, "scale-changed", [scale]) }
        }
    }

    /// Turns two fingers on `widget` through the angles since the gesture began, in radians,
    /// clockwise; each step reports its angle and the change since the start, as GTK does.
    /// False when it has no rotation gesture.
    @discardableResult
    package static func rotate(_ widget: Widget, angles: [Double]) -> Bool {
        play(on: widget, type: gtk_gesture_rotate_get_type()) { gesture in
            for angle in angles { emit(gesture, "angle-changed", [angle, angle]) }
        }
    }

    private static func play(on widget: Widget, type: GType, _ steps: (UnsafeMutableRawPointer) -> Void) -> Bool {
        guard let gesture = controller(of: widget, type: type) else { return false }
        defer { g_object_unref(gesture) }
        emit(gesture, "begin", [])
        steps(gesture)
        emit(gesture, "end", [])
        return true
    }

    /// The first of `widget`'s controllers of `type`, referenced.
    private static func controller(of widget: Widget, type: GType) -> UnsafeMutableRawPointer? {
        guard let list = gtk_widget_observe_controllers(widget.widget) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(list)) }
        for index in 0..<g_list_model_get_n_items(list) {
            guard let item = g_list_model_get_item(list, index) else { continue }
            if g_type_is_a(machismo_object_type(item), type) != 0 { return item }
            g_object_unref(item)
        }
        return nil
    }

    /// Emits `signal` on `gesture` with `doubles` after the instance (the sequence of
    /// `begin` and `end` stays NULL, as for a touchpad gesture).
    private static func emit(_ gesture: UnsafeMutableRawPointer, _ signal: String, _ doubles: [Double]) {
        let type = machismo_object_type(gesture)
        let id = g_signal_lookup(signal, type)
        precondition(id != 0, "no signal \(signal)")
        var query = GSignalQuery()
        g_signal_query(id, &query)
        var values = [GValue](repeating: GValue(), count: Int(query.n_params) + 1)
        g_value_init(&values[0], type)
        g_value_set_object(&values[0], gesture)
        for index in 0..<Int(query.n_params) {
            g_value_init(&values[index + 1], query.param_types[index] & ~GType(1))
            if index < doubles.count { g_value_set_double(&values[index + 1], doubles[index]) }
        }
        g_signal_emitv(values, id, 0, nil)
        for index in values.indices { g_value_unset(&values[index]) }
    }
}
