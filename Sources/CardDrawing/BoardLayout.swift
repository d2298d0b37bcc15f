/// Where the cards of a board go: the column count and card size that make the cards largest
/// while keeping 2.5:3.5, for `count` cards in a `width` × `height` area with `spacing` between cards.
///
/// Pure arithmetic, no GTK: an empty board or an area too small for anything gets
/// one column and cards of size zero, never negative sizes.
public struct BoardLayout: Equatable, Sendable {
    public let columns: Int
    public let rows: Int
    public let cardWidth: Double
    public let cardHeight: Double

    /// Width ÷ height of every card: 2.5 : 3.5.
    public static let aspectRatio = 2.5 / 3.5

    public static func fit(count: Int, width: Double, height: Double, spacing: Double) -> BoardLayout {
        guard count > 0 else { return BoardLayout(columns: 1, rows: 0, cardWidth: 0, cardHeight: 0) }
        let width = max(0, width), height = max(0, height), spacing = max(0, spacing)
        var best = BoardLayout(columns: 1, rows: count, cardWidth: 0, cardHeight: 0)
        for columns in 1...count {
            let rows = (count + columns - 1) / columns
            let widthLimit = (width - Double(columns - 1) * spacing) / Double(columns)
            let heightLimit = (height - Double(rows - 1) * spacing) / Double(rows) * aspectRatio
            let cardWidth = max(0, min(widthLimit, heightLimit))
            if cardWidth > best.cardWidth {
                best = BoardLayout(
                    columns: columns, rows: rows, cardWidth: cardWidth, cardHeight: cardWidth / aspectRatio)
            }
        }
        return best
    }

    /// The rectangle of card `index` (row-major), with the whole grid centred in the area.
    public func frame(
        ofCard index: Int, inWidth width: Double, height: Double,
        spacing: Double
    ) -> (x: Double, y: Double, width: Double, height: Double) {
        let spacing = max(0, spacing)
        let gridWidth = Double(columns) * cardWidth + Double(columns - 1) * spacing
        let gridHeight = Double(rows) * cardHeight + Double(max(0, rows - 1)) * spacing
        let column = index % columns, row = index / columns
        return (
            x: (width - gridWidth) / 2 + Double(column) * (cardWidth + spacing),
            y: (height - gridHeight) / 2 + Double(row) * (cardHeight + spacing),
            width: cardWidth, height: cardHeight
        )
    }
}
