import CGtk
import CGtkExtras

extension Window {
    /// `handler(button)` on each press of the mouse's side buttons over this window:
    /// 8 is back, 9 forward. Neither reaches any widget, press or release. While a popover
    /// is open a press closes it instead, and under a modal window it does nothing, as for
    /// any other button.
    ///
    /// The buttons are taken before GDK sees them (see `machismo_side_buttons.h`): GTK 4.8
    /// never ends the pointer grab a side button starts (on X11 GTK's grab, on Wayland GDK's),
    /// and the next click would go to the widget under the side button, or a popover opened
    /// meanwhile leave warnings. Where they cannot be taken, an event controller sees them
    /// first, in the capture phase, and takes them before GDK from then on if it can.
    public func onSideButton(_ handler: @escaping @MainActor (UInt32) -> Void) {
        let box = Unmanaged.passRetained(SignalBox(handler) as AnyObject).toOpaque()
        let thunk: MachismoSideButtonHandler = { button, data in
            let box = Unmanaged<SignalBox<@MainActor (UInt32) -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler(UInt32(button)) }
        }
        let release: GDestroyNotify = { data in Unmanaged<AnyObject>.fromOpaque(data!).release() }
        machismo_window_take_side_buttons(window, thunk, box, release)

        let mouse = LegacyEventController()
        mouse.capturesEvents()
        mouse.onButton { [window] button, pressed in
            guard button == 8 || button == 9 else { return false }
            if pressed {
                handler(button)
                _ = machismo_side_buttons_taken_before_gdk(window)
            }
            return true  // the release too: no widget sees half of the click
        }
        add(mouse)
    }
}
