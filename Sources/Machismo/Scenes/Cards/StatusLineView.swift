import CardGame
import Gtk

/// Shows a `StatusLine`: as one label (`Matched J♥ J♠ for 16 points.`), or
/// with each card drawn small (Set), the whole line then named by its text
/// for screen readers.
@MainActor
final class StatusLineView: Box {
    /// Small cards' height in the line; their width keeps the card shape.
    static let cardHeight = 34

    let drawsCards: Bool
    var cardSeparator: String { drawsCards ? ", " : " " }

    private let label = Label()
    /// The pictures' wrappers, kept while they are shown.
    private var pictures: [Widget] = []
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
            label.setMarkup(Self.markup(line, separator: cardSeparator))
            return
        }
        removeAll()
        pictures = line.parts.map(Self.widget(for:))
        pictures.forEach(append)
        accessibleLabel = line.isEmpty ? nil : line.text
    }

    /// The line with ♥ and ♦ cards in red, as on the cards themselves.
    static func markup(_ line: StatusLine, separator: String) -> String {
        let red = DesktopSettings.prefersDarkStyle ? "#ff7b63" : "#c01c28"
        var markup = ""
        var previousWasCard = false
        for part in line.parts {
            switch part {
            case .words(let words):
                markup += escaped(words)
                previousWasCard = false
            case .card(let contents):
                if previousWasCard { markup += separator }
                let isRed = contents.hasSuffix("♥") || contents.hasSuffix("♦")
                markup += isRed ? "<span foreground=\"\(red)\">\(escaped(contents))</span>" : escaped(contents)
                previousWasCard = true
            }
        }
        return markup
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
        case .card(let contents):
            guard let card = SetCard(contents: contents) else { return Label(contents) }
            return CardPicture(card, height: cardHeight)
        }
    }
}
