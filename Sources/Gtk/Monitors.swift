import CGtk

/// The screens of the default display.
@MainActor
public enum Monitors {
    /// The height of the tallest screen, in the pixels widgets are laid out in: no
    /// window shows more than that. Nil without a display or a screen.
    public static var tallestHeight: Int? {
        guard let display = gdk_display_get_default(), let monitors = gdk_display_get_monitors(display) else {
            return nil
        }
        var tallest: Int?
        for index in 0..<g_list_model_get_n_items(monitors) {
            guard let monitor = g_list_model_get_item(monitors, index) else { continue }
            defer { g_object_unref(monitor) }
            var area = GdkRectangle()
            gdk_monitor_get_geometry(OpaquePointer(monitor), &area)
            tallest = max(tallest ?? 0, Int(area.height))
        }
        return tallest
    }
}
