import CGtk

/// A cairo context, valid only during the draw call that hands it out.
@MainActor
public struct CairoContext {
    /// The C context, for cairo calls this wrapper does not cover.
    public let cr: OpaquePointer

    public func save() { cairo_save(cr) }
    public func restore() { cairo_restore(cr) }
    public func translate(_ x: Double, _ y: Double) { cairo_translate(cr, x, y) }
    public func scale(_ x: Double, _ y: Double) { cairo_scale(cr, x, y) }
    public func rotate(_ radians: Double) { cairo_rotate(cr, radians) }

    public func setColor(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        cairo_set_source_rgba(cr, red, green, blue, alpha)
    }

    public var lineWidth: Double {
        get { cairo_get_line_width(cr) }
        nonmutating set { cairo_set_line_width(cr, newValue) }
    }

    public func moveTo(_ x: Double, _ y: Double) { cairo_move_to(cr, x, y) }
    public func lineTo(_ x: Double, _ y: Double) { cairo_line_to(cr, x, y) }
    public func curveTo(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x3: Double, _ y3: Double) {
        cairo_curve_to(cr, x1, y1, x2, y2, x3, y3)
    }
    public func arc(centerX: Double, centerY: Double, radius: Double, from: Double, to: Double) {
        cairo_arc(cr, centerX, centerY, radius, from, to)
    }
    public func rectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        cairo_rectangle(cr, x, y, width, height)
    }

    /// A rectangle with rounded corners of `radius`.
    public func roundedRectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double) {
        let r = min(radius, width / 2, height / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + width - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, x + width - r, y + height - r, r, 0, Double.pi / 2)
        cairo_arc(cr, x + r, y + height - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    public func closePath() { cairo_close_path(cr) }
    public func newPath() { cairo_new_path(cr) }
    public func fill() { cairo_fill(cr) }
    public func fillPreserve() { cairo_fill_preserve(cr) }
    public func stroke() { cairo_stroke(cr) }
    public func strokePreserve() { cairo_stroke_preserve(cr) }
    public func clip() { cairo_clip(cr) }
    public func paint() { cairo_paint(cr) }
}

/// A widget drawn by a Swift closure with cairo (`GtkDrawingArea`).
@MainActor
public final class DrawingArea: Widget {
    public init() { super.init(gtk_drawing_area_new()) }

    /// Sets the drawing closure, called with the context, width and height.
    /// The area keeps the closure until it is replaced or the area is finalized.
    public func setDraw(_ draw: @escaping @MainActor (CairoContext, Int, Int) -> Void) {
        let box = Unmanaged.passRetained(SignalBox(draw)).toOpaque()
        gtk_drawing_area_set_draw_func(cast(), { _, cr, width, height, data in
            let box = Unmanaged<SignalBox<@MainActor (CairoContext, Int, Int) -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler(CairoContext(cr: cr!), Int(width), Int(height)) }
        }, box, { data in
            Unmanaged<SignalBox<@MainActor (CairoContext, Int, Int) -> Void>>.fromOpaque(data!).release()
        })
    }

    /// The size the area asks for when nothing else decides it.
    public func setContentSize(width: Int, height: Int) {
        gtk_drawing_area_set_content_width(cast(), Int32(width))
        gtk_drawing_area_set_content_height(cast(), Int32(height))
    }
}
