import CGtk
import GLibTestSupport
import Gtk
@testable import Machismo
@testable import Navigation
import Storage
import Storyboard
import XCTest
import XDGTestSupport

/// With no window manager, nothing keeps the window at the size GTK asks for: the monkey on a
/// bare X server sizes it down to 200×150, and GTK then allocates the window what the X
/// window has (`gtk_window_native_layout`), less than its minimum. Every layout under it must
/// still hand each child a size of zero or more: once, "gtk_widget_size_allocate(): attempt to
/// allocate GtkBox … with width -13 and height 24" came six times in 2,000 actions.
///
/// Each scene is opened in the app's tabs and its window allocated as GTK allocates a window
/// whose X window is that small, narrower and narrower; any GTK warning or critical fails.
final class NarrowWindowTests: XCTestCase {
    /// Widths from past the scenes' minimums down through the monkey's smallest (200) to 20
    /// pixels. (Below 20, GTK's own header bar warns: its window handle's padding is more than
    /// the width.)
    static let widths = [620, 560, 500, 440, 400, 360, 320, 280, 240, 200, 160, 120, 80, 60, 40, 30, 20]
    /// Heights from a short window's down to 60 pixels, where the pages' stack gets 4. (Below
    /// 56, GTK's own window hands its child a negative height: what its title bar leaves. Its
    /// own move and resize keep to the window's minimum; only another X client goes there.)
    static let heights = [60, 150, 400]

    func testEverySceneLaysOutWithoutANegativeSizeInAWindowSmallerThanItsMinimum() throws {
        try MainActor.assumeIsolated {
            let home = try TemporaryHome("narrow")
            let app = try NarrowApp(directories: home.directories)
            defer { app.close() }
            XCTAssertEqual(app.warningsAllocatingEveryScene(), [])
        }
    }

    func testEverySceneLaysOutWithoutANegativeSizeRightToLeft() throws {
        try MainActor.assumeIsolated {
            let home = try TemporaryHome("narrow-rtl")
            gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
            defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
            let app = try NarrowApp(directories: home.directories)
            defer { app.close() }
            XCTAssertEqual(app.warningsAllocatingEveryScene(), [])
        }
    }

    /// The direction flipped while the app runs (the monkey flips it as a language change
    /// would at the next launch), then every scene narrow again.
    func testEverySceneLaysOutWithoutANegativeSizeAfterTheDirectionFlips() throws {
        try MainActor.assumeIsolated {
            let home = try TemporaryHome("narrow-flip")
            let app = try NarrowApp(directories: home.directories)
            defer {
                app.close()
                gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR)
            }
            gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
            settleMainLoop(seconds: 0.3)
            XCTAssertEqual(app.warningsAllocatingEveryScene(), [])
        }
    }

    /// Each page of a navigation stack pushed and popped with its slide, the window allocated
    /// narrow and narrower at moments through the slide (the stack then lays out two pages,
    /// and the toolbar may slide in or out as well).
    func testEveryPushAndPopLaysOutWithoutANegativeSizeWhileItSlides() throws {
        try MainActor.assumeIsolated {
            let home = try TemporaryHome("narrow-slides")
            let app = try NarrowApp(directories: home.directories)
            defer { app.close() }
            var found: [String] = []
            var pushed: [String] = []
            for path in app.tabBar.scenePaths {
                let parts = path.split(separator: "/").map(String.init)
                guard parts.count == 2,
                    let stack = app.tabBar.viewControllers.first(where: { $0.restorationIdentifier == parts[0] })
                        as? NavigationController,
                    let segue = stack.viewControllers[0].segueIdentifier(leadingTo: parts[1])
                else { continue }
                XCTAssertTrue(app.tabBar.open(path: parts[0]), path)
                settleMainLoop(seconds: 0.3)
                // A segue that presents its page (Edit Car, a modal page) pushes nothing.
                let destination = stack.viewControllers[0].performSegue(named: segue, sender: nil, animated: true)
                guard let destination, stack.topViewController === destination else {
                    destination?.dismiss(animated: false)
                    continue
                }
                pushed.append(path)
                found += app.warningsThroughASlide(scene: "\(path) pushed")
                XCTAssertNotNil(stack.popViewController(animated: true), path)
                found += app.warningsThroughASlide(scene: "\(path) popped")
            }
            XCTAssertEqual(
                pushed,
                [
                    "cards/history", "set/history", "attributor/text-stats", "carvalet/about-carvalet",
                    "carvalet/car-images", "carvalet/garage", "settings/appearance", "settings/card-games",
                    "settings/data", "settings/units",
                ])
            XCTAssertEqual(found, [])
        }
    }
}

/// The app's tabs in a real window, over a temporary home.
@MainActor
struct NarrowApp {
    let tabBar = TabBarController()
    let window: Window
    let storyboard: StoryboardWindow

    init(directories: XDGDirectories) throws {
        let settings = SettingsStore(directories: directories)
        tabBar.setViewControllers(
            Scenes.tabs(
                settings: settings, directories: directories, scoreBook: ScoreBook(directories: directories),
                fonts: PreferredFonts(settings: settings), seed: 1))
        (window, storyboard) = try makeTestWindow(root: tabBar, width: 900)
        settleMainLoop(seconds: 0.3)
    }

    /// `warningsAllocatingSizes(scene:)` for every scene path, each opened in turn.
    func warningsAllocatingEveryScene() -> [String] {
        tabBar.scenePaths.flatMap { path in
            XCTAssertTrue(tabBar.open(path: path), path)
            settleMainLoop(seconds: 0.3)
            return warningsAllocatingSizes(scene: path)
        }
    }

    /// The warnings and criticals of allocating the window at each of `NarrowWindowTests`'
    /// sizes, as GTK allocates it when its X window has that size, each named by the scene
    /// and the size; then the window is laid out at its own size again.
    func warningsAllocatingSizes(scene: String) -> [String] {
        var found: [String] = []
        for height in NarrowWindowTests.heights {
            for width in NarrowWindowTests.widths {
                let mark = GLibWarnings.mark()
                gtk_widget_allocate(window.widget, Int32(width), Int32(height), -1, nil)
                found += GLibWarnings.since(mark).map { "\(scene) at \(width)×\(height): \($0)" }
            }
        }
        let mark = GLibWarnings.mark()
        gtk_widget_queue_resize(window.widget)
        settleMainLoop(seconds: 0.1)
        found += GLibWarnings.since(mark).map { "\(scene) after: \($0)" }
        return found
    }

    /// The warnings and criticals of allocating the window at a few widths down to 20 pixels,
    /// 150 high, at moments through a slide of `NavigationView.transitionDuration`.
    func warningsThroughASlide(scene: String) -> [String] {
        var found: [String] = []
        for moment in 0..<6 {
            for width in [400, 300, 200, 120, 60, 20] {
                let mark = GLibWarnings.mark()
                gtk_widget_allocate(window.widget, Int32(width), 150, -1, nil)
                found += GLibWarnings.since(mark).map { "\(scene), moment \(moment), at \(width)×150: \($0)" }
            }
            settleMainLoop(seconds: 0.04)
        }
        let mark = GLibWarnings.mark()
        settleMainLoop(seconds: 0.3)
        found += GLibWarnings.since(mark).map { "\(scene) after: \($0)" }
        return found
    }

    func close() {
        storyboard.disappear()
        window.destroy()
    }
}
