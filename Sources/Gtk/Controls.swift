import CGtk
import CGtkExtras

/// Text, optionally with Pango markup, wrapping and selection.
@MainActor
public final class Label: Widget {
    /// A label showing `text`.
    public init(_ text: String = "") { super.init(gtk_label_new(text)) }

    /// The text shown.
    public var text: String {
        get { String(cString: gtk_label_get_text(cast())) }
        set { gtk_label_set_text(cast(), newValue) }
    }

    /// Sets Pango markup (`<b>bold</b>`); escape user text with `Label.escape`.
    public func setMarkup(_ markup: String) { gtk_label_set_markup(cast(), markup) }

    /// Escapes `text` for use inside markup.
    public static func escape(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }

    /// Whether long text wraps onto more lines.
    public var wraps: Bool {
        get { gtk_label_get_wrap(cast()) != 0 }
        set { gtk_label_set_wrap(cast(), newValue ? 1 : 0) }
    }

    /// Whether text too long for the label's width ends in "…" (on one line; the label then
    /// asks for little width, where a label that neither wraps nor ellipsizes asks for all
    /// its text's).
    public var ellipsizesAtEnd: Bool {
        get { gtk_label_get_ellipsize(cast()) == PANGO_ELLIPSIZE_END }
        set { gtk_label_set_ellipsize(cast(), newValue ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE) }
    }

    /// The widest the label grows before it wraps, in characters.
    public var maximumWidthInCharacters: Int {
        get { Int(gtk_label_get_max_width_chars(cast())) }
        set { gtk_label_set_max_width_chars(cast(), Int32(newValue)) }
    }

    /// Whether the user can select (and copy) the text.
    public var isSelectable: Bool {
        get { gtk_label_get_selectable(cast()) != 0 }
        set { gtk_label_set_selectable(cast(), newValue ? 1 : 0) }
    }

    /// Horizontal alignment of the text within the label, 0 (start) … 1 (end).
    public var xalign: Float {
        get { gtk_label_get_xalign(cast()) }
        set { gtk_label_set_xalign(cast(), newValue) }
    }

    /// Whether the lines are centred.
    public var justifiesCenter: Bool = false {
        didSet { gtk_label_set_justify(cast(), justifiesCenter ? GTK_JUSTIFY_CENTER : GTK_JUSTIFY_LEFT) }
    }

    /// The widget that the label's mnemonic or meaning belongs to.
    public func setMnemonicWidget(_ widget: Widget) { gtk_label_set_mnemonic_widget(cast(), widget.widget) }
}

/// A push button with a text label or a symbolic icon.
@MainActor
open class Button: Widget {
    /// How many button wrappers are alive; for tests and benchmarks of ownership (a bar
    /// rebuilt a thousand times must not leave a thousand buttons behind).
    public nonisolated(unsafe) private(set) static var liveCount = 0

    /// A button showing `label`.
    public init(label: String) {
        super.init(gtk_button_new_with_label(label))
        Self.liveCount += 1
    }

    /// An icon-only button. `label` becomes its accessible name and tooltip, as the
    /// HIG asks of every icon-only button.
    public init(iconName: String, label: String) {
        super.init(gtk_button_new_from_icon_name(iconName))
        Self.liveCount += 1
        accessibleLabel = label
        tooltip = label
    }

    /// A button whose content is `child`.
    public init(child: Widget) {
        super.init(gtk_button_new())
        Self.liveCount += 1
        gtk_button_set_child(cast(), child.widget)
    }

    override init(_ pointer: UnsafeMutableRawPointer, _ ownership: Ownership) {
        super.init(pointer, ownership)
        Self.liveCount += 1
    }

    deinit { Button.liveCount -= 1 }

    /// The button's text, if it shows one.
    public var label: String? {
        get { gtk_button_get_label(cast()).map { String(cString: $0) } }
        set { gtk_button_set_label(cast(), newValue) }
    }

    /// The button's icon, if it shows one.
    public var iconName: String? {
        get { gtk_button_get_icon_name(cast()).map { String(cString: $0) } }
        set { gtk_button_set_icon_name(cast(), newValue) }
    }

    /// Whether the button draws its frame (false: a flat button).
    public var hasFrame: Bool {
        get { gtk_button_get_has_frame(cast()) != 0 }
        set { gtk_button_set_has_frame(cast(), newValue ? 1 : 0) }
    }

    /// The detailed action the button activates (`win.close`), instead of a handler.
    public var actionName: String? {
        get { gtk_actionable_get_action_name(cast()).map { String(cString: $0) } }
        set { gtk_actionable_set_action_name(cast(), newValue) }
    }

    /// Runs `handler` when the button is clicked (mouse, Space, Return, AT-SPI).
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        connect(.clicked, handler)
    }

    /// Styles the button as the view's suggested action (blue).
    public func markSuggested() { addCSSClass("suggested-action") }

    /// Styles the button as a destructive action (red).
    public func markDestructive() { addCSSClass("destructive-action") }

    /// Emits `clicked` as a click by the user would.
    public func click() { machismo_signal_emit(object, "clicked") }
}

/// A button that stays pressed in or out.
@MainActor
public final class ToggleButton: Button {
    /// A toggle button titled `label`, pressed in when `active`.
    public init(label: String, active: Bool = false) {
        super.init(gtk_toggle_button_new_with_label(label), .adopting)
        isActive = active
    }

    /// A toggle button whose content is `child` (an icon above a title, say).
    public override init(child: Widget) {
        super.init(gtk_toggle_button_new(), .adopting)
        gtk_button_set_child(cast(), child.widget)
    }

    /// Whether the button is pressed in.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(cast()) != 0 }
        set { gtk_toggle_button_set_active(cast(), newValue ? 1 : 0) }
    }

    /// Sets `isActive` without calling this button's `onToggled` handlers: the
    /// controller showing its model, not the user choosing.
    public func setActiveSilently(_ active: Bool) {
        withSignalBlocked("toggled") { isActive = active }
    }

    /// Runs `body` without calling this button's `onToggled` handlers (a group's
    /// other buttons toggle too: block each).
    public func withToggledBlocked<T>(_ body: () throws -> T) rethrows -> T {
        try withSignalBlocked("toggled", body)
    }

    /// Joins `other`'s group: exactly one button of a group is active.
    public func join(_ other: ToggleButton) { gtk_toggle_button_set_group(cast(), other.cast()) }

    /// Calls `handler` each time the button is pressed in or out.
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        connect(.toggled, handler)
    }
}

/// A button that opens a menu or popover (the header bar's primary menu).
@MainActor
public final class MenuButton: Widget {
    /// An icon-only menu button; `label` becomes its accessible name and tooltip.
    ///
    /// The menu's popover is built by `prepareMenu()` (call it in an idle moment after the
    /// window's first frame), or else when it first opens (a click, F10, `popup()`), not here:
    /// GTK builds a whole popover menu for a menu model, which cost the window about 0.6 ms
    /// of start-up for a menu most launches never open. Built as it opens, the popover shows
    /// at one size, then grows by its last items: a compositor that cannot move a popup
    /// (sway 1.7) then unmaps and maps it again, and GDK warns.
    public init(iconName: String, label: String, menu: Menu) {
        self.menu = menu
        super.init(gtk_menu_button_new())
        gtk_menu_button_set_icon_name(cast(), iconName)
        gtk_menu_button_set_create_popup_func(
            cast(),
            { button, model in
                // Called at every opening: the model is set once.
                guard let button, let model, gtk_menu_button_get_menu_model(button) == nil else { return }
                gtk_menu_button_set_menu_model(button, model.assumingMemoryBound(to: GMenuModel.self))
            }, g_object_ref(menu.object), { g_object_unref($0) })
        accessibleLabel = label
        tooltip = label
    }

    private let menu: Menu

    /// Builds the menu's popover now, if it has not been built (see `init`).
    public func prepareMenu() {
        guard gtk_menu_button_get_menu_model(cast()) == nil else { return }
        gtk_menu_button_set_menu_model(cast(), UnsafeMutablePointer<GMenuModel>(menu.cast()))
    }

    /// Whether the button draws its frame (false: a flat button, as in a header bar).
    public var hasFrame: Bool {
        get { gtk_menu_button_get_has_frame(cast()) != 0 }
        set { gtk_menu_button_set_has_frame(cast(), newValue ? 1 : 0) }
    }

    /// Marks this as the window's primary menu, opened by F10.
    public func makePrimary() {
        machismo_object_set_bool(object, "primary", 1)
    }

    /// `handler()` as the menu opens, before it shows (to bring a menu of recent things up
    /// to date).
    public func onOpened(_ handler: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(OpeningBox(menu: menu, handler: handler)).toOpaque()
        gtk_menu_button_set_create_popup_func(
            cast(),
            { button, data in
                guard let button, let data else { return }
                let box = Unmanaged<OpeningBox>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated {
                    if gtk_menu_button_get_menu_model(button) == nil {
                        gtk_menu_button_set_menu_model(button, UnsafeMutablePointer<GMenuModel>(box.menu.cast()))
                    }
                    box.handler()
                }
            }, box, { Unmanaged<OpeningBox>.fromOpaque($0!).release() })
    }

    /// Opens the button's menu.
    public func popup() { gtk_menu_button_popup(cast()) }
    /// Closes the button's menu.
    public func popdown() { gtk_menu_button_popdown(cast()) }
}

/// What `MenuButton.onOpened` keeps with the button: its menu and the handler.
private final class OpeningBox {
    let menu: Menu
    let handler: @MainActor () -> Void

    init(menu: Menu, handler: @escaping @MainActor () -> Void) {
        self.menu = menu
        self.handler = handler
    }
}

/// A button that opens a URI (a folder, a web page) with the desktop's handler.
@MainActor
public final class LinkButton: Button {
    /// A link titled `label` that opens `uri`.
    public init(uri: String, label: String) {
        super.init(gtk_link_button_new_with_label(uri, label), .adopting)
    }

    /// The address the link opens.
    public var uri: String {
        get { String(cString: gtk_link_button_get_uri(cast())) }
        set { gtk_link_button_set_uri(cast(), newValue) }
    }
}

/// An image from the icon theme.
@MainActor
public final class Image: Widget {
    /// The icon `iconName` from the icon theme, `pixelSize` pixels square.
    public init(iconName: String, pixelSize: Int = 16) {
        super.init(gtk_image_new_from_icon_name(iconName))
        gtk_image_set_pixel_size(cast(), Int32(pixelSize))
    }

    /// The icon shown, by its name in the icon theme; nil when the image shows none.
    public var iconName: String? {
        get { gtk_image_get_icon_name(cast()).map { String(cString: $0) } }
        set { gtk_image_set_from_icon_name(cast(), newValue) }
    }
}
