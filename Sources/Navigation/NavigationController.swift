import Localization

/// What a navigation stack change did, for the rendering layer's transition.
public enum NavigationOperation: Sendable {
    /// A page came on top (slide in from the end).
    case push
    /// The top page went (slide back from the start).
    case pop
    /// The stack was replaced, or the first page shown: no slide.
    case replace
}

/// The rendered side of a navigation controller (`Storyboard.NavigationView`).
@MainActor
public protocol NavigationControllerView: PlatformView {
    /// Shows the new top page; `removed` pages leave the widget tree.
    func navigationController(
        _ navigationController: NavigationController,
        didShow top: ViewController, operation: NavigationOperation,
        removed: [ViewController], animated: Bool)
    /// The top page's title, back title, buttons or toolbar changed; also called after
    /// each `didShow`, for the new top page's.
    func navigationControllerItemsDidChange(_ navigationController: NavigationController)
}

/// A stack of pages, as `UINavigationController`: the top one is shown, with a
/// back button to the one below. Popped controllers are released.
@MainActor
open class NavigationController: ViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []

    /// The longest previous title the back button shows; longer ones read "Back".
    public static let maximumBackTitleLength = 12

    /// When set, the root page gets a back button too (a tab shown through More
    /// goes back to the More list).
    public var rootBackAction: (title: String, action: @MainActor () -> Void)? {
        didSet { rendered?.navigationControllerItemsDidChange(self) }
    }

    /// Called with this controller once per turn of the main loop after the stack or a
    /// page's restorable state changed (a push, a pop, `invalidateRestorableState()`): for
    /// an app whose window's root is this stack, to save its `restorationState`. A tab bar
    /// controller has its own; set one or the other (RestorationChanges.swift).
    public var onRestorationStateChange: (@MainActor (NavigationController) -> Void)? {
        didSet { observeRestorationChanges(with: onRestorationStateChange, of: self) }
    }

    /// A stack holding `rootViewController` alone; it takes the root's restoration identifier.
    public init(rootViewController: ViewController) {
        super.init()
        restorationIdentifier = rootViewController.restorationIdentifier
        setViewControllers([rootViewController], animated: false)
    }

    /// The bottom of the stack.
    public var rootViewController: ViewController { viewControllers[0] }

    /// The window scene builds the view.
    open override func loadView() -> PlatformView {
        let view = sceneForLoadingView.makeNavigationView(for: self)
        rendered = view
        return view
    }

    /// The rendered view starts out showing the top page.
    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController {
            rendered?.navigationController(self, didShow: top, operation: .replace, removed: [], animated: false)
            rendered?.navigationControllerItemsDidChange(self)
        }
    }
    /// The page on top of the stack: the one shown.
    public var topViewController: ViewController? { viewControllers.last }

    open override var childrenForAppearance: [ViewController] { topViewController.map { [$0] } ?? [] }

    /// The view, once loaded.
    private var rendered: NavigationControllerView?

    /// Pushes `controller` on top; the page below disappears.
    public func push(_ controller: ViewController, animated: Bool = true) {
        let previous = topViewController
        addChild(controller)
        viewControllers.append(controller)
        transition(from: previous, to: controller, operation: .push, removed: [], animated: animated)
    }

    /// Pops the top page (never the root); returns it, released unless kept.
    @discardableResult
    public func popViewController(animated: Bool = true) -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        return pop(to: viewControllers[viewControllers.count - 2], animated: animated).first
    }

    /// Pops every page above the root; returns them, top last.
    @discardableResult
    public func popToRootViewController(animated: Bool = true) -> [ViewController] {
        pop(to: rootViewController, animated: animated)
    }

    /// Pops the pages above `controller`.
    @discardableResult
    public func popToViewController(_ controller: ViewController, animated: Bool = true) -> [ViewController] {
        pop(to: controller, animated: animated)
    }

    private func pop(to controller: ViewController, animated: Bool) -> [ViewController] {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }),
            index < viewControllers.count - 1
        else { return [] }
        let removed = Array(viewControllers[(index + 1)...])
        viewControllers.removeSubrange((index + 1)...)
        transition(from: removed.last, to: controller, operation: .pop, removed: removed, animated: animated)
        removed.forEach { $0.removeFromParent() }
        return removed
    }

    /// Replaces the whole stack.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool = false) {
        precondition(!controllers.isEmpty, "a navigation controller needs a root")
        let previous = topViewController
        let removed = viewControllers.filter { old in !controllers.contains { $0 === old } }
        for controller in controllers where controller.parent !== self { addChild(controller) }
        viewControllers = controllers
        transition(
            from: previous === controllers.last ? nil : previous, to: controllers.last!,
            operation: previous == nil ? .replace : (removed.contains { $0 === previous } ? .pop : .push),
            removed: removed, animated: animated)
        removed.forEach { $0.removeFromParent() }
    }

    private func transition(
        from old: ViewController?, to new: ViewController,
        operation: NavigationOperation, removed: [ViewController], animated: Bool
    ) {
        let visible = isAppearingOrAppeared
        if visible, old !== new {
            new.loadViewIfNeeded()  // UIKit's order: the new page loads before the old one disappears
            old?.beginAppearanceTransition(false, animated: animated)
            new.beginAppearanceTransition(true, animated: animated)
        }
        rendered?.navigationController(self, didShow: new, operation: operation, removed: removed, animated: animated)
        if visible, old !== new {
            old?.endAppearanceTransition(animated: animated)
            new.endAppearanceTransition(animated: animated)
        }
        itemsDidChange()
        restorationStateDidChange()
    }

    /// The pages below `source`, nearest first; the whole stack, top first, when the
    /// search comes from a presented controller.
    open override func allowedChildrenForUnwinding(from source: ViewController?) -> [ViewController] {
        guard let source else { return viewControllers.reversed() }
        guard let index = viewControllers.firstIndex(where: { $0 === source }) else { return [] }
        return viewControllers[..<index].reversed()
    }

    /// Pops to `child`, the page an unwind segue goes back to.
    open override func unwind(towards child: ViewController, animated: Bool) {
        popToViewController(child, animated: animated)
    }

    /// The controller below `controller` in the stack.
    public func controller(below controller: ViewController) -> ViewController? {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }), index > 0 else { return nil }
        return viewControllers[index - 1]
    }

    /// The title the top page's back button shows, or nil when it has none:
    /// the previous page's back title override, else its title, else "Back"
    /// when that is empty or longer than `maximumBackTitleLength`.
    public var backButtonTitle: String? {
        guard let top = topViewController else { return nil }
        guard let previous = controller(below: top) else { return rootBackAction?.title }
        return Self.backTitle(for: previous)
    }

    /// The back title a page offers the page pushed over it.
    public static func backTitle(for previous: ViewController) -> String {
        if let override = previous.navigationItem.backButtonTitle { return override }
        let title = previous.displayTitle
        return title.isEmpty || title.count > maximumBackTitleLength ? tr("Back") : title
    }

    /// Whether the toolbar shows: only for a top page with toolbar items.
    public var isToolbarVisible: Bool { !(topViewController?.toolbarItems.isEmpty ?? true) }

    /// Goes back one page, or runs `rootBackAction` at the root. Returns whether
    /// there was somewhere to go.
    @discardableResult
    public func goBack(animated: Bool = true) -> Bool {
        if viewControllers.count > 1 {
            popViewController(animated: animated)
            return true
        }
        if let rootBackAction {
            rootBackAction.action()
            return true
        }
        return false
    }

    package override func childItemsDidChange(_ controller: ViewController) {
        guard controller === self || controller === topViewController else { return }
        rendered?.navigationControllerItemsDidChange(self)
    }

    open override var title: String? {
        get { topViewController?.displayTitle }
        set {}
    }

    // MARK: - What the window shows

    package override var navigationControllerForHeaderBar: NavigationController? {
        topViewController?.navigationControllerForHeaderBar ?? self
    }

    package override var tabNavigationController: NavigationController? { self }

    package override var pageForHeaderBar: ViewController? {
        guard let top = topViewController else { return nil }
        return top.pageForHeaderBar ?? top
    }

    // MARK: - Restoration

    open override var restorationStack: [ViewController] { viewControllers }

    /// Hands the root its state, then pushes the rest of the path (when the path starts
    /// at this stack's root). A root that refuses its state carries on as freshly made
    /// and the path goes on; a pushed page that refuses it ends the path there.
    open override func restore(pages: [RestoredPage]) -> [RestorationFailure] {
        guard let first = pages.first, rootViewController.restorationIdentifier == first.identifier else { return [] }
        let failures =
            RestorationFailure.decoding(first.state, into: rootViewController, path: [first.identifier])
            .map { [$0] } ?? []
        let rest = pages.dropFirst()
        return failures + restore(path: rest.map(\.identifier), states: rest.map(\.state)).failures
    }

    /// Goes back to the root, then pushes the pages `path` names.
    open override func showPages(_ path: [String]) {
        popToRootViewController(animated: false)
        restore(path: path)
    }

    /// The stack as restoration identifiers, root first; pages without one end the path.
    public var restorationPath: [String] {
        var path: [String] = []
        for controller in viewControllers {
            guard let identifier = controller.restorationIdentifier else { break }
            path.append(identifier)
        }
        return path
    }

    /// Rebuilds the stack above the root from `path` (root excluded) by performing,
    /// without animation, the segues that lead to each page, and hands each page its
    /// state once it is prepared, before it is pushed. Stops at the first page it
    /// cannot reach, and at the first whose `decodeRestorableState(_:)` throws: that
    /// page is not pushed, nor are the ones after it. Returns how many pages it pushed
    /// and the page that could not use its state (`RestorationFailure.notRestored`
    /// names the pages left out).
    @discardableResult
    public func restore(path: [String], states: [[String: RestorableValue]] = [])
        -> (pushed: Int, failures: [RestorationFailure])
    {
        var pushed = 0
        var failures: [RestorationFailure] = []
        let below = restorationPath
        for (index, identifier) in path.enumerated() {
            let state = index < states.count ? states[index] : nil
            let leadingTo = below + path[...index]
            guard let top = topViewController,
                let segue = top.segueIdentifier(leadingTo: identifier),
                let page = top.performSegue(
                    named: segue, sender: nil, animated: false,
                    accepting: { page in
                        guard let state,
                            let failure = RestorationFailure.decoding(state, into: page, path: Array(leadingTo))
                        else { return true }
                        failures.append(failure.leavingOut(Array(path[index...])))
                        return false
                    }),
                page.navigationController === self
            else { break }
            pushed += 1
        }
        return (pushed, failures)
    }
}

extension ViewController {
    /// The title the bars show: the navigation item's override, else `title`.
    public var displayTitle: String { navigationItem.title ?? title ?? "" }
}
