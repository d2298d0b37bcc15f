import Alerts
import CGtk
import GLibTestSupport
import Gtk
@testable import Storyboard
import XCTest

/// An alert's window, like the main one, can be sized below its minimum with no window
/// manager: every width from 300 down to 20 pixels, allocated as GTK allocates a window whose
/// X window has it, hands no child a negative size.
final class NarrowAlertTests: XCTestCase {
    func testAnAlertsButtonRowAndFieldLayOutAtAnyWidth() throws {
        try MainActor.assumeIsolated {
            let (parent, windows, presenter) = try makeAlerts()
            defer { parent.destroy() }
            let alert = deletingAlert(style: .alert) { _ in }
            alert.addTextField { field in field.placeholder = "Name" }
            presenter.present(alert)
            let dialog = try XCTUnwrap(windows.window(of: alert))
            settle()
            var found: [String] = []
            for height in [60, 150] {
                for width in stride(from: 300, through: 20, by: -10) {
                    let mark = GLibWarnings.mark()
                    gtk_widget_allocate(dialog.widget, Int32(width), Int32(height), -1, nil)
                    found += GLibWarnings.since(mark).map { "at \(width)×\(height): \($0)" }
                }
            }
            presenter.cancelAll()
            settle()
            XCTAssertEqual(found, [])
        }
    }
}
