import CGtk
@testable import Gtk
import XCTest

/// The public way to connect any signal: by typed constant or by string, with the closure's
/// parameters the signal's, checked against GLib's description of the signal.
final class SignalConnectionTests: XCTestCase {
    func testATypedConstantAndAStringConnectTheSameWay() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let button = Button(label: "Deal")
            var clicks = 0
            button.connect(.clicked) { clicks += 1 }
            button.connect("clicked") { clicks += 10 }
            button.emit(.clicked)
            XCTAssertEqual(clicks, 11)
        }
    }

    func testAStringSignalReceivesItsTypedArguments() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let click = GestureClick()
            var presses: [(Int32, Double, Double)] = []
            click.connect("pressed") { (count: Int32, x: Double, y: Double) in presses.append((count, x, y)) }
            emit(click, "pressed", .int(2), .double(12.5), .double(-3))
            XCTAssertEqual(presses.count, 1)
            XCTAssertEqual(presses.first?.0, 2)
            XCTAssertEqual(presses.first?.1, 12.5)
            XCTAssertEqual(presses.first?.2, -3)

            let toggle = Switch()
            var states: [Bool] = []
            toggle.connect(.stateSet) { state in
                states.append(state)
                return true  // handled: GTK leaves the state alone
            }
            let handled = emit(toggle, "state-set", .bool(true))
            XCTAssertEqual(states, [true])
            XCTAssertEqual(handled, true, "the handler's true came back to GTK")

            let label = Label("")
            var links: [String] = []
            label.connect(.activateLink) { uri in
                links.append(uri)
                return true
            }
            emit(label, "activate-link", .string("https://example.org/"))
            XCTAssertEqual(links, ["https://example.org/"])
        }
    }

    func testValueChangedAndNotifyOnAnAdjustment() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let adjustment = Adjustment(value: 1, lower: 0, upper: 10, step: 1)
            var changes: [Double] = []
            var upperChanges = 0
            adjustment.connect("value-changed") { [weak adjustment] in changes.append(adjustment?.value ?? -1) }
            adjustment.connect(.notify("upper")) { upperChanges += 1 }
            adjustment.value = 4
            adjustment.emit(.valueChanged)
            XCTAssertEqual(changes, [4, 4])
            adjustment.setProperty("upper", 20.0)
            XCTAssertEqual(upperChanges, 1)
            adjustment.setProperty("lower", 0.0)
            XCTAssertEqual(upperChanges, 1, "notify::upper is not notify::lower")
        }
    }

    func testAnObjectArgumentArrivesWrapped() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let list = ListBox()
            let row = Label("row")
            list.append(row)
            var activated: [String] = []
            list.connect("row-activated") { (row: Object?) in activated.append(row?.typeName ?? "nil") }
            let rowPointer = gtk_widget_get_parent(row.widget)!
            emit(list, "row-activated", .object(UnsafeMutableRawPointer(rowPointer)))
            XCTAssertEqual(activated, ["GtkListBoxRow"])
        }
    }

    func testAWrongNameOrSignatureIsReportedByName() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let button = Button(label: "Deal")
            XCTAssertTrue(button.hasSignal("clicked"))
            XCTAssertTrue(button.hasSignal("notify::label"))
            XCTAssertFalse(button.hasSignal("clikced"))
            XCTAssertFalse(button.hasSignal("clicked::detail"), "clicked takes no detail")
            XCTAssertEqual(
                signalMismatch("clikced", on: button.object, SignalSignature()), "GtkButton has no signal 'clikced'")
            XCTAssertNil(signalMismatch("clicked", on: button.object, SignalSignature()))
            XCTAssertEqual(
                signalMismatch("clicked", on: button.object, SignalSignature([.int32])),
                "GtkButton::clicked has the C signature () -> void; a handler of type (Int32) -> Void cannot take it")
            let click = GestureClick()
            XCTAssertNil(signalMismatch("pressed", on: click.object, SignalSignature([.int32, .double, .double])))
            XCTAssertNotNil(signalMismatch("pressed", on: click.object, SignalSignature([.int32, .double])))
            XCTAssertNotNil(
                signalMismatch(
                    "pressed", on: click.object, SignalSignature([.int32, .double, .double], returnsBool: true)),
                "a Bool handler on a void signal would return garbage to GLib")
            let window = Window()
            XCTAssertNil(signalMismatch("close-request", on: window.object, SignalSignature(returnsBool: true)))
            XCTAssertNotNil(signalMismatch("close-request", on: window.object, SignalSignature()))
            window.destroy()
        }
    }

    func testTheBoxGoesOnDisconnectAndOnFinalize() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            weak var disconnected: Tracker?
            weak var finalized: Tracker?
            var probe: FinalizationProbe?
            let adjustment = Adjustment(value: 0, lower: 0, upper: 1, step: 1)
            do {
                let tracker = Tracker()
                disconnected = tracker
                let handler = adjustment.connect(.notify("value")) { tracker.count += 1 }
                adjustment.value = 1
                XCTAssertEqual(tracker.count, 1)
                handler.disconnect()
                adjustment.value = 0
                XCTAssertEqual(tracker.count, 1, "a disconnected handler never runs again")
            }
            XCTAssertNil(disconnected, "disconnecting released the closure")
            do {
                let tracker = Tracker()
                finalized = tracker
                let scale = Scale(lower: 0, upper: 1, step: 1)
                scale.connect("value-changed") { tracker.count += 1 }
                probe = FinalizationProbe(scale)
            }
            settle()
            XCTAssertTrue(probe!.isFinalized)
            XCTAssertNil(finalized, "the closure went with the object")
        }
    }
}

/// One argument of a signal emitted by a test.
enum SignalArgument {
    case int(Int32)
    case double(Double)
    case bool(Bool)
    case string(String)
    case object(UnsafeMutableRawPointer)
}

/// Emits `signal` on `object` with `arguments`, as GTK would (`g_signal_emitv`); returns the
/// handlers' answer for a signal that returns a gboolean.
@MainActor
@discardableResult
func emit(_ object: Object, _ signal: String, _ arguments: SignalArgument...) -> Bool? {
    let type = machismo_object_type(object.object)
    let id = g_signal_lookup(signal, type)
    precondition(id != 0, "no signal \(signal)")
    var query = GSignalQuery()
    g_signal_query(id, &query)
    var values = [GValue](repeating: GValue(), count: arguments.count + 1)
    g_value_init(&values[0], type)
    g_value_set_object(&values[0], object.object)
    for (index, argument) in arguments.enumerated() {
        let parameterType = query.param_types[index] & ~GType(1)
        g_value_init(&values[index + 1], parameterType)
        switch argument {
        case .int(let value): g_value_set_int(&values[index + 1], value)
        case .double(let value): g_value_set_double(&values[index + 1], value)
        case .bool(let value): g_value_set_boolean(&values[index + 1], value ? 1 : 0)
        case .string(let value): g_value_set_string(&values[index + 1], value)
        case .object(let value): g_value_set_object(&values[index + 1], value)
        }
    }
    defer { for index in values.indices { g_value_unset(&values[index]) } }
    guard query.return_type & ~GType(1) == GType(5 << 2) else {
        g_signal_emitv(values, id, 0, nil)
        return nil
    }
    var result = GValue()
    g_value_init(&result, GType(5 << 2))
    g_signal_emitv(values, id, 0, &result)
    return g_value_get_boolean(&result) != 0
}
