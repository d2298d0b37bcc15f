@testable import Gtk
import XCTest

/// The app's own animations keep pace with GTK's: `GTK_SLOWDOWN` slows both.
final class AnimationSlowdownTests: XCTestCase {
    func testSlowdownIsAFiniteNumberAboveZeroElseOne() {
        XCTAssertEqual(DesktopSettings.slowdown(from: nil), 1, "unset")
        XCTAssertEqual(DesktopSettings.slowdown(from: "4"), 4)
        XCTAssertEqual(DesktopSettings.slowdown(from: "0.5"), 0.5, "faster is allowed")
        for text in ["", "0", "-2", "fast", "inf", "nan", "1e400"] {
            XCTAssertEqual(DesktopSettings.slowdown(from: text), 1, "\(text.debugDescription) is ignored")
        }
    }
}
