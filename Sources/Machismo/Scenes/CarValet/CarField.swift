import Gtk

/// One field of the Edit Car form: a heading, an entry named after it, and a
/// line under the entry that says why the value is invalid. While invalid, the
/// entry wears the `error` style class and its accessible description is the
/// reason; the line is hidden while the value is valid. The Edit Car page keeps
/// its fields, to read and check what is typed.
@MainActor
final class CarField: Box {
    let entry = Entry()
    let heading: Label
    let problemLabel = Label()

    init(_ title: String) {
        heading = Label(title)
        super.init(.vertical, spacing: 4)
        heading.xalign = 0
        heading.addCSSClass("heading")
        entry.accessibleLabel = title
        entry.activatesDefault = false
        problemLabel.xalign = 0
        problemLabel.wraps = true
        problemLabel.addCSSClass("error")
        problemLabel.addCSSClass("car-field-problem")
        problemLabel.isVisible = false
        [heading, entry, problemLabel].forEach(append)
    }

    /// Renames the field (`Fuel (litres)`), heading and entry alike.
    func setTitle(_ title: String) {
        heading.text = title
        entry.accessibleLabel = title
    }

    /// Shows `problem` under the entry, or nothing when nil.
    func show(problem: String?) {
        problemLabel.text = problem ?? ""
        problemLabel.isVisible = problem != nil
        entry.setCSSClass("error", problem != nil)
        entry.accessibleDescription = problem
    }
}
