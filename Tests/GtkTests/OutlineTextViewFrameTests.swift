import CGtk
import GLibTestSupport
@testable import Gtk
import XCTest

/// Issue #11: typing into a long Attributor document made GTK 4.8 warn "Trying to snapshot
/// GtkGizmo … without a current allocation", for the trough of the text's scrollbar.
///
/// A letter typed leaves the text view's validation to an idle; the frame that redraws the
/// view may start before it, from a source of higher priority, and the validation then ran
/// in the snapshot, where it changed the scrollbar (outline_text_view.c tells how). These
/// tests edit the text at the start of a frame (from the frame clock's `before-paint`),
/// which leaves the validation to that frame every time, in a scrolled window like
/// Attributor's holding a long, coloured text, and fail on any GLib warning. Before the fix,
/// each of them got the warning every time.
final class OutlineTextViewFrameTests: XCTestCase {
    func testALetterTypedAtTheStartOfAFrame() throws {
        try assertNoWarning(expectedStart: "x" + Self.line(0)) { view in
            Self.type("x", at: 0, into: view)
        }
    }

    func testANewLineTypedAtTheStartOfAFrame() throws {
        try assertNoWarning(expectedStart: "A new line\n" + Self.line(0)) { view in
            Self.type("A new line\n", at: 0, into: view)
        }
    }

    func testALineBreakDeletedAtTheStartOfAFrame() throws {
        try assertNoWarning(expectedStart: Self.line(0) + Self.line(1)) { view in
            var afterTheBreak = view.buffer.textIter(at: Self.line(0).count + 1)
            XCTAssertTrue(gtk_text_buffer_backspace(view.buffer.cast(), &afterTheBreak, 1, 1) != 0)
            Self.scrollToCursor(view)
        }
    }

    /// The text outgrows the view: its scrollbar appears and queues a resize of the scrolled
    /// window. Validated in the layout phase, that came after the window's content was laid
    /// out, and GTK left the whole content out of the frame ("Trying to snapshot GtkBox …").
    func testTextThatOutgrowsTheViewAtTheStartOfAFrame() throws {
        try assertNoWarning(lines: 3, expectedStart: String(repeating: "\n", count: 80) + Self.line(0)) { view in
            Self.type(String(repeating: "\n", count: 80), at: 0, into: view)
        }
    }

    // MARK: - Helpers

    /// Shows a long document, lets it settle, runs `edit` at the start of the next frame and
    /// checks that the text starts with `expectedStart` and that GLib logged no warning.
    private func assertNoWarning(
        lines: Int = 4_000, expectedStart: String, file: StaticString = #filePath,
        line: UInt = #line, _ edit: @escaping @MainActor (OutlineTextView) -> Void
    ) throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let mark = GLibWarnings.mark()
            let (window, view) = Self.makeLongDocument(lines: lines)
            defer { window.destroy() }
            settle(seconds: 0.5)
            let characters = view.buffer.characterCount
            Self.atTheStartOfTheNextFrame(of: view) { edit(view) }
            XCTAssertNotEqual(view.buffer.characterCount, characters, "the text changed", file: file, line: line)
            XCTAssertEqual(view.buffer.text(in: 0..<expectedStart.count), expectedStart, file: file, line: line)
            XCTAssertEqual(GLibWarnings.since(mark), [], file: file, line: line)
        }
    }

    /// A window with a scrolled outline view of `lines` lines (12 words each, a red run every
    /// 1,000 characters, as in Attributor's long documents) in a box, as Attributor's page
    /// holds it; destroyed by the caller.
    @MainActor
    private static func makeLongDocument(lines: Int) -> (Window, OutlineTextView) {
        let window = Window()
        window.defaultSize = (640, 480)
        let scrolled = ScrolledWindow()
        scrolled.disableHorizontalScrolling()
        // Overlay scrollbars show only once the pointer moves or the text scrolls; a
        // classic one is drawn in every frame.
        gtk_scrolled_window_set_overlay_scrolling(scrolled.cast(), 0)
        let view = OutlineTextView()
        view.wrapWords()
        view.setMargins(text: 12)
        view.buffer.text = (0..<lines).map(line).joined(separator: "\n")
        let red = TextTag(name: "red")
        red.setForeground(red: 1, green: 0, blue: 0)
        let outline = TextTag(name: "outline")
        view.buffer.add(red)
        view.buffer.add(outline)
        view.outlineTag = outline
        for start in stride(from: 500, to: view.buffer.characterCount - 5, by: 1_000) {
            view.buffer.apply(red, to: start..<start + 5)
        }
        view.buffer.apply(outline, to: 6..<11)
        scrolled.child = view
        scrolled.vexpand = true
        let page = Box(.vertical)
        page.append(scrolled)
        window.child = page
        window.present()
        return (window, view)
    }

    /// Line `number` of the long document: 12 words, starting at the `number`th.
    private static func line(_ number: Int) -> String {
        let words = "lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor".split(
            separator: " ")
        return (0..<12).map { words[(number + $0) % words.count] }.joined(separator: " ")
    }

    /// Runs `body` at the start of the next frame of `widget`'s window (before its layout
    /// and paint), and waits for the frames that follow.
    @MainActor
    private static func atTheStartOfTheNextFrame(of widget: Widget, _ body: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widget.widget) else { return XCTFail("not shown") }
        let clockObject = FrameClock(UnsafeMutableRawPointer(clock), .retaining)
        var ran = false
        var handler: SignalHandler?
        handler = clockObject.on("before-paint") {
            handler?.disconnect()
            ran = true
            body()
        }
        widget.queueDraw()
        XCTAssertTrue(iterateMainLoop(until: { ran }, timeout: 30), "no frame came")
        settle(seconds: 0.2)
    }

    /// What typing does: inserts at the cursor, then scrolls the cursor on screen.
    @MainActor
    private static func type(_ text: String, at offset: Int, into view: OutlineTextView) {
        view.buffer.select(offset..<offset)
        XCTAssertTrue(gtk_text_buffer_insert_interactive_at_cursor(view.buffer.cast(), text, -1, 1) != 0)
        scrollToCursor(view)
    }

    @MainActor
    private static func scrollToCursor(_ view: OutlineTextView) {
        gtk_text_view_scroll_mark_onscreen(view.cast(), gtk_text_buffer_get_insert(view.buffer.cast()))
    }
}
