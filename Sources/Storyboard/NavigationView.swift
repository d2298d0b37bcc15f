import Gtk
import Navigation

/// A navigation controller on screen: its pages in a `GtkStack` that slides
/// (mirrored right-to-left), and a bottom toolbar from the top page's toolbar
/// items, hidden when it has none. The header bar's back button, title and
/// buttons belong to the window (`StoryboardWindow`), which shows the active
/// stack's.
@MainActor
final class NavigationView: Box, NavigationControllerView {
    /// Slide length in milliseconds; GTK skips it when the desktop disables animations.
    static let transitionDuration = 200

    private let stack = Stack()
    private let toolbar = Box(.horizontal, spacing: 6)
    /// The toolbar's buttons for `shownItems`, and those of the pages below, hidden, for
    /// going back.
    private lazy var toolbarButtons = BarButtonRow(toolbar, flat: false)
    /// The items the toolbar shows.
    private var shownItems: [ObjectIdentifier] = []
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
        toolbar.isVisible = false
        append(stack)
        append(toolbar)
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
        // Its toolbar follows with navigationControllerItemsDidChange(_:), called after this.
    }

    func navigationControllerItemsDidChange(_ navigationController: NavigationController) {
        let items = navigationController.topViewController?.toolbarItems ?? []
        let identities = items.map(ObjectIdentifier.init)
        guard identities != shownItems else { return }
        shownItems = identities
        let listed = navigationController.viewControllers.flatMap(\.toolbarItems)
        toolbarButtons.show(items, keeping: listed)
        for button in toolbarButtons.buttons { button.widget.hexpand = true }
        toolbar.isVisible = !items.isEmpty
    }

    /// Whether the bottom toolbar shows.
    var isToolbarShown: Bool { toolbar.isVisible }

    /// The toolbar's buttons (for tests).
    var toolbarButtonWidgets: [Widget] { toolbarButtons.buttons.map(\.widget) }

    private func removeLeavingPages() {
        guard !stack.isTransitionRunning else { return }
        leaving.forEach(stack.remove)
        leaving = []
    }
}
