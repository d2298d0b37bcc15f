import CardDrawing
import CardGame
import Gtk

/// Shows a `StatusLine` in the user's language: as one label (`Matched J♥ J♠ for
/// 16 points.`), or with each card drawn small from its value (Set) between the
/// words the translated message puts around them, the whole line then named by
/// its text for screen readers.
@MainActor
final class StatusLineView: Box {
    /// Small cards' height in the line; their width keeps the card shape.
    static let cardHeight = 34

    let drawsCards: Bool

    private let label = Label()
    /// The words' labels and the cards' pictures, kept while they are shown.
    private(set) var partViews: [Widget] = []
    private(set) var line = StatusLine.empty

    init(drawsCards: Bool) {
        self.drawsCards = drawsCards
        super.init(.horizontal, spacing: 4)
        addCSSClass("status-line")
        label.xalign = 0
        label.isSelectable = false
        if !drawsCards { append(label) }
    }

    func show(_ line: StatusLine) {
        guard line != self.line else { return }
        self.line = line
        guard drawsCards else {
            label.setMarkup(Self.markup(line, isDark: DesktopSettings.prefersDarkStyle))
            return
        }
        removeAll()
        partViews = line.parts.map(Self.widget(for:))
        partViews.forEach(append)
        accessibleLabel = line.isEmpty ? nil : line.text
    }

    /// The line with ♥ and ♦ cards in red, as on the cards themselves, in the cards'
    /// palette's red for the light or the dark style (`CardInk`).
    static func markup(_ line: StatusLine, isDark: Bool) -> String {
        line.written(words: escaped) { card in
            guard let color = CardInk.textColor(of: card, isDark: isDark) else { return escaped(card.name) }
            return "<span foreground=\"\(color)\">\(escaped(card.name))</span>"
        }
    }

    private static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    private static func widget(for part: StatusLine.Part) -> Widget {
        switch part {
        case .words(let words):
            return Label(words)
        case .card(let card):
            return CardPicture(card, height: cardHeight)
        }
    }
}
