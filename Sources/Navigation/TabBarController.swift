import Localization

/// The rendered side of a tab bar controller (`Storyboard.TabBarView`).
@MainActor
public protocol TabBarControllerView: PlatformView {
    /// Shows `controller` (a tab, or the More list) as the selected content.
    func tabBarController(_ tabBarController: TabBarController, didSelect controller: ViewController, animated: Bool)
    /// Titles, icons, badges, the order or the More item changed.
    func tabBarControllerItemsDidChange(_ tabBarController: TabBarController)
}

/// Independent scenes side by side, as `UITabBarController`: a bar of at most
/// five items; with more tabs the fifth is **More**, a list of the rest.
/// Re-selecting the selected tab pops its stack to the root.
@MainActor
open class TabBarController: ViewController {
    /// At most this many items sit in the bar.
    public static let maximumBarItems = 5

    /// Every tab, in the user's order: the first ones sit in the bar.
    public private(set) var viewControllers: [ViewController] = []

    /// The selected tab's index in `viewControllers`.
    public private(set) var selectedIndex = 0

    /// Whether the More list itself is showing (rather than a tab).
    public private(set) var isShowingMoreList = false

    /// The More list: the tabs that don't fit in the bar, in its own stack.
    public private(set) lazy var moreNavigationController: NavigationController = {
        let navigation = NavigationController(rootViewController: moreList)
        navigation.restorationIdentifier = "more"
        addChild(navigation)
        return navigation
    }()

    /// The list at the root of `moreNavigationController`.
    private let moreList = MoreListController()

    /// Whether `restore(_:)` brings back only the tab on show and keeps the others'
    /// saved paths until each is first shown (or an unwind segue looks into it): a
    /// launch then builds only what its first frame shows. Off unless set.
    public var restoresHiddenTabsWhenShown = false

    /// Called, once the selection is done, with the pages of a tab restored as it was
    /// first shown that could not use their state (`restoresHiddenTabsWhenShown`).
    public var onRestorationFailures: (@MainActor ([RestorationFailure]) -> Void)?

    /// Called with this controller once per turn of the main loop after what its
    /// `restorationState` holds changed: a tab selected or moved, More shown, a push or
    /// pop in any tab, a page's `invalidateRestorableState()`. For the app to save it, now
    /// (`{ tabBar in try? saved.save(tabBar.restorationState) }`) or in an idle moment:
    /// the state is only encoded when the handler asks for it (RestorationChanges.swift).
    public var onRestorationStateChange: (@MainActor (TabBarController) -> Void)? {
        didSet { observeRestorationChanges(with: onRestorationStateChange, of: self) }
    }

    /// The saved paths of the tabs not yet shown, by restoration identifier.
    var pendingPaths: [String: [RestoredPage]] = [:]

    /// A tab bar controller with no tabs yet: `setViewControllers(_:)` gives them.
    public override init() {
        super.init()
    }

    /// Sets the tabs; selects the first.
    public func setViewControllers(_ controllers: [ViewController]) {
        let old = selectedContent
        viewControllers.forEach { $0.removeFromParent() }
        controllers.forEach(addChild)
        viewControllers = controllers
        selectedIndex = 0
        isShowingMoreList = false
        switchContent(from: old, animated: false)
        tabItemsDidChange()
    }

    /// The window scene builds the view.
    open override func loadView() -> PlatformView {
        let view = sceneForLoadingView.makeTabBarView(for: self)
        rendered = view
        return view
    }

    /// The rendered view starts out showing the selected tab.
    open override func viewDidLoad() {
        super.viewDidLoad()
        if let content = selectedContent { rendered?.tabBarController(self, didSelect: content, animated: false) }
    }

    /// The selected tab's controller.
    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    /// Whether a More item is needed.
    public var hasMore: Bool { viewControllers.count > Self.maximumBarItems }

    /// The tabs with items in the bar (before More).
    public var barViewControllers: [ViewController] {
        hasMore ? Array(viewControllers.prefix(Self.maximumBarItems - 1)) : viewControllers
    }

    /// The tabs listed under More.
    public var moreViewControllers: [ViewController] {
        hasMore ? Array(viewControllers.dropFirst(Self.maximumBarItems - 1)) : []
    }

    /// The bar item that shows as selected: a bar tab's index, or the More item's
    /// (`barViewControllers.count`) when the selection is under More.
    public var selectedBarIndex: Int {
        if isShowingMoreList || selectedIndex >= barViewControllers.count { return barViewControllers.count }
        return selectedIndex
    }

    /// What the content area shows now.
    public var selectedContent: ViewController? {
        isShowingMoreList ? moreNavigationController : selectedViewController
    }

    open override var childrenForAppearance: [ViewController] { selectedContent.map { [$0] } ?? [] }

    /// The view, once loaded.
    private var rendered: TabBarControllerView?

    /// Selects tab `index`. Selecting the selected tab again pops its stack (a
    /// split view's master stack) to the root.
    public func select(_ index: Int, animated: Bool = true) {
        guard viewControllers.indices.contains(index) else { return }
        if index == selectedIndex, !isShowingMoreList {
            selectedViewController?.tabNavigationController?.popToRootViewController(animated: animated)
            return
        }
        let old = selectedContent
        selectedIndex = index
        isShowingMoreList = false
        switchContent(from: old, animated: animated)
    }

    /// The tab on show first, then the other tabs in order: an unwind segue may go
    /// back into a tab that is not selected, which then is.
    open override func allowedChildrenForUnwinding(from source: ViewController?) -> [ViewController] {
        deliver(restoreHiddenTabs())  // the way back may lead into one of them
        let shown = childrenForAppearance
        return (shown + viewControllers.filter { tab in !shown.contains { $0 === tab } }).filter { $0 !== source }
    }

    /// Selects `child`'s tab when an unwind segue goes back into it.
    open override func unwind(towards child: ViewController, animated: Bool) {
        guard let index = viewControllers.firstIndex(where: { $0 === child }),
            index != selectedIndex || isShowingMoreList
        else { return }
        select(index, animated: animated)
    }

    /// Selects the bar item at `barIndex`: a tab, or More.
    public func selectBarItem(_ barIndex: Int, animated: Bool = true) {
        if hasMore, barIndex == barViewControllers.count {
            showMoreList(animated: animated)
        } else {
            select(barIndex, animated: animated)
        }
    }

    /// Shows the More list (selecting More again pops it to its list).
    public func showMoreList(animated: Bool = true) {
        guard hasMore else { return }
        if isShowingMoreList {
            moreNavigationController.popToRootViewController(animated: animated)
            return
        }
        let old = selectedContent
        isShowingMoreList = true
        switchContent(from: old, animated: animated)
    }

    /// Selects the tab with `restorationIdentifier`; returns it.
    @discardableResult
    public func selectTab(withIdentifier identifier: String, animated: Bool = false) -> ViewController? {
        guard let index = viewControllers.firstIndex(where: { $0.restorationIdentifier == identifier }) else {
            return nil
        }
        if index != selectedIndex || isShowingMoreList { select(index, animated: animated) }
        return viewControllers[index]
    }

    /// Moves the tab at `from` to `to`: how the More list's Edit mode chooses
    /// which tabs sit in the bar.
    public func moveTab(from: Int, to: Int) {
        guard viewControllers.indices.contains(from), viewControllers.indices.contains(to), from != to else { return }
        let selected = selectedViewController
        let tab = viewControllers.remove(at: from)
        viewControllers.insert(tab, at: to)
        if let selected, let index = viewControllers.firstIndex(where: { $0 === selected }) { selectedIndex = index }
        updateMoreBackAction()
        tabItemsDidChange()
        restorationStateDidChange()
    }

    /// Reorders the tabs to follow `identifiers` (restoration); unknown ones are ignored.
    public func orderTabs(by identifiers: [String]) {
        var ordered: [ViewController] = []
        for identifier in identifiers {
            if let tab = viewControllers.first(where: { $0.restorationIdentifier == identifier }),
                !ordered.contains(where: { $0 === tab })
            {
                ordered.append(tab)
            }
        }
        ordered += viewControllers.filter { tab in !ordered.contains { $0 === tab } }
        let selected = selectedViewController
        viewControllers = ordered
        if let selected, let index = viewControllers.firstIndex(where: { $0 === selected }) { selectedIndex = index }
        updateMoreBackAction()
        tabItemsDidChange()
        restorationStateDidChange()
    }

    private func switchContent(from old: ViewController?, animated: Bool) {
        let new = selectedContent
        let failures = new?.restorationIdentifier.map(restorePendingPath) ?? []
        updateMoreBackAction()
        let visible = isAppearingOrAppeared
        if visible, old !== new {
            old?.beginAppearanceTransition(false, animated: animated)
            new?.beginAppearanceTransition(true, animated: animated)
        }
        if let new { rendered?.tabBarController(self, didSelect: new, animated: animated) }
        if visible, old !== new {
            old?.endAppearanceTransition(animated: animated)
            new?.endAppearanceTransition(animated: animated)
        }
        tabItemsDidChange()
        itemsDidChange()
        restorationStateDidChange()
        deliver(failures)
    }

    /// Restores now every tab whose saved path was kept for its first showing
    /// (`restoresHiddenTabsWhenShown`); returns the pages that could not use their state.
    @discardableResult
    public func restoreHiddenTabs() -> [RestorationFailure] {
        viewControllers.compactMap(\.restorationIdentifier).flatMap(restorePendingPath)
    }

    /// Brings back the saved path of the tab `identifier` if it was kept for its first showing.
    func restorePendingPath(_ identifier: String) -> [RestorationFailure] {
        guard let pages = pendingPaths.removeValue(forKey: identifier),
            let tab = viewControllers.first(where: { $0.restorationIdentifier == identifier })
        else { return [] }
        return tab.restore(pages: pages)
    }

    private func deliver(_ failures: [RestorationFailure]) {
        if !failures.isEmpty { onRestorationFailures?(failures) }
    }

    /// A tab shown through More gets a back button to the More list at its root
    /// (a split view's, at its master's root).
    private func updateMoreBackAction() {
        for (index, tab) in viewControllers.enumerated() {
            guard let navigation = tab.tabNavigationController else { continue }
            let underMore = hasMore && index >= barViewControllers.count
            if underMore, navigation.rootBackAction == nil {
                // TRANSLATORS: the back button to the list of tabs that do not fit in the tab bar.
                navigation.rootBackAction = (tr("More"), { [weak self] in self?.showMoreList() })
            } else if !underMore, navigation.rootBackAction != nil {
                navigation.rootBackAction = nil
            }
        }
    }

    func tabItemsDidChange() {
        rendered?.tabBarControllerItemsDidChange(self)
        moreList.tabsDidChange()
    }

    open override var title: String? {
        get { selectedContent?.title }
        set {}
    }

    // MARK: - What the window shows

    package override var navigationControllerForHeaderBar: NavigationController? {
        selectedContent?.navigationControllerForHeaderBar
    }

    package override var pageForHeaderBar: ViewController? { selectedContent?.pageForHeaderBar }

    package override func selectTab(atBarIndex index: Int) -> Bool {
        guard index < barViewControllers.count + (hasMore ? 1 : 0) else { return false }
        selectBarItem(index)
        return true
    }
}

/// The rendered side of the More list.
@MainActor
public protocol MoreListControllerView: PlatformView {
    /// The list's rows or its Edit mode changed.
    func moreListDidChange(_ list: MoreListController)
}

/// The More tab's list of the tabs that don't fit in the bar; choosing one shows
/// it. **Edit** lets the user choose which tabs sit in the bar.
@MainActor
public final class MoreListController: ViewController {
    /// Whether the list is in Edit mode (reordering tabs).
    public private(set) var isEditing = false

    /// The list, made by its tab bar controller.
    package override init() {
        super.init()
        // TRANSLATORS: the list of tabs that do not fit in the tab bar (its page title).
        title = tr("More")
        restorationIdentifier = "more"
        updateItems()
    }

    /// The tabs listed: those under More, or every tab while editing.
    public var rows: [ViewController] {
        guard let tabBarController else { return [] }
        return isEditing ? tabBarController.viewControllers : tabBarController.moreViewControllers
    }

    /// Shows the tab of row `index`.
    public func choose(_ index: Int) {
        guard let tabBarController, !isEditing, rows.indices.contains(index),
            let tabIndex = tabBarController.viewControllers.firstIndex(where: { $0 === rows[index] })
        else { return }
        tabBarController.select(tabIndex)
    }

    /// Enters or leaves Edit mode.
    public func setEditing(_ editing: Bool) {
        guard editing != isEditing else { return }
        isEditing = editing
        updateItems()
        tabsDidChange()
    }

    /// Leaving the list ends Edit mode, as UIKit's modal Configure sheet can only
    /// be left by Done: every move is made as the user goes, so nothing is lost,
    /// and the next visit to More shows the list of tabs, not the editor.
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        setEditing(false)
    }

    /// Moves row `index` (in Edit mode, every tab) up or down by one.
    public func moveRow(_ index: Int, by offset: Int) {
        guard isEditing, let tabBarController else { return }
        tabBarController.moveTab(from: index, to: index + offset)
    }

    /// How many leading tabs sit in the bar (Edit mode marks them).
    public var barCount: Int {
        guard let tabBarController else { return 0 }
        return tabBarController.barViewControllers.count
    }

    private func updateItems() {
        // TRANSLATORS: the More list's button that starts and ends reordering the tabs.
        let editTitle = isEditing ? tr("Done") : tr("Edit")
        let edit = BarButtonItem(title: editTitle, style: isEditing ? .done : .plain) { [weak self] in
            guard let self else { return }
            self.setEditing(!self.isEditing)
        }
        navigationItem.rightBarButtonItems = [edit]
    }

    /// The view, once loaded.
    private var rendered: MoreListControllerView?

    /// The window scene builds the view.
    public override func loadView() -> PlatformView {
        let view = sceneForLoadingView.makeMoreListView(for: self)
        rendered = view
        return view
    }

    func tabsDidChange() {
        rendered?.moreListDidChange(self)
    }
}
