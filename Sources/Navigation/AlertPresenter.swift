import Alerts

/// Shows alerts with the rendering layer's widgets (`Storyboard.AlertWindows`).
@MainActor
public protocol AlertRenderer: AnyObject {
    /// Shows `alert` over the window of `controller` (the window's root when nil); `source`
    /// (a view) anchors an action sheet's popover.
    func show(_ alert: Alert, over controller: ViewController?, source: PlatformView?)
    /// Shows `alert` over the window of `controller` (the window's root when nil); an action
    /// sheet's popover points at `anchor` (a bar button item's button, or a rectangle of a
    /// view) while it is on screen, and the sheet is a modal dialog otherwise. The default
    /// passes a view anchor on to `show(_:over:source:)`, without its rectangle, and shows the
    /// sheet with no anchor for a bar button item.
    func show(_ alert: Alert, over controller: ViewController?, anchor: PopoverAnchor?)
    /// Takes `alert` off screen.
    func close(_ alert: Alert)
}

extension AlertRenderer {
    public func show(_ alert: Alert, over controller: ViewController?, anchor: PopoverAnchor?) {
        if case .view(let view, _) = anchor {
            show(alert, over: controller, source: view)
        } else {
            show(alert, over: controller, source: nil)
        }
    }
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
        let anchor: PopoverAnchor?
    }

    /// An empty queue; its window scene makes it.
    public init() {}

    /// The alerts waiting behind the current one, in order.
    public var queued: [Alert] { waiting.map(\.alert) }

    /// Shows `alert` now, or after those already up or waiting, over the window of
    /// `controller` (the one presenting it); an action sheet's popover points at `source`.
    public func present(_ alert: Alert, over controller: ViewController? = nil, source: PlatformView? = nil) {
        present(alert, over: controller, anchor: source.map { .view($0, rect: nil) })
    }

    /// Shows `alert` now, or after those already up or waiting, over the window of
    /// `controller` (the one presenting it); an action sheet's popover points at `anchor`
    /// if it is on screen when the sheet's turn comes.
    public func present(_ alert: Alert, over controller: ViewController? = nil, anchor: PopoverAnchor?) {
        precondition(!alert.isDismissed, "Alert '\(alert.title)' was already dismissed; make a new one")
        guard current == nil else {
            waiting.append(Request(alert: alert, controller: controller, anchor: anchor))
            return
        }
        current = alert
        renderer?.show(alert, over: controller, anchor: anchor)
    }

    /// The user chose `action` (nil: escaped or closed, meaning Cancel). Runs
    /// exactly one handler and shows the next alert. A disabled action does nothing.
    public func finish(_ alert: Alert, choosing action: AlertAction?) {
        guard alert === current, alert.dismiss(choosing: action) else { return }
        renderer?.close(alert)
        current = nil
        if !waiting.isEmpty {
            let next = waiting.removeFirst()
            present(next.alert, over: next.controller, anchor: next.anchor)
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
    /// sheet is a popover on `source` when given and on screen, else a modal dialog. A
    /// controller in no window cannot present: the alert is reported and dropped.
    public func present(_ alert: Alert, from source: PlatformView? = nil) {
        present(alert, anchoredTo: source.map { .view($0, rect: nil) })
    }

    /// Presents the action sheet `alert` in a popover pointing at `item`'s button, as
    /// UIKit's `popoverPresentationController.barButtonItem` does: in the header bar, a
    /// modal page's header bar or the toolbar; the button keeps its style and accelerator.
    /// When the item has no button on screen (its page is not shown, the item is hidden),
    /// the sheet is a modal dialog over the window instead. An alert of style `.alert` is a
    /// modal dialog either way.
    public func present(_ alert: Alert, from item: BarButtonItem) {
        present(alert, anchoredTo: .barButtonItem(item))
    }

    /// Presents the action sheet `alert` in a popover pointing at `sourceRect` of `view`
    /// (UIKit's `sourceView` and `sourceRect`), in the view's coordinates: from its left
    /// edge, whatever the text direction. When the view is not on screen the sheet is a
    /// modal dialog over the window instead.
    public func present(_ alert: Alert, from view: PlatformView, sourceRect: ViewRect) {
        present(alert, anchoredTo: .view(view, rect: sourceRect))
    }

    /// Presents `alert` over this controller's window, an action sheet pointing at `anchor`
    /// (nil: a modal dialog); the other `present(_:from:)` methods call it.
    public func present(_ alert: Alert, anchoredTo anchor: PopoverAnchor?) {
        guard let scene = windowScene else {
            NavigationLog.report("\(type(of: self)) is in no window and cannot present the alert '\(alert.title)'")
            return
        }
        scene.alertPresenter.present(alert, over: self, anchor: anchor)
    }
}
