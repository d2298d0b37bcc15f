import CGtk

/// How a `Revealer` shows and hides its child.
public enum RevealerTransition: Sendable {
    /// At once.
    case none
    /// Fading in and out.
    case crossfade
    /// Sliding in from below and back down: for a bar at the bottom of a window.
    case slideUp
    /// Sliding in from above and back up: for a bar at the top.
    case slideDown

    var gtk: GtkRevealerTransitionType {
        switch self {
        case .none: GTK_REVEALER_TRANSITION_TYPE_NONE
        case .crossfade: GTK_REVEALER_TRANSITION_TYPE_CROSSFADE
        case .slideUp: GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
        case .slideDown: GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN
        }
    }
}

/// A container that shows or hides its one child with an animation (`GtkRevealer`).
///
/// GTK skips the animation, and reveals or hides at once, when the desktop turns animations
/// off (`gtk-enable-animations`, `DesktopSettings.enablesAnimations`) or the revealer is not
/// on screen; `isChildRevealed` then changes before `isRevealingChild`'s setter returns.
@MainActor
public final class Revealer: Widget {
    /// An empty revealer, its child hidden.
    public init() { super.init(gtk_revealer_new()) }

    /// The child shown or hidden.
    public var child: Widget? = nil {
        didSet { gtk_revealer_set_child(cast(), child?.widget) }
    }

    /// How the child comes and goes.
    public var transition: RevealerTransition = .slideDown {
        didSet { gtk_revealer_set_transition_type(cast(), transition.gtk) }
    }

    /// Transition length in milliseconds.
    public var transitionDuration: Int {
        get { Int(gtk_revealer_get_transition_duration(cast())) }
        set { gtk_revealer_set_transition_duration(cast(), guint(newValue)) }
    }

    /// Whether the child is to be shown: setting it starts the transition.
    public var isRevealingChild: Bool {
        get { gtk_revealer_get_reveal_child(cast()) != 0 }
        set { gtk_revealer_set_reveal_child(cast(), newValue ? 1 : 0) }
    }

    /// Whether the child is shown, the transition over (`child-revealed`).
    public var isChildRevealed: Bool { gtk_revealer_get_child_revealed(cast()) != 0 }

    /// `handler()` when a transition ends (`child-revealed` changes).
    @discardableResult
    public func onChildRevealedChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        onNotify("child-revealed", handler)
    }
}
