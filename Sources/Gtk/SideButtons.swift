import CGtk
import CGtkExtras

extension Window {
    /// `handler(button)` on each press of the mouse's side buttons over this window:
    /// 8 is back, 9 forward. Neither reaches any widget, press or release. While a popover
    /// is open a press closes it instead, and under a modal window it does nothing, as for
    /// any other button.
    ///
    /// On X11 the buttons are taken before GDK sees them (see
    /// `machismo_side_buttons.h`): GTK 4.8 there never ends the pointer grab a side
    /// button starts, and the next click would go to the widget under the side
    /// button. Elsewhere an event controller sees them first, in the capture phase.
    public func onSideButton(_ handler: @escaping @MainActor (UInt32) -> Void) {
        let box = Unmanaged.passRetained(SignalBox(handler) as AnyObject).toOpaque()
        let thunk: MachismoSideButtonHandler = { button, data in
            let box = Unmanaged<SignalBox<@MainActor (UInt32) -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler(UInt32(button)) }
        }
        let release: GDestroyNotify = { data in Unmanaged<AnyObject>.fromOpaque(data!).release() }
        if machismo_window_take_side_buttons(window, thunk, box, release) != 0 { return }
        Unmanaged<AnyObject>.fromOpaque(box).release()

        let mouse = LegacyEventController()
        mouse.capturesEvents()
        mouse.onButton { button, pressed in
            guard button == 8 || button == 9 else { return false }
            if pressed { handler(button) }
            return true  // the release too: no widget sees half of the click
        }
        add(mouse)
    }
}
