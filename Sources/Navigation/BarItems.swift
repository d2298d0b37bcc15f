import Notifications

/// A button in a header bar or a toolbar: a title or an icon, and what it does.
///
/// An action sheet or a popover can point at the item's button, as UIKit's
/// `barButtonItem` anchors do: `present(sheet, from: item)`, or a popover segue's
/// `.barButtonItem(item)` anchor. The button keeps its style and accelerator meanwhile.
@MainActor
public final class BarButtonItem {
    /// How the button looks.
    public enum Style: Sendable {
        /// An ordinary button.
        case plain
        /// The page's main action (suggested-action styling).
        case done
        /// An action that destroys something (destructive-action styling).
        case destructive
    }

    /// The label (or, with an icon, the accessible name and tooltip).
    public var title: String { didSet { changed() } }
    /// A symbolic icon name; with an icon the title is the accessible name and tooltip.
    public var iconName: String? { didSet { changed() } }
    /// How the button looks.
    public var style: Style { didSet { changed() } }
    /// Whether the button can be pressed.
    public var isEnabled = true { didSet { changed() } }
    /// A keyboard accelerator in GTK's syntax (`<Control>n`), shown in the tooltip.
    public var accelerator: String?
    /// What pressing the button does.
    public var action: @MainActor () -> Void
    /// A control shown instead of a button (a segmented mode switch), as
    /// `UIBarButtonItem(customView:)`; `title` is then only its name. Made
    /// when the bar first shows it, so a controller can make its items before
    /// any widget may exist.
    public var customView: PlatformView? {
        if madeCustomView == nil { madeCustomView = makeCustomView?() }
        return madeCustomView
    }
    private var makeCustomView: (@MainActor () -> PlatformView)?
    private var madeCustomView: PlatformView?

    /// The rendered buttons following this item's properties.
    private let observers = ChangeObservers()
    /// The views the rendering layer shows the item as, weakly: a popover presented from the
    /// item points at the one on screen.
    private var rendered: [WeakView] = []
    /// Itself, weakly, for LeakSanitizer: the buttons refer to their item weakly (see
    /// `ChangeObservers.sideTableAnchor`).
    private weak var sideTableAnchor: BarButtonItem?

    /// A button titled `title` (shown as the icon `iconName`, if given) that runs `action`.
    public init(
        title: String, iconName: String? = nil, style: Style = .plain,
        accelerator: String? = nil, action: @escaping @MainActor () -> Void
    ) {
        self.title = title
        self.iconName = iconName
        self.style = style
        self.accelerator = accelerator
        self.action = action
        sideTableAnchor = self
    }

    /// An item that shows the view `makeView` returns in the bar; it has no action of its own.
    public init(title: String, customView makeView: @escaping @MainActor () -> PlatformView) {
        self.title = title
        self.style = .plain
        self.action = {}
        self.makeCustomView = makeView
        sideTableAnchor = self
    }

    /// Runs the item's action, if it is enabled.
    public func perform() {
        if isEnabled { action() }
    }

    /// Runs `handler` after each change of the item's properties, for as long as the
    /// returned observation lives; the rendering layer keeps it with the button it made.
    package func observeChanges(_ handler: @escaping @MainActor () -> Void) -> ChangeObservation {
        observers.add(handler)
    }

    /// How many rendered buttons follow the item; for tests.
    package var observationCount: Int { observers.count }

    /// Records that `view` shows the item (a bar's button for it, or its custom view), until
    /// `removeRenderedView(_:)` or until `view` is freed; the rendering layer calls it.
    package func addRenderedView(_ view: PlatformView) {
        rendered.removeAll { $0.view == nil || $0.view === view }
        rendered.append(WeakView(view: view))
    }

    /// `view` shows the item no more.
    package func removeRenderedView(_ view: PlatformView) {
        rendered.removeAll { $0.view == nil || $0.view === view }
    }

    /// The views showing the item, the one shown last first; which of them is on screen
    /// is the rendering layer's to say.
    package var renderedViews: [PlatformView] { rendered.reversed().compactMap(\.view) }

    private func changed() { observers.notify() }
}

/// A view held weakly.
@MainActor
private struct WeakView {
    weak var view: PlatformView?
}

/// What a page shows in the navigation bar: its title, buttons, back title.
@MainActor
public final class NavigationItem {
    /// Overrides the controller's `title` in the bar.
    public var title: String? { didSet { owner?.itemsDidChange() } }
    /// A second, smaller line under the title (a document's state: `Edited`), as
    /// GNOME's window titles have; nil shows the title alone.
    public var subtitle: String? { didSet { owner?.itemsDidChange() } }
    /// Buttons at the end of the header bar, in order from the end.
    public var rightBarButtonItems: [BarButtonItem] = [] { didSet { owner?.itemsDidChange() } }
    /// Buttons at the start of the header bar, in order from the start. Only a page
    /// presented modally shows them (a stack's start holds its back button), as a
    /// document's **Close**.
    public var leftBarButtonItems: [BarButtonItem] = [] { didSet { owner?.itemsDidChange() } }
    /// The title the *next* page's back button shows for this page.
    public var backButtonTitle: String? { didSet { owner?.itemsDidChange() } }

    weak var owner: ViewController?

    init() {}
}

/// A controller's item in the tab bar.
@MainActor
public final class TabBarItem {
    /// The tab's label.
    public var title: String { didSet { owner?.tabBarItemDidChange() } }
    /// The tab's symbolic icon name.
    public var iconName: String { didSet { owner?.tabBarItemDidChange() } }
    /// A short text in a pill on the tab (`3`, `!`); nil hides it.
    public var badgeValue: String? { didSet { owner?.tabBarItemDidChange() } }
    /// What a screen reader says of the badge ("3 left to pack"); nil: the library's words
    /// for news, "3 new".
    public var badgeAccessibilityLabel: String? { didSet { owner?.tabBarItemDidChange() } }

    weak var owner: ViewController?

    /// An item titled `title` with the icon `iconName`.
    public init(title: String, iconName: String) {
        self.title = title
        self.iconName = iconName
    }
}
