import CGtk

/// Something that turns input events into signals; attach it with `Widget.add(_:)`.
@MainActor
open class EventController: Object {
    /// Sees events before the widgets under the pointer or focus do.
    public func capturesEvents() {
        gtk_event_controller_set_propagation_phase(cast(), GTK_PHASE_CAPTURE)
    }
}

/// Clicks and taps; `button` 0 listens to every mouse button.
@MainActor
public final class GestureClick: EventController {
    /// A click gesture for mouse button `button` (1: the primary button; 0: any).
    public init(button: UInt32 = 1) {
        super.init(gtk_gesture_click_new())
        gtk_gesture_single_set_button(cast(), button)
    }

    /// `handler(pressCount, x, y)` when a button goes down.
    @discardableResult
    public func onPressed(_ handler: @escaping @MainActor (Int, Double, Double) -> Void) -> SignalHandler {
        onPress("pressed", handler)
    }

    /// `handler(pressCount, x, y)` when the button comes up over the widget.
    @discardableResult
    public func onReleased(_ handler: @escaping @MainActor (Int, Double, Double) -> Void) -> SignalHandler {
        onPress("released", handler)
    }

    /// The button of the current press (1 left, 2 middle, 3 right, 8 back, 9 forward).
    public var currentButton: UInt32 { gtk_gesture_single_get_current_button(cast()) }
}

/// Drags: begin at a point, then offsets from it.
@MainActor
public final class GestureDrag: EventController {
    /// A drag gesture.
    public init() { super.init(gtk_gesture_drag_new()) }

    /// Calls `handler` with the start point when a drag begins.
    public func onBegin(_ handler: @escaping @MainActor (Double, Double) -> Void) { onDoubles("drag-begin", handler) }
    /// Calls `handler` with the offset from the start as the drag goes on.
    public func onUpdate(_ handler: @escaping @MainActor (Double, Double) -> Void) { onDoubles("drag-update", handler) }
    /// Calls `handler` with the final offset when the drag ends.
    public func onEnd(_ handler: @escaping @MainActor (Double, Double) -> Void) { onDoubles("drag-end", handler) }
}

/// Two-finger pinches; the scale is relative to the gesture's start.
@MainActor
public final class GestureZoom: EventController {
    /// A two-finger zoom gesture.
    public init() { super.init(gtk_gesture_zoom_new()) }
    /// Calls `handler` with the scale since the gesture began.
    public func onScaleChanged(_ handler: @escaping @MainActor (Double) -> Void) { onDouble("scale-changed", handler) }
    /// When two fingers come down: a new pinch starts from scale 1.
    public func onBegin(_ handler: @escaping @MainActor () -> Void) { onPointer("begin") { _ in handler() } }

    /// The point between the fingers, in the widget's coordinates; nil when no pinch is under way.
    public var center: (x: Double, y: Double)? {
        // GTK reads the last event's type, and an inactive gesture has none (a critical).
        guard gtk_gesture_is_active(cast()) != 0 else { return nil }
        var x = 0.0, y = 0.0
        return gtk_gesture_get_bounding_box_center(cast(), &x, &y) != 0 ? (x, y) : nil
    }
}

/// The pointer moving over a widget (`GtkEventControllerMotion`).
@MainActor
public final class MotionController: EventController {
    /// A controller for the pointer's motion over a widget.
    public init() { super.init(gtk_event_controller_motion_new()) }

    /// `handler(x, y)` as the pointer moves over the widget (and when it enters).
    public func onMotion(_ handler: @escaping @MainActor (Double, Double) -> Void) {
        onDoubles("motion", handler)
        onDoubles("enter", handler)
    }

    /// `handler()` when the pointer leaves the widget.
    public func onLeave(_ handler: @escaping @MainActor () -> Void) { on("leave", handler) }
}

/// Two-finger rotations: the angle and its change, in radians.
@MainActor
public final class GestureRotate: EventController {
    /// A two-finger rotation gesture.
    public init() { super.init(gtk_gesture_rotate_new()) }
    /// Calls `handler` with the angle and its change, in radians.
    public func onAngleChanged(_ handler: @escaping @MainActor (Double, Double) -> Void) {
        onDoubles("angle-changed", handler)
    }
    /// When two fingers come down: a new rotation starts from angle 0.
    public func onBegin(_ handler: @escaping @MainActor () -> Void) { onPointer("begin") { _ in handler() } }
}

/// Swipes: the velocity at release, in pixels per second.
@MainActor
public final class GestureSwipe: EventController {
    /// A swipe gesture.
    public init() { super.init(gtk_gesture_swipe_new()) }
    /// Calls `handler` with the swipe's velocity, across and down.
    public func onSwipe(_ handler: @escaping @MainActor (Double, Double) -> Void) { onDoubles("swipe", handler) }
}

/// Scroll wheel and touchpad scrolling.
@MainActor
public final class ScrollController: EventController {
    /// A scroll controller for the directions asked for.
    public init(vertical: Bool = true, horizontal: Bool = false) {
        var flags = GTK_EVENT_CONTROLLER_SCROLL_NONE.rawValue
        if vertical { flags |= GTK_EVENT_CONTROLLER_SCROLL_VERTICAL.rawValue }
        if horizontal { flags |= GTK_EVENT_CONTROLLER_SCROLL_HORIZONTAL.rawValue }
        super.init(gtk_event_controller_scroll_new(GtkEventControllerScrollFlags(flags)))
    }

    /// `handler(dx, dy) -> handled`.
    public func onScroll(_ handler: @escaping @MainActor (Double, Double) -> Bool) {
        onDoublesReturning("scroll", handler)
    }

    /// The modifier keys held during the current scroll event.
    public var modifiers: Modifiers {
        Modifiers(rawValue: gtk_event_controller_get_current_event_state(cast()).rawValue)
    }
}

/// Sees raw events; used for the mouse's back and forward buttons, which no
/// gesture should turn into a press that other widgets then wait on.
@MainActor
public final class LegacyEventController: EventController {
    /// A controller that sees every event the widget gets.
    public init() {
        super.init(gtk_event_controller_legacy_new())
    }

    /// `handler(button, pressed) -> handled` for each mouse button press and release
    /// (1 left … 8 back, 9 forward).
    public func onButton(_ handler: @escaping @MainActor (UInt32, Bool) -> Bool) {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Int32 = {
            _, event, data in
            let box = Unmanaged<SignalBox<@MainActor (UInt32, Bool) -> Bool>>.fromOpaque(data!).takeUnretainedValue()
            guard let event else { return 0 }
            let type = gdk_event_get_event_type(event)
            guard type == GDK_BUTTON_PRESS || type == GDK_BUTTON_RELEASE else { return 0 }
            let button = gdk_button_event_get_button(event)
            return MainActor.assumeIsolated { box.handler(button, type == GDK_BUTTON_PRESS) } ? 1 : 0
        }
        _ = connect("event", box: handler, thunk: unsafeBitCast(thunk, to: UnsafeRawPointer.self))
    }
}

/// Modifier keys held with a key or scroll event.
public struct Modifiers: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Shift.
    public static let shift = Modifiers(rawValue: GDK_SHIFT_MASK.rawValue)
    /// Control.
    public static let control = Modifiers(rawValue: GDK_CONTROL_MASK.rawValue)
    /// Alt.
    public static let alt = Modifiers(rawValue: GDK_ALT_MASK.rawValue)
}

/// Key presses, seen in the capture or bubble phase.
@MainActor
public final class KeyController: EventController {
    /// `capture` sees keys before the focused widget does.
    public init(capture: Bool = false) {
        super.init(gtk_event_controller_key_new())
        if capture { gtk_event_controller_set_propagation_phase(cast(), GTK_PHASE_CAPTURE) }
    }

    /// `handler(keyval, modifiers) -> handled` for each key press.
    public func onKeyPressed(_ handler: @escaping @MainActor (UInt32, Modifiers) -> Bool) {
        onKey("key-pressed") { keyval, _, state in
            handler(keyval, Modifiers(rawValue: state).intersection([.shift, .control, .alt]))
        }
    }
}

/// Key values (`GDK_KEY_*`) the app handles by name.
public enum Key {
    /// Escape.
    public static let escape = UInt32(GDK_KEY_Escape)
    /// The left arrow.
    public static let left = UInt32(GDK_KEY_Left)
    /// The right arrow.
    public static let right = UInt32(GDK_KEY_Right)
    /// The up arrow.
    public static let up = UInt32(GDK_KEY_Up)
    /// The down arrow.
    public static let down = UInt32(GDK_KEY_Down)
    /// The space bar.
    public static let space = UInt32(GDK_KEY_space)
    /// Return.
    public static let returnKey = UInt32(GDK_KEY_Return)
    /// The keypad's Enter.
    public static let enter = UInt32(GDK_KEY_KP_Enter)
    /// Delete.
    public static let delete = UInt32(GDK_KEY_Delete)
    /// Backspace.
    public static let backspace = UInt32(GDK_KEY_BackSpace)
    /// V.
    public static let letterV = UInt32(GDK_KEY_v)
    /// Q.
    public static let letterQ = UInt32(GDK_KEY_q)
    /// 0 on the main keyboard or the keypad (Ctrl+0 resets a zoom).
    public static let zero: Set<UInt32> = [UInt32(GDK_KEY_0), UInt32(GDK_KEY_KP_0)]
    /// Zoom keys: `+` (and `=`, its unshifted key on US layouts) and `-`, top row or keypad.
    public static let zoomIn: Set<UInt32> = [UInt32(GDK_KEY_plus), UInt32(GDK_KEY_equal), UInt32(GDK_KEY_KP_Add)]
    /// Minus, on the main keyboard or the keypad.
    public static let zoomOut: Set<UInt32> = [UInt32(GDK_KEY_minus), UInt32(GDK_KEY_KP_Subtract)]

    /// The digit 0…9 a key value stands for (top row or keypad), if any.
    public static func digit(_ keyval: UInt32) -> Int? {
        if keyval >= UInt32(GDK_KEY_0), keyval <= UInt32(GDK_KEY_9) { return Int(keyval - UInt32(GDK_KEY_0)) }
        if keyval >= UInt32(GDK_KEY_KP_0), keyval <= UInt32(GDK_KEY_KP_9) { return Int(keyval - UInt32(GDK_KEY_KP_0)) }
        return nil
    }
}
