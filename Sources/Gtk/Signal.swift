/// A GObject signal's name, typed by the Swift closure that handles it.
///
/// `Handler` is the handler's function type, without the object and the user data GLib
/// adds around it: `Signal<() -> Void>` for `void (*)(GObject *, gpointer)`,
/// `Signal<(Double, Double) -> Bool>` for `gboolean (*)(GObject *, gdouble, gdouble, gpointer)`.
/// The signals the library knows are constants (`.clicked`, `.toggled`, `.valueChanged`,
/// `.notify("label")`, …); any other is named by a string, and the closure's parameter types
/// say its C signature:
///
/// ```swift
/// button.connect(.clicked) { print("clicked") }
/// levelBar.connect("offset-changed") { (name: String) in print(name) }
/// ```
///
/// `Object.connect(_:after:_:)` checks the name and the signature
/// against GLib's description of the signal before it connects (see <doc:WrappingAWidget>).
public struct Signal<Handler>: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The signal's detailed name, as GLib spells it: `value-changed`, `notify::label`.
    public let name: String

    /// The signal called `name` (with its detail, if any: `notify::label`).
    public init(_ name: String) { self.name = name }

    /// The signal named by a string literal: `object.connect("offset-changed") { … }`.
    public init(stringLiteral name: String) { self.name = name }

    /// The signal's name.
    public var description: String { name }
}

extension Signal where Handler == () -> Void {
    /// A button was clicked (`GtkButton::clicked`): the mouse, Space, Return or an assistive tool.
    public static var clicked: Signal { "clicked" }
    /// A toggle or check button was pressed in or out (`toggled`).
    public static var toggled: Signal { "toggled" }
    /// A range, spin button or adjustment changed its value (`value-changed`).
    public static var valueChanged: Signal { "value-changed" }
    /// An editable's text, or an adjustment's range, changed (`changed`).
    public static var changed: Signal { "changed" }
    /// An entry was activated with Return, an application started (`activate`).
    public static var activate: Signal { "activate" }
    /// A search entry's text changed, after GTK's short delay (`search-changed`).
    public static var searchChanged: Signal { "search-changed" }
    /// The user asked to end a search, with Escape (`stop-search`).
    public static var stopSearch: Signal { "stop-search" }
    /// A widget came on screen (`map`).
    public static var map: Signal { "map" }
    /// A widget left the screen (`unmap`).
    public static var unmap: Signal { "unmap" }
    /// A widget was destroyed: its parent dropped it or its window went (`destroy`).
    public static var destroy: Signal { "destroy" }
    /// A popover closed (`closed`).
    public static var closed: Signal { "closed" }

    /// The property `property` changed (`notify::property`): the way to observe any property.
    public static func notify(_ property: String) -> Signal { Signal("notify::\(property)") }
}

extension Signal where Handler == () -> Bool {
    /// A window is asked to close (`close-request`): return true to keep it open.
    public static var closeRequest: Signal { "close-request" }
}

extension Signal where Handler == (Bool) -> Bool {
    /// A switch is asked to change its state (`GtkSwitch::state-set`): return true to stop
    /// GTK from setting it (then set the `state` property yourself, later).
    public static var stateSet: Signal { "state-set" }
}

extension Signal where Handler == (String) -> Bool {
    /// A link in a label was activated (`activate-link`) with its URI: return true when handled.
    public static var activateLink: Signal { "activate-link" }
}

extension Signal where Handler == (Int32, Double, Double) -> Void {
    /// A click gesture's button went down (`pressed`): press count, x, y.
    public static var pressed: Signal { "pressed" }
    /// A click gesture's button came up (`released`): press count, x, y.
    public static var released: Signal { "released" }
}

extension Signal where Handler == (Double, Double) -> Void {
    /// A drag began at a point (`drag-begin`).
    public static var dragBegin: Signal { "drag-begin" }
    /// A drag moved by an offset from its start (`drag-update`).
    public static var dragUpdate: Signal { "drag-update" }
    /// A drag ended at an offset from its start (`drag-end`).
    public static var dragEnd: Signal { "drag-end" }
}

extension Signal where Handler == (Double, Double) -> Bool {
    /// A scroll controller saw a scroll by dx, dy (`scroll`): return true when handled.
    public static var scroll: Signal { "scroll" }
}

extension Signal where Handler == (UInt32, UInt32, UInt32) -> Bool {
    /// A key went down (`key-pressed`): keyval, keycode, modifier state; return true when handled.
    public static var keyPressed: Signal { "key-pressed" }
}
