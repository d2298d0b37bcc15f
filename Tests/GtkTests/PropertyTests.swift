import CGtk
@testable import Gtk
import XCTest

/// Properties by name, bindings, and widgets the library does not wrap, made by type name.
final class PropertyTests: XCTestCase {
    func testPropertiesReadAndWriteAsSwiftTypes() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let label = Label("Score")
            XCTAssertEqual(label.property("label", as: String.self), "Score")
            label.setProperty("label", "Flips")
            XCTAssertEqual(label.text, "Flips")
            label.setProperty("selectable", true)
            XCTAssertTrue(label.isSelectable)
            XCTAssertEqual(label.property("selectable", as: Bool.self), true)
            label.setProperty("max-width-chars", 12)  // an Int into a gint
            XCTAssertEqual(label.maximumWidthInCharacters, 12)
            XCTAssertEqual(label.property("max-width-chars", as: Int.self), 12)
            XCTAssertEqual(label.property("max-width-chars", as: Int32.self), 12)
            label.setProperty("xalign", 0.25)  // a Double into a gfloat
            XCTAssertEqual(label.xalign, 0.25)
            XCTAssertEqual(label.property("xalign", as: Float.self), 0.25)
            XCTAssertEqual(label.property("xalign", as: Double.self), 0.25)
            label.setProperty("justify", Int32(GTK_JUSTIFY_CENTER.rawValue))  // an enum by its value
            XCTAssertEqual(gtk_label_get_justify(label.cast()), GTK_JUSTIFY_CENTER)
            XCTAssertEqual(label.property("justify", as: Int.self), Int(GTK_JUSTIFY_CENTER.rawValue))
            let entry = Entry()
            XCTAssertNil(entry.property("placeholder-text", as: String?.self))
            entry.setProperty("placeholder-text", "Title" as String?)
            XCTAssertEqual(entry.placeholder, "Title")
            XCTAssertTrue(label.hasProperty("label"))
            XCTAssertFalse(label.hasProperty("lable"))
            XCTAssertEqual(label.typeName, "GtkLabel")
        }
    }

    func testObjectProperties() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let scale = Scale(lower: 0, upper: 10, step: 1)
            let adjustment = Adjustment(value: 7, lower: 0, upper: 100, step: 5)
            scale.setProperty("adjustment", adjustment)
            XCTAssertEqual(scale.value, 7)
            XCTAssertEqual(scale.objectProperty("adjustment")?.object, adjustment.object)
            let box = Box(.vertical)
            let label = Label("child")
            box.append(label)
            let parent = label.objectProperty("parent")
            XCTAssertEqual(parent?.object, box.object)
            XCTAssertEqual(parent?.referenceCount, 2, "the box's wrapper's and the new wrapper's own")
            XCTAssertNil(box.objectProperty("parent"))
        }
    }

    func testABindingCarriesChangesOneWayOrBoth() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let bar = ProgressBar()
            let source = Adjustment(value: 0.5, lower: 0, upper: 1, step: 0.1)
            source.bind(property: "value", to: bar, property: "fraction")
            XCTAssertEqual(bar.fraction, 0.5, "sync-create: the target takes the value at once")
            source.value = 0.25
            XCTAssertEqual(bar.fraction, 0.25)
            bar.fraction = 0.75
            XCTAssertEqual(source.value, 0.25, "one way only")

            let scale = Scale(lower: 0, upper: 10, step: 1)
            scale.value = 1
            let spin = SpinButton(min: 0, max: 10, step: 1)
            let both = scale.adjustment.bind(
                property: "value", to: spin.adjustmentForTests, property: "value", flags: [.syncCreate, .bidirectional])
            XCTAssertEqual(spin.value, 1)
            spin.value = 8
            XCTAssertEqual(scale.value, 8, "the other way")
            scale.value = 3
            XCTAssertEqual(spin.value, 3)
            both.unbind()
            scale.value = 4
            XCTAssertEqual(spin.value, 3, "unbound")
            both.unbind()  // harmless twice

            let check = CheckButton(label: "Show hints")
            let hint = Label("hint")
            check.bind(property: "active", to: hint, property: "visible", flags: [.syncCreate, .invertBoolean])
            check.isActive = true
            XCTAssertFalse(hint.isVisible)
            check.isActive = false
            XCTAssertTrue(hint.isVisible)
        }
    }

    func testABindingEndsWithItsObjects() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let target = ProgressBar()
            var binding: PropertyBinding?
            var probe: FinalizationProbe?
            do {
                let source = Adjustment(value: 0.5, lower: 0, upper: 1, step: 0.1)
                binding = source.bind(property: "value", to: target, property: "fraction")
                XCTAssertEqual(target.fraction, 0.5)
                probe = FinalizationProbe(source)
            }
            XCTAssertTrue(probe!.isFinalized, "the binding does not keep its source alive")
            binding?.unbind()  // after its source went: harmless
            binding = nil
        }
    }

    func testAWidgetTheLibraryDoesNotWrapIsMadeByTypeName() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            XCTAssertEqual(typeFunctionName("GtkLevelBar"), "gtk_level_bar_get_type")
            XCTAssertEqual(typeFunctionName("GtkIMContext"), "gtk_im_context_get_type")
            XCTAssertEqual(typeFunctionName("GtkCalendar"), "gtk_calendar_get_type")

            let levelBar = Widget(typeName: "GtkLevelBar", properties: ["max-value": 10.0, "value": 4.0])
            XCTAssertNotNil(levelBar, "found although GTK had not registered it yet")
            guard let levelBar else { return }
            XCTAssertEqual(levelBar.typeName, "GtkLevelBar")
            XCTAssertEqual(levelBar.property("value", as: Double.self), 4)
            XCTAssertEqual(levelBar.referenceCount, 1, "the wrapper owns it: the floating reference was sunk")
            var offsets: [String] = []
            levelBar.connect("offset-changed") { (name: String) in offsets.append(name) }
            gtk_level_bar_add_offset_value(levelBar.cast(), "full", 9)
            XCTAssertEqual(offsets, ["full"])

            let scale = Scale(lower: 0, upper: 10, step: 1)
            // A scale has no value property: its adjustment has.
            scale.adjustment.bind(
                property: "value", to: levelBar, property: "value", flags: [.syncCreate, .bidirectional])
            XCTAssertEqual(levelBar.property("value", as: Double.self), 0)
            scale.value = 6
            XCTAssertEqual(levelBar.property("value", as: Double.self), 6)
            levelBar.setProperty("value", 2.0)
            XCTAssertEqual(scale.value, 2)

            let calendar = Widget(typeName: "GtkCalendar", properties: ["show-week-numbers": true])
            XCTAssertEqual(calendar?.property("show-week-numbers", as: Bool.self), true)

            let adjustment = Object(typeName: "GtkAdjustment", properties: ["upper": 3.0])
            XCTAssertEqual(adjustment?.property("upper", as: Double.self), 3)
            XCTAssertNil(Widget(typeName: "GtkAdjustment"), "not a widget")
            XCTAssertNil(Widget(typeName: "GtkNoSuchWidget"))
            XCTAssertNil(Widget(typeName: "GtkWidget"), "abstract")

            let window = Window()
            let role = Widget(
                typeName: "GtkBox", properties: ["accessible-role": Int32(GTK_ACCESSIBLE_ROLE_GROUP.rawValue)])
            XCTAssertNotNil(role, "construct-only properties are set as it is made")
            window.child = levelBar
            window.present()
            settle()
            window.destroy()
        }
    }

    func testAPointerFromCIsWrappedWithAReferenceOfItsOwn() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let raw = gtk_level_bar_new()!
            g_object_ref_sink(raw)
            let wrapper = Widget(retaining: UnsafeMutableRawPointer(raw))
            XCTAssertEqual(wrapper.referenceCount, 2)
            g_object_unref(raw)
            XCTAssertEqual(wrapper.referenceCount, 1)
            XCTAssertEqual(wrapper.typeName, "GtkLevelBar")
        }
    }
}

extension SpinButton {
    /// The spin button's adjustment, through the public property API.
    @MainActor
    var adjustmentForTests: Object { objectProperty("adjustment")! }
}
