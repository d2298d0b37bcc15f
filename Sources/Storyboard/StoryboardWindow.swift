import Alerts
import Gtk
import Localization
import Navigation

/// A window scene: puts a root controller (a tab bar controller) in a window and
/// renders every container with GTK: the header bar shows the active navigation
/// stack's back button, title and buttons; the window is titled after the page on
/// top. Controllers presented modally get windows of their own over it, and alerts
/// show over the window of the controller presenting them. Each window is a scene of
/// its own: an app may open several.
///
/// Back also by Alt+Left, by the mouse's back button (8) anywhere in the window,
/// and by Escape when the focus is not in a text field. Alt+1…Alt+9 select tabs.
@MainActor
public final class StoryboardWindow: WindowScene {
    /// The window the scene fills.
    public let window: Window
    /// The controller at the root of the window: a tab bar or navigation controller, say.
    public let root: ViewController
    /// This window's alerts, rendered by `alertWindows`.
    public let alertPresenter: AlertPresenter
    /// Renders this window's alerts as dialogs and popovers.
    package let alertWindows: AlertWindows
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
    /// The header bar's buttons for `shownItems`, and those of the pages below in the
    /// active stack, hidden, for going back.
    private lazy var endButtons = BarButtonRow(endItems, flat: true)
    private var modalWindows: [ObjectIdentifier: Window] = [:]
    /// The header bars of modal pages, each following its page's items.
    private var modalHeaders: [ObjectIdentifier: ModalHeader] = [:]
    /// Controllers presented as popovers (PopoverRendering.swift).
    private(set) lazy var popovers = PopoverRendering { [weak self] item in self?.button(for: item) }

    /// Renders `root` in `window`, whose title bar becomes `headerBar`: the back button
    /// at its start, the top page's title in its middle and its bar button items at its
    /// end. Widgets the app packed at the header bar's end before (a primary menu) stay
    /// after the items, at the very end. The first window applies the library's style
    /// (``LibraryStyle``) to the display.
    public init(window: Window, headerBar: HeaderBar, root: ViewController) {
        LibraryStyle.install()
        self.window = window
        self.headerBar = headerBar
        self.root = root
        alertPresenter = AlertPresenter()
        alertWindows = AlertWindows(parent: window, presenter: alertPresenter)
        let backContent = Box(.horizontal, spacing: 6)
        backContent.append(Image(iconName: "go-previous-symbolic"))
        backContent.append(backLabel)
        backButton = Button(child: backContent)
        backButton.hasFrame = false
        backButton.accessibleLabel = tr("Back")
        backButton.isVisible = false
        headerBar.packStart(backButton)
        headerBar.packEnd(endItems)
        titleBox.valign = .center
        titleLabel.addCSSClass("title")
        subtitleLabel.addCSSClass("subtitle")
        titleBox.append(titleLabel)
        titleBox.append(subtitleLabel)

        root.makeRoot(of: self)
        alertWindows.windowOver = { [weak self] controller in self?.window(showing: controller) }
        backButton.onClicked { [weak self] in self?.goBack() }
        installBackGestures()
        window.keepsPopupsOnMonitors()
        window.movesWithoutGrabs()
        Popover.closeWhenAnchorsLeave()
        ScrolledWindow.holdBouncesOffScreen()
        Widget.letTooltipsPassThePointer()
        window.onWidthChanged { [weak self] in self?.layOutSplitViews() }
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

    /// Hides the root: call before the window goes. Alerts still up are cancelled and
    /// presented controllers dismissed (a document page saves and closes its document).
    public func disappear() {
        alertPresenter.cancelAll()
        // Top first; bounded, in case a controller refuses to go.
        for _ in 0..<16 {
            guard let presented = root.presentedViewController else { break }
            var top = presented
            while let next = top.presentedViewController { top = next }
            top.dismiss(animated: false)
        }
        root.beginAppearanceTransition(false, animated: false)
        root.endAppearanceTransition()
    }

    // MARK: - Rendering containers

    public func makeEmptyView(for controller: ViewController) -> PlatformView { Box(.vertical) }
    public func makeNavigationView(for controller: NavigationController) -> NavigationControllerView {
        NavigationView()
    }
    public func makeTabBarView(for controller: TabBarController) -> TabBarControllerView { TabBarView(controller) }
    public func makeSplitView(for controller: SplitViewController) -> SplitViewControllerView { SplitView(controller) }
    public func makeMoreListView(for controller: MoreListController) -> MoreListControllerView {
        MoreListView(controller)
    }

    public func present(_ controller: ViewController, animated: Bool) {
        if let presentation = controller.popoverPresentationController {
            let anchor = popovers.anchorWidget(of: presentation)
            let environment = PresentationEnvironment(
                windowWidth: window.defaultSize.width,
                popoverWidth: PopoverRendering.neededWidth(of: controller),
                hasAnchor: anchor != nil)
            if presentation.adaptPresentationStyle(in: environment) == .popover, let anchor {
                return popovers.present(controller, presentation, on: anchor)
            }
        }
        let modal = Window(dialog: true)
        let bar = HeaderBar()
        modal.titlebar = bar
        modal.title = controller.displayTitle
        let parent = window(showing: controller.presentingViewController)
        modal.setTransient(for: parent)
        // Ctrl+Q quits from it too: the window under a modal one gets no keys. (Only that:
        // joining the app would hand the page's Ctrl+plus to the app's text zoom.)
        let keys = KeyController(capture: true)
        keys.onKeyPressed { [weak parent] keyval, modifiers in
            guard modifiers == .control, keyval == Key.letterQ, let parent else { return false }
            return parent.activateAction("app.quit")
        }
        modal.add(keys)
        modal.isModal = true
        modal.destroysWithParent = true
        modal.child = controller.widget
        if controller.popoverPresentationController != nil {
            addDoneButton(to: bar, of: modal, dismissing: controller)
        } else {
            if let size = controller.preferredContentSize { modal.defaultSize = size }
            let header = ModalHeader(bar: bar, window: modal)
            header.show(controller)
            modalHeaders[ObjectIdentifier(controller)] = header
        }
        modal.closesOnEscape()
        modal.onCloseRequest { [weak controller] in
            controller?.closeRequested()
            return true
        }
        modalWindows[ObjectIdentifier(controller)] = modal
        modal.present()
    }

    public func dismiss(_ controller: ViewController, animated: Bool) {
        if popovers.dismiss(controller) { return }
        guard let modal = modalWindows.removeValue(forKey: ObjectIdentifier(controller)) else { return }
        modalHeaders[ObjectIdentifier(controller)] = nil
        modal.child = nil
        modal.destroy()
    }

    /// The window `controller` is shown in: the modal window of the presented controller
    /// it is under, else this scene's window.
    package func window(showing controller: ViewController?) -> Window {
        var current = controller
        while let presented = current?.root {
            if let modal = modalWindows[ObjectIdentifier(presented)] { return modal }
            current = presented.presentingViewController
        }
        return window
    }

    // MARK: - The header bar

    public func controllerItemsDidChange(_ controller: ViewController) {
        modalHeaders[ObjectIdentifier(controller.root)]?.show(controller.root)
        refresh()
    }

    /// The navigation stack whose back button the header bar shows.
    public var activeNavigationController: NavigationController? { root.navigationControllerForHeaderBar }

    /// The page whose title and buttons the header bar shows.
    public var topPage: ViewController? { root.pageForHeaderBar }

    private func refresh() {
        let navigation = activeNavigationController
        let top = topPage
        let title = top?.displayTitle ?? ""
        window.title = title.isEmpty ? fallbackTitle : title
        showSubtitle(top?.navigationItem.subtitle)
        if let backTitle = navigation?.backButtonTitle {
            backLabel.text = backTitle
            let previous = navigation?.topViewController.flatMap { navigation?.controller(below: $0) }
            // TRANSLATORS: the back button's tooltip; %s is the title of the page it goes back to.
            backButton.tooltip = tr("Back to %s", previous?.displayTitle ?? backTitle)
            backButton.isVisible = true
        } else {
            backButton.isVisible = false
        }
        let items = top?.navigationItem.rightBarButtonItems ?? []
        let identities = items.map(ObjectIdentifier.init)
        guard identities != shownItems else { return }
        shownItems = identities
        let listed = navigation?.viewControllers.flatMap(\.navigationItem.rightBarButtonItems) ?? []
        // Right bar items run from the end inwards, as in UIKit.
        endButtons.show(items.reversed(), keeping: listed)
    }

    /// The page's subtitle under its title, or the plain window title when it has none.
    private func showSubtitle(_ subtitle: String?) {
        guard let subtitle else {
            if headerBar.titleWidget != nil { headerBar.titleWidget = nil }
            return
        }
        titleLabel.text = window.title
        subtitleLabel.text = subtitle
        // TRANSLATORS: what a screen reader says for the header bar's title: %1$s is the page's title,
        // %2$s its subtitle ("Attributor, Edited").
        titleBox.accessibleLabel = tr("%1$s, %2$s", window.title, subtitle)
        if headerBar.titleWidget == nil { headerBar.titleWidget = titleBox }
    }

    /// Loads the font of the subtitle the header bar shows under a page's title, so that the
    /// first page with a subtitle (Attributor's "Saved") does not wait for it: a subtitle is
    /// laid out in a header bar of its own, which the theme styles as it styles this one.
    /// Returns that font (`Widget.fontDescription`).
    @discardableResult
    public func preloadSubtitleFont() -> String {
        let bar = HeaderBar()
        let subtitle = Label(window.title)
        subtitle.addCSSClass("subtitle")
        bar.titleWidget = subtitle
        _ = subtitle.naturalWidth
        return subtitle.fontDescription
    }

    /// The buttons the header bar shows for the page's items, from the end (for tests).
    var headerButtons: [Widget] { endButtons.buttons.map(\.widget) }

    /// The subtitle the header bar shows, if any (for tests).
    package var shownSubtitle: String? { headerBar.titleWidget == nil ? nil : subtitleLabel.text }

    /// The font of the subtitle (for tests).
    package var subtitleFont: String { subtitleLabel.fontDescription }

    // MARK: - Split views

    /// Tells the controllers how wide the window is, so that split views collapse or expand.
    public func layOutSplitViews() {
        root.windowDidResize(toWidth: window.defaultSize.width)
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
                return self.root.selectTab(atBarIndex: digit - 1)
            }
            if modifiers.isEmpty, keyval == Key.escape, !self.window.isFocusInTextField,
                !self.popovers.isShowingPopover
            {
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
                accelerator.matches(keyval: keyval, modifiers: modifiers)
            else { continue }
            item.perform()
            return true
        }
        return false
    }

}
