import CGtk
@testable import Gtk
import XCTest

/// `preloadFont` loads the very font GTK gives text styled in points, at any text scaling,
/// so that the first page showing text in it finds the font in Pango's caches.
final class FontPreloadTests: XCTestCase {
    /// The fontset Pango's font map gives `description` in `widget`'s Pango context.
    @MainActor
    private static func fontset(_ description: String, in widget: Widget) -> UnsafeMutableRawPointer? {
        let context = gtk_widget_get_pango_context(widget.widget)
        let parsed = pango_font_description_from_string(description)
        defer { pango_font_description_free(parsed) }
        guard let fontset = pango_context_load_fontset(context, parsed, pango_context_get_language(context))
        else { return nil }
        defer { g_object_unref(fontset) }
        return UnsafeMutableRawPointer(fontset)
    }

    func testThePreloadedFontIsTheOneTextStyledInPointsGets() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let original = DesktopSettings.textScale
            defer { DesktopSettings.setTextScale(original) }
            let style = CssProvider()
            style.load(".preload-headline { font-size: 17pt; font-weight: 800; } .preload-body { font-size: 12pt; }")
            style.applyToDisplay()
            defer { style.removeFromDisplay() }
            let window = Window()
            let column = Box(.vertical, spacing: 0)
            let headline = Label("Untitled")
            headline.addCSSClass("preload-headline")
            let body = Label("Body text")
            body.addCSSClass("preload-body")
            column.append(headline)
            column.append(body)
            window.child = column
            window.present()
            defer { window.destroy() }

            for scale in [1, 1.25] {
                DesktopSettings.setTextScale(scale)
                let expected = window.fontDescription(points: 12, weight: 400)
                iterateMainLoop(until: { body.fontDescription == expected }, timeout: 30)
                XCTAssertEqual(body.fontDescription, expected, "at text scale \(scale)")
                XCTAssertEqual(headline.fontDescription, window.fontDescription(points: 17, weight: 800))
                XCTAssertNotEqual(headline.fontDescription, body.fontDescription)

                // The same description in the window's context and in the label's: one fontset,
                // the one the preload loads (Pango's cache hands the same object back).
                window.preloadFont(points: 12, weight: 400)
                let preloaded = Self.fontset(expected, in: window)
                XCTAssertNotNil(preloaded)
                XCTAssertEqual(preloaded, Self.fontset(body.fontDescription, in: body))
            }
        }
    }

    func testPreparingTheEditorsClassTwiceIsHarmless() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            OutlineTextView.prepareClass()
            OutlineTextView.prepareClass()
            let view = OutlineTextView()
            view.buffer.text = "outlined"
            XCTAssertEqual(view.buffer.text, "outlined")
        }
    }
}
