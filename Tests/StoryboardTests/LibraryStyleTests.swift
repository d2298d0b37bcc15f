import Gtk
import Navigation
@testable import Storyboard
import XCTest

/// The renderer's look comes with the library: a window of an app with no style sheet of its
/// own has styled badges, tabs and toolbars, and an app's sheet still overrides them.
final class LibraryStyleTests: XCTestCase {
    func testTheLibrarysStyleSheetParsesWithoutErrors() throws {
        try MainActor.assumeIsolated {
            let (window, scene) = try makeWindow(root: NavigationController(rootViewController: LabelPage("Books")))
            defer {
                scene.disappear()
                window.destroy()
            }
            let probe = try XCTUnwrap(CssProvider.appliedToDisplay())
            defer { probe.removeFromDisplay() }
            probe.load(LibraryStyle.css)
            XCTAssertEqual(probe.errors, [], "every rule of the library's sheet is one GTK 4.8 reads")
        }
    }

    func testABadgeIsStyledWithoutTheAppsSheetAndTheAppsSheetOverridesIt() throws {
        try MainActor.assumeIsolated {
            let page = LabelPage("Books")
            let (window, scene) = try makeWindow(root: NavigationController(rootViewController: page))
            defer {
                scene.disappear()
                window.destroy()
            }
            let badge = Label("")
            badge.addCSSClass("badge")
            try XCTUnwrap(page.view as? Box).append(badge)
            settle()
            // The badge's pill: at least 10 pixels wide inside 5 pixels of padding each side
            // (an unstyled empty label asks for none).
            XCTAssertEqual(badge.naturalWidth, 20, "the library's .badge rule applies with no app sheet")

            let app = try XCTUnwrap(CssProvider.appliedToDisplay())
            defer { app.removeFromDisplay() }
            app.load(".badge { min-width: 30px; }")
            settle()
            XCTAssertEqual(badge.naturalWidth, 40, "an app's sheet overrides the library's rule")
            app.removeFromDisplay()
            settle()
            XCTAssertEqual(badge.naturalWidth, 20)
        }
    }
}
