/// Broadcasts notifications to the observers that tuned in, as Foundation's
/// `NotificationCenter` does with blocks (FoundationEssentials has no such center).
///
/// ```swift
/// observer = NotificationCenter.default.addObserver(forName: .gameResultRecorded, object: scoreBook) {
///     [weak self] notification in self?.show(notification.payload)   // a GameResult
/// }
/// …
/// observer = nil   // or observer.remove(): no more deliveries
/// ```
///
/// Delivery is synchronous: `post` calls every matching observer on the main
/// actor, in the order they were added, before it returns. An observer added
/// while a post is under way hears the next post, not this one; an observer
/// removed while a post is under way is not called afterwards, even by that post.
/// The token is the observation: the center keeps it weakly, and the observer hears
/// posts for as long as its owner keeps the token (or until it is removed).
///
/// (FoundationEssentials declares a `NotificationCenter` of its own for typed
/// messages; a file that imports both modules names this one
/// `Notifications.NotificationCenter`.)
@MainActor
public final class NotificationCenter {
    /// The app's center, which every module posts on unless given another.
    public static let `default` = NotificationCenter()

    /// The observers, weakly, in the order they were added: each lives as long as its token.
    private var observers: [WeakObserver] = []

    private struct WeakObserver {
        weak var observer: NotificationObserver?
    }

    /// The center, weakly. Observers hold their center weakly, and Swift keeps a weakly
    /// referenced object's side table where LeakSanitizer cannot see it, inside its
    /// reference count: a center that lives to the end (`default`) would show its side table
    /// as leaked once its last observer went. This reference points to the table plainly.
    /// A leaked center still leaks, table and all.
    private weak var sideTableAnchor: NotificationCenter?

    /// A center of its own, for news that stays among a few objects (and for tests).
    public init() {
        sideTableAnchor = self
    }

    /// Calls `block` for every notification named `name` posted by `object`
    /// (nil: by anyone), for as long as the returned token is kept.
    public func addObserver<Payload>(
        forName name: NotificationName<Payload>, object: AnyObject? = nil,
        using block: @escaping @MainActor (Notification<Payload>) -> Void
    )
        -> NotificationObserver
    {
        let observer = NotificationObserver(name: name.rawValue, object: object, center: self) { sender, payload in
            // Every post of this name carries a `Payload`: the name's type says so.
            guard let payload = payload as? Payload else { return }
            block(Notification(name: name, object: sender, payload: payload))
        }
        observers.append(WeakObserver(observer: observer))
        return observer
    }

    /// Stops delivery to `observer` at once; removing it twice does nothing.
    public func removeObserver(_ observer: NotificationObserver) {
        guard !observer.isRemoved else { return }
        observer.isRemoved = true
        observers.removeAll { $0.observer === observer || $0.observer == nil }
    }

    /// Delivers `payload` to the observers of `name`, in the order they were added.
    public func post<Payload>(name: NotificationName<Payload>, object: AnyObject? = nil, payload: Payload) {
        // A snapshot: observers added meanwhile wait for the next post.
        let live = observers.compactMap(\.observer)
        for observer in live where !observer.isRemoved && observer.matches(name.rawValue, from: object) {
            observer.deliver(object, payload)
        }
    }

    /// Delivers news that carries nothing to the observers of `name`.
    public func post(name: NotificationName<Void>, object: AnyObject? = nil) {
        post(name: name, object: object, payload: ())
    }

    /// How many observers are tuned in (for tests and leak checks).
    public var observerCount: Int { observers.count { $0.observer != nil } }

    /// Forgets the observers whose tokens were released.
    fileprivate func forgetReleasedObservers() {
        observers.removeAll { $0.observer == nil }
    }
}

/// One observer of a `NotificationCenter`: the token `addObserver` returns. Releasing
/// it, or removing it (`remove()`, or the center's `removeObserver`), stops delivery,
/// even in the middle of a post.
@MainActor
public final class NotificationObserver {
    /// The name of the notifications it hears.
    public let name: String
    /// Whether it has been removed (then it is never called again).
    public fileprivate(set) var isRemoved = false

    /// Hands a post's sender and payload to the observer's block.
    fileprivate let deliver: @MainActor (AnyObject?, Any) -> Void
    /// The sender it listens to; a sender that is gone matches nothing.
    private weak var object: AnyObject?
    private let filtersBySender: Bool
    private weak var center: NotificationCenter?

    fileprivate init(
        name: String, object: AnyObject?, center: NotificationCenter,
        deliver: @escaping @MainActor (AnyObject?, Any) -> Void
    ) {
        self.name = name
        self.object = object
        filtersBySender = object != nil
        self.center = center
        self.deliver = deliver
    }

    isolated deinit {
        center?.forgetReleasedObservers()
    }

    /// Stops delivery; the same as `NotificationCenter.removeObserver(self)`.
    public func remove() {
        if let center {
            center.removeObserver(self)
        } else {
            isRemoved = true
        }
    }

    fileprivate func matches(_ postedName: String, from sender: AnyObject?) -> Bool {
        guard postedName == name else { return false }
        guard filtersBySender else { return true }
        guard let object, let sender else { return false }
        return object === sender
    }
}
