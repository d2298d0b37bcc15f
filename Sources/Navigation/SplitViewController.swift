/// The rendered side of a split view controller (`Storyboard.SplitView`).
@MainActor
public protocol SplitViewControllerView: PlatformView {
    /// Master and detail changed place: side by side, or one stack when collapsed.
    func splitViewControllerDidChangeLayout(_ splitViewController: SplitViewController)
}

/// Master beside detail, as `UISplitViewController`. Below `collapseWidth` it
/// collapses into the master's navigation stack, with the detail pushed on it,
/// and expands back keeping the detail.
@MainActor
open class SplitViewController: ViewController {
    /// Narrower than this (in pixels), master and detail share one stack.
    public var collapseWidth = 720

    /// The master pane: a navigation controller.
    public let master: NavigationController
    /// The detail pane's controller, if any (while collapsed, it is on the master's stack).
    public private(set) var detail: ViewController?

    public private(set) var isCollapsed = false

    public init(master: NavigationController, detail: ViewController? = nil) {
        self.master = master
        self.detail = detail
        super.init()
        addChild(master)
        if let detail { addChild(detail) }
    }

    open override var childrenForAppearance: [ViewController] {
        isCollapsed ? [master] : [master] + (detail.map { [$0] } ?? [])
    }

    private var rendered: SplitViewControllerView? { isViewLoaded ? view as? SplitViewControllerView : nil }

    /// Shows `controller` as the detail: replaces the detail pane, or pushes it
    /// on the master's stack (in place of a previous detail) when collapsed.
    public func showDetail(_ controller: ViewController, animated: Bool = true) {
        if isCollapsed {
            if let detail, detail.parent === master {
                master.popToViewController(master.rootViewController, animated: false)
            }
            detail = controller
            master.push(controller, animated: animated)
            return
        }
        let old = detail
        old?.removeFromParent()
        addChild(controller)
        detail = controller
        let visible = isAppearingOrAppeared
        if visible {
            old?.beginAppearanceTransition(false, animated: animated)
            controller.beginAppearanceTransition(true, animated: animated)
        }
        rendered?.splitViewControllerDidChangeLayout(self)
        if visible {
            old?.endAppearanceTransition(animated: animated)
            controller.endAppearanceTransition(animated: animated)
        }
        itemsDidChange()
    }

    /// The rendering layer reports the width it has; the split view collapses
    /// or expands across `collapseWidth`.
    public func setAvailableWidth(_ width: Int) {
        if width < collapseWidth, !isCollapsed {
            collapse()
        } else if width >= collapseWidth, isCollapsed {
            expand()
        }
    }

    /// Puts the detail on the master's stack.
    public func collapse() {
        guard !isCollapsed else { return }
        isCollapsed = true
        if let detail {
            let visible = isAppearingOrAppeared
            if visible { detail.beginAppearanceTransition(false, animated: false) }
            detail.removeFromParent()
            if visible { detail.endAppearanceTransition() }
            rendered?.splitViewControllerDidChangeLayout(self)
            master.push(detail, animated: false)
        } else {
            rendered?.splitViewControllerDidChangeLayout(self)
        }
        itemsDidChange()
    }

    /// Takes the detail off the master's stack and shows it beside the master again.
    public func expand() {
        guard isCollapsed else { return }
        isCollapsed = false
        if let detail, detail.parent === master {
            master.popToViewController(master.rootViewController, animated: false)
            addChild(detail)
            let visible = isAppearingOrAppeared
            if visible { detail.beginAppearanceTransition(true, animated: false) }
            rendered?.splitViewControllerDidChangeLayout(self)
            if visible { detail.endAppearanceTransition() }
        } else {
            rendered?.splitViewControllerDidChangeLayout(self)
        }
        itemsDidChange()
    }

    open override var title: String? {
        get { master.title }
        set {}
    }
}
