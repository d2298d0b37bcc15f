import CGtk

/// Anything that holds named actions: the application (`app.`), a window (`win.`),
/// or a `SimpleActionGroup` inserted on a widget.
@MainActor
public protocol ActionGroup: AnyObject {
    /// The object as `GActionMap *` / `GActionGroup *` (the same object).
    var actionGroup: OpaquePointer { get }
}

extension ActionGroup {
    /// Adds `action` under its name; the group keeps it.
    public func add(_ action: SimpleAction) {
        g_action_map_add_action(actionGroup, action.cast())
    }

    /// Adds an action named `name` that calls `handler` and returns it.
    @discardableResult
    public func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) -> SimpleAction {
        let action = SimpleAction(name: name)
        action.onActivate(handler)
        add(action)
        return action
    }
}

/// A named command (`GSimpleAction`) that menus, buttons and accelerators activate.
@MainActor
public final class SimpleAction: Object {
    /// An action named `name` (`quit` is `app.quit` on the application).
    public init(name: String) {
        super.init(g_simple_action_new(name, nil))
    }

    /// Runs `handler` when the action is activated.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        onPointer("activate") { _ in handler() }
    }

    /// Disabled actions grey out their menu items and buttons and ignore accelerators.
    public var isEnabled: Bool {
        get { g_action_get_enabled(cast()) != 0 }
        set { g_simple_action_set_enabled(cast(), newValue ? 1 : 0) }
    }
}

/// A group of actions inserted on a widget under a prefix of one's choosing.
@MainActor
public final class SimpleActionGroup: Object, ActionGroup {
    /// An empty group; add actions and insert it in a widget under a prefix.
    public init() { super.init(g_simple_action_group_new()) }
    public var actionGroup: OpaquePointer { cast() }
}

/// A menu model (`GMenu`): items naming actions, in sections.
@MainActor
public final class Menu: Object {
    /// An empty menu.
    public init() { super.init(g_menu_new()) }

    /// Appends an item that activates the detailed action `action` (`app.quit`).
    public func append(_ label: String, action: String) {
        g_menu_append(cast(), label, action)
    }

    /// Appends a section: the items of `section`, set apart by separators.
    public func appendSection(_ section: Menu) {
        g_menu_append_section(cast(), nil, section.cast())
    }

    /// Appends a section headed `label` (Open Recent): the items of `section`, which may
    /// change while the menu shows.
    public func appendSection(_ label: String, _ section: Menu) {
        g_menu_append_section(cast(), label, section.cast())
    }

    /// Appends an item that activates `action` and shows the shortcut `accelerator`
    /// (`<Control>p`, which the window handles itself).
    public func append(_ label: String, action: String, accelerator: String) {
        let item = g_menu_item_new(label, action)
        g_menu_item_set_attribute_value(item, "accel", g_variant_new_string(accelerator))
        g_menu_append_item(cast(), item)
        g_object_unref(UnsafeMutableRawPointer(item))
    }

    /// Takes every item out (to fill the menu again: an open menu follows).
    public func removeAll() {
        g_menu_remove_all(cast())
    }
}
