import CGtk

/// The side of its anchor a popover shows on (`GtkPositionType`).
public enum PopoverSide: Sendable {
    /// Above.
    case top
    /// Below.
    case bottom
    /// Left.
    case left
    /// Right.
    case right

    var gtk: GtkPositionType {
        switch self {
        case .top: GTK_POS_TOP
        case .bottom: GTK_POS_BOTTOM
        case .left: GTK_POS_LEFT
        case .right: GTK_POS_RIGHT
        }
    }
}

extension Popover {
    /// The side of its anchor the popover prefers; GTK flips it when there is no room.
    public var side: PopoverSide {
        get {
            switch gtk_popover_get_position(cast()) {
            case GTK_POS_TOP: .top
            case GTK_POS_LEFT: .left
            case GTK_POS_RIGHT: .right
            default: .bottom
            }
        }
        set { gtk_popover_set_position(cast(), newValue.gtk) }
    }

    /// Points at this rectangle of the anchor (its parent), in the anchor's coordinates,
    /// rather than at the whole anchor.
    public func point(atX x: Int, y: Int, width: Int, height: Int) {
        var rect = GdkRectangle(x: Int32(x), y: Int32(y), width: Int32(width), height: Int32(height))
        gtk_popover_set_pointing_to(cast(), &rect)
    }

    /// The rectangle `point(atX:y:width:height:)` set, if any; nil while the popover has no
    /// anchor. (GTK 4.8's `gtk_popover_get_pointing_to` falls back to the anchor's bounds, and
    /// hands a missing anchor to `gtk_widget_compute_bounds`: a critical.)
    public var pointedRectangle: (x: Int, y: Int, width: Int, height: Int)? {
        guard gtk_widget_get_parent(widget) != nil else { return nil }
        var rect = GdkRectangle()
        guard gtk_popover_get_pointing_to(cast(), &rect) != 0 else { return nil }
        return (Int(rect.x), Int(rect.y), Int(rect.width), Int(rect.height))
    }

    /// When nothing in the window has the keyboard focus (a button pressed from the keyboard
    /// or by a screen reader keeps it where it was, and there may be none), gives it to the
    /// anchor, or the nearest container above it that takes it, as a click on the anchor
    /// would: GTK 4.8's popover with nothing to focus in it would otherwise ask whether the
    /// missing focus widget is inside it (`gtk_widget_is_ancestor`, a critical).
    func focusAnchorIfNothingHasFocus() {
        guard gtk_popover_get_autohide(cast()) != 0, let root = gtk_widget_get_root(widget),
            gtk_root_get_focus(root) == nil
        else { return }
        var candidate = gtk_widget_get_parent(widget)
        while let anchor = candidate, gtk_widget_grab_focus(anchor) == 0 { candidate = gtk_widget_get_parent(anchor) }
    }

    /// Whether a click outside or Escape closes the popover (GTK's default: yes).
    public var autohides: Bool {
        get { gtk_popover_get_autohide(cast()) != 0 }
        set { gtk_popover_set_autohide(cast(), newValue ? 1 : 0) }
    }

    /// Whether the popover is on screen.
    public var isShown: Bool { isVisible && isMapped }
}
