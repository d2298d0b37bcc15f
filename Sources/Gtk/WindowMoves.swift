import CGtk
import CGtkExtras

extension Window {
    /// Moves and resizes this process's windows without a pointer grab where no window
    /// manager moves them (a bare X server): GDK 4.8 on X11 emulates the move (a drag on the
    /// header bar) or resize (a drag on the border) with a grab of its own, and GTK 4.8 then
    /// counts the end of the press twice ("Broken accounting of active state" warnings for the
    /// header bar, the window and the widgets under the pointer). The window follows the
    /// pointer through the press's own grab instead; and a right press on the header bar opens
    /// no stand-in window menu there, whose grab came mid-press too (see
    /// `machismo_window_moves.h`). Once the window is realized; once per process.
    public func movesWithoutGrabs() {
        if gtk_widget_get_realized(widget) != 0 {
            _ = machismo_move_windows_without_grabs(window)
            return
        }
        on("realize") { [weak self] in
            guard let self else { return }
            _ = machismo_move_windows_without_grabs(self.window)
        }
    }
}
