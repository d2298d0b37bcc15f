import Gtk

/// The scrolled, centred column an About page is built in (the app's and CarValet's,
/// both in code as the book's exercise has it): `width` points wide, HIG margins.
@MainActor
final class AboutColumn {
    /// The page's view: the column, scrolled vertically.
    let view = ScrolledWindow()
    /// What the page appends its parts to.
    let column = Box(.vertical, spacing: 18)

    init(cssClass: String, width: Int) {
        view.disableHorizontalScrolling()
        column.addCSSClass(cssClass)
        column.setMargins(top: 36, bottom: 36, start: 24, end: 24)
        column.setSizeRequest(width: width, height: -1)
        view.child = Clamp(column)  // centred, as halign = .center would, at less cost
    }
}
