import FoundationEssentials
import Gtk
import Navigation
import Storage
import Storyboard

/// The About page, built in code as CarValet's About is: the app's name and
/// version, what it is based on, its keyboard shortcuts, and a link that opens
/// the folder where it keeps the user's data.
@MainActor
final class AboutViewController: ViewController {
    private let directories: XDGDirectories

    init(directories: XDGDirectories) {
        self.directories = directories
        super.init()
        title = "About"
        restorationIdentifier = "about"
        tabBarItem.title = "About"
        tabBarItem.iconName = "help-about-symbolic"
    }

    override func loadView() -> PlatformView {
        let view = ScrolledWindow()
        view.disableHorizontalScrolling()
        let column = Box(.vertical, spacing: 18)
        column.addCSSClass("about-page")
        column.setMargins(top: 36, bottom: 36, start: 24, end: 24)
        column.halign = .center
        column.setSizeRequest(width: 320, height: -1)

        let icon = Image(iconName: AppInfo.applicationID, pixelSize: 128)
        icon.accessibleLabel = "\(AppInfo.name) icon"
        column.append(icon)
        column.append(heading())
        column.append(section("Based On", AppInfo.basedOn.map { line in
            let label = Label(line)
            label.wraps = true
            label.xalign = 0
            return label
        }))
        column.append(section("Keyboard Shortcuts", [ShortcutsList(AppInfo.shortcuts, headings: false)]))
        column.append(dataFolderLink(directories.data))
        view.child = column
        return view
    }

    private func heading() -> Widget {
        let box = Box(.vertical, spacing: 6)
        let name = Label(AppInfo.name)
        name.addCSSClass("app-name")
        let version = Label("Version \(AppInfo.version)")
        version.addCSSClass("app-version")
        let summary = Label(AppInfo.summary)
        summary.wraps = true
        summary.justifiesCenter = true
        [name, version, summary].forEach(box.append)
        return box
    }

    private func section(_ title: String, _ rows: [Widget]) -> Widget {
        let box = Box(.vertical, spacing: 6)
        let heading = Label(title)
        heading.addCSSClass("heading")
        heading.xalign = 0
        box.append(heading)
        rows.forEach(box.append)
        return box
    }

    private func dataFolderLink(_ folder: URL) -> Widget {
        // The folder must exist for the file manager to open it.
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let link = LinkButton(uri: folder.absoluteString, label: "Open Data Folder")
        link.tooltip = folder.path
        link.halign = .center
        return link
    }
}
