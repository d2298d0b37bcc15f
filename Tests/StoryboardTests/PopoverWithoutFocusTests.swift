import GLibTestSupport
import Gtk
import Navigation
@testable import Storyboard
import XCTest

/// A popover whose page has nothing to focus (Attributor's Document Info: labels), shown
/// while nothing in the window has the keyboard focus: GTK 4.8's popover, finding nothing to
/// focus in itself, asked whether the missing focus widget was inside it
/// (`gtk_widget_is_ancestor: assertion 'GTK_IS_WIDGET (widget)' failed`, fatal under
/// `G_DEBUG=fatal-criticals`). Its Info button pressed from the keyboard or by a screen
/// reader, not clicked, leaves the focus where it was; EmojiArt takes it away from its canvas.
final class PopoverWithoutFocusTests: XCTestCase {
    func testAPopoverWithNothingToFocusShowsWhileNothingHasTheFocus() throws {
        try MainActor.assumeIsolated {
            let (editor, _, window, scene) = try makeEditorWindow(width: 1000)
            defer {
                scene.disappear()
                window.destroy()
            }
            window.clearFocus()
            settle()
            XCTAssertNil(window.focusWidget)
            let mark = GLibWarnings.mark()
            let info = try XCTUnwrap(editor.performSegue(withIdentifier: InfoSourcePage.showDocumentInfo, sender: nil))
            settle()
            let popover = try XCTUnwrap(scene.popovers.popover(showing: info))
            XCTAssertTrue(popover.isShown)
            info.dismiss()
            settle(seconds: PopoverRendering.unparentDelay + 0.2)
            XCTAssertEqual(GLibWarnings.since(mark), [])
        }
    }
}
