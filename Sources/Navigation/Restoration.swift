/// One page of a restored stack: its identifier and the state it asked to keep.
public struct RestoredPage: Codable, Equatable, Sendable {
    /// The page's restoration identifier.
    public var identifier: String
    /// What `encodeRestorableState()` returned for it.
    public var state: [String: RestorableValue]

    /// A page to restore.
    public init(identifier: String, state: [String: RestorableValue] = [:]) {
        self.identifier = identifier
        self.state = state
    }
}

/// What comes back on the next launch: the selected tab, the tab order, and each
/// tab's navigation path (restoration identifiers, root first).
public struct RestorationState: Codable, Equatable, Sendable {
    /// The selected tab's restoration identifier.
    public var selectedTab: String?
    /// Whether the More list itself was showing.
    public var showingMoreList: Bool
    /// The tabs' restoration identifiers, in the order the user left them.
    public var tabOrder: [String]
    /// Each tab's stack of pages, root first, by the tab's restoration identifier.
    public var paths: [String: [RestoredPage]]

    /// The state to restore (by default, nothing).
    public init(
        selectedTab: String? = nil, showingMoreList: Bool = false,
        tabOrder: [String] = [], paths: [String: [RestoredPage]] = [:]
    ) {
        self.selectedTab = selectedTab
        self.showingMoreList = showingMoreList
        self.tabOrder = tabOrder
        self.paths = paths
    }
}

extension TabBarController {
    /// The state to save: selection, order and every tab's path.
    public var restorationState: RestorationState {
        var paths: [String: [RestoredPage]] = [:]
        for tab in viewControllers {
            guard let identifier = tab.restorationIdentifier else { continue }
            var pages: [RestoredPage] = []
            if let pending = pendingPaths[identifier] {
                paths[identifier] = pending  // kept as read until the tab is shown
                continue
            }
            for page in tab.restorationStack {
                guard let pageIdentifier = page.restorationIdentifier else { break }
                pages.append(RestoredPage(identifier: pageIdentifier, state: page.encodeRestorableState()))
            }
            paths[identifier] = pages
        }
        return RestorationState(
            selectedTab: selectedViewController?.restorationIdentifier,
            showingMoreList: isShowingMoreList,
            tabOrder: viewControllers.compactMap(\.restorationIdentifier),
            paths: paths
        )
    }

    /// Brings back a saved state: tab order, each stack (by performing the segues
    /// that lead to its pages, without animation) and the selection. What no
    /// longer exists is skipped. Returns the pages that could not use their
    /// state, for the app to report: a tab's root carries on as freshly made, a
    /// pushed page is left out with the pages after it (`RestorationFailure`).
    ///
    /// With `restoresHiddenTabsWhenShown`, only the selected tab is restored now;
    /// each other tab keeps its saved path (`restorationState` saves it unchanged)
    /// until it is first shown, and its failures go to `onRestorationFailures` then.
    @discardableResult
    public func restore(_ state: RestorationState) -> [RestorationFailure] {
        var failures: [RestorationFailure] = []
        orderTabs(by: state.tabOrder)
        pendingPaths = [:]
        for tab in viewControllers {
            guard let identifier = tab.restorationIdentifier, let pages = state.paths[identifier] else { continue }
            if restoresHiddenTabsWhenShown, identifier != state.selectedTab {
                pendingPaths[identifier] = pages
            } else {
                failures += tab.restore(pages: pages)
            }
        }
        if let selected = state.selectedTab { selectTab(withIdentifier: selected) }
        if state.showingMoreList { showMoreList(animated: false) }
        // The tab on show when the saved selection names none.
        if let shown = selectedViewController?.restorationIdentifier { failures += restorePendingPath(shown) }
        return failures
    }

    /// Opens the scene at `path` (`settings/appearance`): selects the tab named
    /// by its first part and pushes the pages the rest names. Returns false, and
    /// changes nothing, when the tab or a page does not exist.
    @discardableResult
    public func open(path: String) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        guard let first = parts.first,
            let tab = viewControllers.first(where: { $0.restorationIdentifier == first })
        else { return false }
        guard Self.canReach(parts.dropFirst(), from: tab.restorationStack[0]) else { return false }
        selectTab(withIdentifier: first)
        tab.showPages(Array(parts.dropFirst()))
        return true
    }

    /// Whether each identifier in `path` is a segue destination of the page before.
    /// Only the first step can be checked without building pages; later steps
    /// are checked as they are performed.
    private static func canReach(_ path: ArraySlice<String>, from page: ViewController) -> Bool {
        guard let next = path.first else { return true }
        return page.segueIdentifier(leadingTo: next) != nil
    }

    /// Every scene path: each tab, and the pages its root's segues lead to (one level).
    public var scenePaths: [String] {
        var paths: [String] = []
        for tab in viewControllers {
            guard let identifier = tab.restorationIdentifier else { continue }
            paths.append(identifier)
            paths += tab.restorationStack[0].segueDestinations.map { "\(identifier)/\($0)" }
        }
        return paths
    }
}

/// A page that could not use its saved state: which page, and why.
///
/// A stack's root that refuses its state carries on as freshly made; a page that would
/// have been pushed is left out, with the pages after it (`notRestored`).
public struct RestorationFailure: Error, CustomStringConvertible {
    /// The page's restoration identifier (`cards`), or its title.
    public let page: String
    /// The restoration identifiers from the stack's root to the page, both included
    /// (`["cards", "history"]`).
    public let path: [String]
    /// The pages of the saved path that were not pushed because of this failure, the
    /// page itself first; empty when the page is a root, which stays.
    public private(set) var notRestored: [String] = []
    /// What the page threw; its description is meant for the user.
    public let error: any Error

    /// What the page threw, in its words (meant for the user).
    public var description: String { "\(error)" }

    /// A failure of `page` at `path`, because of `error`.
    public init(page: String, path: [String] = [], notRestored: [String] = [], error: any Error) {
        self.page = page
        self.path = path.isEmpty ? [page] : path
        self.notRestored = notRestored
        self.error = error
    }

    /// The same failure, with the pages of the saved path that were left out.
    func leavingOut(_ pages: [String]) -> RestorationFailure {
        var failure = self
        failure.notRestored = pages
        return failure
    }

    /// Hands `state` to `page` (at `path`); the failure when the page throws.
    @MainActor
    static func decoding(
        _ state: [String: RestorableValue], into page: ViewController, path: [String] = []
    ) -> RestorationFailure? {
        do {
            try page.decodeRestorableState(state)
            return nil
        } catch {
            return RestorationFailure(
                page: page.restorationIdentifier ?? page.title ?? "", path: path, error: error)
        }
    }
}
