/// A kind of news broadcast on a `NotificationCenter` — the lecture's "radio station"
/// for news that concerns controllers that do not know each other — and what it
/// carries: `Payload`, `Void` for news that carries nothing. A module declares its
/// kinds of news in a constrained extension, which types every post and every observer:
///
/// ```swift
/// extension NotificationName where Payload == GameResult {
///     public static var gameResultRecorded: Self { Self("machismo.gameResultRecorded") }
/// }
/// center.post(name: .gameResultRecorded, object: self, payload: result)
/// center.addObserver(forName: .gameResultRecorded) { notification in show(notification.payload) }
/// ```
public struct NotificationName<Payload>: Hashable, Sendable, CustomStringConvertible {
    /// The name itself: unique across the app, by convention prefixed with the module
    /// (`machismo.gameResultRecorded`).
    public let rawValue: String

    /// The kind of news named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The raw name.
    public var description: String { rawValue }
}

/// A message a `NotificationCenter` delivers: what happened (`name`), who says so
/// (`object`), and the details (`payload`), typed by the name.
///
/// Delivery is on the main actor, so a notification is not `Sendable`: its
/// `object` is whatever class posted it.
public struct Notification<Payload> {
    /// What happened.
    public let name: NotificationName<Payload>
    /// The sender, if it named itself.
    public let object: AnyObject?
    /// The details, typed by the name.
    public let payload: Payload

    /// A notification, as `post` makes them; observers get them, never make them.
    public init(name: NotificationName<Payload>, object: AnyObject? = nil, payload: Payload) {
        self.name = name
        self.object = object
        self.payload = payload
    }
}
