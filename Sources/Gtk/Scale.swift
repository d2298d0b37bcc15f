import CGtk

/// A slider over a range of numbers (`GtkScale`): UIKit's `UISlider`.
///
/// The range, the step and the value live in its ``adjustment``; `value` is kept between
/// ``lower`` and ``upper``. Give it an accessible name (`accessibleName`, or a visible label
/// through ``Widget/setAccessibleLabelledBy(_:)``); assistive tools see a slider with its value.
@MainActor
public final class Scale: Widget {
    /// Where a mark's tick and label go.
    public enum MarkPosition: Sendable {
        /// Above a horizontal scale, left of a vertical one.
        case start
        /// Below a horizontal scale, right of a vertical one.
        case end
    }

    /// A scale from `lower` to `upper` that moves by `step` (arrow keys; Page Up and Down move
    /// ten steps), showing as many digits as `step` has, named `accessibleName` when given.
    public init(
        _ orientation: Orientation = .horizontal, lower: Double, upper: Double, step: Double,
        accessibleName: String? = nil
    ) {
        super.init(gtk_scale_new_with_range(orientation.gtk, lower, upper, step))
        if let accessibleName { accessibleLabel = accessibleName }
    }

    /// A scale over `adjustment` (shared with another widget, say a spin button).
    public init(_ orientation: Orientation = .horizontal, adjustment: Adjustment, accessibleName: String? = nil) {
        super.init(gtk_scale_new(orientation.gtk, adjustment.cast()))
        if let accessibleName { accessibleLabel = accessibleName }
    }

    /// The range and value the scale shows; the scale keeps it for its whole life.
    public var adjustment: Adjustment {
        Adjustment(UnsafeMutableRawPointer(gtk_range_get_adjustment(cast())!), .retaining)
    }

    /// The value, between ``lower`` and ``upper``. Setting it runs the `onValueChanged`
    /// handlers; use ``setValueSilently(_:)`` to show a model's value.
    public var value: Double {
        get { gtk_range_get_value(cast()) }
        set { gtk_range_set_value(cast(), newValue) }
    }

    /// Sets ``value`` without running this scale's `onValueChanged` handlers.
    public func setValueSilently(_ value: Double) {
        withSignalBlocked("value-changed") { self.value = value }
    }

    /// The smallest value.
    public var lower: Double { adjustment.lower }
    /// The largest value.
    public var upper: Double { adjustment.upper }

    /// Sets the range; the value is moved into it if it falls outside.
    public func setRange(lower: Double, upper: Double) { gtk_range_set_range(cast(), lower, upper) }

    /// How far an arrow key moves the value (Page Up and Down move ten times as far).
    public var step: Double {
        get { gtk_adjustment_get_step_increment(gtk_range_get_adjustment(cast())) }
        set { gtk_range_set_increments(cast(), newValue, newValue * 10) }
    }

    /// How many decimal places the value shows and is rounded to when the user moves it.
    public var digits: Int {
        get { Int(gtk_scale_get_digits(cast())) }
        set { gtk_scale_set_digits(cast(), Int32(newValue)) }
    }

    /// Whether the value is shown as text beside the slider.
    public var drawsValue: Bool {
        get { gtk_scale_get_draw_value(cast()) != 0 }
        set { gtk_scale_set_draw_value(cast(), newValue ? 1 : 0) }
    }

    /// Horizontal (the default) or vertical. A vertical scale runs from `lower` at the top
    /// unless ``isInverted``.
    public var orientation: Orientation {
        get { gtk_orientable_get_orientation(cast()) == GTK_ORIENTATION_VERTICAL ? .vertical : .horizontal }
        set { gtk_orientable_set_orientation(cast(), newValue.gtk) }
    }

    /// Whether the scale runs from ``upper`` to ``lower`` (a vertical volume slider: the top is loud).
    public var isInverted: Bool {
        get { gtk_range_get_inverted(cast()) != 0 }
        set { gtk_range_set_inverted(cast(), newValue ? 1 : 0) }
    }

    /// Adds a tick at `value`, with `label` (Pango markup) beside it when given.
    public func addMark(at value: Double, position: MarkPosition = .end, label: String? = nil) {
        gtk_scale_add_mark(cast(), value, position == .start ? GTK_POS_TOP : GTK_POS_BOTTOM, label)
    }

    /// Removes every mark.
    public func clearMarks() { gtk_scale_clear_marks(cast()) }

    /// Calls `handler` after each change of the value (the user dragging or pressing keys, an
    /// assistive tool, or ``value``); read ``value`` in it.
    @discardableResult
    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        connect(.valueChanged, handler)
    }
}

extension Adjustment {
    /// A range from `lower` to `upper` holding `value`, moved by `step` (arrow keys) and `page`
    /// (Page Up and Down; ten steps unless given); `pageSize` is how much of it is on show at once (0 for a scale or a
    /// spin button).
    public convenience init(
        value: Double, lower: Double, upper: Double, step: Double, page: Double? = nil, pageSize: Double = 0
    ) {
        self.init(
            UnsafeMutableRawPointer(gtk_adjustment_new(value, lower, upper, step, page ?? step * 10, pageSize)!),
            .adopting)
    }
}
