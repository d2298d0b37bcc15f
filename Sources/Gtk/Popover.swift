import CGtk
import CGtkExtras

/// A bubble pointing at a widget (`GtkPopover`).
@MainActor
public final class Popover: Widget {
    /// A popover with no child yet.
    public init() { super.init(gtk_popover_new()) }

    /// What the popover shows, at its natural size.
    ///
    /// It goes in a clamp that GTK measures as one size: GTK 4.8 asks a widget for the
    /// request mode of every child, the popover attached to it included, so a wrapping label
    /// in a popover made its anchor measured height for width (a header bar grew by a pixel
    /// while the popover showed, and the popover moved with it).
    public var child: Widget? = nil {
        didSet {
            content = child.map { child in
                let clamp = Clamp(child)
                clamp.isConstantSize = true
                return clamp
            }
            gtk_popover_set_child(cast(), content?.widget)
        }
    }

    /// The clamp holding `child`.
    private var content: Clamp?

    /// Anchors the popover to `widget` (it becomes the popover's parent).
    public func attach(to widget: Widget) { gtk_widget_set_parent(self.widget, widget.widget) }

    /// Makes every open popover of the process (GTK's own, a drop down's or a menu
    /// button's, too) close when its anchor leaves the screen: GTK 4.8 unmapped it and left
    /// it holding its grab, and every click and key of the window went to it (see
    /// `machismo_orphan_popovers.h`). Once per process, after GTK has started.
    public static func closeWhenAnchorsLeave() { machismo_close_orphaned_popovers() }

    /// Shows the popover, first giving the keyboard focus to its anchor if nothing has it
    /// (see `focusAnchorIfNothingHasFocus`).
    public func popup() {
        focusAnchorIfNothingHasFocus()
        gtk_popover_popup(cast())
    }
    /// Hides the popover, and moves GTK's tooltip off it. The tooltip follows the surface
    /// the pointer last moved on and leaves a popover only on a pointer event: hidden by
    /// code, the popover would keep it, and if the popover's window went first (the popover
    /// not yet finalized, its surface gone), the tooltip's next timeout would ask that
    /// surface for the pointer (a GTK critical). Asking again puts it on what is under the
    /// pointer now.
    public func popdown() {
        gtk_popover_popdown(cast())
        if let anchor = gtk_widget_get_parent(widget) { gtk_widget_trigger_tooltip_query(anchor) }
    }

    /// Takes the keyboard focus from the popover's widgets: showing a popover focuses its
    /// first focusable widget, which Return and Space would then press. Tab and the arrow
    /// keys still move the focus into it; Escape still closes it.
    ///
    /// While nothing has the focus, Return does nothing: GTK 4.8's popover would pass the
    /// missing focus widget to `gtk_widget_is_ancestor` (a critical) on its way to the same.
    public func clearFocus() {
        guard let root = gtk_widget_get_root(widget) else { return }
        if let focus = gtk_root_get_focus(root), gtk_widget_is_ancestor(focus, widget) != 0 {
            gtk_root_set_focus(root, nil)
        }
        guard !guardsActivation else { return }
        guardsActivation = true
        let keys = KeyController(capture: true)
        keys.onKeyPressed { [weak self] key, _ in
            guard let self, self.focusWidget == nil else { return false }
            return key == Key.returnKey || key == Key.enter || key == UInt32(GDK_KEY_ISO_Enter)
        }
        add(keys)
    }

    private var guardsActivation = false

    /// The widget inside the popover that has the keyboard focus, if any.
    public var focusWidget: UnsafeMutablePointer<GtkWidget>? {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root),
            gtk_widget_is_ancestor(focus, widget) != 0
        else { return nil }
        return focus
    }

    /// Calls `handler` each time the popover closes.
    public func onClosed(_ handler: @escaping @MainActor () -> Void) { on("closed", handler) }
}
