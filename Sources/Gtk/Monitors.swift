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

    /// The height of the app's tallest window, in the same pixels: the height it opens
    /// with or was last resized to, or, for one maximized, fullscreen or of no set height,
    /// the tallest screen's. No more than that screen's; nil without a window.
    public static var tallestWindowHeight: Int? {
        guard let windows = gtk_window_get_toplevels() else { return nil }
        var tallest: Int?
        for index in 0..<g_list_model_get_n_items(windows) {
            guard let item = g_list_model_get_item(windows, index) else { continue }
            defer { g_object_unref(item) }
            let window = item.assumingMemoryBound(to: GtkWindow.self)
            var width: Int32 = 0, height: Int32 = 0  // GTK 4.8 writes both: no nil for either
            gtk_window_get_default_size(window, &width, &height)
            if height <= 0 || gtk_window_is_maximized(window) != 0 || gtk_window_is_fullscreen(window) != 0 {
                return tallestHeight
            }
            tallest = max(tallest ?? 0, Int(height))
        }
        guard let tallest else { return nil }
        return tallestHeight.map { min($0, tallest) } ?? tallest
    }
}
