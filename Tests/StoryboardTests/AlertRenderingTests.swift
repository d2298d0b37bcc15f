import Alerts
import Foundation
import Gtk
import Navigation
@testable import Storyboard
import XCTest

@MainActor
func makeAlerts() throws -> (Window, AlertWindows, AlertPresenter) {
    guard initializeGtk() else {
        XCTFail("GTK could not open a display: run under Xvfb (make test)")
        throw XCTSkip("no display")
    }
    let window = Window()
    window.child = Box(.vertical)
    window.present()
    let presenter = AlertPresenter()
    return (window, AlertWindows(parent: window, presenter: presenter), presenter)
}

/// Presses `key` on the display's keyboard, as the user does (xdotool, through XTest): it
/// goes to the focused X window, the one mapped last, or the popover holding the keyboard.
@MainActor
func pressKey(_ key: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
    process.arguments = ["key", key]
    try process.run()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "xdotool key \(key)")
    settle(seconds: 0.4)  // a button pressed by key acts 250 ms later
}

/// The shown button titled `title` of `alert`.
@MainActor
func button(_ title: String, of alert: Alert, in windows: AlertWindows) throws -> Button {
    try XCTUnwrap(
        windows.widgets[ObjectIdentifier(alert)]?.compactMap { $0 as? Button }.first { $0.label == title },
        "no button \(title)")
}

/// An alert or sheet whose first action deletes: Delete (destructive), then Keep and Cancel.
@MainActor
func deletingAlert(style: Alert.Style, cancel: Bool = true, log: @escaping (String) -> Void) -> Alert {
    let alert = Alert(title: "Delete “Sky”?", message: "The document is deleted for good.", style: style)
    alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in log("Delete") })
    alert.addAction(AlertAction(title: "Keep") { _ in log("Keep") })
    if cancel { alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log("Cancel") }) }
    return alert
}

final class AlertRenderingTests: XCTestCase {
    func testAnAlertIsAModalDialogWithCancelFirstAndReturnOnThePreferredAction() throws {
        try MainActor.assumeIsolated {
            let (parent, windows, presenter) = try makeAlerts()
            var chosen: [String] = []
            let alert = Alert(title: "Deal Again?", message: "The game under way will be recorded.")
            let deal = AlertAction(title: "Deal") { _ in chosen.append("Deal") }
            alert.addAction(deal)
            alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") })
            alert.preferredAction = deal
            presenter.present(alert)
            let dialog = try XCTUnwrap(windows.window(of: alert))
            XCTAssertEqual(dialog.title, "Deal Again?")
            XCTAssertTrue(dialog.isModal)
            settle()
            XCTAssertTrue(dialog.activateAction("default.activate"), "Return activates the default button")
            // A button activated by key shows itself pressed for 250 ms, then acts.
            iterateMainLoop(until: { !chosen.isEmpty && windows.window(of: alert) == nil }, timeout: 30)
            XCTAssertEqual(chosen, ["Deal"])
            XCTAssertNil(windows.window(of: alert), "the dialog went")
            parent.destroy()
        }
    }

    func testReturnNeverChoosesADestructiveAction() throws {
        try MainActor.assumeIsolated {
            let (parent, windows, presenter) = try makeAlerts()
            var chosen: [String] = []
            let alert = Alert(title: "Reset Everything?")
            alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") })
            let reset = AlertAction(title: "Reset", style: .destructive) { _ in chosen.append("Reset") }
            alert.addAction(reset)
            alert.preferredAction = reset
            presenter.present(alert)
            let dialog = try XCTUnwrap(windows.window(of: alert))
            settle()
            dialog.activateAction("default.activate")
            iterateMainLoop(until: { !chosen.isEmpty }, timeout: 30)
            XCTAssertEqual(chosen, ["Cancel"], "the focus starts on Cancel, not on the destructive button")
            parent.destroy()
        }
    }

    func testAnAlertWithNoSafeActionToSuggestFocusesCancelAndReturnCancels() throws {
        try MainActor.assumeIsolated {
            let (parent, windows, presenter) = try makeAlerts()
            var chosen: [String] = []
            let alert = deletingAlert(style: .alert) { chosen.append($0) }
            alert.preferredAction = alert.actions[0]  // even asked to, Return never deletes
            presenter.present(alert)
            let dialog = try XCTUnwrap(windows.window(of: alert))
            settle()
            let cancel = try button("Cancel", of: alert, in: windows)
            XCTAssertTrue(cancel.hasFocus, "Cancel has the focus")
            XCTAssertNil(dialog.defaultWidget, "no default: the preferred action deletes")
            XCTAssertTrue(try button("Delete", of: alert, in: windows).hasCSSClass("destructive-action"), "red")
            try pressKey("Return")
            iterateMainLoop(until: { !chosen.isEmpty }, timeout: 5)
            XCTAssertEqual(chosen, ["Cancel"])
            XCTAssertNil(windows.window(of: alert))
            parent.destroy()
        }
    }

    func testAnAlertFocusesItsSuggestedActionAndReturnRunsIt() throws {
        try MainActor.assumeIsolated {
            let (parent, windows, presenter) = try makeAlerts()
            var chosen: [String] = []
            let alert = deletingAlert(style: .alert) { chosen.append($0) }
            alert.preferredAction = alert.actions[1]
            presenter.present(alert)
            settle()
            XCTAssertTrue(try button("Keep", of: alert, in: windows).hasFocus, "the suggested action has the focus")
            try pressKey("Return")
            iterateMainLoop(until: { !chosen.isEmpty }, timeout: 5)
            XCTAssertEqual(chosen, ["Keep"])
            parent.destroy()
        }
    }

    func testAnAlertWithNeitherFocusesNothingAndReturnDoesNothing() throws {
        try MainActor.assumeIsolated {
            let (parent, windows, presenter) = try makeAlerts()
            var chosen: [String] = []
            let alert = deletingAlert(style: .alert, cancel: false) { chosen.append($0) }
            presenter.present(alert)
            let dialog = try XCTUnwrap(windows.window(of: alert))
            settle()
            XCTAssertNil(dialog.focusWidget, "no button has the focus")
            try pressKey("Return")
            XCTAssertEqual(chosen, [], "Return chose nothing")
            XCTAssertNotNil(windows.window(of: alert), "the alert is still up")
            presenter.finish(alert, choosing: alert.actions[1])
            parent.destroy()
        }
    }

    func testAnActionSheetInAWindowFocusesCancelAndReturnCancels() throws {
        try MainActor.assumeIsolated {
            let (parent, windows, presenter) = try makeAlerts()
            var chosen: [String] = []
            let sheet = deletingAlert(style: .actionSheet) { chosen.append($0) }
            sheet.preferredAction = sheet.actions[1]  // a sheet has no Return action all the same
            presenter.present(sheet)
            let dialog = try XCTUnwrap(windows.window(of: sheet))
            settle()
            XCTAssertTrue(try button("Cancel", of: sheet, in: windows).hasFocus, "Cancel has the focus")
            XCTAssertNil(dialog.defaultWidget)
            XCTAssertTrue(try button("Delete", of: sheet, in: windows).hasCSSClass("destructive-action"), "red")
            try pressKey("Return")
            iterateMainLoop(until: { !chosen.isEmpty }, timeout: 5)
            XCTAssertEqual(chosen, ["Cancel"])
            parent.destroy()
        }
    }

    func testAnActionSheetInAWindowWithoutCancelFocusesNothing() throws {
        try MainActor.assumeIsolated {
            let (parent, windows, presenter) = try makeAlerts()
            var chosen: [String] = []
            let sheet = deletingAlert(style: .actionSheet, cancel: false) { chosen.append($0) }
            presenter.present(sheet)
            let dialog = try XCTUnwrap(windows.window(of: sheet))
            settle()
            XCTAssertNil(dialog.focusWidget)
            try pressKey("Return")
            XCTAssertEqual(chosen, [])
            presenter.finish(sheet, choosing: sheet.actions[1])
            parent.destroy()
        }
    }

    func testAnActionSheetPopoverShowsItsTitleFocusesNoChoiceAndEscapeCancels() throws {
        try MainActor.assumeIsolated {
            let (parent, windows, presenter) = try makeAlerts()
            let source = Button(label: "Delete…")
            parent.child = source
            settle()
            var chosen: [String] = []
            let sheet = deletingAlert(style: .actionSheet) { chosen.append($0) }
            presenter.present(sheet, source: source)
            let popover = try XCTUnwrap(windows.popover(of: sheet))
            settle()
            XCTAssertNil(popover.focusWidget, "no choice has the focus")
            let labels = windows.widgets[ObjectIdentifier(sheet)]?.compactMap { $0 as? Label }.map(\.text) ?? []
            XCTAssertEqual(labels.prefix(2), ["Delete “Sky”?", "The document is deleted for good."])
            XCTAssertTrue(try button("Delete", of: sheet, in: windows).hasCSSClass("destructive-action"), "red")
            try pressKey("Return")
            XCTAssertEqual(chosen, [], "Return chose nothing")
            XCTAssertNotNil(windows.popover(of: sheet), "the sheet is still up")
            try pressKey("Escape")
            iterateMainLoop(until: { !chosen.isEmpty }, timeout: 5)
            XCTAssertEqual(chosen, ["Cancel"])
            parent.destroy()
        }
    }

    func testDestructiveChoicesAreRedInBothFormsInLightAndDarkStyles() throws {
        try MainActor.assumeIsolated {
            let (parent, windows, presenter) = try makeAlerts()
            let source = Button(label: "Delete…")
            parent.child = source
            settle()
            defer { DesktopSettings.prefersDarkStyle = false }
            for dark in [false, true] {
                DesktopSettings.prefersDarkStyle = dark
                for anchored in [true, false] {
                    let sheet = deletingAlert(style: .actionSheet) { _ in }
                    presenter.present(sheet, source: anchored ? source : nil)
                    settle()
                    let delete = try button("Delete", of: sheet, in: windows)
                    let keep = try button("Keep", of: sheet, in: windows)
                    let form = "\(anchored ? "popover" : "window"), \(dark ? "dark" : "light")"
                    XCTAssertGreaterThan(Self.redPixels(delete), 20, "Delete is red (\(form))")
                    XCTAssertEqual(Self.redPixels(keep), 0, "Keep is not (\(form))")
                    presenter.finish(sheet, choosing: nil)
                    settle()
                }
            }
            parent.destroy()
        }
    }

    /// How many of the button's pixels are clearly red (its text, or its fill).
    @MainActor
    static func redPixels(_ button: Button) -> Int {
        let image = button.renderImage(background: nil)
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                if pixel.alpha > 128, Int(pixel.red) > 120, Int(pixel.red) > 2 * max(Int(pixel.green), Int(pixel.blue))
                {
                    count += 1
                }
            }
        }
        return count
    }

    func testClosingTheDialogChoosesCancel() throws {
        try MainActor.assumeIsolated {
            let (parent, windows, presenter) = try makeAlerts()
            var chosen: [String] = []
            let alert = Alert(title: "Deal Again?")
            alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") })
            alert.addAction(AlertAction(title: "Deal") { _ in chosen.append("Deal") })
            presenter.present(alert)
            let dialog = try XCTUnwrap(windows.window(of: alert))
            settle()
            dialog.close()  // Escape and the window's close both ask to close
            settle()
            XCTAssertEqual(chosen, ["Cancel"])
            XCTAssertNil(windows.window(of: alert))
            parent.destroy()
        }
    }

    func testTheFirstTextFieldHasTheFocusAndEnablesTheActionAsTheUserTypes() throws {
        try MainActor.assumeIsolated {
            let (parent, windows, presenter) = try makeAlerts()
            let alert = Alert(title: "Reset Everything?")
            alert.addAction(AlertAction(title: "Cancel", style: .cancel))
            let reset = AlertAction(title: "Reset", style: .destructive)
            reset.isEnabled = false
            alert.addAction(reset)
            alert.addTextField { $0.placeholder = "Type RESET to confirm" }
            alert.textFieldsDidChange = { reset.isEnabled = $0.textFields[0].text == "RESET" }
            presenter.present(alert)
            let dialog = try XCTUnwrap(windows.window(of: alert))
            settle()
            XCTAssertTrue(dialog.isFocusInTextField, "the field has the focus")
            let shown = windows.widgets[ObjectIdentifier(alert)] ?? []
            let entry = try XCTUnwrap(shown.compactMap { $0 as? Entry }.first)
            let resetButton = try XCTUnwrap(shown.compactMap { $0 as? Button }.first { $0.label == "Reset" })
            XCTAssertFalse(resetButton.isSensitive)
            entry.text = "RESE"
            XCTAssertFalse(reset.isEnabled)
            entry.text = "RESET"  // as the user types: through GTK's changed signal
            XCTAssertTrue(reset.isEnabled)
            XCTAssertTrue(resetButton.isSensitive, "the button follows its action")
            XCTAssertEqual(reset.observationCount, 1)
            presenter.finish(alert, choosing: alert.cancelAction)
            XCTAssertEqual(reset.observationCount, 0, "a closed alert's buttons follow their actions no more")
            parent.destroy()
        }
    }

    func testAFieldsProblemShowsUnderItWhileThereIsOne() throws {
        try MainActor.assumeIsolated {
            let (parent, windows, presenter) = try makeAlerts()
            let alert = Alert(title: "Rename Document")
            alert.addAction(AlertAction(title: "Cancel", style: .cancel))
            alert.addTextField { $0.text = "Sky" }
            alert.textFieldsDidChange = { alert in
                alert.textFields[0].problem = alert.textFields[0].text.isEmpty ? "A document needs a name." : nil
            }
            presenter.present(alert)
            settle()
            let shown = windows.widgets[ObjectIdentifier(alert)] ?? []
            let entry = try XCTUnwrap(shown.compactMap { $0 as? Entry }.first)
            let problem = try XCTUnwrap(shown.compactMap { $0 as? Label }.first)
            XCTAssertFalse(problem.isVisible, "nothing to say yet")
            XCTAssertFalse(entry.hasCSSClass("error"))
            entry.text = ""  // as the user deletes the name
            XCTAssertTrue(problem.isVisible)
            XCTAssertEqual(problem.text, "A document needs a name.")
            XCTAssertTrue(problem.hasCSSClass("error"))
            XCTAssertTrue(entry.hasCSSClass("error"))
            XCTAssertEqual(entry.accessibleDescription, "A document needs a name.", "what a screen reader hears")
            entry.text = "Sea"
            XCTAssertFalse(problem.isVisible)
            XCTAssertFalse(entry.hasCSSClass("error"))
            XCTAssertNil(entry.accessibleDescription)
            presenter.finish(alert, choosing: alert.cancelAction)
            parent.destroy()
        }
    }

    func testLongTitlesStackTheButtons() throws {
        try MainActor.assumeIsolated {
            let (parent, windows, presenter) = try makeAlerts()
            let short = Alert(title: "Deal Again?")
            short.addAction(AlertAction(title: "Cancel", style: .cancel))
            short.addAction(AlertAction(title: "Deal"))
            presenter.present(short)
            XCTAssertEqual(windows.stacked[ObjectIdentifier(short)], false)
            presenter.finish(short, choosing: nil)
            let long = Alert(title: "Text Import Failed")
            long.addAction(AlertAction(title: "Keep Warning About Files That Cannot Be Imported", style: .cancel))
            long.addAction(AlertAction(title: "Stop Warning About Files That Cannot Be Imported", style: .destructive))
            presenter.present(long)
            XCTAssertEqual(windows.stacked[ObjectIdentifier(long)], true)
            presenter.finish(long, choosing: nil)
            parent.destroy()
        }
    }

    func testAnActionSheetWithASourceIsAPopoverOnItAndClosingItCancels() throws {
        try MainActor.assumeIsolated {
            let (parent, windows, presenter) = try makeAlerts()
            let button = Button(label: "Reset Saved Data…")
            parent.child = button
            settle()  // the source is on screen, as a button the user pressed is
            var chosen: [String] = []
            let sheet = Alert(title: "Reset Saved Data", style: .actionSheet)
            sheet.addAction(AlertAction(title: "Reset Scores") { _ in chosen.append("Scores") })
            sheet.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") })
            presenter.present(sheet, source: button)
            let popover = try XCTUnwrap(windows.popover(of: sheet))
            XCTAssertTrue(popover.isChild(of: button), "anchored to its source")
            settle()
            popover.popdown()  // a click outside or Escape
            settle()
            XCTAssertEqual(chosen, ["Cancel"])
            XCTAssertNil(windows.popover(of: sheet))
            parent.destroy()
        }
    }
}
