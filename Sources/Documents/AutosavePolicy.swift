import Notifications

extension NotificationName where Payload == Void {
    /// Posted when the app saves what it keeps (its window loses focus, it quits): every open
    /// document saves what is unsaved.
    public static var applicationWillSaveState: Self { Self("machismo.applicationWillSaveState") }
}

/// When a document saves itself, with no Save button to wait for: `delay` seconds after its
/// last change (a later change waits again), every `interval` seconds while changes keep
/// coming, when the app saves its state (`.applicationWillSaveState`: the window loses focus,
/// the app quits) and when it closes.
public struct AutosavePolicy: Equatable, Sendable {
    /// Seconds after the last change.
    public var delay: Double
    /// Seconds between saves while changes keep coming (typing never pauses for `delay`).
    public var interval: Double

    public init(delay: Double, interval: Double) {
        self.delay = delay
        self.interval = interval
    }

    /// A second after the last change, and at least every 30 seconds.
    public static let standard = AutosavePolicy(delay: 1, interval: 30)
}
