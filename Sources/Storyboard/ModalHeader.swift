import Gtk
import Localization
import Navigation

/// The header bar of a page presented modally in a window of its own: the page's
/// title and subtitle, its left bar items at the start (a document's **Close**) and
/// its right bar items at the end, kept in line with its navigation item while the
/// window is up. (A popover adapted to a modal page gets **Done** instead.)
@MainActor
final class ModalHeader {
    private let bar: HeaderBar
    private let window: Window
    private let startItems = Box(.horizontal, spacing: 6)
    private let endItems = Box(.horizontal, spacing: 6)
    private let titleBox = Box(.vertical)
    private let titleLabel = Label()
    private let subtitleLabel = Label()
    private var buttons: [BarButton] = []
    private var shownItems: [ObjectIdentifier] = []

    init(bar: HeaderBar, window: Window) {
        self.bar = bar
        self.window = window
        bar.packStart(startItems)
        bar.packEnd(endItems)
        titleBox.valign = .center
        titleLabel.addCSSClass("title")
        subtitleLabel.addCSSClass("subtitle")
        titleBox.append(titleLabel)
        titleBox.append(subtitleLabel)
    }

    /// Shows `controller`'s title, subtitle and bar items.
    func show(_ controller: ViewController) {
        let item = controller.navigationItem
        window.title = controller.displayTitle
        if let subtitle = item.subtitle {
            titleLabel.text = controller.displayTitle
            subtitleLabel.text = subtitle
            titleBox.accessibleLabel = tr("%1$s, %2$s", controller.displayTitle, subtitle)
            if bar.titleWidget == nil { bar.titleWidget = titleBox }
        } else if bar.titleWidget != nil {
            bar.titleWidget = nil
        }
        let items = item.leftBarButtonItems + item.rightBarButtonItems
        let identities = items.map(ObjectIdentifier.init)
        guard identities != shownItems else { return }
        shownItems = identities
        startItems.removeAll()
        endItems.removeAll()
        let start = item.leftBarButtonItems.map { BarButton($0, flat: true) }
        let end = item.rightBarButtonItems.reversed().map { BarButton($0, flat: true) }
        for button in start { startItems.append(button.widget) }
        for button in end { endItems.append(button.widget) }
        buttons = start + end
    }

    /// The buttons shown, start items first (for tests).
    var shownButtons: [Widget] { buttons.map(\.widget) }
}
