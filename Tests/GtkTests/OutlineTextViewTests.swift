import CGtk
@testable import Gtk
import XCTest

/// Outlined text looks outlined: checked by the pixels of the view as GTK draws it.
final class OutlineTextViewTests: XCTestCase {
    /// Scrolls `view` until character `offset` is on a measured screenful, then lets
    /// it draw that. Scrolling to a character goes by the line heights GTK measures
    /// when idle, which takes seconds under AddressSanitizer (make test-asan), and
    /// a window just presented may not be allocated yet: one scroll is not enough.
    @MainActor
    private static func scroll(_ view: OutlineTextView, toShow offset: Int) -> Bool {
        var landed = false
        for _ in 0..<300 where !landed {
            view.scroll(toCharacter: offset)
            settle(seconds: 0.1)
            let visible = view.visibleRange
            landed = visible.contains(offset) && visible.count < 1_000
        }
        view.queueDraw()
        settle(seconds: 0.3)
        return landed
    }

    /// A window showing an outline view with large bold text; destroyed by `close`.
    @MainActor
    private static func makeView(_ text: String, width: Int = 520, height: Int = 160, points: Double = 40)
        -> (Window, OutlineTextView, outline: TextTag, red: TextTag, green: TextTag)
    {
        let window = Window()
        window.defaultSize = (width, height)
        let view = OutlineTextView()
        view.isCursorVisible = false
        view.setFont(TextFont(points: points, bold: true))
        view.buffer.text = text
        let outline = TextTag(name: "outline")
        let red = TextTag(name: "red")
        red.setForeground(red: 1, green: 0, blue: 0)
        let green = TextTag(name: "green")
        green.setForeground(red: 0, green: 0.5, blue: 0)
        [outline, red, green].forEach(view.buffer.add)
        view.outlineTag = outline
        window.child = view
        window.present()
        settle(seconds: 0.3)
        return (window, view, outline, red, green)
    }

    func testOutlinedRedTextIsRedGlyphsWithABlackStroke() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let (window, view, outline, red, _) = Self.makeView("Outlined")
            defer { window.destroy() }
            view.buffer.apply(red, to: 0..<8)
            view.buffer.apply(outline, to: 0..<8)
            settle()
            let image = view.renderImage()
            let path = OutlinePixels.save(image, "outlined-red")
            let pixels = OutlinePixels(image)
            XCTAssertGreaterThan(pixels.count(.red), 300, "the fill stays red (\(path))")
            XCTAssertGreaterThan(pixels.count(.black), 300, "a black stroke (\(path))")
            XCTAssertGreaterThan(
                pixels.count(.black, near: .red, within: 3), pixels.count(.black) * 9 / 10,
                "the black pixels border red ones (\(path))")
            XCTAssertGreaterThan(
                pixels.count(.red, near: .black), pixels.count(.red) / 3,
                "red glyphs are rimmed with black (\(path))")
            XCTAssertGreaterThan(view.strokedRunCount, 0)
            XCTAssertEqual(view.outlinedAreaCount, 1)
        }
    }

    func testTheSameTextWithoutTheTagHasNoBlackPixels() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let (window, view, _, red, _) = Self.makeView("Outlined")
            defer { window.destroy() }
            view.buffer.apply(red, to: 0..<8)
            settle()
            let image = view.renderImage()
            let path = OutlinePixels.save(image, "plain-red")
            let pixels = OutlinePixels(image)
            XCTAssertGreaterThan(pixels.count(.red), 300, "red glyphs (\(path))")
            XCTAssertEqual(pixels.count(.black), 0, "no stroke without the tag (\(path))")
            XCTAssertEqual(view.strokedRunCount, 0)
        }
    }

    func testOnlyTheTaggedGlyphsAreStrokedAndRemovingTheTagRedraws() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let (window, view, outline, red, green) = Self.makeView("Green Red")
            defer { window.destroy() }
            view.buffer.apply(green, to: 0..<5)
            view.buffer.apply(red, to: 6..<9)
            view.buffer.apply(outline, to: 6..<9)
            settle()
            var image = view.renderImage()
            var path = OutlinePixels.save(image, "green-plain-red-outlined")
            var pixels = OutlinePixels(image)
            XCTAssertGreaterThan(pixels.count(.black, near: .red), 200, "the red word is outlined (\(path))")
            XCTAssertEqual(pixels.count(.black, near: .green), 0, "the green word is not (\(path))")

            view.buffer.remove(outline, from: 0..<9)
            settle()
            image = view.renderImage()
            path = OutlinePixels.save(image, "outline-removed")
            pixels = OutlinePixels(image)
            XCTAssertEqual(pixels.count(.black), 0, "removing the tag redraws the view without the stroke (\(path))")

            view.buffer.apply(outline, to: 0..<5)
            settle()
            image = view.renderImage()
            path = OutlinePixels.save(image, "green-outlined")
            pixels = OutlinePixels(image)
            XCTAssertGreaterThan(
                pixels.count(.black, near: .green), 200, "applying the tag redraws with the stroke (\(path))")
            XCTAssertEqual(pixels.count(.black, near: .red, within: 1), 0, "the red word is plain now (\(path))")
        }
    }

    func testWrappedLinesMixedSizesAndScrolledTextAreOutlinedWhereTheyAre() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let window = Window()
            window.defaultSize = (360, 300)
            let scroller = ScrolledWindow()
            let view = OutlineTextView()
            view.isCursorVisible = false
            view.wrapWords()
            view.setMargins(text: 12)
            view.setFont(TextFont(points: 16))
            scroller.child = view
            window.child = scroller
            let header = (0..<30).map { "line \($0)" }.joined(separator: "\n") + "\n"
            let wrapped = "Outlined words that wrap over more than one line of this narrow view\n"
            view.buffer.text = header + wrapped
            let outline = TextTag(name: "outline"), red = TextTag(name: "red"), big = TextTag(name: "big")
            let green = TextTag(name: "green")
            red.setForeground(red: 1, green: 0, blue: 0)
            green.setForeground(red: 0, green: 0.5, blue: 0)
            big.setScale(1.8)
            big.isItalic = true
            [outline, red, big, green].forEach(view.buffer.add)
            let start = header.unicodeScalars.count
            view.buffer.apply(green, to: 0..<start)
            let end = start + wrapped.unicodeScalars.count - 1
            view.buffer.apply(red, to: start..<end)
            view.buffer.apply(big, to: start..<(start + 8))
            view.buffer.apply(outline, to: start..<end)
            view.outlineTag = outline
            window.present()
            settle(seconds: 0.3)
            defer { window.destroy() }

            XCTAssertEqual(view.outlinedAreaCount, 0, "the outlined paragraph is below the visible lines")
            XCTAssertTrue(Self.scroll(view, toShow: end), "scrolled to the outlined paragraph")
            let image = view.renderImage()
            let path = OutlinePixels.save(image, "wrapped-scrolled")
            let pixels = OutlinePixels(image)
            XCTAssertGreaterThanOrEqual(view.outlinedAreaCount, 3, "one area per display line (\(path))")
            XCTAssertGreaterThan(
                pixels.count(.black, near: .red, within: 3), pixels.count(.black) * 9 / 10, "(\(path))")
            let rows = pixels.rows(with: .black)
            XCTAssertGreaterThan((rows.last ?? 0) - (rows.first ?? 0), 60, "strokes on several display lines (\(path))")
            XCTAssertEqual(
                pixels.count(.black, near: .green, within: 1), 0, "the plain lines above are not outlined (\(path))")
        }
    }

    func testCombiningMarksLigaturesAndEmojiAreOutlinedWithoutComplaint() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let text = "Cafe\u{301} 🙂 fi ﬁ"
            let (window, view, outline, red, _) = Self.makeView(text)
            defer { window.destroy() }
            let count = text.unicodeScalars.count
            view.buffer.apply(red, to: 0..<count)
            view.buffer.apply(outline, to: 0..<count)
            settle()
            let image = view.renderImage()
            let path = OutlinePixels.save(image, "marks-emoji")
            let pixels = OutlinePixels(image)
            XCTAssertGreaterThan(pixels.count(.black, near: .red, within: 3), 300, "(\(path))")
            XCTAssertGreaterThan(view.strokedRunCount, 0)
        }
    }

    func testOnlyTheVisibleLinesOfALargeDocumentAreLookedAt() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let window = Window()
            window.defaultSize = (300, 200)
            let scroller = ScrolledWindow()
            let view = OutlineTextView()
            view.isCursorVisible = false
            scroller.child = view
            window.child = scroller
            view.buffer.text = String(repeating: "outlined line of text\n", count: 5_000)
            let outline = TextTag(name: "outline")
            view.buffer.add(outline)
            view.buffer.apply(outline, to: 0..<view.buffer.characterCount)
            view.outlineTag = outline
            window.present()
            defer { window.destroy() }
            let middle = view.buffer.characterCount / 2
            XCTAssertTrue(Self.scroll(view, toShow: middle), "scrolled to the middle")
            let visible = view.visibleRange
            XCTAssertGreaterThan(visible.lowerBound, 0)
            XCTAssertGreaterThan(view.outlinedAreaCount, 3)
            XCTAssertLessThan(view.outlinedAreaCount, 30, "only the lines on screen, not 5,000")
            XCTAssertLessThan(view.strokedRunCount, 60)
        }
    }

    func testTheOutlineTagAndStrokeCanBeChangedAndTheViewIsFreed() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            var probe: FinalizationProbe?
            var tagProbe: FinalizationProbe?
            do {
                let (window, view, outline, red, _) = Self.makeView("Blue")
                view.buffer.apply(red, to: 0..<4)
                view.buffer.apply(outline, to: 0..<4)
                view.setOutlineColor(red: 0, green: 0, blue: 1)
                view.setOutlineWidth(fraction: 0.2, minimum: 2)
                settle()
                var pixels = OutlinePixels(view.renderImage())
                XCTAssertEqual(pixels.count(.black), 0, "a blue stroke, not black")
                XCTAssertGreaterThan(view.strokedRunCount, 0)
                view.outlineTag = nil
                settle()
                pixels = OutlinePixels(view.renderImage())
                XCTAssertEqual(view.strokedRunCount, 0)
                view.outlineTag = outline
                probe = FinalizationProbe(view)
                tagProbe = FinalizationProbe(outline)
                window.destroy()
                settle()
            }
            settle()
            XCTAssertEqual(probe?.isFinalized, true, "the view is freed with its window and wrapper")
            XCTAssertEqual(tagProbe?.isFinalized, true, "the view lets go of its outline tag")
        }
    }
}
