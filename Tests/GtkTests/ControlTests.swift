import CGtk
@testable import Gtk
import XCTest

/// The controls an app needs: each value round-trips, the user's change (real keys under
/// Xvfb) runs the handlers, and a silent set does not.
final class ControlTests: XCTestCase {
    func testASwitchTogglesForTheUserAndNotForASilentSet() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let toggle = Switch(isOn: true, accessibleName: "Sound")
            XCTAssertTrue(toggle.isOn)
            XCTAssertEqual(toggle.accessibleLabel, "Sound")
            XCTAssertEqual(toggle.halign, .start, "a switch is not stretched")
            var seen: [Bool] = []
            toggle.onToggled { [weak toggle] in seen.append(toggle?.isOn ?? false) }
            toggle.setOn(false)
            XCTAssertFalse(toggle.isOn)
            XCTAssertEqual(seen, [], "a silent set runs no handler")
            toggle.isOn = true
            XCTAssertEqual(seen, [true], "a set from code that is not silent does")

            let window = present(toggle)
            defer { window.destroy() }
            XCTAssertTrue(toggle.hasFocus)
            try xdotool("key", "space")
            XCTAssertTrue(iterateMainLoop(until: { seen.count == 2 }, timeout: 5), "Space toggles it")
            XCTAssertEqual(seen, [true, false])
            XCTAssertFalse(toggle.isOn)
        }
    }

    func testACheckButtonAndARadioGroup() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let check = CheckButton(mnemonic: "_Remember me")
            XCTAssertEqual(check.label, "_Remember me")
            XCTAssertTrue(check.usesMnemonic)
            XCTAssertEqual(check.accessibleLabel, "Remember me", "GTK 4.8 would name it '_Remember me'")
            XCTAssertEqual(CheckButton.withoutMnemonic("Save __as _copy"), "Save _as copy")
            XCTAssertFalse(check.isActive)
            var toggles = 0
            check.onToggled { toggles += 1 }
            check.setActiveSilently(true)
            XCTAssertTrue(check.isActive)
            XCTAssertEqual(toggles, 0)
            check.isInconsistent = true
            XCTAssertTrue(check.isInconsistent)
            check.isInconsistent = false

            let window = present(check)
            defer { window.destroy() }
            try xdotool("key", "space")
            XCTAssertTrue(iterateMainLoop(until: { toggles == 1 }, timeout: 5), "Space toggles it")
            XCTAssertFalse(check.isActive)
            try xdotool("key", "alt+r")
            XCTAssertTrue(iterateMainLoop(until: { toggles == 2 }, timeout: 5), "so does its mnemonic, Alt+R")
            XCTAssertTrue(check.isActive)

            let easy = CheckButton(label: "Easy", kind: .radio, isActive: true)
            let hard = CheckButton(label: "Hard", group: easy)
            let expert = CheckButton(label: "Expert")
            expert.join(easy)
            let radio = Int32(GTK_ACCESSIBLE_ROLE_RADIO.rawValue)
            let checkBox = Int32(GTK_ACCESSIBLE_ROLE_CHECKBOX.rawValue)
            XCTAssertEqual(
                [easy, hard, expert, check].map { $0.property("accessible-role", as: Int32.self) },
                [radio, radio, checkBox, checkBox], "assistive tools hear radio buttons where they were made as such")
            var changes: [String] = []
            for button in [easy, hard, expert] {
                button.onToggled { [weak button] in
                    if let button { changes.append("\(button.label!) \(button.isActive)") }
                }
            }
            hard.isActive = true
            XCTAssertEqual([easy.isActive, hard.isActive, expert.isActive], [false, true, false])
            XCTAssertEqual(Set(changes), ["Easy false", "Hard true"], "in a group the one going out toggles too")
            changes.removeAll()
            easy.withSignalBlocked("toggled") { hard.withSignalBlocked("toggled") { easy.setActiveSilently(true) } }
            XCTAssertEqual(changes, [])
            XCTAssertTrue(easy.isActive)
            XCTAssertFalse(hard.isActive)
        }
    }

    func testAScaleRoundTripsItsValueAndMovesWithTheArrowKeys() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let scale = Scale(lower: 0, upper: 10, step: 1, accessibleName: "Cards to deal")
            XCTAssertEqual(scale.lower, 0)
            XCTAssertEqual(scale.upper, 10)
            XCTAssertEqual(scale.step, 1)
            XCTAssertEqual(scale.orientation, .horizontal)
            var values: [Double] = []
            scale.onValueChanged { [weak scale] in values.append(scale?.value ?? -1) }
            scale.setValueSilently(4)
            XCTAssertEqual(scale.value, 4)
            XCTAssertEqual(values, [])
            scale.value = 12
            XCTAssertEqual(scale.value, 10, "kept in its range")
            XCTAssertEqual(values, [10])
            scale.setRange(lower: 0, upper: 5)
            XCTAssertEqual(scale.value, 5, "a narrower range moves the value into it")
            XCTAssertEqual(scale.upper, 5)
            scale.digits = 2
            XCTAssertEqual(scale.digits, 2)
            scale.drawsValue = true
            XCTAssertTrue(scale.drawsValue)
            scale.addMark(at: 0, label: "None")
            scale.addMark(at: 5, position: .start)
            scale.step = 0.5
            XCTAssertEqual(scale.step, 0.5)
            scale.orientation = .vertical
            XCTAssertEqual(scale.orientation, .vertical)
            scale.orientation = .horizontal
            scale.setSizeRequest(width: 200, height: -1)

            values.removeAll()
            let window = present(scale)
            defer { window.destroy() }
            try xdotool("key", "Left")
            XCTAssertTrue(iterateMainLoop(until: { !values.isEmpty }, timeout: 5), "the Left key moves it")
            XCTAssertEqual(scale.value, 4.5)

            let shared = Adjustment(value: 2, lower: 0, upper: 4, step: 1)
            let other = Scale(.vertical, adjustment: shared)
            XCTAssertEqual(other.value, 2)
            shared.value = 3
            XCTAssertEqual(other.value, 3, "the scale shows its adjustment")
            XCTAssertEqual(other.adjustment.object, shared.object)
        }
    }

    func testASearchEntryReportsTheDelayedSearchButNotASilentSet() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let entry = SearchEntry(placeholder: "Search Books")
            XCTAssertEqual(entry.placeholder, "Search Books")
            XCTAssertEqual(entry.accessibleLabel, "Search Books", "named by its placeholder")
            XCTAssertEqual(
                SearchEntry(placeholder: "Title", accessibleName: "Search Books").accessibleLabel, "Search Books")
            entry.searchDelay = 30
            XCTAssertEqual(entry.searchDelay, 30)
            var searches: [String] = []
            var stops = 0
            var activations = 0
            entry.onSearchChanged { [weak entry] in searches.append(entry?.text ?? "?") }
            entry.onStopSearch { stops += 1 }
            entry.onActivate { activations += 1 }

            entry.setTextSilently("dune")
            XCTAssertEqual(entry.text, "dune")
            settle(seconds: 0.2)
            XCTAssertEqual(searches, [], "the delayed search-changed of a silent set is not delivered")
            entry.text = "emma"
            XCTAssertTrue(iterateMainLoop(until: { searches.last == "emma" }, timeout: 5))
            // GTK replaces the text in two steps: "" is reported at once, "emma" after the delay.
            XCTAssertEqual(searches, ["", "emma"], "a set that is not silent is reported")
            entry.setTextSilently("")
            settle(seconds: 0.1)
            XCTAssertEqual(searches, ["", "emma"], "nor is clearing it silently")

            searches.removeAll()
            let window = present(entry)
            defer { window.destroy() }
            try xdotool("type", "--delay", "5", "ab")
            XCTAssertTrue(iterateMainLoop(until: { searches.last == "ab" }, timeout: 5), "typing searches")
            XCTAssertLessThan(searches.count, 3, "once the typing pauses, not at every key: \(searches)")
            try xdotool("key", "Return")
            XCTAssertTrue(iterateMainLoop(until: { activations == 1 }, timeout: 5), "Return activates it")
            try xdotool("key", "Escape")
            XCTAssertTrue(iterateMainLoop(until: { stops == 1 }, timeout: 5), "Escape asks to stop the search")

        }
    }

    func testTypingInTheKeyCaptureWidgetStartsTheSearch() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let entry = SearchEntry(placeholder: "Search Books")
            let other = Button(label: "Deal")
            let page = Box(.vertical)
            page.append(entry)
            page.append(other)
            let window = present(other, in: page)
            defer { window.destroy() }
            XCTAssertTrue(other.hasFocus)
            entry.setKeyCaptureWidget(window)
            try xdotool("type", "--delay", "5", "du")
            XCTAssertTrue(
                iterateMainLoop(until: { entry.text == "du" }, timeout: 5),
                "the keys went to the entry: '\(entry.text)'")
            entry.setKeyCaptureWidget(nil)
            entry.text = ""
            other.grabFocus()
            try xdotool("type", "x")
            settle()
            XCTAssertEqual(entry.text, "", "no capture once it is taken away")
        }
    }

    func testAProgressBar() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let bar = ProgressBar(accessibleName: "Shuffling")
            XCTAssertEqual(bar.accessibleLabel, "Shuffling")
            bar.fraction = 0.25
            XCTAssertEqual(bar.fraction, 0.25)
            bar.fraction = 2
            XCTAssertEqual(bar.fraction, 1, "clamped")
            bar.pulseStep = 0.2
            XCTAssertEqual(bar.pulseStep, 0.2, accuracy: 1e-9)
            bar.pulse()
            XCTAssertFalse(bar.showsText)
            bar.showsText = true
            bar.text = "3 of 4"
            XCTAssertEqual(bar.text, "3 of 4")
            bar.text = nil
            XCTAssertNil(bar.text)
            bar.isInverted = true
            XCTAssertTrue(bar.isInverted)
            let window = present(bar)
            window.destroy()
        }
    }
}

/// Shows `control` in a window (alone, or in `content`), focused, for keys typed with xdotool.
@MainActor
private func present(_ control: Widget, in content: Box? = nil) -> Window {
    let window = Window()
    let box = content ?? Box(.vertical)
    box.setMargins(12)
    if content == nil { box.append(control) }
    window.child = box
    window.defaultSize = (300, 120)
    window.present()
    XCTAssertTrue(iterateMainLoop(until: { window.isActive }, timeout: 5), "the window is shown")
    control.grabFocus()
    settle()
    return window
}
