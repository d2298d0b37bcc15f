import CardDrawing
import CardGame
import Gtk

/// A card drawn small, named by its name (`CardValue.name`): Set's cards in the status line and History.
@MainActor
final class CardPicture: DrawingArea {
    /// The card `value` at `height` pixels, as wide as the card's shape makes it.
    init(_ value: CardValue, height: Int) {
        super.init()
        let width = Int((Double(height) * CardRenderer.aspectRatio).rounded())
        setContentSize(width: width, height: height)
        valign = .center
        accessibleLabel = value.name
        tooltip = value.name
        // Draws from `value` alone: nothing keeps the picture's Swift side once it is shown.
        setDraw { context, width, height in
            let appearance = CardAppearance(isDark: DesktopSettings.prefersDarkStyle)
            CardRenderer.draw(
                value, appearance, in: context, x: 0.5, y: 0.5,
                width: Double(width) - 1, height: Double(height) - 1)
        }
    }
}
