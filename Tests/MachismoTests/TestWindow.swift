import Gtk
import Navigation
import Storyboard
import XCTest

/// A real window under Xvfb whose root is `root`, `width` wide, shown and appeared.
@MainActor
func makeTestWindow(root: ViewController, width: Int = 1000) throws -> (Window, StoryboardWindow) {
    guard initializeGtk() else {
        XCTFail("GTK could not open a display: run under Xvfb (make test)")
        throw XCTSkip("no display")
    }
    MainQueueBridge.install()
    let window = Window()
    let header = HeaderBar()
    window.titlebar = header
    window.defaultSize = (width, 700)
    let storyboard = StoryboardWindow(window: window, headerBar: header, root: root)
    window.present()
    storyboard.appear()
    return (window, storyboard)
}

/// Runs the main loop for `seconds`, so that what GTK schedules happens.
@MainActor
func settleMainLoop(seconds: Double = 0.1) {
    var done = false
    runAfter(seconds: seconds) { done = true }
    iterateMainLoop(until: { done }, timeout: seconds + 5)
}
