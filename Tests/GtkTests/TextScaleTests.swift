import CGtk
@testable import Gtk
import XCTest

/// Fonts follow the desktop's text scaling and the app's own zoom.
final class TextScaleTests: XCTestCase {
    /// The height of the first line of `view`, in pixels.
    @MainActor
    private static func lineHeight(_ view: TextView) -> Int {
        var iter = GtkTextIter()
        gtk_text_buffer_get_start_iter(view.buffer.cast(), &iter)
        var y: Int32 = 0, height: Int32 = 0
        gtk_text_view_get_line_yrange(view.cast(), &iter, &y, &height)
        return Int(height)
    }

    func testTextScaleFollowsGtkXftDpiAndNotifies() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let original = DesktopSettings.textScale
            defer { DesktopSettings.setTextScale(original) }
            var seen: [Double] = []
            let handler = DesktopSettings.onTextScaleChanged { seen.append($0) }
            DesktopSettings.setTextScale(1.25)
            XCTAssertEqual(DesktopSettings.textScale, 1.25, accuracy: 0.001)
            XCTAssertEqual(seen.last ?? 0, 1.25, accuracy: 0.001)
            handler?.disconnect()
            DesktopSettings.setTextScale(1.5)
            XCTAssertEqual(seen.count, 1, "a disconnected handler hears nothing")
        }
    }

    func testPointSizesGrowWithTheDesktopScaleAndTheAppZoom() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let original = DesktopSettings.textScale
            defer { DesktopSettings.setTextScale(original) }
            DesktopSettings.setTextScale(1)
            let window = Window()
            let view = TextView()
            view.buffer.text = "Text size"
            let base = TextFont(family: "Sans", points: 20)
            view.setFont(base)
            window.child = view
            window.present()
            iterateMainLoop(until: { Self.lineHeight(view) > 20 }, timeout: 30)
            defer { window.destroy() }
            let unscaled = Self.lineHeight(view)
            XCTAssertGreaterThan(unscaled, 20)

            DesktopSettings.setTextScale(2)
            iterateMainLoop(until: { Self.lineHeight(view) > unscaled }, timeout: 30)
            let scaled = Self.lineHeight(view)
            XCTAssertEqual(Double(scaled) / Double(unscaled), 2, accuracy: 0.25, "points follow gtk-xft-dpi")
            DesktopSettings.setTextScale(1)

            var zoom = TextZoom()
            while zoom.zoomIn() {}
            XCTAssertEqual(zoom.factor, 3)
            view.setFont(base.zoomed(by: zoom.factor))
            iterateMainLoop(until: { Self.lineHeight(view) > 2 * unscaled }, timeout: 30)
            XCTAssertEqual(
                Double(Self.lineHeight(view)) / Double(unscaled), 3, accuracy: 0.35, "the app's zoom multiplies")

            view.setFont(nil)
            iterateMainLoop(until: { Self.lineHeight(view) < unscaled }, timeout: 30)
            XCTAssertLessThan(Self.lineHeight(view), unscaled, "back to the theme's (smaller) font")
        }
    }

    func testTagSizesInPixelsIgnoreTheDesktopScale() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let original = DesktopSettings.textScale
            defer { DesktopSettings.setTextScale(original) }
            DesktopSettings.setTextScale(1)
            let window = Window()
            let view = TextView()
            view.buffer.text = "Pixels"
            let pixels = TextTag(name: "pixels")
            pixels.setFontSize(pixels: 40)
            view.buffer.add(pixels)
            view.buffer.apply(pixels, to: 0..<6)
            window.child = view
            window.present()
            iterateMainLoop(until: { Self.lineHeight(view) > 40 }, timeout: 30)
            defer { window.destroy() }
            let before = Self.lineHeight(view)
            XCTAssertGreaterThan(before, 40)
            DesktopSettings.setTextScale(2)
            settle(seconds: 0.3)
            XCTAssertEqual(Self.lineHeight(view), before, "a size in pixels stays")
        }
    }

    func testZoomStepsAndFontStyleSheet() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            var zoom = TextZoom()
            XCTAssertEqual(zoom.factor, 1)
            XCTAssertTrue(zoom.zoomIn())
            XCTAssertEqual(zoom.factor, 1.1)
            zoom.reset()
            while zoom.zoomOut() {}
            XCTAssertEqual(zoom.factor, 0.5)
            XCTAssertFalse(zoom.canZoomOut)
            XCTAssertEqual(TextZoom(factor: 1.3).factor, 1.25, "the nearest level")

            let label = Label("Headline")
            label.setFont(TextFont(family: "My \"Font\"", points: 17.5, bold: true))
            let sheet = WidgetFonts.sheet
            XCTAssertTrue(
                sheet.contains("font-size: 17.50pt; font-weight: 700; font-family: \"My \\\"Font\\\"\";"), sheet)
            let rules = sheet.split(separator: "\n").count
            label.setFont(TextFont(points: 12))
            XCTAssertEqual(WidgetFonts.sheet.split(separator: "\n").count, rules, "one rule per widget")
            _ = label
        }
    }

    func testAFontRuleGoesWithItsWidget() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let before = WidgetFonts.sheet.split(separator: "\n").count
            do {
                let label = Label("Short-lived")
                label.setFont(TextFont(points: 30))
                XCTAssertEqual(WidgetFonts.sheet.split(separator: "\n").count, before + 1)
            }
            settle()
            XCTAssertEqual(WidgetFonts.sheet.split(separator: "\n").count, before, "the rule is dropped on destroy")
        }
    }
}
