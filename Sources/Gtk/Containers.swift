import CGtk
import CGtkExtras

/// Horizontal or vertical.
public enum Orientation: Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
    var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
}

/// Children in a row or a column (`GtkBox`).
@MainActor
open class Box: Widget {
    /// A box laying its children out along `orientation`, `spacing` pixels apart.
    public init(_ orientation: Orientation, spacing: Int = 0) {
        super.init(gtk_box_new(orientation.gtk, Int32(spacing)))
    }

    /// Adds `child` at the end.
    public func append(_ child: Widget) { gtk_box_append(cast(), child.widget) }
    /// Adds `child` at the start.
    public func prepend(_ child: Widget) { gtk_box_prepend(cast(), child.widget) }
    /// Takes `child` out of the box.
    public func remove(_ child: Widget) { gtk_box_remove(cast(), child.widget) }

    /// Whether `child` is one of the box's children.
    public func contains(_ child: Widget) -> Bool { gtk_widget_get_parent(child.widget) == widget }

    /// Puts `child` right after `sibling` (first when nil), moving it if it is the box's
    /// child already: cheaper than taking it out and adding it again, which unroots it.
    public func place(_ child: Widget, after sibling: Widget?) {
        if contains(child) {
            gtk_box_reorder_child_after(cast(), child.widget, sibling?.widget)
        } else {
            gtk_box_insert_child_after(cast(), child.widget, sibling?.widget)
        }
    }

    /// Removes every child after the first `keeping` ones.
    public func removeAll(keeping: Int = 0) {
        var child = gtk_widget_get_first_child(widget)
        for _ in 0..<keeping { child = child.flatMap { gtk_widget_get_next_sibling($0) } }
        while let current = child {
            child = gtk_widget_get_next_sibling(current)
            gtk_box_remove(cast(), current)
        }
    }

    /// Whether every child gets the same size.
    public var isHomogeneous: Bool {
        get { gtk_box_get_homogeneous(cast()) != 0 }
        set { gtk_box_set_homogeneous(cast(), newValue ? 1 : 0) }
    }

    /// The space between children.
    public var spacing: Int {
        get { Int(gtk_box_get_spacing(cast())) }
        set { gtk_box_set_spacing(cast(), Int32(newValue)) }
    }
}

/// Children in rows and columns (`GtkGrid`).
@MainActor
open class Grid: Widget {
    /// An empty grid with these gaps, in pixels.
    public init(rowSpacing: Int = 0, columnSpacing: Int = 0) {
        super.init(gtk_grid_new())
        gtk_grid_set_row_spacing(cast(), guint(rowSpacing))
        gtk_grid_set_column_spacing(cast(), guint(columnSpacing))
    }

    /// Puts `child` at `column`, `row`, spanning `width` columns and `height` rows.
    public func attach(_ child: Widget, column: Int, row: Int, width: Int = 1, height: Int = 1) {
        gtk_grid_attach(cast(), child.widget, Int32(column), Int32(row), Int32(width), Int32(height))
    }

    /// Takes `child` out of the grid.
    public func remove(_ child: Widget) { gtk_grid_remove(cast(), child.widget) }

    /// Whether every column gets the same width.
    public var areColumnsHomogeneous: Bool {
        get { gtk_grid_get_column_homogeneous(cast()) != 0 }
        set { gtk_grid_set_column_homogeneous(cast(), newValue ? 1 : 0) }
    }

    /// Whether every row gets the same height.
    public var areRowsHomogeneous: Bool {
        get { gtk_grid_get_row_homogeneous(cast()) != 0 }
        set { gtk_grid_set_row_homogeneous(cast(), newValue ? 1 : 0) }
    }
}

/// Children that reflow into as many columns as fit (`GtkFlowBox`).
@MainActor
public final class FlowBox: Widget {
    /// An empty flow box.
    public init() {
        super.init(gtk_flow_box_new())
        gtk_flow_box_set_selection_mode(cast(), GTK_SELECTION_NONE)
    }

    /// Adds `child` at the end.
    public func append(_ child: Widget) { gtk_flow_box_insert(cast(), child.widget, -1) }
    /// Takes `child` out of the flow box.
    public func remove(_ child: Widget) { gtk_flow_box_remove(cast(), child.widget) }

    /// The gap between columns, in pixels.
    public var columnSpacing: Int {
        get { Int(gtk_flow_box_get_column_spacing(cast())) }
        set { gtk_flow_box_set_column_spacing(cast(), guint(newValue)) }
    }

    /// The gap between rows, in pixels.
    public var rowSpacing: Int {
        get { Int(gtk_flow_box_get_row_spacing(cast())) }
        set { gtk_flow_box_set_row_spacing(cast(), guint(newValue)) }
    }

    /// Lays children out in at least `min` and at most `max` columns.
    public func setColumns(min: Int, max: Int) {
        gtk_flow_box_set_min_children_per_line(cast(), guint(min))
        gtk_flow_box_set_max_children_per_line(cast(), guint(max))
    }

    /// Whether every child gets the same size.
    public var isHomogeneous: Bool {
        get { gtk_flow_box_get_homogeneous(cast()) != 0 }
        set { gtk_flow_box_set_homogeneous(cast(), newValue ? 1 : 0) }
    }
}

/// How a stack moves from one page to the next.
public enum StackTransition: Sendable {
    /// Shows the new child at once.
    case none
    /// Fades from one child to the other.
    case crossfade
    /// The new child slides in from the right.
    case slideLeft
    /// The new child slides in from the left.
    case slideRight
    /// The new child slides in from below.
    case slideUp
    /// The new child slides in from above.
    case slideDown

    var gtk: GtkStackTransitionType {
        switch self {
        case .none: GTK_STACK_TRANSITION_TYPE_NONE
        case .crossfade: GTK_STACK_TRANSITION_TYPE_CROSSFADE
        case .slideLeft: GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT
        case .slideRight: GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT
        case .slideUp: GTK_STACK_TRANSITION_TYPE_SLIDE_UP
        case .slideDown: GTK_STACK_TRANSITION_TYPE_SLIDE_DOWN
        }
    }
}

/// Pages of which one is shown at a time (`GtkStack`).
@MainActor
public final class Stack: Widget {
    /// An empty stack.
    public init() { super.init(gtk_stack_new()) }

    /// `handler()` when a transition starts or ends (`transition-running` changes).
    @discardableResult
    public func onTransitionRunningChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        onNotify("transition-running", handler)
    }

    /// Adds a page named `name` (names are unique within the stack).
    public func addNamed(_ child: Widget, name: String, title: String? = nil) {
        if let title {
            gtk_stack_add_titled(cast(), child.widget, name, title)
        } else {
            gtk_stack_add_named(cast(), child.widget, name)
        }
    }

    /// Takes `child` out of the stack.
    public func remove(_ child: Widget) { gtk_stack_remove(cast(), child.widget) }

    /// Shows `child` with `transition` (GTK skips animation when the desktop disables it).
    public func show(_ child: Widget, transition: StackTransition) {
        gtk_stack_set_transition_type(cast(), transition.gtk)
        gtk_stack_set_visible_child(cast(), child.widget)
    }

    /// The name of the child shown, if it has one.
    public var visibleChildName: String? {
        get { gtk_stack_get_visible_child_name(cast()).map { String(cString: $0) } }
        set { if let newValue { gtk_stack_set_visible_child_name(cast(), newValue) } }
    }

    /// Transition length in milliseconds.
    public var transitionDuration: Int {
        get { Int(gtk_stack_get_transition_duration(cast())) }
        set { gtk_stack_set_transition_duration(cast(), guint(newValue)) }
    }

    /// Whether a transition between children is under way.
    public var isTransitionRunning: Bool { gtk_stack_get_transition_running(cast()) != 0 }

    /// Whether every child gets the same width.
    public var isHorizontallyHomogeneous: Bool {
        get { gtk_stack_get_hhomogeneous(cast()) != 0 }
        set { gtk_stack_set_hhomogeneous(cast(), newValue ? 1 : 0) }
    }
}

/// The title bar: a title in the middle, controls at the start and the end.
@MainActor
public final class HeaderBar: Widget {
    /// An empty header bar; make it a window's `titlebar`.
    public init() { super.init(gtk_header_bar_new()) }

    /// Adds `child` at the start, after those added before.
    public func packStart(_ child: Widget) { gtk_header_bar_pack_start(cast(), child.widget) }
    /// Adds `child` at the end, before those added before.
    public func packEnd(_ child: Widget) { gtk_header_bar_pack_end(cast(), child.widget) }
    /// Takes `child` out of the header bar.
    public func remove(_ child: Widget) { gtk_header_bar_remove(cast(), child.widget) }

    /// A widget in place of the window title; nil shows the window's title.
    public var titleWidget: Widget? = nil {
        didSet { gtk_header_bar_set_title_widget(cast(), titleWidget?.widget) }
    }

    /// Whether the window's close, minimize and maximize buttons are shown.
    public var showsTitleButtons: Bool {
        get { gtk_header_bar_get_show_title_buttons(cast()) != 0 }
        set { gtk_header_bar_set_show_title_buttons(cast(), newValue ? 1 : 0) }
    }
}

/// A scrollable view of a larger child.
@MainActor
open class ScrolledWindow: Widget {
    /// A scrolled window with no child yet.
    public init() { super.init(gtk_scrolled_window_new()) }

    /// What scrolls.
    public var child: Widget? = nil {
        didSet { gtk_scrolled_window_set_child(cast(), child?.widget) }
    }

    /// Never scroll horizontally; wrap content to the width instead.
    public func disableHorizontalScrolling() {
        gtk_scrolled_window_set_policy(cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }

    /// Scroll horizontally only (a strip of buttons).
    public func setHorizontalOnly() {
        gtk_scrolled_window_set_policy(cast(), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
    }

    /// Makes every scrolled window of the process (GTK's own too) hold its bounce back from
    /// past its edge while it is off the screen, and bounce once it is back: GTK 4.8 started
    /// it on a scrolled window with no frame clock, a critical, when a wheel click past the
    /// edge came within 50 ms of the view leaving the screen (see `machismo_scroll_bounce.h`).
    /// Once per process, after GTK has started.
    public static func holdBouncesOffScreen() { machismo_hold_scroll_bounces_off_screen() }

    /// Whether GTK's bounce back from past the edge is waiting to start (held or not).
    var isBouncePending: Bool { machismo_scroll_bounce_is_pending(cast()) != 0 }

    /// Whether the scrolled window asks for its child's natural height.
    public var propagatesNaturalHeight: Bool {
        get { gtk_scrolled_window_get_propagate_natural_height(cast()) != 0 }
        set { gtk_scrolled_window_set_propagate_natural_height(cast(), newValue ? 1 : 0) }
    }
}

/// A vertical list of rows that can be activated (`GtkListBox`).
@MainActor
public final class ListBox: Widget {
    /// An empty list.
    public init() {
        super.init(gtk_list_box_new())
        gtk_list_box_set_selection_mode(cast(), GTK_SELECTION_NONE)
    }

    /// Adds a row showing `child` at the end.
    public func append(_ child: Widget) {
        gtk_list_box_append(cast(), child.widget)
        guard let row = gtk_widget_get_parent(child.widget) else { return }
        // The row GTK wraps the child in is what screen readers see: give it the child's name.
        if let label = child.accessibleLabel {
            machismo_accessible_set_label(OpaquePointer(row), label)
        }
        if !rowsActivatable {
            gtk_list_box_row_set_activatable(
                UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkListBoxRow.self), 0)
        }
    }

    /// Whether rows appended from now on react to clicks and Return (and light
    /// up under the pointer); false for a list that only shows things.
    public var rowsActivatable = true
    /// Takes `child`'s row out of the list.
    public func remove(_ child: Widget) { gtk_list_box_remove(cast(), child.widget) }

    /// Removes every row.
    public func removeAll() {
        while let row = gtk_widget_get_first_child(widget) { gtk_list_box_remove(cast(), row) }
    }

    /// The row (`GtkListBoxRow`) GTK wrapped the child at `index` in, to style it
    /// or set its accessible state; nil past the end.
    public func row(at index: Int) -> Widget? {
        guard index >= 0, let row = gtk_list_box_get_row_at_index(cast(), Int32(index)) else { return nil }
        return Widget(UnsafeMutableRawPointer(row), .retaining)
    }

    /// Runs `handler` with the index of a row the user activates (click, Return).
    public func onRowActivated(_ handler: @escaping @MainActor (Int) -> Void) {
        onPointer("row-activated") { row in
            guard let row else { return }
            handler(Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self))))
        }
    }

    /// Rows activate on a single click.
    public var activatesOnSingleClick: Bool {
        get { gtk_list_box_get_activate_on_single_click(cast()) != 0 }
        set { gtk_list_box_set_activate_on_single_click(cast(), newValue ? 1 : 0) }
    }
}

/// A line between groups of widgets.
@MainActor
public final class Separator: Widget {
    /// A line across `orientation`'s other axis.
    public init(_ orientation: Orientation) { super.init(gtk_separator_new(orientation.gtk)) }
}
