/// How a presented controller is shown, as UIKit's `UIModalPresentationStyle`.
public enum ModalPresentationStyle: Sendable, Equatable {
    /// The window's own modal presentation: a modal page over the window (a transient
    /// window with a header bar).
    case automatic
    /// A bubble pointing at an anchor (a bar button item, or a rectangle of a view),
    /// dismissed by a click outside it or Escape; it has no Cancel.
    case popover
}

/// The sides a popover's arrow may point to, as UIKit's `UIPopoverArrowDirection`:
/// `.up` puts the popover below its anchor, `.down` above it, `.left` after it
/// on the right, `.right` before it on the left.
public struct PopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The arrow points up: the popover is below its anchor.
    public static let up = PopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down: the popover is above its anchor.
    public static let down = PopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left: the popover is right of its anchor.
    public static let left = PopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right: the popover is left of its anchor.
    public static let right = PopoverArrowDirection(rawValue: 1 << 3)
    /// Whichever fits; the rendering layer's default side first.
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
}

/// A rectangle in a view's coordinates, in logical pixels (UIKit's `sourceRect`).
public struct ViewRect: Sendable, Equatable {
    /// The left edge.
    public var x: Int
    /// The top edge.
    public var y: Int
    /// The width.
    public var width: Int
    /// The height.
    public var height: Int

    /// The rectangle at (`x`, `y`) of size `width` × `height`.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// What a popover or an action sheet points at: a bar button item (its button in the
/// header bar, a modal page's header bar or the toolbar), or a rectangle of a view (nil:
/// the whole view). When the anchor is not on screen as it is presented (the item's page
/// is not shown, the item is in no bar, the view is hidden), the rendering layer presents
/// modally instead: a controller as a modal page with Done, an action sheet as a dialog.
@MainActor
public enum PopoverAnchor {
    /// The button showing a bar button item, wherever its bar put it (mirrored right to left).
    case barButtonItem(BarButtonItem)
    /// A rectangle of a view (nil: the whole view), in the view's coordinates: from its
    /// left edge, in either text direction.
    case view(PlatformView, rect: ViewRect?)
}

/// The size of the window and of the popover, when a popover is about to be shown,
/// as the adaptation sees them (UIKit's trait collection, for this one question).
public struct PresentationEnvironment: Sendable, Equatable {
    /// The width of the window the popover would show in.
    public var windowWidth: Int
    /// The width the popover needs: its view's natural width plus the bubble's margins.
    public var popoverWidth: Int
    /// Whether the popover has something to point at on screen.
    public var hasAnchor: Bool

    /// The environment of a window `windowWidth` wide and a popover needing `popoverWidth`.
    public init(windowWidth: Int, popoverWidth: Int, hasAnchor: Bool = true) {
        self.windowWidth = windowWidth
        self.popoverWidth = popoverWidth
        self.hasAnchor = hasAnchor
    }

    /// The window is narrower than the popover needs (UIKit's compact width).
    public var isCompact: Bool { windowWidth < popoverWidth }
}

/// Chooses how a popover adapts, as UIKit's `UIPopoverPresentationControllerDelegate`.
@MainActor
public protocol PopoverPresentationControllerDelegate: AnyObject {
    /// The style to present in, in `environment`: `.popover` keeps the popover,
    /// `.automatic` presents modally instead. The default adapts to a modal page when the
    /// window is compact (`environment.isCompact`).
    func adaptivePresentationStyle(
        for controller: PopoverPresentationController,
        in environment: PresentationEnvironment
    ) -> ModalPresentationStyle
    /// The user dismissed the popover (a click outside it, Escape); not called for
    /// `dismiss(animated:)` from code.
    func popoverPresentationControllerDidDismissPopover(_ controller: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
    public func adaptivePresentationStyle(
        for controller: PopoverPresentationController,
        in environment: PresentationEnvironment
    ) -> ModalPresentationStyle {
        PopoverPresentationController.defaultStyle(in: environment)
    }

    public func popoverPresentationControllerDidDismissPopover(_ controller: PopoverPresentationController) {}
}

/// How a controller presented as a popover is shown, as UIKit's
/// `UIPopoverPresentationController`: what it points at, where its arrow may point,
/// and who chooses its adaptation. A popover segue sets the anchor before
/// `prepare(for:sender:)`, which may read and change it (and set a delegate).
///
/// Presentation asks it for the style to show in (`adaptPresentationStyle(in:)`): a
/// popover when there is room and an anchor, else the window's modal page, with a
/// Done button.
@MainActor
public final class PopoverPresentationController {
    /// The bar button item the popover points at (UIKit's `sourceItem`/`barButtonItem`).
    public var barButtonItem: BarButtonItem?
    /// The view the popover points at when there is no bar button item.
    public var sourceView: PlatformView?
    /// The rectangle of `sourceView` it points at; nil: the whole view.
    public var sourceRect: ViewRect?
    /// Where the arrow may point.
    public var permittedArrowDirections: PopoverArrowDirection = .any
    /// Chooses the adaptation; held weakly, as in UIKit.
    public weak var delegate: PopoverPresentationControllerDelegate?

    /// The style of the presentation on screen (or last shown): `.popover`, or
    /// `.automatic` when it adapted to a modal page. Nil before it is presented.
    public private(set) var adaptedStyle: ModalPresentationStyle?

    /// The controller shown in the popover.
    public private(set) weak var presentedViewController: ViewController?

    init(presentedViewController: ViewController) {
        self.presentedViewController = presentedViewController
    }

    /// The anchor, as one value: the bar button item, else the view and its rectangle.
    public var anchor: PopoverAnchor? {
        get {
            if let barButtonItem { return .barButtonItem(barButtonItem) }
            if let sourceView { return .view(sourceView, rect: sourceRect) }
            return nil
        }
        set {
            barButtonItem = nil
            sourceView = nil
            sourceRect = nil
            switch newValue {
            case .barButtonItem(let item): barButtonItem = item
            case .view(let view, let rect):
                sourceView = view
                sourceRect = rect
            case nil: break
            }
        }
    }

    /// Without a delegate: a popover when the window has room for it and it has an anchor,
    /// else a modal page.
    public static func defaultStyle(in environment: PresentationEnvironment) -> ModalPresentationStyle {
        environment.isCompact || !environment.hasAnchor ? .automatic : .popover
    }

    /// Chooses the style to present in (the delegate's choice, else `defaultStyle(in:)`;
    /// never a popover with nothing to point at) and remembers it as `adaptedStyle`. The
    /// window scene calls it when it presents the controller.
    @discardableResult
    public func adaptPresentationStyle(in environment: PresentationEnvironment) -> ModalPresentationStyle {
        var style =
            delegate?.adaptivePresentationStyle(for: self, in: environment)
            ?? Self.defaultStyle(in: environment)
        if !environment.hasAnchor {
            NavigationLog.report(
                "a popover of \(presentedViewController.map { "\(type(of: $0))" } ?? "?") has no anchor: presented modally"
            )
            style = .automatic
        }
        adaptedStyle = style
        return style
    }

    /// The user closed the popover (a click outside, Escape): dismisses its controller and
    /// tells the delegate. The window scene calls it.
    public func popoverWasDismissedByUser() {
        guard let presented = presentedViewController, presented.presentingViewController != nil else { return }
        presented.dismiss(animated: true)
        delegate?.popoverPresentationControllerDidDismissPopover(self)
    }
}

extension ViewController {
    /// The popover's presentation controller, when `modalPresentationStyle` is `.popover`
    /// (made when the style is set), as UIKit's `popoverPresentationController`.
    public var popoverPresentationController: PopoverPresentationController? {
        popoverPresentation
    }
}

extension PopoverPresentationController {
    /// The presentation controller a controller of `style` has: the one it had, or a fresh
    /// one for a popover; none otherwise.
    static func make(
        for controller: ViewController, style: ModalPresentationStyle,
        keeping current: PopoverPresentationController?
    ) -> PopoverPresentationController? {
        guard style == .popover else { return nil }
        return current ?? PopoverPresentationController(presentedViewController: controller)
    }
}

extension StoryboardSegue {
    /// A popover segue makes its destination a popover pointing at the segue's anchor
    /// (else the sender, when it is a bar button item or a view), before
    /// `prepare(for:sender:)` reads or changes it.
    func configurePresentation(sender: Any?) {
        guard case .popover(let anchor, let arrowDirections) = kind else { return }
        destination.modalPresentationStyle = .popover
        guard let popover = destination.popoverPresentationController else { return }
        popover.permittedArrowDirections = arrowDirections
        if let anchor {
            popover.anchor = anchor
        } else if let item = sender as? BarButtonItem {
            popover.anchor = .barButtonItem(item)
        } else if let view = sender as? PlatformView {
            popover.anchor = .view(view, rect: nil)
        }
    }
}

extension PopoverAnchor: Equatable {
    /// The same item, or the same view and rectangle.
    public nonisolated static func == (lhs: PopoverAnchor, rhs: PopoverAnchor) -> Bool {
        switch (lhs, rhs) {
        case (.barButtonItem(let left), .barButtonItem(let right)): left === right
        case (.view(let left, let leftRect), .view(let right, let rightRect)): left === right && leftRect == rightRect
        default: false
        }
    }
}
