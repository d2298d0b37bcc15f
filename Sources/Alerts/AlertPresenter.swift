import Navigation

/// Shows alerts with the rendering layer's widgets (`Storyboard.AlertRenderer`).
@MainActor
public protocol AlertRenderer: AnyObject {
    /// Shows `alert`; `source` (a view) anchors an action sheet's popover.
    func show(_ alert: Alert, source: PlatformView?)
    /// Takes `alert` off screen.
    func close(_ alert: Alert)
}

/// The queue of alerts: one on screen, the rest waiting their turn in order.
@MainActor
public final class AlertPresenter {
    public static let shared = AlertPresenter()

    /// Set by the rendering layer at startup; kept weakly, by whoever made it (the main
    /// window), since a renderer keeps its presenter.
    public weak var renderer: AlertRenderer?

    public private(set) var current: Alert?
    private var waiting: [(alert: Alert, source: PlatformView?)] = []

    public init() {}

    /// The alerts waiting behind the current one, in order.
    public var queued: [Alert] { waiting.map(\.alert) }

    /// Shows `alert` now, or after those already up or waiting.
    public func present(_ alert: Alert, source: PlatformView? = nil) {
        precondition(!alert.isDismissed, "Alert '\(alert.title)' was already dismissed; make a new one")
        guard current == nil else {
            waiting.append((alert, source))
            return
        }
        current = alert
        renderer?.show(alert, source: source)
    }

    /// The user chose `action` (nil: escaped or closed, meaning Cancel). Runs
    /// exactly one handler and shows the next alert. A disabled action does nothing.
    public func finish(_ alert: Alert, choosing action: AlertAction?) {
        guard alert === current, alert.dismiss(choosing: action) else { return }
        renderer?.close(alert)
        current = nil
        if !waiting.isEmpty {
            let next = waiting.removeFirst()
            present(next.alert, source: next.source)
        }
    }
}

extension ViewController {
    /// Presents `alert` over this controller's window; an action sheet anchors
    /// to `source` when given (a popover on that button).
    public func present(_ alert: Alert, from source: PlatformView? = nil) {
        AlertPresenter.shared.present(alert, source: source)
    }
}
