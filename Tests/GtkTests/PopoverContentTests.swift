import Gtk
import XCTest

/// A popover's content shows at its natural size, and its anchor keeps its own: GTK 4.8 asks
/// a widget for the request mode of every child, its popover's included.
final class PopoverContentTests: XCTestCase {
    func testAWrappingLabelInAPopoverLeavesItsHeaderBarAlone() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let window = Window()
            let header = HeaderBar()
            let info = Button(iconName: "document-properties-symbolic", label: "Info")
            header.packEnd(info)
            header.packEnd(Button(label: "Stats"))
            window.titlebar = header
            window.child = Label("The page")
            window.defaultSize = (800, 500)
            window.present()
            settle()
            let heights = (header.height, info.height)
            let popover = Popover()
            let label = Label("Notes: 12 words")
            label.wraps = true
            label.setSizeRequest(width: 560, height: -1)
            let page = Box(.vertical)
            page.append(label)
            popover.child = page
            popover.attach(to: info)
            popover.popup()
            XCTAssertTrue(iterateMainLoop(until: { popover.isShown && label.isMapped }, timeout: 5))
            settle()
            XCTAssertEqual(header.height, heights.0, "the header bar keeps its height")
            XCTAssertEqual(info.height, heights.1, "the popover's button keeps its height")
            XCTAssertTrue(popover.child === page)
            popover.popdown()
            settle()
            popover.unparent()
            window.destroy()
        }
    }
}
