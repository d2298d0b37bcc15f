import Gtk

/// A GNOME-style empty state: a large dimmed symbolic icon, a title and a line
/// of explanation, centred in the space it is given (libadwaita's status page,
/// which GTK 4.8 lacks).
@MainActor
final class StatusPage: Box {
    init(iconName: String, title: String, description: String) {
        super.init(.vertical, spacing: 12)
        addCSSClass("status-page")
        valign = .center
        halign = .center
        vexpand = true
        hexpand = true
        setMargins(top: 36, bottom: 36, start: 18, end: 18)
        let icon = Image(iconName: iconName, pixelSize: 96)
        icon.addCSSClass("status-icon")
        icon.setMargins(top: 0, bottom: 12, start: 0, end: 0)
        let heading = Label(title)
        heading.addCSSClass("title-1")
        heading.wraps = true
        heading.justifiesCenter = true
        let detail = Label(description)
        detail.addCSSClass("dim-label")
        detail.wraps = true
        detail.justifiesCenter = true
        [icon, heading, detail].forEach(append)
    }
}
