import Gtk
import Localization

/// ★ Best, in the accent colour, on each game's best result in the Scores list
/// and on its detail page; the star alone is named "Best".
@MainActor
final class BestMark: Box {
    init() {
        super.init(.horizontal, spacing: 3)
        addCSSClass("best-mark")
        valign = .center
        let star = Image(iconName: "starred-symbolic", pixelSize: 12)
        // TRANSLATORS: marks a game's best result in Scores (a star and this word).
        star.accessibleLabel = tr("Best")
        append(star)
        append(Label(tr("Best")))
        tooltip = tr("The best result of this game")
    }
}
