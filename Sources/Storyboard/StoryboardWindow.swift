import Gtk
import Navigation

/// Puts a root controller (a tab bar controller) in a window and renders every
/// container with GTK: the header bar shows the active navigation stack's back
/// button, title and buttons; the window is titled after the page on top.
///
/// Back also by Alt+Left, by the mouse's back button (8) anywhere in the window,
/// and by Escape when the focus is not in a text field. Alt+1…Alt+9 select tabs.
@MainActor
public final class StoryboardWindow: ContainerViewFactory, ModalPresenter, ContainerObserver {
    public let window: Window
    public let root: ViewController
    /// The window title when the top page has none.
    public var fallbackTitle = ""

    private let headerBar: HeaderBar
    private let backButton: Button
    private let backLabel = Label()
    private let endItems = Box(.horizontal, spacing: 6)
    /// The title and subtitle, shown instead of the window title when the page has a subtitle.
    private let titleBox = Box(.vertical)
    private let titleLabel = Label()
    private let subtitleLabel = Label()
    private var shownItems: [ObjectIdentifier] = []
    /// The header bar's buttons for `shownItems`, each following its item while it is shown.
    private var endButtons: [BarButton] = []
    private var modalWindows: [ObjectIdentifier: Window] = [:]

    /// Renders `root` in `window`, whose title bar becomes `headerBar`;
    /// `endWidgets` (the primary menu) stay at the header bar's end.
    public init(window: Window, headerBar: HeaderBar, root: ViewController) {
        self.window = window
        self.headerBar = headerBar
        self.root = root
        let backContent = Box(.horizontal, spacing: 6)
        backContent.append(Image(iconName: "go-previous-symbolic"))
        backContent.append(backLabel)
        backButton = Button(child: backContent)
        backButton.accessibleLabel = "Back"
        backButton.isVisible = false
        headerBar.packStart(backButton)
        headerBar.packEnd(endItems)
        titleBox.valign = .center
        titleLabel.addCSSClass("title")
        subtitleLabel.addCSSClass("subtitle")
        titleBox.append(titleLabel)
        titleBox.append(subtitleLabel)

        Containers.viewFactory = self
        Containers.presenter = self
        Containers.observer = self
        backButton.onClicked { [weak self] in self?.goBack() }
        installBackGestures()
        window.keepsPopupsOnMonitors()
        window.onNotify("default-width") { [weak self] in self?.layOutSplitViews() }
        window.child = root.widget
        refresh()
    }

    /// Shows the root: call when the window is presented.
    public func appear() {
        layOutSplitViews()
        root.beginAppearanceTransition(true, animated: false)
        root.endAppearanceTransition()
        refresh()
    }

    /// Hides the root: call before the window goes.
    public func disappear() {
        root.beginAppearanceTransition(false, animated: false)
        root.endAppearanceTransition()
    }

    // MARK: - Rendering containers

    public func makeView(for container: ViewController) -> PlatformView {
        switch container {
        case let navigation as NavigationController: NavigationView()
        case let tabBar as TabBarController: TabBarView(tabBar)
        case let split as SplitViewController: SplitView(split)
        case let more as MoreListController: MoreListView(more)
        default: fatalError("no GTK rendering for \(type(of: container))")
        }
    }

    public func present(_ controller: ViewController, animated: Bool) {
        let modal = Window(dialog: true)
        let bar = HeaderBar()
        modal.titlebar = bar
        modal.title = controller.displayTitle
        modal.setTransient(for: window)
        modal.isModal = true
        modal.destroysWithParent = true
        modal.child = controller.widget
        modal.closesOnEscape()
        modal.onCloseRequest { [weak controller] in
            controller?.dismiss(animated: false)
            return true
        }
        modalWindows[ObjectIdentifier(controller)] = modal
        modal.present()
    }

    public func dismiss(_ controller: ViewController, animated: Bool) {
        guard let modal = modalWindows.removeValue(forKey: ObjectIdentifier(controller)) else { return }
        modal.child = nil
        modal.destroy()
    }

    // MARK: - The header bar

    public func controllerItemsDidChange(_ controller: ViewController) {
        refresh()
    }

    /// The navigation stack whose back button and top page the header bar shows.
    public var activeNavigationController: NavigationController? { Self.active(in: root) }

    static func active(in controller: ViewController?) -> NavigationController? {
        switch controller {
        case let tabBar as TabBarController:
            return active(in: tabBar.selectedContent)
        case let split as SplitViewController:
            if !split.isCollapsed, let detail = split.detail as? NavigationController { return active(in: detail) }
            return active(in: split.master)
        case let navigation as NavigationController:
            if let top = navigation.topViewController, let inner = active(in: top) { return inner }
            return navigation
        default:
            return nil
        }
    }

    /// The page whose title and buttons the header bar shows.
    public var topPage: ViewController? {
        guard let navigation = activeNavigationController else { return nil }
        if let split = navigation.parent as? SplitViewController, !split.isCollapsed,
           let detail = split.detail, !(detail is NavigationController) {
            return detail
        }
        return navigation.topViewController
    }

    private func refresh() {
        let navigation = activeNavigationController
        let top = topPage
        let title = top?.displayTitle ?? ""
        window.title = title.isEmpty ? fallbackTitle : title
        showSubtitle(top?.navigationItem.subtitle)
        if let backTitle = navigation?.backButtonTitle {
            backLabel.text = backTitle
            let previous = navigation?.topViewController.flatMap { navigation?.controller(below: $0) }
            backButton.tooltip = previous.map { "Back to \($0.displayTitle)" } ?? "Back to \(backTitle)"
            backButton.isVisible = true
        } else {
            backButton.isVisible = false
        }
        let items = top?.navigationItem.rightBarButtonItems ?? []
        let identities = items.map(ObjectIdentifier.init)
        guard identities != shownItems else { return }
        shownItems = identities
        endItems.removeAll()
        // Right bar items run from the end inwards, as in UIKit.
        endButtons = items.reversed().map(BarButton.init)
        for button in endButtons { endItems.append(button.widget) }
    }

    /// The page's subtitle under its title, or the plain window title when it has none.
    private func showSubtitle(_ subtitle: String?) {
        guard let subtitle else {
            if headerBar.titleWidget != nil { headerBar.titleWidget = nil }
            return
        }
        titleLabel.text = window.title
        subtitleLabel.text = subtitle
        titleBox.accessibleLabel = "\(window.title), \(subtitle)"
        if headerBar.titleWidget == nil { headerBar.titleWidget = titleBox }
    }

    /// The buttons the header bar shows for the page's items, from the end (for tests).
    var headerButtons: [Widget] { endButtons.map(\.widget) }

    /// The subtitle the header bar shows, if any (for tests).
    public var shownSubtitle: String? { headerBar.titleWidget == nil ? nil : subtitleLabel.text }

    // MARK: - Split views

    /// Tells every split view how wide the window is, so it collapses or expands.
    public func layOutSplitViews() {
        let width = window.defaultSize.width
        var pending: [ViewController] = [root]
        while let controller = pending.popLast() {
            (controller as? SplitViewController)?.setAvailableWidth(width)
            pending += controller.children
        }
    }

    // MARK: - Going back

    /// Goes back in the active stack; returns whether there was somewhere to go.
    @discardableResult
    public func goBack() -> Bool {
        activeNavigationController?.goBack() ?? false
    }

    private func installBackGestures() {
        let keys = KeyController(capture: true)
        keys.onKeyPressed { [weak self] keyval, modifiers in
            guard let self else { return false }
            if modifiers == .alt, keyval == Key.left { return self.goBack() }
            if modifiers == .alt, let digit = Key.digit(keyval), digit >= 1 {
                return self.selectTab(digit - 1)
            }
            if modifiers.isEmpty, keyval == Key.escape, !self.window.isFocusInTextField {
                return self.goBack()
            }
            return self.performBarItem(keyval: keyval, modifiers: modifiers)
        }
        window.add(keys)
        // The mouse's back button, seen before any widget and consumed there.
        window.onSideButton { [weak self] button in
            if button == 8 { _ = self?.goBack() }
        }
    }

    /// Runs the top page's header-bar or toolbar item whose accelerator is this
    /// key, if it is enabled: Ctrl+N deals on Cards, not on Settings. Plain
    /// keys (no Ctrl or Alt) stay with the focused widget.
    private func performBarItem(keyval: UInt32, modifiers: Modifiers) -> Bool {
        guard !modifiers.intersection([.control, .alt]).isEmpty, let top = topPage else { return false }
        let items = top.navigationItem.rightBarButtonItems + top.toolbarItems
        for item in items {
            guard let accelerator = item.accelerator.flatMap(Accelerator.init),
                  accelerator.matches(keyval: keyval, modifiers: modifiers) else { continue }
            item.perform()
            return true
        }
        return false
    }

    private func selectTab(_ index: Int) -> Bool {
        guard let tabBar = root as? TabBarController else { return false }
        let count = tabBar.barViewControllers.count + (tabBar.hasMore ? 1 : 0)
        guard index < count else { return false }
        tabBar.selectBarItem(index)
        return true
    }
}
