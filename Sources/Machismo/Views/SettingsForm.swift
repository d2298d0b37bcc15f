import Gtk

/// The layout of a settings page (and of History's list): a scrolled, centred
/// column of titled groups, each a boxed list of rows with a label at the start
/// and a control at the end (`Row`), or a title and a forward arrow
/// (`NavigationRow`).
@MainActor
final class SettingsForm: ScrolledWindow {
    private let column = Box(.vertical, spacing: 24)

    override init() {
        super.init()
        disableHorizontalScrolling()
        column.setMargins(top: 24, bottom: 24, start: 24, end: 24)
        column.setSizeRequest(width: 360, height: -1)
        child = Clamp(column, maximumWidth: 0)  // centred at its size request, as halign = .center placed it
    }

    /// Adds a group titled `title` (nil for none) holding `rows`, with `footer` text under it.
    @discardableResult
    func addGroup(_ title: String?, rows: [Widget], footer: String? = nil) -> ListBox {
        let group = Box(.vertical, spacing: 6)
        if let title {
            let heading = Label(title)
            heading.addCSSClass("heading")
            heading.xalign = 0
            group.append(heading)
        }
        let list = ListBox()
        list.addCSSClass("boxed-list")
        rows.forEach(list.append)
        group.append(list)
        if let footer {
            let note = Label(footer)
            note.addCSSClass("dim-label")
            note.wraps = true
            note.xalign = 0
            group.append(note)
        }
        column.append(group)
        return list
    }

    /// Adds a widget below the groups (a button, say).
    func addFooter(_ widget: Widget) { column.append(widget) }

    /// A row: `title` at the start, `control` at the end; the control is named by the title.
    final class Row: Box {
        init(_ title: String, control: Widget) {
            super.init(.horizontal, spacing: 12)
            setMargins(top: 8, bottom: 8, start: 12, end: 12)
            let label = Label(title)
            label.xalign = 0
            label.hexpand = true
            append(label)
            control.valign = .center
            if let dropDown = control as? DropDown {
                dropDown.setAccessibleName(title)
            } else {
                control.accessibleLabel = title
            }
            accessibleLabel = title
            append(control)
        }
    }

    /// A row that opens another page: its title and a forward arrow.
    final class NavigationRow: Box {
        init(_ title: String, subtitle: String? = nil) {
            super.init(.horizontal, spacing: 12)
            setMargins(top: 12, bottom: 12, start: 12, end: 12)
            let label = Label(title)
            label.xalign = 0
            label.hexpand = true
            append(label)
            if let subtitle {
                let detail = Label(subtitle)
                detail.addCSSClass("dim-label")
                append(detail)
            }
            append(Image(iconName: "go-next-symbolic"))
            accessibleLabel = title
        }
    }
}
