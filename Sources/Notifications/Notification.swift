/// A message broadcast by a `NotificationCenter`: what happened (`name`), who
/// says so (`object`), and the details (`userInfo`) — the lecture's "radio
/// station" for models that are not observable, and for news that concerns
/// controllers that do not know each other.
///
/// Delivery is on the main actor, so a notification is not `Sendable`: its
/// `object` is whatever class posted it.
public struct Notification {
    /// What a notification is about; modules declare theirs as static members
    /// (`extension Notification.Name { public static let gameResultRecorded = … }`).
    public struct Name: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String

        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }

        public var description: String { rawValue }
    }

    public let name: Name
    /// The sender, if it named itself.
    public let object: AnyObject?
    public let userInfo: [String: any Sendable]

    public init(name: Name, object: AnyObject? = nil, userInfo: [String: any Sendable] = [:]) {
        self.name = name
        self.object = object
        self.userInfo = userInfo
    }
}
