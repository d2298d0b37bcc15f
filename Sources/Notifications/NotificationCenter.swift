/// Broadcasts notifications to the observers that tuned in, as Foundation's
/// `NotificationCenter` does with blocks (FoundationEssentials has no such center).
///
/// ```swift
/// observer = NotificationCenter.default.addObserver(forName: .gameResultRecorded, object: scoreBook) {
///     [weak self] notification in self?.reload()
/// }
/// …
/// NotificationCenter.default.removeObserver(observer)
/// ```
///
/// Delivery is synchronous: `post` calls every matching observer on the main
/// actor, in the order they were added, before it returns. An observer added
/// while a post is under way hears the next post, not this one; an observer
/// removed while a post is under way is not called afterwards, even by that post.
/// The center keeps each observer (and its block) until it is removed: keep the
/// token to remove it.
///
/// (FoundationEssentials declares a `NotificationCenter` of its own for typed
/// messages; a file that imports both modules names this one
/// `Notifications.NotificationCenter`.)
@MainActor
public final class NotificationCenter {
    /// The app's center, which every module posts on unless given another.
    public static let `default` = NotificationCenter()

    private var observers: [NotificationObserver] = []
    /// The center, weakly. Observers hold their center weakly, and Swift keeps a weakly
    /// referenced object's side table where LeakSanitizer cannot see it, inside its
    /// reference count: a center that lives to the end (`default`) would show its side table
    /// as leaked once its last observer went. This reference points to the table plainly.
    /// A leaked center still leaks, table and all.
    private weak var sideTableAnchor: NotificationCenter?

    public init() {
        sideTableAnchor = self
    }

    /// Calls `block` for every notification named `name` posted by `object`
    /// (nil: by anyone). Returns the token that removes the observer.
    @discardableResult
    public func addObserver(forName name: Notification.Name, object: AnyObject? = nil,
                            using block: @escaping @MainActor (Notification) -> Void) -> NotificationObserver {
        let observer = NotificationObserver(name: name, object: object, center: self, block: block)
        observers.append(observer)
        return observer
    }

    /// Stops delivery to `observer` at once; removing it twice does nothing.
    public func removeObserver(_ observer: NotificationObserver) {
        guard !observer.isRemoved else { return }
        observer.isRemoved = true
        observers.removeAll { $0 === observer }
    }

    /// Delivers a notification to the matching observers, in the order they were added.
    public func post(name: Notification.Name, object: AnyObject? = nil, userInfo: [String: any Sendable] = [:]) {
        let notification = Notification(name: name, object: object, userInfo: userInfo)
        // A snapshot: observers added meanwhile wait for the next post.
        for observer in observers where !observer.isRemoved && observer.matches(notification) {
            observer.block(notification)
        }
    }

    /// How many observers are tuned in (for tests and leak checks).
    public var observerCount: Int { observers.count }
}

/// One observer of a `NotificationCenter`: the token `addObserver` returns.
/// Removing it (`remove()`, or the center's `removeObserver`) stops delivery,
/// even in the middle of a post.
@MainActor
public final class NotificationObserver {
    /// The notifications it hears.
    public let name: Notification.Name
    /// Whether it has been removed (then it is never called again).
    public fileprivate(set) var isRemoved = false

    fileprivate let block: @MainActor (Notification) -> Void
    /// The sender it listens to; a sender that is gone matches nothing.
    private weak var object: AnyObject?
    private let filtersBySender: Bool
    private weak var center: NotificationCenter?

    fileprivate init(name: Notification.Name, object: AnyObject?, center: NotificationCenter,
                     block: @escaping @MainActor (Notification) -> Void) {
        self.name = name
        self.object = object
        filtersBySender = object != nil
        self.center = center
        self.block = block
    }

    /// Stops delivery; the same as `NotificationCenter.removeObserver(self)`.
    public func remove() {
        if let center {
            center.removeObserver(self)
        } else {
            isRemoved = true
        }
    }

    fileprivate func matches(_ notification: Notification) -> Bool {
        guard notification.name == name else { return false }
        guard filtersBySender else { return true }
        guard let object, let sender = notification.object else { return false }
        return object === sender
    }
}
