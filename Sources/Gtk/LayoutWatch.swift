import CGtk

/// After each layout of a list's or a grid's window, while it is on screen, tells which of
/// its slots lie, wholly or in part, in its visible area: GTK 4.8 keeps and binds far more
/// slots than show (some 200 rows of a list, 30 rows of a grid), and a slot whose widgets are
/// costly can start empty and make them when it first comes on screen. Widgets made then are
/// laid out before the frame is painted (the frame clock lays out again), so the frame shows
/// them.
@MainActor
final class LayoutWatch {
    private unowned let view: Widget
    private let slots: @MainActor () -> [(widget: Widget, position: Int)]
    private var connection: (clock: FrameClock, handler: SignalHandler)?
    /// Called with the visible slots, in order, after each layout.
    var laidOut: (@MainActor ([(widget: Widget, position: Int)]) -> Void)?

    /// Watches `view`, whose bound slots `slots` lists, from when it is mapped to when it is
    /// unmapped.
    init(_ view: Widget, slots: @escaping @MainActor () -> [(widget: Widget, position: Int)]) {
        self.view = view
        self.slots = slots
        view.onMap { [weak self] in self?.start() }
        view.on("unmap") { [weak self] in
            self?.connection?.handler.disconnect()
            self?.connection = nil
        }
    }

    private func start() {
        guard connection == nil, let pointer = gtk_widget_get_frame_clock(view.widget) else { return }
        let clock = FrameClock(UnsafeMutableRawPointer(pointer), .retaining)
        // After GTK's own handler, which allocates the window's widgets: the slots are placed.
        let handler = clock.connect(Signal<() -> Void>("layout"), after: true) { [weak self] in
            guard let self, let laidOut = self.laidOut else { return }
            laidOut(self.visibleSlots)
        }
        connection = (clock, handler)
    }

    /// The bound slots that lie, wholly or in part, in the view's visible area, in order.
    var visibleSlots: [(widget: Widget, position: Int)] {
        let (width, height) = (Double(view.width), Double(view.height))
        guard width > 0, height > 0 else { return [] }
        return slots().filter { slot in
            // GTK hides the cells of the slots it keeps off screen (their child-visible is off),
            // leaving them where they last were.
            guard let cell = gtk_widget_get_parent(slot.widget.widget), gtk_widget_get_child_visible(cell) != 0
            else { return false }
            var x = 0.0
            var y = 0.0
            guard gtk_widget_translate_coordinates(slot.widget.widget, view.widget, 0, 0, &x, &y) != 0 else {
                return false
            }
            return x < width && y < height && x + Double(slot.widget.width) > 0 && y + Double(slot.widget.height) > 0
        }
    }
}
