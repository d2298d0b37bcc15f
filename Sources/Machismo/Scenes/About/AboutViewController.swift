import FoundationEssentials
import Gtk
import Localization
import Navigation
import Storage
import Storyboard

/// The About page, built in code as CarValet's About is: the app's name and
/// version, what it is based on, a button that shows its keyboard shortcuts, and a
/// link that opens the folder where it keeps the user's data.
///
/// The shortcuts are shown in the Keyboard Shortcuts window, grouped by scene, rather
/// than listed here: a list of thirty rows without their groups' names put Deal and
/// New Car side by side on the same keys, and its sixty labels were half the cost of
/// the page's first visit (`make bench`).
@MainActor
final class AboutViewController: ViewController {
    private let directories: XDGDirectories

    init(directories: XDGDirectories) {
        self.directories = directories
        super.init()
        // TRANSLATORS: the About tab and page, where the app tells its name, version and origins.
        let about = tr("About")
        title = about
        restorationIdentifier = "about"
        tabBarItem.title = about
        tabBarItem.iconName = "help-about-symbolic"
    }

    override func loadView() -> PlatformView {
        let page = AboutColumn(cssClass: "about-page", width: 320)
        let column = page.column

        let icon = Image(iconName: AppInfo.applicationID, pixelSize: 128)
        // TRANSLATORS: the app's icon on the About page, for screen readers; %s is the app's name, Machismo.
        icon.accessibleLabel = tr("%s icon", AppInfo.name)
        column.append(icon)
        column.append(heading())
        // TRANSLATORS: About's heading above the course and the book the scenes come from.
        column.append(
            section(
                tr("Based On"),
                AppInfo.basedOn.map { line in
                    let label = Label(line)
                    label.wraps = true
                    label.xalign = 0
                    return label
                }))
        column.append(shortcutsButton())
        column.append(dataFolderLink(directories.data))
        return page.view
    }

    private func heading() -> Widget {
        let box = Box(.vertical, spacing: 6)
        let name = Label(AppInfo.name)
        name.addCSSClass("app-name")
        // TRANSLATORS: under the app's name on the About page; %s is its version number (0.1.0).
        let version = Label(tr("Version %s", AppInfo.version))
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

    /// Opens the Keyboard Shortcuts window, as the main menu's item and Ctrl+? do.
    private func shortcutsButton() -> Widget {
        let title = tr("Keyboard Shortcuts")
        let button = Button(label: title)
        button.actionName = "win.show-help-overlay"
        // TRANSLATORS: a button's tooltip: %1$s is what it does, %2$s its keyboard shortcut (Ctrl+?).
        button.tooltip = tr("%1$s (%2$s)", title, Shortcut(title, "<Control>question").label)
        button.halign = .center
        return button
    }

    private func dataFolderLink(_ folder: URL) -> Widget {
        // The folder must exist for the file manager to open it.
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let link = LinkButton(uri: folder.absoluteString, label: tr("Open Data Folder"))
        link.tooltip = folder.path
        link.halign = .center
        return link
    }
}
