import CGtk
import CGtkExtras

extension Window {
    /// Keeps the popups of this window's display (popovers, menus, tooltips) on a monitor:
    /// on X11, GDK 4.8 places a popup whose anchor is off every monitor (a menu opened from
    /// the keyboard in a window dragged partly off the screen) by no monitor at all, with a
    /// critical; such a popup is anchored at the nearest edge of the nearest monitor instead
    /// (see `machismo_popups.h`). Once the window is realized; once per process.
    public func keepsPopupsOnMonitors() {
        if gtk_widget_get_realized(widget) != 0 {
            _ = machismo_keep_popups_on_monitors(window)
            return
        }
        on("realize") { [weak self] in
            guard let self else { return }
            _ = machismo_keep_popups_on_monitors(self.window)
        }
    }
}
