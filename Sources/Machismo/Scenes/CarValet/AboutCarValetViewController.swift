import Gtk
import Localization
import Navigation
import Storyboard

/// `About CarValet`, built in code (the book's exercise): what CarValet is, what it does
/// and where it comes from. No toolbar.
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
        return page.view
    }

    private func paragraph(_ text: String) -> Label {
        let label = Label(text)
        label.wraps = true
        label.xalign = 0
        label.maximumWidthInCharacters = 50
        return label
    }
}
