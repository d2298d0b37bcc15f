import CGtk

/// A toplevel window. GTK keeps every window alive until it is destroyed, so a
/// window must be closed or destroyed explicitly; the wrapper's own reference
/// then frees it.
@MainActor
open class Window: Widget, ActionGroup {
    /// A new window; a `dialog` is announced as a dialog by screen readers.
    public init(dialog: Bool = false) {
        let window = dialog ? machismo_window_new_with_role(GTK_ACCESSIBLE_ROLE_DIALOG) : gtk_window_new()
        super.init(UnsafeMutableRawPointer(window!), .retaining)
    }

    /// Wraps a window made elsewhere (an application window, a builder's window).
    public override init(_ pointer: UnsafeMutableRawPointer, _ ownership: Ownership) {
        super.init(pointer, ownership)
    }

    /// The window `widget` is in, if it is in one (a dialog's parent, say).
    public static func containing(_ widget: Widget) -> Window? {
        guard let root = gtk_widget_get_root(widget.widget),
            let window = castIfType(UnsafeMutableRawPointer(root), gtk_window_get_type())
        else { return nil }
        return Window(window, .retaining)
    }

    /// The window as GTK's pointer type.
    public var window: UnsafeMutablePointer<GtkWindow> { cast() }

    public var actionGroup: OpaquePointer { cast() }

    /// The title in the title bar. Setting the title it has does nothing: GTK would tell
    /// the accessibility bus and the title bar again (some 65,000 instructions a time).
    public var title: String {
        get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
        set {
            if let current = gtk_window_get_title(window), strcmp(current, newValue) == 0 { return }
            gtk_window_set_title(window, newValue)
        }
    }

    /// The window's content.
    public var child: Widget? = nil {
        didSet { gtk_window_set_child(window, child?.widget) }
    }

    /// The widget in the title bar, usually a `HeaderBar`.
    public var titlebar: Widget? = nil {
        didSet { gtk_window_set_titlebar(window, titlebar?.widget) }
    }

    /// The size the window opens with; GTK keeps it current as the user resizes.
    public var defaultSize: (width: Int, height: Int) {
        get {
            var width: Int32 = 0, height: Int32 = 0
            gtk_window_get_default_size(window, &width, &height)
            return (Int(width), Int(height))
        }
        set { gtk_window_set_default_size(window, Int32(newValue.width), Int32(newValue.height)) }
    }

    /// Whether the window is maximized.
    public var isMaximized: Bool { gtk_window_is_maximized(window) != 0 }
    /// Maximizes the window.
    public func maximize() { gtk_window_maximize(window) }
    /// Whether the window has the focus.
    public var isActive: Bool { gtk_window_is_active(window) != 0 }

    /// `handler()` whenever the window gains or loses the focus (`isActive` changes).
    @discardableResult
    public func onActiveChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        onNotify("is-active", handler)
    }

    /// `handler()` whenever the window's width changes (the user resizes it).
    @discardableResult
    public func onWidthChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        onNotify("default-width", handler)
    }

    /// Keeps the window above `parent` and centred on it.
    public func setTransient(for parent: Window?) { gtk_window_set_transient_for(window, parent?.window) }

    /// Whether this window is kept over `parent` (`setTransient(for:)`).
    public func isTransient(for parent: Window) -> Bool { gtk_window_get_transient_for(window) == parent.window }

    /// Whether the window blocks its parent while shown.
    public var isModal: Bool {
        get { gtk_window_get_modal(window) != 0 }
        set { gtk_window_set_modal(window, newValue ? 1 : 0) }
    }

    /// Whether the user can resize the window.
    public var isResizable: Bool {
        get { gtk_window_get_resizable(window) != 0 }
        set { gtk_window_set_resizable(window, newValue ? 1 : 0) }
    }

    /// Destroys the window when its parent is destroyed.
    public var destroysWithParent: Bool {
        get { gtk_window_get_destroy_with_parent(window) != 0 }
        set { gtk_window_set_destroy_with_parent(window, newValue ? 1 : 0) }
    }

    /// Hides the window when it is closed instead of destroying it.
    public var hidesOnClose: Bool {
        get { gtk_window_get_hide_on_close(window) != 0 }
        set { gtk_window_set_hide_on_close(window, newValue ? 1 : 0) }
    }

    /// The widget Return activates.
    public var defaultWidget: Widget? = nil {
        didSet { gtk_window_set_default_widget(window, defaultWidget?.widget) }
    }

    /// Shows the window and brings it to the front.
    public func present() { gtk_window_present(window) }

    /// Makes the window one of `application`'s: the app's accelerators (Ctrl+Q)
    /// work in it, and the app runs while it exists.
    public func setApplication(_ application: Application?) {
        gtk_window_set_application(window, application?.application)
    }

    /// Closes the window when Escape is pressed in it, as dialogs do.
    public func closesOnEscape() {
        let keys = KeyController()
        keys.onKeyPressed { [weak self] keyval, modifiers in
            guard keyval == Key.escape, modifiers.isEmpty, let self else { return false }
            self.close()
            return true
        }
        add(keys)
    }

    /// Asks to close, as the title bar's close button does (`close-request` runs first).
    public func close() { gtk_window_close(window) }

    /// Whether focus rings are drawn: GTK turns this on when the keyboard is used.
    public var focusVisible: Bool {
        get { gtk_window_get_focus_visible(window) != 0 }
        set { gtk_window_set_focus_visible(window, newValue ? 1 : 0) }
    }

    /// Destroys the window now; GTK drops its own reference.
    public func destroy() { gtk_window_destroy(window) }

    /// `handler` decides on a close request: return true to keep the window open.
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) {
        onReturning("close-request", handler)
    }

    /// The widget that has the keyboard focus in this window.
    public var focusWidget: UnsafeMutablePointer<GtkWidget>? { gtk_window_get_focus(window) }

    /// Takes the keyboard focus from whichever widget has it (none has it then).
    public func clearFocus() { gtk_window_set_focus(window, nil) }

    /// Whether the keyboard focus is in a text field or text view, where keys
    /// such as Escape belong to the text.
    public var isFocusInTextField: Bool {
        guard let focus = focusWidget else { return false }
        let object = UnsafeMutableRawPointer(focus)
        return castIfType(object, gtk_editable_get_type()) != nil || castIfType(object, gtk_text_view_get_type()) != nil
    }
}

/// The application's main window: it holds `win.` actions and keeps the
/// application running while open.
@MainActor
public final class ApplicationWindow: Window {
    /// A window of `application`, which keeps the application running while it is open.
    public init(application: Application) {
        super.init(UnsafeMutableRawPointer(gtk_application_window_new(application.application)), .retaining)
    }
}
