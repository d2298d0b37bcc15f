import Alerts

/// Shows alerts with the rendering layer's widgets (`Storyboard.AlertWindows`).
@MainActor
public protocol AlertRenderer: AnyObject {
    /// Shows `alert` over the window of `controller` (the window's root when nil); `source`
    /// (a view) anchors an action sheet's popover.
    func show(_ alert: Alert, over controller: ViewController?, source: PlatformView?)
    /// Takes `alert` off screen.
    func close(_ alert: Alert)
}

/// One window's queue of alerts: one on screen, the rest waiting their turn in order.
/// Its window scene owns it; controllers reach it by presenting an alert.
@MainActor
public final class AlertPresenter {
    /// Kept weakly: the window scene owns both, and a renderer keeps its presenter.
    public weak var renderer: AlertRenderer?

    /// The alert on screen, if any.
    public private(set) var current: Alert?
    private var waiting: [Request] = []

    private struct Request {
        let alert: Alert
        weak var controller: ViewController?
        let source: PlatformView?
    }

    /// An empty queue; its window scene makes it.
    public init() {}

    /// The alerts waiting behind the current one, in order.
    public var queued: [Alert] { waiting.map(\.alert) }

    /// Shows `alert` now, or after those already up or waiting, over the window of
    /// `controller` (the one presenting it).
    public func present(_ alert: Alert, over controller: ViewController? = nil, source: PlatformView? = nil) {
        precondition(!alert.isDismissed, "Alert '\(alert.title)' was already dismissed; make a new one")
        guard current == nil else {
            waiting.append(Request(alert: alert, controller: controller, source: source))
            return
        }
        current = alert
        renderer?.show(alert, over: controller, source: source)
    }

    /// The user chose `action` (nil: escaped or closed, meaning Cancel). Runs
    /// exactly one handler and shows the next alert. A disabled action does nothing.
    public func finish(_ alert: Alert, choosing action: AlertAction?) {
        guard alert === current, alert.dismiss(choosing: action) else { return }
        renderer?.close(alert)
        current = nil
        if !waiting.isEmpty {
            let next = waiting.removeFirst()
            present(next.alert, over: next.controller, source: next.source)
        }
    }

    /// Closes every alert, choosing Cancel in the one on screen (the window is going).
    public func cancelAll() {
        waiting.removeAll()
        if let current { finish(current, choosing: nil) }
    }
}

extension ViewController {
    /// Presents `alert` over this controller's window, as UIKit presents an alert
    /// controller: through the window scene this controller is shown in. An action
    /// sheet anchors to `source` when given (a popover on that button). A controller
    /// in no window cannot present: the alert is reported and dropped.
    public func present(_ alert: Alert, from source: PlatformView? = nil) {
        guard let scene = windowScene else {
            NavigationLog.report("\(type(of: self)) is in no window and cannot present the alert '\(alert.title)'")
            return
        }
        scene.alertPresenter.present(alert, over: self, source: source)
    }
}
