import Gtk
import Localization
import Navigation
import Storyboard

/// `About CarValet`, built in code (the book's exercise): what CarValet is, what it does,
/// where it comes from, who made it, how to reach them (links to the project's page and
/// its issue tracker) and a copyright line. No toolbar.
@MainActor
final class AboutCarValetViewController: ViewController {
    override init() {
        super.init()
        // TRANSLATORS: the page that tells what CarValet is, and the button that opens it.
        title = tr("About CarValet")
        restorationIdentifier = "about-carvalet"
    }

    override func loadView() -> PlatformView {
        let page = AboutColumn(cssClass: "about-carvalet-page", width: 360)
        let column = page.column

        let icon = Image(iconName: "emblem-favorite-symbolic", pixelSize: 64)
        icon.addCSSClass("dim-label")
        column.append(icon)
        // TRANSLATORS: the name of the scene (a garage of cars), as its page and tab show it.
        let name = Label(tr("CarValet"))
        name.addCSSClass("title-1")
        column.append(name)
        column.append(
            paragraph(
                // TRANSLATORS: About CarValet: what the scene is.
                tr("CarValet keeps a garage of cars: each car’s make, model and year, and the fuel in its tank.")))
        column.append(
            paragraph(
                // TRANSLATORS: About CarValet: what the user can do; the names are CarValet's buttons and pages.
                tr(
                    "Add a car with New Car, step through the cars with Previous and Next, and change or delete the one on show with Edit. Car Images shows a picture of every car, to zoom into."
                )))
        let origin = Box(.vertical, spacing: 6)
        // TRANSLATORS: About CarValet's heading above the book the scene comes from.
        let heading = Label(tr("Based On"))
        heading.addCSSClass("heading")
        heading.xalign = 0
        origin.append(heading)
        origin.append(
            paragraph(
                // TRANSLATORS: About CarValet: the book (its title is not translated) and its authors.
                tr(
                    "The CarValet app of Learning iOS Development, chapter 7, by Maurice Sharp, Erica Sadun and Rod Strougo."
                )))
        column.append(origin)
        column.append(madeBy())
        let copyright = Label(AppInfo.copyright)
        copyright.wraps = true
        copyright.addCSSClass("caption")
        copyright.addCSSClass("dim-label")
        column.append(copyright)
        return page.view
    }

    /// Who made CarValet, and two links to reach them.
    private func madeBy() -> Widget {
        let box = Box(.vertical, spacing: 6)
        // TRANSLATORS: About CarValet's heading above who made the app and how to reach them.
        let heading = Label(tr("Made By"))
        heading.addCSSClass("heading")
        heading.xalign = 0
        box.append(heading)
        box.append(paragraph(AppInfo.authors))
        let links = Box(.horizontal, spacing: 12)
        // TRANSLATORS: About CarValet: a link to the project's web page.
        links.append(link(AppInfo.homepage, tr("Project Website")))
        // TRANSLATORS: About CarValet: a link to the project's issue tracker, where users report problems.
        links.append(link(AppInfo.issueTracker, tr("Report a Problem")))
        box.append(links)
        return box
    }

    private func link(_ uri: String, _ title: String) -> LinkButton {
        let link = LinkButton(uri: uri, label: title)
        link.accessibleLabel = title
        link.tooltip = uri
        return link
    }

    private func paragraph(_ text: String) -> Label {
        let label = Label(text)
        label.wraps = true
        label.xalign = 0
        label.maximumWidthInCharacters = 50
        return label
    }
}
