import CGtk

/// A scrollable range and the position in it (`GtkAdjustment`): what a scrolled
/// window's scrollbars show. `value` runs from `lower` to `upper - pageSize`.
@MainActor
public final class Adjustment: Object {
    /// The current value, between `lower` and `upper`.
    public var value: Double {
        get { gtk_adjustment_get_value(cast()) }
        set { gtk_adjustment_set_value(cast(), newValue) }
    }

    /// The smallest value.
    public var lower: Double { gtk_adjustment_get_lower(cast()) }
    /// The largest value.
    public var upper: Double { gtk_adjustment_get_upper(cast()) }
    /// How much of the range is on show at once.
    public var pageSize: Double { gtk_adjustment_get_page_size(cast()) }

    /// The largest `value` the range allows.
    public var maximumValue: Double { max(lower, upper - pageSize) }

    /// `handler()` when the position changes.
    @discardableResult
    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        on("value-changed", handler)
    }

    /// `handler()` when the range or the page size changes (the content was laid out again).
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandler { on("changed", handler) }
}

extension ScrolledWindow {
    /// The horizontal range; the scrolled window keeps it for its whole life.
    public var horizontalAdjustment: Adjustment {
        Adjustment(UnsafeMutableRawPointer(gtk_scrolled_window_get_hadjustment(cast())!), .retaining)
    }

    /// The vertical range; the scrolled window keeps it for its whole life.
    public var verticalAdjustment: Adjustment {
        Adjustment(UnsafeMutableRawPointer(gtk_scrolled_window_get_vadjustment(cast())!), .retaining)
    }
}
