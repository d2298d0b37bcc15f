import CGtk

/// A cairo context, valid only during the draw call that hands it out.
@MainActor
public struct CairoContext {
    /// The C context, for cairo calls this wrapper does not cover.
    public let cr: OpaquePointer

    /// Pushes the drawing state (colour, line, transform, clip).
    public func save() { cairo_save(cr) }
    /// Pops the state `save()` pushed.
    public func restore() { cairo_restore(cr) }
    /// Moves the origin by (`x`, `y`).
    public func translate(_ x: Double, _ y: Double) { cairo_translate(cr, x, y) }
    /// Scales what follows by `x` across and `y` down.
    public func scale(_ x: Double, _ y: Double) { cairo_scale(cr, x, y) }
    /// Rotates what follows by `radians`, clockwise.
    public func rotate(_ radians: Double) { cairo_rotate(cr, radians) }

    /// Paints with this colour from now on (each part 0…1).
    public func setColor(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        cairo_set_source_rgba(cr, red, green, blue, alpha)
    }

    /// The width of stroked lines.
    public var lineWidth: Double {
        get { cairo_get_line_width(cr) }
        nonmutating set { cairo_set_line_width(cr, newValue) }
    }

    /// Starts a new piece of the path at (`x`, `y`).
    public func moveTo(_ x: Double, _ y: Double) { cairo_move_to(cr, x, y) }
    /// Adds a line to (`x`, `y`).
    public func lineTo(_ x: Double, _ y: Double) { cairo_line_to(cr, x, y) }
    /// Adds a Bézier curve through the control points (`x1`, `y1`), (`x2`, `y2`) to (`x3`, `y3`).
    public func curveTo(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x3: Double, _ y3: Double) {
        cairo_curve_to(cr, x1, y1, x2, y2, x3, y3)
    }
    /// Adds an arc around (`centerX`, `centerY`) from angle `from` to `to`, in radians, clockwise.
    public func arc(centerX: Double, centerY: Double, radius: Double, from: Double, to: Double) {
        cairo_arc(cr, centerX, centerY, radius, from, to)
    }
    /// Adds a closed rectangle.
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

    /// Closes the current piece of the path with a line to its start.
    public func closePath() { cairo_close_path(cr) }
    /// Clears the path.
    public func newPath() { cairo_new_path(cr) }
    /// Starts a new piece of the path without moving there by a line.
    public func newSubPath() { cairo_new_sub_path(cr) }
    /// Fills the path and clears it.
    public func fill() { cairo_fill(cr) }
    /// Fills the path and keeps it.
    public func fillPreserve() { cairo_fill_preserve(cr) }
    /// Strokes the path and clears it.
    public func stroke() { cairo_stroke(cr) }
    /// Strokes the path and keeps it.
    public func strokePreserve() { cairo_stroke_preserve(cr) }
    /// Limits drawing to inside the path, and clears it.
    public func clip() { cairo_clip(cr) }
    /// Limits drawing to inside the path, and keeps it.
    public func clipPreserve() { cairo_clip_preserve(cr) }
    /// Lifts every clip.
    public func resetClip() { cairo_reset_clip(cr) }
    /// Paints the source everywhere inside the clip.
    public func paint() { cairo_paint(cr) }
    /// Paints the source everywhere inside the clip at `alpha` (0…1).
    public func paintWithAlpha(_ alpha: Double) { cairo_paint_with_alpha(cr, alpha) }

    /// Redirects drawing into a temporary group until `popGroupToSource()`, which makes the
    /// group the source, ready for `paintWithAlpha`. The group is as large as the clip.
    public func pushGroup() { cairo_push_group(cr) }
    /// Ends the group `pushGroup()` began and makes it the source.
    public func popGroupToSource() { cairo_pop_group_to_source(cr) }

    /// Dash lengths alternate on and off, in user units; no dashes draws solid lines.
    public func setDash(_ dashes: [Double], offset: Double = 0) {
        cairo_set_dash(cr, dashes, Int32(dashes.count), offset)
    }

    /// How far, in device pixels, flattened curves may stray from the true ones (cairo's default: 0.1).
    public var tolerance: Double {
        get { cairo_get_tolerance(cr) }
        nonmutating set { cairo_set_tolerance(cr, newValue) }
    }

    /// How shapes' edges are smoothed: `.none` gives hard whole-pixel edges; `.fast` smooths with
    /// fewer shades, at about half the cost of `.standard` in cairo's image backend.
    public enum Antialias {
        /// The backend's default.
        case standard
        /// No smoothing.
        case none
        /// Some smoothing, fast.
        case fast
        /// Good smoothing.
        case good
    }

    /// How edges are smoothed.
    public var antialias: Antialias {
        get {
            switch cairo_get_antialias(cr) {
            case CAIRO_ANTIALIAS_NONE: .none
            case CAIRO_ANTIALIAS_FAST: .fast
            case CAIRO_ANTIALIAS_GOOD: .good
            default: .standard
            }
        }
        nonmutating set {
            let mode =
                switch newValue {
                case .standard: CAIRO_ANTIALIAS_DEFAULT
                case .none: CAIRO_ANTIALIAS_NONE
                case .fast: CAIRO_ANTIALIAS_FAST
                case .good: CAIRO_ANTIALIAS_GOOD
                }
            cairo_set_antialias(cr, mode)
        }
    }

    /// Whether `fill` and `clip` count a point inside when any sub-path winds around it
    /// (nonzero, the default) or an odd number of them do (even-odd: a path inside another makes a hole).
    public var fillsEvenOdd: Bool {
        get { cairo_get_fill_rule(cr) == CAIRO_FILL_RULE_EVEN_ODD }
        nonmutating set { cairo_set_fill_rule(cr, newValue ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING) }
    }

    /// How strokes meet at corners.
    public enum LineJoin {
        /// A sharp corner.
        case miter
        /// A rounded corner.
        case round
        /// A cut corner.
        case bevel
    }

    /// How strokes end.
    public enum LineCap {
        /// At the end point, square.
        case butt
        /// Rounded past the end point.
        case round
        /// Square past the end point.
        case square
    }

    /// How stroked lines join.
    public var lineJoin: LineJoin {
        get {
            switch cairo_get_line_join(cr) {
            case CAIRO_LINE_JOIN_ROUND: .round
            case CAIRO_LINE_JOIN_BEVEL: .bevel
            default: .miter
            }
        }
        nonmutating set {
            let join =
                switch newValue {
                case .miter: CAIRO_LINE_JOIN_MITER
                case .round: CAIRO_LINE_JOIN_ROUND
                case .bevel: CAIRO_LINE_JOIN_BEVEL
                }
            cairo_set_line_join(cr, join)
        }
    }

    /// How stroked lines end.
    public var lineCap: LineCap {
        get {
            switch cairo_get_line_cap(cr) {
            case CAIRO_LINE_CAP_ROUND: .round
            case CAIRO_LINE_CAP_SQUARE: .square
            default: .butt
            }
        }
        nonmutating set {
            let cap =
                switch newValue {
                case .butt: CAIRO_LINE_CAP_BUTT
                case .round: CAIRO_LINE_CAP_ROUND
                case .square: CAIRO_LINE_CAP_SQUARE
                }
            cairo_set_line_cap(cr, cap)
        }
    }

    /// Lays `text` out in `font` (Pango syntax: `"Sans Bold 14px"`) and draws it with its
    /// inked part centred on `x`, `y` in the current source colour. Leaves a current point.
    public func showText(_ text: String, font: String, pixelSize: Double? = nil, centeredAt x: Double, _ y: Double) {
        let layout = TextLayout(text, font: font, pixelSize: pixelSize, for: self)
        let ink = layout.inkBounds
        moveTo(x - ink.x - ink.width / 2, y - ink.y - ink.height / 2)
        layout.show(in: self)
    }
}

/// A piece of text laid out by Pango for a cairo context (a `PangoLayout`).
///
/// Measure it, then `show` it at the current point: the point is the top-left corner of
/// the logical rectangle, and `inkBounds` are relative to it. It keeps the layout made for the
/// context's transformation at the time; shown rotated or scaled, or in another context with the
/// same font options, its glyphs are simply transformed, so one layout can be kept and reused.
@MainActor
public final class TextLayout: Object {
    /// Lays out `text` in `font`, a Pango font description such as `"Sans Bold 14px"`;
    /// `pixelSize` overrides the description's size.
    public init(_ text: String, font: String, pixelSize: Double? = nil, for context: CairoContext) {
        let layout = pango_cairo_create_layout(context.cr)!
        let description = pango_font_description_from_string(font)
        if let pixelSize {
            pango_font_description_set_absolute_size(description, (pixelSize * Double(PANGO_SCALE)).rounded())
        }
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        super.init(layout)
    }

    /// The rectangle the glyphs actually cover, relative to the layout's origin.
    public var inkBounds: (x: Double, y: Double, width: Double, height: Double) {
        extents().ink
    }

    /// The size the text takes in a line of text (advance width, line height).
    public var logicalSize: (width: Double, height: Double) {
        let logical = extents().logical
        return (logical.width, logical.height)
    }

    /// Draws the text with its origin at the context's current point.
    public func show(in context: CairoContext) {
        pango_cairo_show_layout(context.cr, cast())
    }

    /// Lays the text out again for `context`'s font options and transformation. Rarely worth it:
    /// re-laying out under each of several transformations in turn is what makes text slow.
    public func update(for context: CairoContext) {
        pango_cairo_update_layout(context.cr, cast())
    }

    private func extents() -> (
        ink: (x: Double, y: Double, width: Double, height: Double),
        logical: (x: Double, y: Double, width: Double, height: Double)
    ) {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(cast(), &ink, &logical)
        func scaled(_ r: PangoRectangle) -> (x: Double, y: Double, width: Double, height: Double) {
            let scale = Double(PANGO_SCALE)
            return (Double(r.x) / scale, Double(r.y) / scale, Double(r.width) / scale, Double(r.height) / scale)
        }
        return (scaled(ink), scaled(logical))
    }
}

/// A cairo call that failed, with cairo's own words for why.
public struct CairoError: Error, CustomStringConvertible {
    public let description: String

    init(_ status: cairo_status_t) { description = String(cString: cairo_status_to_string(status)) }
}

/// A widget drawn by a Swift closure with cairo (`GtkDrawingArea`).
@MainActor
open class DrawingArea: Widget {
    /// A drawing area with no draw function yet.
    public init() { super.init(gtk_drawing_area_new()) }

    /// An area that screen readers see as a picture (`GTK_ACCESSIBLE_ROLE_IMG`, AT-SPI's
    /// `image`) rather than a filler; the role can only be given when the area is made.
    public init(image: ()) { super.init(machismo_drawing_area_new_with_role(GTK_ACCESSIBLE_ROLE_IMG)) }

    /// Sets the drawing closure, called with the context, width and height.
    /// The area keeps the closure until it is replaced or the area is finalized.
    public func setDraw(_ draw: @escaping @MainActor (CairoContext, Int, Int) -> Void) {
        let function = DrawFunction(draw)
        gtk_drawing_area_set_draw_func(cast(), DrawFunction.call, function.data, DrawFunction.release)
    }

    /// The size the area asks for when nothing else decides it.
    public func setContentSize(width: Int, height: Int) {
        gtk_drawing_area_set_content_width(cast(), Int32(width))
        gtk_drawing_area_set_content_height(cast(), Int32(height))
    }
}

/// A draw closure as GTK takes a draw function (`GtkDrawingAreaDrawFunc`): `call` with
/// `data`, the closure retained, which `release` lets go when GTK is done with it (the
/// function replaced, or its widget finalized).
@MainActor
struct DrawFunction {
    typealias Closure = @MainActor (CairoContext, Int, Int) -> Void

    let data: UnsafeMutableRawPointer

    init(_ draw: @escaping Closure) {
        data = Unmanaged.passRetained(SignalBox(draw)).toOpaque()
    }

    static let call: GtkDrawingAreaDrawFunc = { _, cr, width, height, data in
        // GTK calls it on the main thread, in a snapshot.
        nonisolated(unsafe) let cr = cr!, data = data!
        MainActor.assumeIsolated {
            let box = Unmanaged<SignalBox<Closure>>.fromOpaque(data).takeUnretainedValue()
            box.handler(CairoContext(cr: cr), Int(width), Int(height))
        }
    }

    static let release: GDestroyNotify = { data in
        Unmanaged<SignalBox<Closure>>.fromOpaque(data!).release()
    }
}
