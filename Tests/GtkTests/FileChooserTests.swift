import CGtk
import CGtkExtras
import Foundation
@testable import Gtk
import XCTest

/// File choosers and file drops, as far as they can be driven without a portal.
final class FileChooserTests: XCTestCase {
    func testTheBackendFollowsTheHeaders() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            XCTAssertEqual(FileChooser.backend, GtkVersion.hasGtk4_10 ? "GtkFileDialog" : "GtkFileChooserNative")
        }
    }

    func testAnOpenChooserCanBeCancelledAndCallsBackOnce() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let window = Window()
            window.present()
            settle()
            defer { window.destroy() }
            var results: [String?] = []
            let filters = [
                FileChooser.Filter(name: "Attributed text", patterns: ["*.attributed.json"]),
                FileChooser.Filter(name: "Plain text", mimeTypes: ["text/plain"]),
            ]
            let request = FileChooser.open(parent: window, title: "Open Document", filters: filters) {
                results.append($0)
            }
            settle(seconds: 0.3)
            XCTAssertTrue(request.isPending)
            request.cancel()
            XCTAssertFalse(request.isPending)
            XCTAssertEqual(results.count, 1)
            XCTAssertNil(results.first ?? "not nil")
            request.cancel()
            settle(seconds: 0.3)
            XCTAssertEqual(results.count, 1, "called back once")
        }
    }

    func testAChooserThatIsNotKeptStaysUntilAnsweredThenIsFreed() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            var probe: FinalizationProbe?
            var results: [String?] = []
            var pointer: OpaquePointer?
            weak var weakRequest: FileChooserRequest?
            do {
                let request = FileChooser.open(parent: nil, title: "Open") { results.append($0) }
                probe = FinalizationProbe(request)
                pointer = request.cast()
                weakRequest = request
            }
            settle(seconds: 0.3)
            XCTAssertNil(weakRequest, "the Swift wrapper is gone")
            XCTAssertEqual(probe?.isFinalized, false, "the question stays while the chooser is up")
            machismo_file_request_cancel(pointer)
            settle()
            XCTAssertEqual(results.count, 1)
            XCTAssertEqual(probe?.isFinalized, true, "answered, it is freed")
        }
    }

    func testAcceptingASaveChooserGivesTheChosenPath() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            guard !GtkVersion.hasGtk4_10 else { throw XCTSkip("GtkFileDialog cannot be answered without a portal") }
            let folder = FileManager.default.temporaryDirectory.path
            var paths: [String?] = []
            let save = FileChooser.save(
                parent: nil, title: "Save", suggestedName: "Notes.txt", folder: folder,
                filters: [FileChooser.Filter(name: "Text", patterns: ["*.txt"])]
            ) { paths.append($0) }
            settle(seconds: 0.3)
            XCTAssertTrue(save.respondForTesting(accept: true))
            XCTAssertEqual(paths.count, 1)
            XCTAssertEqual(paths.first ?? nil, URL(fileURLWithPath: folder).appendingPathComponent("Notes.txt").path)
            XCTAssertFalse(save.isPending)
            XCTAssertFalse(save.respondForTesting(accept: false), "answered already")

            let open = FileChooser.open(parent: nil, title: "Open") { paths.append($0) }
            settle(seconds: 0.3)
            XCTAssertTrue(open.respondForTesting(accept: false))
            XCTAssertEqual(paths.count, 2)
            XCTAssertNil(paths.last ?? "not nil", "Cancel gives nil")
        }
    }

    func testDroppedFilesArriveAsPaths() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let target = DropTarget()
            let view = TextView()
            target.capturesEvents()
            view.add(target)
            var dropped: [[String]] = []
            target.onDropFiles { paths in
                dropped.append(paths)
                return paths.count == 2
            }

            let first = g_file_new_for_path("/tmp/one.txt")!, second = g_file_new_for_path("/tmp/two.txt")!
            defer { g_object_unref(UnsafeMutableRawPointer(first)); g_object_unref(UnsafeMutableRawPointer(second)) }
            var files: [OpaquePointer?] = [first, second]
            let list = gdk_file_list_new_from_array(&files, 2)
            var listValue = GValue()
            g_value_init(&listValue, gdk_file_list_get_type())
            g_value_take_boxed(&listValue, UnsafeRawPointer(list))
            XCTAssertTrue(Self.emitDrop(on: target, &listValue))
            g_value_unset(&listValue)

            var fileValue = GValue()
            g_value_init(&fileValue, g_file_get_type())
            g_value_set_object(&fileValue, UnsafeMutableRawPointer(first))
            XCTAssertFalse(Self.emitDrop(on: target, &fileValue), "the handler refuses a single file")
            g_value_unset(&fileValue)

            XCTAssertEqual(dropped, [["/tmp/one.txt", "/tmp/two.txt"], ["/tmp/one.txt"]])
        }
    }

    /// Emits `drop` as GTK does when files are dropped at 10, 10; returns the handlers' answer.
    @MainActor
    private static func emitDrop(on target: DropTarget, _ value: inout GValue) -> Bool {
        var arguments = [GValue](repeating: GValue(), count: 4)
        g_value_init(&arguments[0], gtk_drop_target_get_type())
        g_value_set_object(&arguments[0], UnsafeMutableRawPointer(target.object))
        g_value_init(&arguments[1], g_value_get_type())
        withUnsafeMutablePointer(to: &value) { g_value_set_boxed(&arguments[1], UnsafeRawPointer($0)) }
        g_value_init(&arguments[2], GType(15 << 2))  // G_TYPE_DOUBLE
        g_value_set_double(&arguments[2], 10)
        g_value_init(&arguments[3], GType(15 << 2))
        g_value_set_double(&arguments[3], 10)
        var result = GValue()
        g_value_init(&result, GType(5 << 2))  // G_TYPE_BOOLEAN
        let signal = g_signal_lookup("drop", gtk_drop_target_get_type())
        g_signal_emitv(&arguments, signal, 0, &result)
        let accepted = g_value_get_boolean(&result) != 0
        for index in arguments.indices { g_value_unset(&arguments[index]) }
        g_value_unset(&result)
        return accepted
    }
}
