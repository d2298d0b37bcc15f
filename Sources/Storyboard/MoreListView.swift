import Gtk
import Navigation

/// The More list: a row per tab that doesn't fit in the bar; in Edit mode every
/// tab, with buttons to move it, and the ones in the bar marked.
@MainActor
final class MoreListView: ScrolledWindowPage, MoreListControllerView {
    private let list = ListBox()
    private weak var controller: MoreListController?

    init(_ controller: MoreListController) {
        self.controller = controller
        super.init()
        list.addCSSClass("boxed-list")
        list.activatesOnSingleClick = true
        list.setMargins(top: 24, bottom: 24, start: 24, end: 24)
        list.valign = .start
        list.onRowActivated { [weak self] index in self?.controller?.choose(index) }
        setContent(list)
        moreListDidChange(controller)
    }

    func moreListDidChange(_ list: MoreListController) {
        self.list.removeAll()
        for (index, tab) in list.rows.enumerated() {
            self.list.append(row(for: tab, index: index, in: list))
        }
    }

    private func row(for tab: ViewController, index: Int, in list: MoreListController) -> Widget {
        let row = Box(.horizontal, spacing: 12)
        row.accessibleLabel = tab.tabBarItem.title
        row.setMargins(top: 10, bottom: 10, start: 12, end: 12)
        row.append(Image(iconName: tab.tabBarItem.iconName, pixelSize: 16))
        let title = Label(tab.tabBarItem.title)
        title.xalign = 0
        title.hexpand = true
        row.append(title)
        if let badge = tab.tabBarItem.badgeValue {
            let pill = Label(badge)
            pill.addCSSClass("badge")
            row.append(pill)
        }
        if list.isEditing {
            let place = Label(index < list.barCount ? "In Tab Bar" : "")
            place.addCSSClass("dim-label")
            row.append(place)
            let up = Button(iconName: "go-up-symbolic", label: "Move \(tab.tabBarItem.title) Up")
            up.isSensitive = index > 0
            up.onClicked { [weak list] in list?.moveRow(index, by: -1) }
            let down = Button(iconName: "go-down-symbolic", label: "Move \(tab.tabBarItem.title) Down")
            down.isSensitive = index < list.rows.count - 1
            down.onClicked { [weak list] in list?.moveRow(index, by: 1) }
            row.append(up)
            row.append(down)
        } else {
            row.append(Image(iconName: "go-next-symbolic", pixelSize: 16))
        }
        return row
    }
}

/// A page whose content scrolls vertically.
@MainActor
class ScrolledWindowPage: Box {
    private let scroller = ScrolledWindow()

    init() {
        super.init(.vertical)
        scroller.disableHorizontalScrolling()
        scroller.vexpand = true
        append(scroller)
    }

    func setContent(_ content: Widget) { scroller.child = content }
}
