import CGtk
@testable import Gtk
import XCTest

/// The clamp places its child as `halign = .center` would, at its natural width for no
/// given height, at most its maximum, never below its minimum.
final class ClampTests: XCTestCase {
    /// The child's frame in the clamp: (x, width).
    @MainActor
    private static func frame(of child: Widget, in clamp: Clamp) -> (x: Int, width: Int) {
        var bounds = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(child.widget, clamp.widget, &bounds) != 0)
        return (Int(bounds.origin.x.rounded()), Int(bounds.size.width.rounded()))
    }

    /// The child's frame once it is (x, width), waiting for the allocation (an ASan build
    /// takes longer than a short settle); the frame it has after 10 s otherwise.
    @MainActor
    private static func frame(of child: Widget, in clamp: Clamp, becomes wanted: (x: Int, width: Int))
        -> (x: Int, width: Int)
    {
        _ = iterateMainLoop(until: { child.width > 0 && frame(of: child, in: clamp) == wanted }, timeout: 10)
        return frame(of: child, in: clamp)
    }

    /// A column of at least 200 pixels holding a wrapping label of `words` words.
    @MainActor
    private static func column(words: Int) -> Box {
        let label = Label(Array(repeating: "word", count: words).joined(separator: " "))
        label.wraps = true
        let column = Box(.vertical)
        column.setSizeRequest(width: 200, height: -1)
        column.append(label)
        return column
    }

    func testTheChildIsCentredAtItsNaturalWidthAtMostTheMaximumNeverBelowItsMinimum() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let short = Self.column(words: 2)
            let clamp = Clamp(short)
            let window = Window()
            window.defaultSize = (600, 400)
            window.child = clamp
            window.present()
            defer { window.destroy() }
            let centred = Self.frame(of: short, in: clamp, becomes: (200, 200))
            XCTAssertEqual(clamp.width, 600)
            XCTAssertEqual(centred.width, 200, "a short text: the column's minimum")
            XCTAssertEqual(centred.x, 200, "centred")
            XCTAssertEqual(clamp.height, 400, "the whole height")
            XCTAssertEqual(short.height, 400)

            let long = Self.column(words: 200)
            let wide = Clamp(long)
            window.child = wide
            let full = Self.frame(of: long, in: wide, becomes: (0, 600))
            XCTAssertEqual(full.width, 600, "wider than the window: the window's width")
            XCTAssertEqual(full.x, 0)

            wide.maximumWidth = 300
            let capped = Self.frame(of: long, in: wide, becomes: (150, 300))
            XCTAssertEqual(capped.width, 300, "at most the maximum")
            XCTAssertEqual(capped.x, 150)

            wide.maximumWidth = 0
            let minimum = Self.frame(of: long, in: wide, becomes: (200, 200))
            XCTAssertEqual(minimum.width, 200, "0: the minimum, its size request")

            wide.maximumWidth = nil
            XCTAssertEqual(Self.frame(of: long, in: wide, becomes: (0, 600)).width, 600, "no limit again")
        }
    }

    @MainActor
    private static func measure(_ widget: Widget, _ orientation: GtkOrientation, _ forSize: Int32) -> (Int32, Int32) {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widget.widget, orientation, forSize, &minimum, &natural, nil, nil)
        return (minimum, natural)
    }

    func testItsSizesAreItsChildsForTheWidthTheChildGets() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let column = Self.column(words: 60)
            let clamp = Clamp(column, maximumWidth: 300)
            let (minimumWidth, naturalWidth) = Self.measure(clamp, GTK_ORIENTATION_HORIZONTAL, -1)
            XCTAssertEqual(minimumWidth, 200, "the child's minimum")
            XCTAssertEqual(naturalWidth, 300, "the child's natural width, at most the maximum")
            XCTAssertEqual(
                Self.measure(clamp, GTK_ORIENTATION_HORIZONTAL, 50).0, 200, "widths for a height are those for none")
            let heightAt300 = Self.measure(column, GTK_ORIENTATION_VERTICAL, 300)
            XCTAssertEqual(Self.measure(clamp, GTK_ORIENTATION_VERTICAL, 900).0, heightAt300.0, "the height at 300")
            XCTAssertGreaterThan(
                Self.measure(clamp, GTK_ORIENTATION_VERTICAL, 200).0, heightAt300.0, "narrower is taller")
            XCTAssertEqual(
                Self.measure(clamp, GTK_ORIENTATION_VERTICAL, -1).0, heightAt300.0,
                "with no width, the height at the width the child gets when there is room")
        }
    }
}
