import Gtk

/// ★ Best, in the accent colour, on each game's best result in the Scores list
/// and on its detail page; the star alone is named "Best".
@MainActor
final class BestMark: Box {
    init() {
        super.init(.horizontal, spacing: 3)
        addCSSClass("best-mark")
        valign = .center
        let star = Image(iconName: "starred-symbolic", pixelSize: 12)
        star.accessibleLabel = "Best"
        append(star)
        append(Label("Best"))
        tooltip = "The best result of this game"
    }
}
