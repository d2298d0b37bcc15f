import Gtk
import Localization
import Navigation

/// The More list, laid out as the app's other lists of rows (a centred boxed
/// list, as GNOME's preferences pages): a row per tab that doesn't fit in the
/// bar. In Edit mode every tab, in two groups — those in the tab bar and those
/// under More — each row with flat buttons to move it up or down. After a move
/// the keyboard focus stays on the button pressed, in the rebuilt row.
@MainActor
final class MoreListView: ScrolledWindowPage, MoreListControllerView {
    private let column = Box(.vertical, spacing: 24)
    private weak var controller: MoreListController?
    /// Edit mode's move buttons, by tab: to give the focus back after a move.
    private var moveButtons: [ObjectIdentifier: (up: Button, down: Button)] = [:]
    /// The tab just moved and the direction it went, while the list is rebuilt.
    private var movedTab: (tab: ObjectIdentifier, offset: Int)?

    init(_ controller: MoreListController) {
        self.controller = controller
        super.init()
        column.setMargins(top: 24, bottom: 24, start: 24, end: 24)
        column.setSizeRequest(width: 360, height: -1)
        column.halign = .center
        column.valign = .start
        setContent(column)
        moreListDidChange(controller)
    }

    func moreListDidChange(_ list: MoreListController) {
        column.removeAll()
        moveButtons = [:]
        let rows = list.rows
        if list.isEditing {
            let barCount = min(list.barCount, rows.count)
            // TRANSLATORS: While reordering tabs: the heading of the tabs shown in the tab bar at the window's bottom.
            addGroup(tr("Tab Bar"), rows: 0..<barCount, of: rows, in: list)
            // TRANSLATORS: While reordering tabs: the heading of the tabs listed under More.
            addGroup(tr("More"), rows: barCount..<rows.count, of: rows, in: list)
            let note = Label(tr("Move a tab up into the tab bar, or down to list it under More."))
            note.addCSSClass("dim-label")
            note.wraps = true
            note.maximumWidthInCharacters = 40  // wraps within the column, never widens it
            note.xalign = 0
            column.append(note)
        } else {
            addGroup(nil, rows: rows.indices, of: rows, in: list)
        }
        restoreFocusAfterMove()
    }

    /// A boxed list of `rows` (indices into the list's rows), titled `heading`
    /// in Edit mode; named for screen readers after the place it shows.
    private func addGroup(
        _ heading: String?, rows indices: Range<Int>, of rows: [ViewController],
        in list: MoreListController
    ) {
        let group = Box(.vertical, spacing: 6)
        if let heading {
            let title = Label(heading)
            title.addCSSClass("heading")
            title.xalign = 0
            group.append(title)
        }
        let listBox = ListBox()
        listBox.addCSSClass("boxed-list")
        listBox.accessibleLabel = heading ?? tr("More")
        listBox.rowsActivatable = !list.isEditing
        listBox.activatesOnSingleClick = true
        if !list.isEditing {
            listBox.onRowActivated { [weak self] index in self?.controller?.choose(index) }
        }
        for index in indices {
            listBox.append(row(for: rows[index], index: index, count: rows.count, in: list))
        }
        group.append(listBox)
        group.isVisible = !indices.isEmpty
        column.append(group)
    }

    private func row(for tab: ViewController, index: Int, count: Int, in list: MoreListController) -> Widget {
        let title = tab.tabBarItem.title
        let row = Box(.horizontal, spacing: 12)
        row.accessibleLabel = title
        row.setMargins(top: 12, bottom: 12, start: 12, end: 12)
        row.append(Image(iconName: tab.tabBarItem.iconName, pixelSize: 16))
        let label = Label(title)
        label.xalign = 0
        label.hexpand = true
        row.append(label)
        if let badge = tab.tabBarItem.badgeValue {
            let pill = Label(badge)
            pill.addCSSClass("badge")
            pill.valign = .center
            row.append(pill)
        }
        guard list.isEditing else {
            row.append(Image(iconName: "go-next-symbolic", pixelSize: 16))
            return row
        }
        // Buttons inside a row are flat and centred; thinner margins keep the row
        // about as tall as a row without buttons.
        row.setMargins(top: 4, bottom: 4, start: 12, end: 6)
        let up = moveButton(tab, by: -1, icon: "go-up-symbolic", label: tr("Move %s Up", title), in: list)
        up.isSensitive = index > 0
        let down = moveButton(tab, by: 1, icon: "go-down-symbolic", label: tr("Move %s Down", title), in: list)
        down.isSensitive = index < count - 1
        row.append(up)
        row.append(down)
        moveButtons[ObjectIdentifier(tab)] = (up, down)
        return row
    }

    private func moveButton(
        _ tab: ViewController, by offset: Int, icon: String, label: String,
        in list: MoreListController
    ) -> Button {
        let button = Button(iconName: icon, label: label)
        button.addCSSClass("flat")
        button.valign = .center
        button.onClicked { [weak self, weak list, weak tab] in
            guard let self, let list, let tab,
                let index = list.rows.firstIndex(where: { $0 === tab })
            else { return }
            self.movedTab = (ObjectIdentifier(tab), offset)
            list.moveRow(index, by: offset)
            self.movedTab = nil
        }
        return button
    }

    /// After a move the rows are new: the focus goes to the moved tab's button
    /// for the same direction, or to the other one at the end of the list.
    private func restoreFocusAfterMove() {
        guard let moved = movedTab, let buttons = moveButtons[moved.tab] else { return }
        let same = moved.offset < 0 ? buttons.up : buttons.down
        let other = moved.offset < 0 ? buttons.down : buttons.up
        _ = (same.isSensitive ? same : other).grabFocus()
    }

    /// The Edit mode button that moves the tab titled `title` by `offset` (for tests).
    func moveButton(forTabTitled title: String, by offset: Int) -> Button? {
        guard let tab = controller?.rows.first(where: { $0.tabBarItem.title == title }),
            let buttons = moveButtons[ObjectIdentifier(tab)]
        else { return nil }
        return offset < 0 ? buttons.up : buttons.down
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
