import CGtk
@testable import Gtk
import XCTest

/// Signal handlers: boxes owned by GLib and released by the destroy notify,
/// exact C signatures, gboolean returns, and blocking.
final class SignalTests: XCTestCase {
    func testAHandlerRunsWithItsArguments() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let button = Button(label: "Choose")
            var clicks = 0
            button.onClicked { clicks += 1 }
            button.click()
            button.click()
            XCTAssertEqual(clicks, 2)

            let spin = SpinButton(min: 0, max: 10, step: 1)
            var values: [Double] = []
            spin.onValueChanged { [weak spin] in values.append(spin?.value ?? -1) }
            spin.value = 3
            spin.value = 7
            XCTAssertEqual(values, [3, 7])
        }
    }

    func testTheBoxIsReleasedWhenTheWidgetGoesAndNoHandlerRunsAfter() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            weak var weakTracker: Tracker?
            var probe: FinalizationProbe?
            do {
                let tracker = Tracker()
                weakTracker = tracker
                let button = Button(label: "Deal")
                button.onClicked { tracker.count += 1 }
                button.click()
                XCTAssertEqual(tracker.count, 1)
                probe = FinalizationProbe(button)
            }
            settle()
            XCTAssertTrue(probe!.isFinalized)
            XCTAssertNil(weakTracker, "the closure (and what it captured) went with the widget")
        }
    }

    func testADisconnectedHandlerIsReleasedAndNeverRunsAgain() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let toggle = ToggleButton(label: "3 Cards")
            weak var weakTracker: Tracker?
            var handler: SignalHandler?
            do {
                let tracker = Tracker()
                weakTracker = tracker
                handler = toggle.onToggled { tracker.count += 1 }
                toggle.isActive = true
                XCTAssertEqual(tracker.count, 1)
            }
            handler?.disconnect()
            XCTAssertNil(weakTracker, "disconnecting releases the closure at once")
            toggle.isActive = false
            handler?.disconnect()  // a second disconnect is harmless
        }
    }

    func testSettingAValueWithTheSignalBlockedDoesNotFireIt() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let toggle = ToggleButton(label: "2 Cards")
            var toggles = 0
            let handler = toggle.onToggled { toggles += 1 }
            toggle.setActiveSilently(true)
            XCTAssertTrue(toggle.isActive)
            XCTAssertEqual(toggles, 0)
            handler.whileBlocked { toggle.isActive = false }
            XCTAssertEqual(toggles, 0)
            toggle.isActive = true
            XCTAssertEqual(toggles, 1, "outside the block the handler runs again")
        }
    }

    func testABooleanHandlerDecidesTheCloseRequest() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let window = Window()
            let answer = CloseAnswer()
            var requests = 0
            window.onCloseRequest {
                requests += 1
                return answer.keepOpen
            }
            let probe = FinalizationProbe(window)
            window.present()
            settle()
            window.close()
            settle()
            XCTAssertEqual(requests, 1)
            XCTAssertTrue(window.isVisible, "returning true keeps the window open")
            answer.keepOpen = false
            window.close()
            settle()
            XCTAssertEqual(requests, 2)
            XCTAssertFalse(window.isVisible, "returning false lets GTK destroy it")
            XCTAssertFalse(
                probe.isFinalized, "our wrapper's reference keeps the destroyed object until the wrapper goes")
        }
    }

    func testKeyHandlersReceiveTheKeyvalAndModifiers() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let keys = KeyController()
            var seen: [(UInt32, Modifiers)] = []
            keys.onKeyPressed { keyval, modifiers in
                seen.append((keyval, modifiers))
                return true
            }
            // Emit the signal as GTK would: (controller, keyval, keycode, state).
            var handled: gboolean = 0
            let signalID = g_signal_lookup("key-pressed", machismo_object_type(keys.object))
            var arguments = [GValue](repeating: GValue(), count: 4)
            g_value_init(&arguments[0], machismo_object_type(keys.object))
            g_value_set_object(&arguments[0], keys.object)
            g_value_init(&arguments[1], GType(7 << 2))  // G_TYPE_UINT
            g_value_set_uint(&arguments[1], Key.escape)
            g_value_init(&arguments[2], GType(7 << 2))
            g_value_set_uint(&arguments[2], 9)
            g_value_init(&arguments[3], gdk_modifier_type_get_type())
            g_value_set_flags(&arguments[3], GDK_CONTROL_MASK.rawValue)
            var result = GValue()
            g_value_init(&result, GType(5 << 2))  // G_TYPE_BOOLEAN
            g_signal_emitv(&arguments, signalID, 0, &result)
            handled = g_value_get_boolean(&result)
            for index in arguments.indices { g_value_unset(&arguments[index]) }
            XCTAssertEqual(handled, 1, "the handler's true came back to GTK as TRUE")
            XCTAssertEqual(seen.count, 1)
            XCTAssertEqual(seen.first?.0, Key.escape)
            XCTAssertEqual(seen.first?.1, .control)
        }
    }
}

/// What a test's close-request handler answers, changed between two closes (a class: the
/// handler's closure holds it, and a captured `var` changed after the capture is a race
/// Swift 6 warns of).
private final class CloseAnswer {
    var keepOpen = true
}
