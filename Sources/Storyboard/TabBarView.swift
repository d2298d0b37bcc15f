import Gtk
import Localization
import Navigation

/// A tab bar controller on screen: the selected tab's content above a bar of
/// tab buttons at the bottom of the window (icon, title, a badge pill when a
/// badge is set, and **More** when there are more than five tabs).
@MainActor
final class TabBarView: Box, TabBarControllerView {
    private let content = Stack()
    private let bar = Box(.horizontal, spacing: 0)
    /// Holds `bar` at its minimum width at least. A window narrower than its minimum (an X
    /// window sized with no window manager to stop it) gives the tab bar its own width, and a
    /// homogeneous box shares out whatever it is given: each button got less than its padding,
    /// and its content a negative width (a GTK warning). A stack gives its child no less than
    /// its minimum, centred, and the window clips what overflows.
    private let barHolder = Stack()
    /// One button per bar item, with the row that holds its icon and, once a badge is
    /// set, its badge pill (most tabs never have one: it is made when first needed).
    private var tabs: [(button: ToggleButton, top: Box, badge: Label?)] = []
    /// Pages added so far, which names the next one (not a controller's address, which a new
    /// controller may take over from a freed one; NavigationView's pages had that bug).
    private var pagesAdded = 0
    private weak var controller: TabBarController?

    init(_ controller: TabBarController) {
        self.controller = controller
        super.init(.vertical)
        content.hexpand = true
        content.vexpand = true
        bar.addCSSClass("tab-bar")
        bar.isHomogeneous = true
        append(content)
        append(Separator(.horizontal))
        barHolder.addNamed(bar, name: "bar")
        append(barHolder)
        tabBarControllerItemsDidChange(controller)
    }

    func tabBarController(_ tabBarController: TabBarController, didSelect controller: ViewController, animated: Bool) {
        let page = controller.widget
        if !page.hasParent {
            page.hexpand = true
            page.vexpand = true
            pagesAdded += 1
            content.addNamed(page, name: "tab-\(pagesAdded)")
        }
        content.show(page, transition: .none)
        updateSelection()
    }

    func tabBarControllerItemsDidChange(_ tabBarController: TabBarController) {
        var items: [(title: String, icon: String, badge: String?, spoken: String?)] =
            tabBarController.barViewControllers.map {
                (
                    $0.tabBarItem.title, $0.tabBarItem.iconName, $0.tabBarItem.badgeValue,
                    $0.tabBarItem.badgeAccessibilityLabel
                )
            }
        if tabBarController.hasMore {
            let badges = tabBarController.moreViewControllers.compactMap(\.tabBarItem.badgeValue)
            // TRANSLATORS: the tab bar's last button, which lists the tabs that do not fit.
            items.append((tr("More"), "view-more-horizontal-symbolic", badges.isEmpty ? nil : "•", nil))
        }
        if items.count != tabs.count || zip(items, tabs).contains(where: { $0.0.title != $0.1.button.name }) {
            rebuildButtons(items.map { ($0.title, $0.icon) })
        }
        for (index, item) in items.enumerated() {
            let tab = tabs[index]
            guard let text = item.badge else {
                if let badge = tab.badge, badge.isVisible {
                    badge.isVisible = false
                    tab.button.accessibleDescription = ""
                }
                continue
            }
            let badge = tab.badge ?? Self.makeBadge(in: tab.top)
            tabs[index].badge = badge
            tab.button.accessibleDescription = item.spoken ?? Self.badgeDescription(text)
            badge.text = text
            badge.isVisible = true
        }
        updateSelection()
    }

    /// What a screen reader says of a tab's badge: "3 new", or "• new" for a dot.
    static func badgeDescription(_ badge: String) -> String {
        // TRANSLATORS: a tab button's badge, for screen readers: how many results are new.
        if let count = Int(badge) { return trn("%d new", "%d new", count, count) }
        // TRANSLATORS: a tab button's badge that is not a number (a dot, say), for screen readers.
        return tr("%s new", badge)
    }

    private func rebuildButtons(_ items: [(title: String, icon: String)]) {
        tabs.forEach { bar.remove($0.button) }
        tabs = items.enumerated().map { index, item in
            let stack = Box(.vertical, spacing: 2)
            let top = Box(.horizontal, spacing: 4)
            top.halign = .center
            top.append(Image(iconName: item.icon, pixelSize: 16))
            stack.append(top)
            stack.append(Label(item.title))
            let button = ToggleButton(child: stack)
            button.name = item.title
            button.accessibleLabel = item.title
            button.hasFrame = false
            button.addCSSClass("tab-button")
            button.onClicked { [weak self] in
                self?.controller?.selectBarItem(index)
                // A toggle button flips itself on click; the selection decides its state.
                self?.updateSelection()
            }
            bar.append(button)
            return (button, top, nil)
        }
    }

    /// A badge pill after the icon in `top`.
    private static func makeBadge(in top: Box) -> Label {
        let badge = Label()
        badge.addCSSClass("badge")
        top.append(badge)
        return badge
    }

    private func updateSelection() {
        guard let controller else { return }
        for (index, (button, _, _)) in tabs.enumerated() {
            let selected = index == controller.selectedBarIndex
            button.setActiveSilently(selected)
            button.setAccessibleSelected(selected)
        }
    }
}
