import CGtk
import CGtkExtras

/// Children stacked over a main child that alone decides the size (`GtkOverlay`).
@MainActor
open class Overlay: Widget {
    /// An empty overlay.
    public init() { super.init(gtk_overlay_new()) }

    /// The child that sets the overlay's size.
    public var child: Widget? = nil {
        didSet { gtk_overlay_set_child(cast(), child?.widget) }
    }

    /// Adds a child drawn over the main child, placed by its alignment.
    public func addOverlay(_ overlay: Widget) { gtk_overlay_add_overlay(cast(), overlay.widget) }
}

/// Gives its child the largest rectangle of a fixed shape that fits (`GtkAspectFrame`).
@MainActor
open class AspectFrame: Widget {
    /// `ratio` is width ÷ height; the child is centred in the space left over.
    public init(ratio: Double, child: Widget) {
        super.init(gtk_aspect_frame_new(0.5, 0.5, Float(ratio), 0))
        gtk_aspect_frame_set_child(cast(), child.widget)
    }
}

/// Centres its child at the child's natural width, or at `maximumWidth` or the width there
/// is when either is less (never below the child's minimum), and gives it the whole height:
/// a column of text in a wider page, as `halign = .center` on the column would place it.
///
/// Use it for a column of wrapping labels: GTK 4.8 gives a widget aligned other than to
/// fill its natural width *for the height it gets*, and finds that width for a vertical box
/// by laying every wrapping label out again at up to seventeen widths, at every allocation
/// (`MachismoClamp`, Sources/CGtkExtras/clamp.c). The clamp measures its child's widths
/// once, for no height. Leave the child filling the clamp.
@MainActor
public final class Clamp: Widget {
    /// A clamp around `child`, at most `maximumWidth` pixels wide (nil: no limit) unless the
    /// child's minimum is wider: 0 keeps the child at its minimum width (its size request).
    public init(_ child: Widget, maximumWidth: Int? = nil) {
        self.child = child
        super.init(machismo_clamp_new())
        machismo_clamp_set_child(cast(), child.widget)
        self.maximumWidth = maximumWidth
        if let maximumWidth { machismo_clamp_set_maximum_width(cast(), Int32(maximumWidth)) }
    }

    /// The widest the child is given, unless its minimum is wider; nil: no limit.
    public var maximumWidth: Int? {
        didSet { machismo_clamp_set_maximum_width(cast(), Int32(maximumWidth ?? -1)) }
    }

    /// Whether GTK measures the clamp as one size, whatever its width: its height is the
    /// child's at the width it gets with room (for a popover's content, see `Popover.child`).
    public var isConstantSize = false {
        didSet { machismo_clamp_set_constant_size(cast(), isConstantSize ? 1 : 0) }
    }

    /// The centred child.
    public let child: Widget
}

extension DrawingArea {
    /// `handler(width, height)` whenever the area gets a new size.
    @discardableResult
    public func onResize(_ handler: @escaping @MainActor (Int, Int) -> Void) -> SignalHandler {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = {
            _, width, height, data in
            let box = Unmanaged<SignalBox<@MainActor (Int, Int) -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler(Int(width), Int(height)) }
        }
        return connect("resize", box: handler, thunk: unsafeBitCast(thunk, to: UnsafeRawPointer.self))
    }
}

/// A key with its modifiers, parsed from GTK's accelerator syntax (`<Control>n`).
public struct Accelerator: Equatable, Sendable {
    /// The key, as a GDK key value.
    public let keyval: UInt32
    /// The modifiers held with it.
    public let modifiers: Modifiers

    /// Nil when `accelerator` is not valid GTK syntax.
    @MainActor
    public init?(_ accelerator: String) {
        var key: guint = 0
        var mask = GdkModifierType(0)
        guard gtk_accelerator_parse(accelerator, &key, &mask) != 0, key != 0 else { return nil }
        keyval = gdk_keyval_to_lower(key)
        modifiers = Modifiers(rawValue: mask.rawValue).intersection([.shift, .control, .alt])
    }

    /// Whether a key press is this accelerator (letters match in either case).
    @MainActor
    public func matches(keyval pressed: UInt32, modifiers pressedModifiers: Modifiers) -> Bool {
        gdk_keyval_to_lower(pressed) == keyval && pressedModifiers == modifiers
    }
}
