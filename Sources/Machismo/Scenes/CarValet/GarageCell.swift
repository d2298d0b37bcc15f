import CarValet
import Gtk
import Storage
import Storyboard

/// A row of the Garage list: make and model over year and fuel, each on one line, cut with
/// an ellipsis when the window is narrow.
///
/// GTK 4.8 keeps some 200 rows around the visible ones, and a search configures all of them
/// again: the cell keeps labels of its own, which it gives a text only when the text differs
/// (the base cell's labels are cleared on every reuse, so each would be laid out anew), on
/// one line (cheaper to lay out than the base cell's wrapping labels). The row's name for
/// screen readers is the same: the two texts, comma-separated.
@MainActor
final class GarageCell: TableViewCell {
    /// Every row's height: one cell measured, in today's fonts. The table then builds the
    /// cells of the rows on screen only (``TableView/rowHeight``).
    static var height: Int {
        let sample = GarageCell(reuseIdentifier: nil)
        sample.show(Car(make: "Ag", model: "Ag", year: 2000, fuelGallons: 1), unit: .gallons)
        return sample.naturalHeight
    }

    let titleLabel = Label()
    let subtitleLabel = Label()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        setMargins(top: 6, bottom: 6, start: 12, end: 12)
        subtitleLabel.addCSSClass("dim-label")
        for label in [titleLabel, subtitleLabel] {
            label.xalign = 0
            label.setProperty("ellipsize", 3)  // PANGO_ELLIPSIZE_END
            contentView.append(label)
        }
    }

    /// Shows `car`, its fuel in `unit`.
    func show(_ car: Car, unit: Settings.FuelUnit) {
        let title = GarageViewController.title(of: car)
        let subtitle = GarageViewController.details(of: car, unit: unit)
        if titleLabel.text != title { titleLabel.text = title }
        if subtitleLabel.text != subtitle { subtitleLabel.text = subtitle }
        accessibleName = title + ", " + subtitle
    }
}
