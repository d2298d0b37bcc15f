import Gtk
import Localization
import Navigation

/// Shows controllers presented as popovers (`modalPresentationStyle = .popover`) in
/// `GtkPopover`s pointing at their anchor: a bar button item's button in the header bar,
/// or a rectangle of a view. GtkPopover's autohide closes one on a click outside it or
/// Escape, which dismisses its controller; `dismiss(animated:)` from code pops it down.
///
/// Each popover is owned here while its controller is presented, and a little longer:
/// it leaves its anchor only once it is hidden (see `close`).
@MainActor
final class PopoverRendering {
    /// Room a popover needs beside its view's natural width: the bubble's padding and
    /// shadow, and a gap to the window's edges.
    static let popoverMargins = 48
    /// Seconds between a popover's popdown and its leaving its anchor.
    static let unparentDelay = 0.5

    private struct Shown {
        let popover: Popover
        /// The anchor's wrapper, held so that the anchor outlives the popover attached to it.
        let anchor: Widget
        let anchorDestroyed: SignalHandler
    }

    private var shown: [ObjectIdentifier: Shown] = [:]
    /// The Done button of each popover adapted to a modal page, while it is presented.
    fileprivate(set) var doneButtons: [ObjectIdentifier: Button] = [:]
    /// Finds the header bar's button of a bar button item.
    private let buttonForItem: @MainActor (BarButtonItem) -> Widget?

    init(buttonForItem: @escaping @MainActor (BarButtonItem) -> Widget?) {
        self.buttonForItem = buttonForItem
    }

    /// Whether a popover is on screen (the window leaves Escape to it).
    var isShowingPopover: Bool { shown.values.contains { $0.popover.isShown } }

    /// The popover showing `controller`, for tests.
    func popover(showing controller: ViewController) -> Popover? { shown[ObjectIdentifier(controller)]?.popover }

    /// The widget `presentation`'s popover would point at, if it is on screen.
    func anchorWidget(of presentation: PopoverPresentationController) -> Widget? {
        let widget: Widget? =
            switch presentation.anchor {
            case .barButtonItem(let item): buttonForItem(item)
            case .view(let view, _): view as? Widget
            case nil: nil
            }
        return widget?.isMapped == true ? widget : nil
    }

    /// The widget on screen a popover on `anchor` points at: the button showing a bar button
    /// item (in a header bar, a modal page's header bar or a toolbar; or the item's custom
    /// view), or the view. Nil when there is none on screen: the item's page is not shown,
    /// the item is not in a bar, the view is hidden or in no window.
    static func shownWidget(for anchor: PopoverAnchor) -> Widget? {
        switch anchor {
        case .barButtonItem(let item):
            return item.renderedViews.lazy.compactMap { $0 as? Widget }.first { $0.isMapped }
        case .view(let view, _):
            guard let widget = view as? Widget, widget.isMapped else { return nil }
            return widget
        }
    }

    /// The width `controller`'s popover needs: its view's natural width and the margins.
    static func neededWidth(of controller: ViewController) -> Int {
        controller.widget.naturalWidth + popoverMargins
    }

    /// Shows `controller` in a popover on `anchor`.
    func present(_ controller: ViewController, _ presentation: PopoverPresentationController, on anchor: Widget) {
        let popover = Popover()
        popover.child = controller.widget
        popover.accessibleLabel = controller.displayTitle
        popover.side = Self.side(for: presentation.permittedArrowDirections)
        popover.attach(to: anchor)
        if case .view(_, let rect?) = presentation.anchor { popover.point(at: rect) }
        // A popover is its anchor's child: it must leave with it, or GTK finalizes the
        // anchor with the popover still attached and the popover's parent dangles.
        let destroyed = anchor.onDestroy { [weak popover] in popover?.unparent() }
        popover.onClosed { [weak self, weak controller, weak presentation] in
            // A click outside or Escape; a popdown from `close` finds the controller gone.
            guard let self, let controller, self.shown[ObjectIdentifier(controller)] != nil else { return }
            presentation?.popoverWasDismissedByUser()
        }
        shown[ObjectIdentifier(controller)] = Shown(popover: popover, anchor: anchor, anchorDestroyed: destroyed)
        popover.popup()
    }

    /// The Done button of `controller`'s popover adapted to a modal page, for tests.
    func doneButton(of controller: ViewController) -> Button? { doneButtons[ObjectIdentifier(controller)] }

    /// Takes `controller`'s popover off screen; false when it shows in none (a popover
    /// adapted to a modal page: the window scene closes its window).
    func dismiss(_ controller: ViewController) -> Bool {
        doneButtons[ObjectIdentifier(controller)] = nil
        guard let entry = shown.removeValue(forKey: ObjectIdentifier(controller)) else { return false }
        entry.popover.popdown()
        entry.popover.child = nil  // the controller's view goes with the controller
        // Unparented only once it is hidden: removing a popover in the middle of its
        // popdown leaves GTK's pointer focus on a destroyed surface.
        runAfter(seconds: Self.unparentDelay) {
            entry.anchorDestroyed.disconnect()
            entry.popover.unparent()
        }
        return true
    }

    /// GTK's side for UIKit's arrow directions: the first permitted of up (the popover
    /// below its anchor), down (above), left (after it), right (before it).
    static func side(for directions: PopoverArrowDirection) -> PopoverSide {
        if directions.contains(.up) { return .bottom }
        if directions.contains(.down) { return .top }
        if directions.contains(.left) { return .right }
        if directions.contains(.right) { return .left }
        return .bottom
    }
}

extension StoryboardWindow {
    /// The button showing `item` on screen (in the header bar, a modal page's header bar
    /// or a toolbar), if any.
    func button(for item: BarButtonItem) -> Widget? {
        PopoverRendering.shownWidget(for: .barButtonItem(item))
    }

    /// A popover adapted to a modal page gets **Done** at its header bar's end, which
    /// dismisses it (a popover needs none: a click outside closes it), and opens no wider
    /// than the window it adapts to.
    func addDoneButton(to bar: HeaderBar, of modal: Window, dismissing controller: ViewController) {
        // TRANSLATORS: closes a page shown on its own in a narrow window (it shows in a popover otherwise).
        let done = Button(label: tr("Done"))
        done.markSuggested()
        done.onClicked { [weak controller] in controller?.dismiss(animated: true) }
        bar.packEnd(done)
        // No wider than the window it adapts to (a long label wraps); GTK keeps it at least
        // as wide as its content's minimum.
        modal.defaultSize = (max(1, window.defaultSize.width - PopoverRendering.popoverMargins), -1)
        popovers.doneButtons[ObjectIdentifier(controller)] = done
    }
}

extension Popover {
    /// Points at `rect` of the popover's anchor, in the anchor's coordinates.
    func point(at rect: ViewRect) {
        point(atX: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}
