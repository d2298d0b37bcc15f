/// The rendered side of a split view controller (`Storyboard.SplitView`).
@MainActor
public protocol SplitViewControllerView: PlatformView {
    /// Master and detail changed place: side by side, or one stack when collapsed.
    func splitViewControllerDidChangeLayout(_ splitViewController: SplitViewController)
}

/// Master beside detail, as `UISplitViewController`. Below `collapseWidth` it
/// collapses into the master's navigation stack, with the detail pushed on it,
/// and expands back keeping the detail (unless it was popped meanwhile).
///
/// With `makePlaceholderDetail` set, the detail pane shows a placeholder (an
/// empty state such as "No Result Selected") while no detail is chosen; a
/// placeholder is never pushed on the master's stack.
@MainActor
open class SplitViewController: ViewController {
    /// Narrower than this (in pixels), master and detail share one stack.
    public var collapseWidth = 720

    /// The master pane: a navigation controller.
    public let master: NavigationController
    /// The detail pane's controller, if any (while collapsed, it is on the master's stack).
    public private(set) var detail: ViewController?

    /// Whether the window is too narrow for two panes: the detail is then pushed on the master.
    public private(set) var isCollapsed = false

    /// Makes the page the detail pane shows while no detail is chosen. Collapsing
    /// drops that placeholder rather than pushing it; expanding with no detail to
    /// show (none chosen, or the one shown while collapsed was popped) makes a
    /// fresh one.
    public var makePlaceholderDetail: (@MainActor () -> ViewController)? {
        didSet {
            if detail == nil, !isCollapsed { showPlaceholder() }
        }
    }

    /// Whether the detail is the placeholder.
    public private(set) var isShowingPlaceholderDetail = false

    /// A split view of `master` and, if given, `detail`.
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

    /// The view, once loaded.
    private var rendered: SplitViewControllerView?

    /// The window scene builds the view.
    open override func loadView() -> PlatformView {
        let view = sceneForLoadingView.makeSplitView(for: self)
        rendered = view
        return view
    }

    /// Shows `controller` as the detail: replaces the detail pane, or pushes it
    /// on the master's stack (in place of a previous detail) when collapsed.
    public func showDetail(_ controller: ViewController, animated: Bool = true) {
        isShowingPlaceholderDetail = false
        if isCollapsed {
            if let detail, detail.parent === master {
                master.popToViewController(master.rootViewController, animated: false)
            }
            detail = controller
            master.push(controller, animated: animated)
            return
        }
        replaceDetail(with: controller, animated: animated)
    }

    /// Takes the detail away (its subject is gone, say): the placeholder, if any,
    /// takes its place beside the master; when collapsed, the master's stack goes
    /// back to its root.
    public func clearDetail(animated: Bool = false) {
        if isCollapsed {
            if let detail, detail.parent === master {
                master.popToViewController(master.rootViewController, animated: animated)
            }
            detail = nil
            return
        }
        guard !isShowingPlaceholderDetail else { return }
        if makePlaceholderDetail != nil {
            showPlaceholder()
        } else {
            replaceDetail(with: nil, animated: animated)
        }
    }

    /// Puts `controller` (or nothing) in the expanded detail pane, in place of the detail there.
    private func replaceDetail(with controller: ViewController?, animated: Bool) {
        let old = detail
        if old?.parent === self { old?.removeFromParent() }
        if let controller { addChild(controller) }
        detail = controller
        let visible = isAppearingOrAppeared
        if visible {
            old?.beginAppearanceTransition(false, animated: animated)
            controller?.beginAppearanceTransition(true, animated: animated)
        }
        rendered?.splitViewControllerDidChangeLayout(self)
        if visible {
            old?.endAppearanceTransition(animated: animated)
            controller?.endAppearanceTransition(animated: animated)
        }
        itemsDidChange()
    }

    private func showPlaceholder() {
        guard let makePlaceholderDetail else { return }
        replaceDetail(with: makePlaceholderDetail(), animated: false)
        isShowingPlaceholderDetail = true
    }

    /// The window's width changed: collapses or expands across `collapseWidth`, then
    /// tells the children.
    open override func windowDidResize(toWidth width: Int) {
        setAvailableWidth(width)
        super.windowDidResize(toWidth: width)
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
        if isShowingPlaceholderDetail {
            isShowingPlaceholderDetail = false
            replaceDetail(with: nil, animated: false)
            return
        }
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

    /// Takes the detail off the master's stack and shows it beside the master
    /// again. A detail that was popped meanwhile is gone: the placeholder, if
    /// any, takes its place.
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
            if let detail, detail.parent == nil { self.detail = nil }
            rendered?.splitViewControllerDidChangeLayout(self)
            if detail == nil { showPlaceholder() }
        }
        itemsDidChange()
    }

    open override var title: String? {
        get { master.title }
        set {}
    }

    // MARK: - What the window shows

    /// Expanded, the detail's stack (when the detail is one), else the master's.
    package override var navigationControllerForHeaderBar: NavigationController? {
        if !isCollapsed, let detailStack = detail?.navigationControllerForHeaderBar { return detailStack }
        return master.navigationControllerForHeaderBar
    }

    package override var tabNavigationController: NavigationController? { master }

    /// Expanded, the detail's page (the detail itself when it is a page), else the
    /// master's top page (the detail, when collapsed, is pushed there).
    package override var pageForHeaderBar: ViewController? {
        if !isCollapsed, let detail { return detail.pageForHeaderBar ?? detail }
        return master.pageForHeaderBar
    }
}
