/// The handlers that follow one object's changes, each for as long as the
/// `ChangeObservation` it was given lives: how a view follows a model object it does not
/// own (a bar button its item, an alert's button its action).
///
/// Nothing is appended without a way to remove it: whoever shows the view keeps the
/// observation with it, and dropping both ends the observation.
@MainActor
package final class ChangeObservers {
    private var handlers: [(id: Int, run: @MainActor () -> Void)] = []
    private var lastID = 0
    /// Itself, weakly: each observation refers to it weakly, and Swift keeps a weakly
    /// referenced object's side table where LeakSanitizer cannot see it; an object that lives
    /// to the end, once weakly referenced and no longer so, would show the table as leaked
    /// (`Tests/asan/lsan.supp` tells more). This reference points to the table plainly.
    private weak var sideTableAnchor: ChangeObservers?

    package init() {
        sideTableAnchor = self
    }

    /// Runs `handler` on every `notify()` until the returned observation is cancelled or
    /// released.
    package func add(_ handler: @escaping @MainActor () -> Void) -> ChangeObservation {
        lastID += 1
        let id = lastID
        handlers.append((id, handler))
        return ChangeObservation { [weak self] in self?.handlers.removeAll { $0.id == id } }
    }

    /// Runs every handler, in the order they were added.
    package func notify() {
        for handler in handlers { handler.run() }
    }

    /// How many observations are live; for tests.
    package var count: Int { handlers.count }
}

/// One handler's hold on a `ChangeObservers`: releasing it, or `cancel()`, removes the
/// handler.
@MainActor
package final class ChangeObservation {
    private var end: (@MainActor () -> Void)?

    init(end: @escaping @MainActor () -> Void) {
        self.end = end
    }

    /// Removes the handler now; it is not called again.
    package func cancel() {
        end?()
        end = nil
    }

    isolated deinit { cancel() }
}
