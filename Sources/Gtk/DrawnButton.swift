import CGtk
import CGtkExtras

/// A button that draws its content with cairo, in itself (`MachismoDrawnButton`,
/// Sources/CGtkExtras/drawn_button.c): a `Button` in all it does (focus, Space and Return,
/// clicks, the button role) with a draw closure as a `DrawingArea`'s, called for its content
/// box after its CSS background and border.
///
/// One widget where a button holding a drawing area is two: a board of 30 cards styles,
/// lays out and snapshots 30 widgets fewer for its first frame.
@MainActor
open class DrawnButton: Button {
    /// A button with nothing drawn yet.
    public init() {
        super.init(machismo_drawn_button_new(), .adopting)
    }

    /// Sets the drawing closure, called with the context, width and height in pixels.
    /// The button keeps the closure until it is replaced or the button is finalized.
    public func setDraw(_ draw: @escaping @MainActor (CairoContext, Int, Int) -> Void) {
        let function = DrawFunction(draw)
        machismo_drawn_button_set_draw_func(cast(), DrawFunction.call, function.data, DrawFunction.release)
    }
}
