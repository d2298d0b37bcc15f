/// News that the state to restore changed, for the app to save it (docs: State Restoration).
///
/// A push, a pop, a new stack, a tab selected or moved, the More list shown, and a page
/// calling `invalidateRestorableState()` each mark the state changed, in the controller and
/// every container above it. A container with an `onRestorationStateChange` handler (a tab
/// bar controller, or a navigation controller that is a window's root) hears once, on the
/// main actor in a later turn of the main loop, however many changes one user action made.
extension ViewController {
    /// Tells the containers above that what this page's `encodeRestorableState()` returns
    /// changed (UIKit's `invalidateRestorableState`): their `onRestorationStateChange`
    /// handlers run once the current action is done. Navigation changes tell them by
    /// themselves; a page calls this when its own state changes.
    public func invalidateRestorableState() {
        restorationStateDidChange()
    }

    /// Marks the state to restore changed here and in every container above.
    func restorationStateDidChange() {
        var current: ViewController? = self
        while let controller = current {
            controller.scheduleRestorationChange()
            current = controller.parent
        }
    }

    /// Makes `container`'s (this controller's) `onRestorationStateChange` handler hear its
    /// changes, or, with none, stops telling.
    func observeRestorationChanges<Container: ViewController>(
        with handler: (@MainActor (Container) -> Void)?, of container: Container
    ) {
        guard let handler else {
            restorationChangeObserver = nil
            return
        }
        restorationChangeObserver = { [weak container] in
            if let container { handler(container) }
        }
    }

    /// Calls `restorationChangeObserver` in a later turn of the main loop, once for every
    /// change made until then.
    private func scheduleRestorationChange() {
        guard restorationChangeObserver != nil, !isRestorationChangePending else { return }
        isRestorationChangePending = true
        Task { @MainActor [weak self] in self?.deliverRestorationChange() }
    }

    private func deliverRestorationChange() {
        guard isRestorationChangePending else { return }
        isRestorationChangePending = false
        restorationChangeObserver?()
    }
}

extension NavigationController {
    /// The stack as a `RestorationState`, for a navigation controller that is a window's
    /// root (no tab bar): its pages, root first, under its restoration identifier.
    public var restorationState: RestorationState {
        guard let identifier = restorationIdentifier else { return RestorationState() }
        var pages: [RestoredPage] = []
        for page in restorationStack {
            guard let pageIdentifier = page.restorationIdentifier else { break }
            pages.append(RestoredPage(identifier: pageIdentifier, state: page.encodeRestorableState()))
        }
        return RestorationState(selectedTab: identifier, tabOrder: [identifier], paths: [identifier: pages])
    }

    /// Brings back the stack `state` holds under this controller's restoration identifier
    /// (`restorationState`'s): the root's state, then the pages above it. Returns the pages
    /// that could not use their state; a pushed page that refuses it is left out, with
    /// the ones after it (`decodeRestorableState(_:)`).
    @discardableResult
    public func restore(_ state: RestorationState) -> [RestorationFailure] {
        guard let identifier = restorationIdentifier, let pages = state.paths[identifier] else { return [] }
        return restore(pages: pages)
    }
}
