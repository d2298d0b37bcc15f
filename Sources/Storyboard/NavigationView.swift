import Gtk
import Navigation

/// A navigation controller on screen: its pages in a `GtkStack` that slides
/// (mirrored right-to-left), and a bottom toolbar from the top page's toolbar
/// items, hidden when it has none. The toolbar slides up into view and back down
/// out of it (a `GtkRevealer`) as a push or pop that animates brings a page with or
/// without toolbar items, as UIKit's navigation controller "animates that gray thing
/// away"; it keeps its buttons while it slides away. GTK skips the slide when the
/// desktop turns animations off. The header bar's back button, title and buttons
/// belong to the window (`StoryboardWindow`), which shows the active stack's.
@MainActor
final class NavigationView: Box, NavigationControllerView {
    /// Slide length in milliseconds; GTK skips it when the desktop disables animations.
    static let transitionDuration = 200

    private let stack = Stack()
    private let toolbar = Box(.horizontal, spacing: 6)
    /// Slides the toolbar in and out.
    private let toolbarRevealer = Revealer()
    /// The toolbar's buttons for `shownItems`, and those of the pages below, hidden, for
    /// going back.
    private lazy var toolbarButtons = BarButtonRow(toolbar, flat: false)
    /// The items the toolbar shows.
    private var shownItems: [ObjectIdentifier] = []
    /// The toolbar items of every page in the stack, whose buttons the toolbar keeps.
    private var listedItems: [BarButtonItem] = []
    /// Whether the last push or pop animated, for the toolbar's change that follows it;
    /// nil when the items changed on their own (they slide).
    private var lastShowAnimated: Bool?
    /// Pages popped while a slide runs: they leave the tree when it ends.
    private var leaving: [Widget] = []
    /// Pages added so far, which names the next one: a controller's address would not do, as
    /// a new controller may take a freed one's while its page still slides away.
    private var pagesAdded = 0

    init() {
        super.init(.vertical)
        stack.transitionDuration = Self.transitionDuration
        stack.hexpand = true
        stack.vexpand = true
        stack.onTransitionRunningChanged { [weak self] in self?.removeLeavingPages() }
        toolbar.addCSSClass("toolbar")
        toolbar.isHomogeneous = false
        toolbarRevealer.child = toolbar
        toolbarRevealer.transition = .slideUp
        toolbarRevealer.transitionDuration = Self.transitionDuration
        toolbarRevealer.isVisible = false
        toolbarRevealer.onChildRevealedChanged { [weak self] in self?.toolbarSlideEnded() }
        append(stack)
        append(toolbarRevealer)
    }

    func navigationController(
        _ navigationController: NavigationController, didShow top: ViewController,
        operation: NavigationOperation, removed: [ViewController], animated: Bool
    ) {
        let page = top.widget
        if !page.hasParent {
            page.hexpand = true
            page.vexpand = true
            pagesAdded += 1
            stack.addNamed(page, name: "page-\(pagesAdded)")
        }
        leaving += removed.compactMap { $0.isViewLoaded ? $0.widget : nil }
        let rightToLeft = direction == .rightToLeft
        let transition: StackTransition
        switch operation {
        case .push where animated: transition = rightToLeft ? .slideRight : .slideLeft
        case .pop where animated: transition = rightToLeft ? .slideLeft : .slideRight
        default: transition = .none
        }
        stack.show(page, transition: transition)
        if !stack.isTransitionRunning { removeLeavingPages() }
        lastShowAnimated = transition != .none
        // Its toolbar follows with navigationControllerItemsDidChange(_:), called after this.
    }

    func navigationControllerItemsDidChange(_ navigationController: NavigationController) {
        let items = navigationController.topViewController?.toolbarItems ?? []
        listedItems = navigationController.viewControllers.flatMap(\.toolbarItems)
        toolbarRevealer.transition = (lastShowAnimated ?? true) ? .slideUp : .none
        lastShowAnimated = nil
        if items.isEmpty {
            // The buttons stay while the bar slides away; toolbarSlideEnded takes them off.
            toolbarRevealer.isRevealingChild = false
            if !toolbarRevealer.isChildRevealed { toolbarSlideEnded() }
        } else {
            showButtons(for: items)
            toolbarRevealer.isVisible = true
            toolbarRevealer.isRevealingChild = true
        }
    }

    private func showButtons(for items: [BarButtonItem]) {
        let identities = items.map(ObjectIdentifier.init)
        guard identities != shownItems else { return }
        shownItems = identities
        toolbarButtons.show(items, keeping: listedItems)
        for button in toolbarButtons.buttons { button.widget.hexpand = true }
    }

    /// Once the toolbar has slid away, it leaves the window (and the accessibility tree) and
    /// lets its buttons go.
    private func toolbarSlideEnded() {
        guard !toolbarRevealer.isRevealingChild, !toolbarRevealer.isChildRevealed else { return }
        toolbarRevealer.isVisible = false
        showButtons(for: [])
    }

    /// Whether the bottom toolbar shows, or slides into view.
    var isToolbarShown: Bool { toolbarRevealer.isVisible && toolbarRevealer.isRevealingChild }

    /// Whether the toolbar's slide is over with the toolbar in view (for tests).
    var isToolbarRevealed: Bool { toolbarRevealer.isChildRevealed }

    /// Whether the toolbar is in the window at all: in view, or sliding (for tests).
    var isToolbarInWindow: Bool { toolbarRevealer.isVisible }

    /// The toolbar's slide (for tests).
    var toolbarTransition: RevealerTransition { toolbarRevealer.transition }

    /// The toolbar's buttons (for tests).
    var toolbarButtonWidgets: [Widget] { toolbarButtons.buttons.map(\.widget) }

    private func removeLeavingPages() {
        guard !stack.isTransitionRunning else { return }
        leaving.forEach(stack.remove)
        leaving = []
    }
}
