import CGtk
import CGtkExtras

/// Alignment of a widget in the space its parent gives it.
public enum Align: Sendable {
    /// Fills the space.
    case fill
    /// At the start.
    case start
    /// At the end.
    case end
    /// In the middle.
    case center

    init(_ align: GtkAlign) {
        switch align {
        case GTK_ALIGN_START: self = .start
        case GTK_ALIGN_END: self = .end
        case GTK_ALIGN_CENTER: self = .center
        default: self = .fill
        }
    }

    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        }
    }
}

/// Text direction, for right-to-left languages.
public enum TextDirection: Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

/// Any GTK widget: visibility, sensitivity, accessibility, CSS classes, layout hints,
/// focus and event controllers.
///
/// A container keeps its children's GObjects alive, not their Swift wrappers:
/// whoever needs to reach a widget later (a handler that updates it) keeps its
/// wrapper, and a handler on a widget captures that widget weakly.
///
/// The app's reusable views subclass a widget (docs/ARCHITECTURE.md, "Views"), so the
/// wrappers they subclass are `open` and the rest `final`. A subclass is a wrapper like
/// any other: a container keeps its GObject, not its Swift state (its stored properties,
/// its closures), which lives as long as its owner keeps the subclass.
@MainActor
open class Widget: Object {
    /// The widget as `GtkWidget *`.
    public var widget: UnsafeMutablePointer<GtkWidget> { cast() }

    /// Shown or hidden (`gtk_widget_set_visible`; `show`/`hide` are deprecated in 4.10).
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget reacts to input; insensitive widgets are drawn dimmed.
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }

    /// Tooltip text; icon-only buttons need one. An empty text is none, as in GTK.
    ///
    /// Setting the text it already has does nothing: GTK would ask the X server where the
    /// pointer is at every set (to update a tooltip on show), and the Cards page alone set
    /// the same tooltips several times over at start-up, 0.4 ms of it.
    ///
    /// Nor does a widget in no window ask: it cannot be under the pointer, so its tooltip
    /// is set while it is hidden (GTK asks only of a visible widget), then it is shown
    /// again. A push and pop of a page with bar buttons set eleven, some 0.4 ms.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        set {
            guard (newValue?.isEmpty == true ? nil : newValue) != tooltip else { return }
            guard gtk_widget_get_root(widget) == nil, gtk_widget_get_visible(widget) != 0 else {
                return gtk_widget_set_tooltip_text(widget, newValue)
            }
            gtk_widget_set_visible(widget, 0)
            gtk_widget_set_tooltip_text(widget, newValue)
            gtk_widget_set_visible(widget, 1)
        }
    }

    /// Makes every tooltip of the process let the pointer through to what is under it: GTK
    /// 4.8 took back a press on a tooltip (which hides as it is pressed) twice, a warning
    /// (see `machismo_tooltips.h`). Once per process, after GTK has started.
    public static func letTooltipsPassThePointer() { machismo_tooltips_pass_pointer_through() }

    /// What a screen reader says for this widget, when its content doesn't say it.
    public var accessibleLabel: String? = nil {
        didSet { machismo_accessible_set_label(cast(), accessibleLabel) }
    }

    /// A longer description a screen reader offers after the name.
    public var accessibleDescription: String? = nil {
        didSet { machismo_accessible_set_description(cast(), accessibleDescription) }
    }

    /// Marks the widget as selected for assistive technologies.
    public func setAccessibleSelected(_ selected: Bool) {
        machismo_accessible_set_selected(cast(), selected ? 1 : 0)
    }

    /// Says that `label` names this widget.
    public func setAccessibleLabelledBy(_ label: Widget) {
        machismo_accessible_set_labelled_by(cast(), label.cast())
    }

    /// The widget's CSS name for `#name` selectors and for finding it in tests.
    public var name: String {
        get { String(cString: gtk_widget_get_name(widget)) }
        set { gtk_widget_set_name(widget, newValue) }
    }

    /// Adds the style class `name`.
    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }
    /// Removes the style class `name`.
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }
    /// Whether the widget has the style class `name`.
    public func hasCSSClass(_ name: String) -> Bool { gtk_widget_has_css_class(widget, name) != 0 }

    /// Adds or removes a CSS class.
    public func setCSSClass(_ name: String, _ present: Bool) {
        if present { addCSSClass(name) } else { removeCSSClass(name) }
    }

    /// Whether the widget takes extra width.
    public var hexpand: Bool {
        get { gtk_widget_get_hexpand(widget) != 0 }
        set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget takes extra height.
    public var vexpand: Bool {
        get { gtk_widget_get_vexpand(widget) != 0 }
        set { gtk_widget_set_vexpand(widget, newValue ? 1 : 0) }
    }

    /// How the widget sits across extra width.
    public var halign: Align {
        get { Align(gtk_widget_get_halign(widget)) }
        set { gtk_widget_set_halign(widget, newValue.gtk) }
    }

    /// How the widget sits across extra height.
    public var valign: Align {
        get { Align(gtk_widget_get_valign(widget)) }
        set { gtk_widget_set_valign(widget, newValue.gtk) }
    }

    /// Sets the same margin on all four sides.
    public func setMargins(_ all: Int) { setMargins(top: all, bottom: all, start: all, end: all) }

    /// Sets the four margins, in pixels.
    public func setMargins(top: Int, bottom: Int, start: Int, end: Int) {
        gtk_widget_set_margin_top(widget, Int32(top))
        gtk_widget_set_margin_bottom(widget, Int32(bottom))
        gtk_widget_set_margin_start(widget, Int32(start))
        gtk_widget_set_margin_end(widget, Int32(end))
    }

    /// The minimum size the widget asks for; -1 leaves a dimension natural.
    public func setSizeRequest(width: Int, height: Int) {
        gtk_widget_set_size_request(widget, Int32(width), Int32(height))
    }

    /// The width the widget would like, laid out on one line.
    public var naturalWidth: Int {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        return Int(natural)
    }

    /// The allocated width and height.
    public var width: Int { Int(gtk_widget_get_width(widget)) }
    /// The height given to the widget, in pixels.
    public var height: Int { Int(gtk_widget_get_height(widget)) }

    /// Whether the widget itself takes keyboard focus.
    public var isFocusable: Bool {
        get { gtk_widget_get_focusable(widget) != 0 }
        set { gtk_widget_set_focusable(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget has the keyboard focus.
    public var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

    /// Asks for the keyboard focus; returns whether the widget got it.
    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(widget) != 0 }

    /// Asks for the widget to be drawn again.
    public func queueDraw() { gtk_widget_queue_draw(widget) }
    /// Asks for the widget's size to be worked out again.
    public func queueResize() { gtk_widget_queue_resize(widget) }

    /// The text direction; right-to-left mirrors layouts and transitions.
    public var direction: TextDirection {
        get { gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight }
        set { gtk_widget_set_direction(widget, newValue == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR) }
    }

    /// Sets the direction of every widget that has none of its own; nil follows
    /// the language (`gtk_get_locale_direction`).
    public static func setDefaultDirection(_ direction: TextDirection?) {
        let gtk =
            direction.map { $0 == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR } ?? gtk_get_locale_direction()
        gtk_widget_set_default_direction(gtk)
    }

    /// Whether the widget is in a window that is on screen.
    public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

    /// `handler()` when the widget comes on screen (`map`).
    @discardableResult
    public func onMap(_ handler: @escaping @MainActor () -> Void) -> SignalHandler { on("map", handler) }

    /// `handler()` when the widget is destroyed: its parent dropped it, or its window went.
    @discardableResult
    public func onDestroy(_ handler: @escaping @MainActor () -> Void) -> SignalHandler { on("destroy", handler) }

    /// Attaches an event controller (gesture, key, scroll); the widget keeps it.
    public func add(_ controller: EventController) {
        // gtk_widget_add_controller takes a full reference: give it one of its own.
        g_object_ref(controller.object)
        gtk_widget_add_controller(widget, controller.cast())
    }

    /// Removes an event controller added with `add(_:)`.
    public func remove(_ controller: EventController) {
        gtk_widget_remove_controller(widget, controller.cast())
    }

    /// Makes `group`'s actions reachable as `prefix.name` from this widget and below.
    public func insertActionGroup(_ prefix: String, _ group: ActionGroup) {
        gtk_widget_insert_action_group(widget, prefix, group.actionGroup)
    }

    /// Activates an action by its detailed name (`win.close`), as a button would.
    @discardableResult
    public func activateAction(_ name: String) -> Bool {
        gtk_widget_activate_action_variant(widget, name, nil) != 0
    }

    /// Whether `other` is this widget's parent.
    public func isChild(of other: Widget) -> Bool { gtk_widget_get_parent(widget) == other.widget }

    /// Whether the keyboard focus is on this widget or inside it (an entry's text).
    public var containsFocus: Bool {
        gtk_widget_has_focus(widget) != 0 || gtk_widget_get_focus_child(widget) != nil
    }

    /// Whether the widget is in a container (or a window).
    public var hasParent: Bool { gtk_widget_get_parent(widget) != nil }

    /// Takes the widget out of its parent, if it has one, where taking out is plain
    /// unparenting: a `Box`'s child (as `Box.remove`), a popover from its anchor (as
    /// `Popover.attach(to:)` put it). Containers that keep books on their children
    /// (`Stack`, `ListBox`, `FlowBox`) take them out with their own `remove(_:)`.
    public func unparent() {
        guard hasParent else { return }
        gtk_widget_unparent(widget)
    }

    /// Adds a tick callback that runs once, after the next frame is painted.
    public func afterNextFrame(_ body: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return }
        let clockObject = FrameClock(UnsafeMutableRawPointer(clock), .retaining)
        var handler: SignalHandler?
        handler = clockObject.on("after-paint") {
            handler?.disconnect()
            body()
        }
        _ = clockObject
    }
}

/// The frame clock that paces a window's frames.
@MainActor
final class FrameClock: Object {}

/// Returns `pointer` when it is an instance of `type`, else nil.
func castIfType(_ pointer: UnsafeMutableRawPointer, _ type: GType) -> UnsafeMutableRawPointer? {
    g_type_check_instance_is_a(pointer.assumingMemoryBound(to: GTypeInstance.self), type) != 0 ? pointer : nil
}
