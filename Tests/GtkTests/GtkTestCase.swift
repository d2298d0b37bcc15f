import Gtk
import XCTest

/// XCTest on Linux runs tests on the main thread but cannot call `@MainActor`
/// test methods, so each GTK test wraps its body in `MainActor.assumeIsolated`.
///
/// Opens GTK on the test display once. GTK tests need a display (`make test`
/// runs them under Xvfb); without one they fail with a clear message rather
/// than pass without testing anything.
@MainActor
func requireGtk(file: StaticString = #filePath, line: UInt = #line) throws {
    guard initializeGtk() else {
        XCTFail("GTK could not open a display: run the GTK tests under Xvfb (make test)", file: file, line: line)
        throw XCTSkip("no display")
    }
    MainQueueBridge.install()
}

/// Counts how often something happened, and whether it is still alive.
final class Tracker: @unchecked Sendable {
    var count = 0
}

/// Lets GTK finish pending work: idle callbacks and the next frames (layout and
/// paint run on the frame clock, and release what they held).
@MainActor
func settle(seconds: Double = 0.15) {
    var done = false
    runAfter(seconds: seconds) { done = true }
    iterateMainLoop(until: { done }, timeout: seconds + 5)
}
