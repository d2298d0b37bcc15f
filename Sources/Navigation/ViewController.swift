/// Where a view controller is in its appearance cycle.
public enum AppearanceState: Sendable {
    /// Off screen (before the first appearance, and after `viewDidDisappear`).
    case disappeared
    /// Between `viewWillAppear` and `viewDidAppear`.
    case appearing
    /// On screen.
    case appeared
    /// Between `viewWillDisappear` and `viewDidDisappear`.
    case disappearing
}

/// An MVC's controller, as in UIKit: it owns a lazily loaded view, shows what
/// its model says, and is contained by navigation, tab bar and split view
/// controllers, which drive its appearance callbacks.
///
/// Subclasses override `loadView()` to build their view (the rendering layer's
/// widgets), `viewDidLoad()` once to wire it, and `viewWillAppear(_:)` to bring
/// it in line with the model. Whoever segues to a controller prepares it through
/// its public API before its view exists (docs/ARCHITECTURE.md).
@MainActor
open class ViewController {
    /// The page's title: the header bar shows it, the window is named after it,
    /// and the next page's back button offers it.
    public var title: String? {
        didSet { itemsDidChange() }
    }

    /// The title, buttons and back title this page shows in the navigation bar.
    public let navigationItem = NavigationItem()

    /// Buttons of the bottom toolbar while this page is on top; none hides the toolbar.
    public var toolbarItems: [BarButtonItem] = [] {
        didSet { itemsDidChange() }
    }

    /// This controller's tab, when it is one of a tab bar controller's tabs.
    public private(set) lazy var tabBarItem: TabBarItem = {
        let item = TabBarItem(title: title ?? "", iconName: "")
        item.owner = self
        return item
    }()

    /// Names the page in restoration paths and `--start` paths (`history` in `cards/history`).
    public var restorationIdentifier: String?

    /// The container this controller is a child of.
    public internal(set) weak var parent: ViewController?

    /// Controllers this one contains.
    public internal(set) var children: [ViewController] = []

    /// The controller this one presented modally, and the one presenting this one.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one modally, while it is presented.
    public internal(set) weak var presentingViewController: ViewController?

    /// Where the controller is in its appearance cycle.
    public private(set) var appearance: AppearanceState = .disappeared

    /// The size this controller's view would like when presented modally in a window
    /// of its own (UIKit's `preferredContentSize`); nil: its content's natural size.
    public var preferredContentSize: (width: Int, height: Int)?

    /// How `present(_:animated:)` shows this controller; `.popover` makes its
    /// `popoverPresentationController` (PopoverPresentation.swift).
    public var modalPresentationStyle = ModalPresentationStyle.automatic {
        didSet {
            popoverPresentation = .make(for: self, style: modalPresentationStyle, keeping: popoverPresentation)
        }
    }
    var popoverPresentation: PopoverPresentationController?

    private var loadedView: PlatformView?
    /// The segues registered here, by name (ViewController+Segues.swift).
    var segues: [String: SegueRegistration] = [:]
    /// The unwind actions this controller handles, by name (UnwindSegue.swift).
    var unwindActions: [String: @MainActor (StoryboardSegue) -> Void] = [:]
    /// The scene this controller is the root of, set by the window.
    private weak var sceneOfRoot: WindowScene?
    /// Told once per turn of the main loop after the state to restore changed here or
    /// below (RestorationChanges.swift); a container's `onRestorationStateChange` sets it.
    var restorationChangeObserver: (@MainActor () -> Void)?
    /// Whether a call of `restorationChangeObserver` is on its way.
    var isRestorationChangePending = false

    /// A controller with no view yet: `loadView()` makes it when it is first needed.
    public init() {
        navigationItem.owner = self
    }

    // MARK: - The view

    /// The view, loaded the first time it is asked for.
    public var view: PlatformView {
        loadViewIfNeeded()
        return loadedView!
    }

    /// Whether the view has been made (`loadView()` has run).
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it isn't yet, then calls `viewDidLoad()`.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadedView = loadView()
        viewDidLoad()
    }

    /// Builds the controller's view. Pages override it; containers ask their window
    /// scene for theirs; this one asks it for an empty view, as UIKit's makes a plain one.
    open func loadView() -> PlatformView {
        sceneForLoadingView.makeEmptyView(for: self)
    }

    /// The window scene, which a controller that asks it for its view must be in by then.
    var sceneForLoadingView: WindowScene {
        guard let windowScene else {
            fatalError(
                "\(type(of: self))'s view was asked for before it was in a window: add it to a container or present it first"
            )
        }
        return windowScene
    }

    // MARK: - The window

    /// The window scene this controller is shown in: its root's, or, for a presented
    /// controller, its presenter's. Nil until the controller is in a window.
    public var windowScene: WindowScene? {
        let root = root
        return root.sceneOfRoot ?? root.presentingViewController?.windowScene
    }

    /// Makes this controller the root of `scene`: the window calls it when it takes the
    /// controller in.
    public func makeRoot(of scene: WindowScene) {
        precondition(parent == nil, "\(type(of: self)) is a child of another controller and cannot be a window's root")
        sceneOfRoot = scene
    }

    /// The window's width changed (the window's root hears first): containers pass it on
    /// to their children, and a split view collapses or expands.
    open func windowDidResize(toWidth width: Int) {
        for child in children { child.windowDidResize(toWidth: width) }
    }

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}
    /// The view is about to be shown: bring it in line with the model.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is on screen.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to go: stop what only matters on screen.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view is off screen.
    open func viewDidDisappear(_ animated: Bool) {}

    /// The user closed the window this controller is presented in (its ×): by default
    /// it is dismissed at once. A page that must finish first (save, draw) overrides
    /// this and dismisses itself when done, as Close does.
    open func closeRequested() {
        dismiss(animated: false)
    }

    // MARK: - Containers

    /// The nearest navigation controller above this controller.
    public var navigationController: NavigationController? { nearest(NavigationController.self) }

    /// The nearest tab bar controller above this controller.
    public var tabBarController: TabBarController? { nearest(TabBarController.self) }

    /// The nearest split view controller above this controller.
    public var splitViewController: SplitViewController? { nearest(SplitViewController.self) }

    private func nearest<C: ViewController>(_ type: C.Type) -> C? {
        var current = parent
        while let controller = current {
            if let match = controller as? C { return match }
            current = controller.parent
        }
        return nil
    }

    /// Makes `child` a child of this container.
    public func addChild(_ child: ViewController) {
        precondition(child.parent == nil, "\(type(of: child)) already has a parent; remove it first")
        child.parent = self
        children.append(child)
    }

    /// Removes this controller from its container.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// The children whose appearance follows this controller's: a navigation
    /// controller's top page, a tab bar's selected tab, a split view's panes.
    open var childrenForAppearance: [ViewController] { [] }

    // MARK: - Appearance

    /// Starts appearing or disappearing: calls `viewWillAppear`/`viewWillDisappear`
    /// here, then in the visible children. A controller that is already where the
    /// transition goes is left alone, so callbacks never repeat.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            loadViewIfNeeded()
            appearance = .appearing
            viewWillAppear(animated)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            viewWillDisappear(animated)
        }
        for child in childrenForAppearance { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Finishes the transition begun last: `viewDidAppear`/`viewDidDisappear`,
    /// here and then in the visible children.
    public func endAppearanceTransition(animated: Bool = false) {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(animated)
        default:
            return
        }
        for child in childrenForAppearance { child.endAppearanceTransition(animated: animated) }
    }

    /// Whether the controller is on screen or getting there.
    public var isAppearingOrAppeared: Bool { appearance == .appearing || appearance == .appeared }

    // MARK: - What the window shows

    // Each container answers for the child it shows, so the window needs to know no
    // container kind: a new kind of container overrides these and nothing else changes.

    /// The navigation stack whose back button the window shows while this controller is
    /// on screen (and that Alt+Left pops): a container's child's, a navigation
    /// controller's own (unless its top page holds a stack); a page has none.
    package var navigationControllerForHeaderBar: NavigationController? { nil }

    /// The page whose title and bar items the window shows while this controller is on
    /// screen: a container's child's; nil for a page, which its container shows.
    package var pageForHeaderBar: ViewController? { nil }

    /// Selects the bar item at `index` (Alt+1…9) if this controller shows a tab bar;
    /// returns whether there was one to select.
    package func selectTab(atBarIndex index: Int) -> Bool { false }

    /// As a tab: the stack that selecting the tab again pops to its root, and that gets
    /// a back button to the More list when the tab is listed there. A navigation
    /// controller is its own; a split view's is its master; a page has none.
    package var tabNavigationController: NavigationController? { nil }

    // MARK: - Changes the containers show

    /// The title or bar items changed: the containers showing them re-render.
    func itemsDidChange() {
        var current: ViewController? = self
        while let controller = current {
            controller.childItemsDidChange(self)
            current = controller.parent
        }
        windowScene?.controllerItemsDidChange(self)
    }

    /// A descendant's (or this controller's own) title or bar items changed.
    package func childItemsDidChange(_ controller: ViewController) {}

    func tabBarItemDidChange() {
        tabBarController?.tabItemsDidChange()
    }

    // MARK: - Segues (what a page overrides; registering and performing: ViewController+Segues.swift)

    /// Whether the segue may go ahead; override to refuse (and, say, show an alert).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Prepares the fresh destination of `segue` through its public API; its view
    /// is not loaded yet.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// The children an unwind segue's search looks into, in order, coming from the
    /// child `source` (nil when the search comes from a presented controller): by
    /// default the children on screen other than `source`.
    open func allowedChildrenForUnwinding(from source: ViewController?) -> [ViewController] {
        childrenForAppearance.filter { $0 !== source }
    }

    /// An unwind segue goes back through this container to `child`: a container
    /// brings it to the front (a navigation controller pops to it).
    open func unwind(towards child: ViewController, animated: Bool) {}

    // MARK: - Restoration

    /// The pages a saved path names, root first: this controller, or a navigation
    /// controller's stack.
    open var restorationStack: [ViewController] { [self] }

    /// Brings back a saved path (`pages`, root first, this controller's own first) and
    /// hands each page its state; returns the pages that could not use it. A page only
    /// takes its own state; a navigation controller also pushes the pages above its root.
    open func restore(pages: [RestoredPage]) -> [RestorationFailure] {
        guard let first = pages.first else { return [] }
        return RestorationFailure.decoding(first.state, into: self).map { [$0] } ?? []
    }

    /// Shows the pages `path` names above this controller's root page (`--start
    /// cards/history`); a page has none to show.
    open func showPages(_ path: [String]) {}

    /// State beyond the path that this page keeps across launches, saved with the
    /// path as a JSON object; override both, and call `invalidateRestorableState()`
    /// when what this returns changes.
    open func encodeRestorableState() -> [String: RestorableValue] { [:] }

    /// Brings back what `encodeRestorableState()` kept. A page that cannot use
    /// the state (a damaged or hand-edited file) throws an error that says why, in
    /// words for the user: the tab bar's `restore(_:)` collects it so that the app
    /// can report it. A page restored by a segue decodes its state after
    /// `prepare(for:sender:)` and before it is pushed; one that throws is not
    /// pushed, nor are the pages after it. A stack's root, which is there
    /// whatever its state, carries on as freshly made, and the path goes on.
    open func decodeRestorableState(_ state: [String: RestorableValue]) throws {}
}

struct SegueRegistration {
    let kind: SegueKind
    let restorationIdentifier: String?
    let make: @MainActor () -> ViewController
}
