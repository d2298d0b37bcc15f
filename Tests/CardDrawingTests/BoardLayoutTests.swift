import CardDrawing
import Testing

@Suite struct BoardLayoutTests {
    /// The card width `columns` would give, computed independently of `fit`.
    func width(columns: Int, count: Int, width: Double, height: Double, spacing: Double) -> Double {
        let rows = (count + columns - 1) / columns
        let byWidth = (width - Double(columns - 1) * spacing) / Double(columns)
        let byHeight = (height - Double(rows - 1) * spacing) / Double(rows) * 2.5 / 3.5
        return min(byWidth, byHeight)
    }

    @Test func thirtyCardsIn1280x700TakeTenColumns() {
        let layout = BoardLayout.fit(count: 30, width: 1280, height: 700, spacing: 8)
        // 10 × 3 is width-bound at 120.8; 8 or 9 columns × 4 rows are height-bound at 120.7.
        #expect(layout.columns == 10)
        #expect(layout.rows == 3)
        #expect(abs(layout.cardWidth - 120.8) < 1e-9)
        for columns in 1...30 {
            #expect(width(columns: columns, count: 30, width: 1280, height: 700, spacing: 8) <= layout.cardWidth + 1e-9)
        }
    }

    @Test(arguments: [
        (30, 1280.0, 700.0), (12, 600.0, 900.0), (24, 1280.0, 800.0), (7, 300.0, 2000.0), (1, 500.0, 100.0),
    ])
    func framesKeepTheCardShapeStayInsideAndDoNotOverlap(count: Int, width: Double, height: Double) {
        let spacing = 8.0
        let layout = BoardLayout.fit(count: count, width: width, height: height, spacing: spacing)
        #expect(abs(layout.cardWidth / layout.cardHeight - 2.5 / 3.5) < 1e-9)
        #expect(layout.columns * layout.rows >= count)
        #expect(layout.columns * (layout.rows - 1) < count)
        let frames = (0..<count).map { layout.frame(ofCard: $0, inWidth: width, height: height, spacing: spacing) }
        for frame in frames {
            #expect(frame.width == layout.cardWidth && frame.height == layout.cardHeight)
            #expect(frame.x >= -1e-9 && frame.y >= -1e-9)
            #expect(frame.x + frame.width <= width + 1e-9 && frame.y + frame.height <= height + 1e-9)
        }
        for i in frames.indices {
            for j in frames.indices where j > i {
                let a = frames[i], b = frames[j]
                let apart =
                    a.x + a.width + spacing <= b.x + 1e-9 || b.x + b.width + spacing <= a.x + 1e-9
                    || a.y + a.height + spacing <= b.y + 1e-9 || b.y + b.height + spacing <= a.y + 1e-9
                #expect(apart, "cards \(i) and \(j) overlap")
            }
        }
    }

    @Test func theGridIsCentred() {
        let layout = BoardLayout.fit(count: 5, width: 1000, height: 300, spacing: 10)
        let first = layout.frame(ofCard: 0, inWidth: 1000, height: 300, spacing: 10)
        let last = layout.frame(ofCard: layout.columns - 1, inWidth: 1000, height: 300, spacing: 10)
        #expect(abs(first.x - (1000 - last.x - last.width)) < 1e-9)
        let bottom = layout.frame(ofCard: 4, inWidth: 1000, height: 300, spacing: 10)
        #expect(abs(first.y - (300 - bottom.y - bottom.height)) < 1e-9)
    }

    @Test func noCardsNeedNoRoom() {
        let layout = BoardLayout.fit(count: 0, width: 800, height: 600, spacing: 8)
        #expect(layout.columns == 1)
        #expect(layout.rows == 0)
        #expect(layout.cardWidth == 0 && layout.cardHeight == 0)
    }

    @Test(arguments: [(10.0, 10.0, 8.0), (0.0, 0.0, 8.0), (-50.0, 30.0, 4.0), (3.0, 400.0, 20.0)])
    func aTinyAreaNeverGivesNegativeSizes(width: Double, height: Double, spacing: Double) {
        let layout = BoardLayout.fit(count: 12, width: width, height: height, spacing: spacing)
        #expect(layout.columns >= 1)
        #expect(layout.columns * layout.rows >= 12)
        #expect(layout.cardWidth >= 0 && layout.cardHeight >= 0)
    }

    @Test func aTallNarrowAreaStacksTheCards() {
        let layout = BoardLayout.fit(count: 3, width: 100, height: 1000, spacing: 0)
        #expect(layout.columns == 1)
        #expect(layout.cardWidth == 100)
    }
}
