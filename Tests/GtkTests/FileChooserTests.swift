import CGtk
import CGtkExtras
import Foundation
import GLibTestSupport
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

    /// GTK 4.8's chooser dialog draws its path bar's slider buttons before they have an
    /// allocation when a frame comes before the folder's names are read (in a GIO thread):
    /// "Trying to snapshot GtkButton … without a current allocation", which the monkey met
    /// once on a busy machine. Here GIO's threads are kept busy for the chooser's first
    /// frames, as a loaded machine would.
    func testThePathBarsSlidersAreNotDrawnBeforeTheyHaveAnAllocation() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            guard !GtkVersion.hasGtk4_10 else { throw XCTSkip("GTK 4.10's path bar has no sliders") }
            let window = Window()
            window.present()
            settle()
            defer { window.destroy() }
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("machismo-path-bar-\(getpid())")
            let folder = root.appendingPathComponent("a/b/c")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: root) }
            let mark = GLibWarnings.mark()
            let busy = BusyGIOThreads(count: 16)
            let request = FileChooser.open(parent: window, title: "Open", folder: folder.path) { _ in }
            settle(seconds: 0.4)
            busy.release()
            settle(seconds: 0.5)
            let sliders = Self.pathBarSliders()
            XCTAssertEqual(sliders.count, 2, "the chooser's path bar has its two sliders")
            for slider in sliders {
                XCTAssertTrue(gtk_widget_get_child_visible(slider) != 0, "shown once the path is there")
                XCTAssertGreaterThan(gtk_widget_get_width(slider), 0)
            }
            request.cancel()
            settle()
            XCTAssertEqual(GLibWarnings.since(mark).filter { $0.contains("without a current allocation") }, [])
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

    /// The slider buttons of the path bars in the chooser dialogs on screen.
    @MainActor
    private static func pathBarSliders() -> [UnsafeMutablePointer<GtkWidget>] {
        func sliders(in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
            var found: [UnsafeMutablePointer<GtkWidget>] = []
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                if String(cString: gtk_widget_get_name(widget)) == "GtkPathBar",
                    gtk_widget_has_css_class(current, "slider-button") != 0
                {
                    found.append(current)
                } else {
                    found += sliders(in: current)
                }
                child = gtk_widget_get_next_sibling(current)
            }
            return found
        }
        let toplevels = gtk_window_get_toplevels()
        return (0..<g_list_model_get_n_items(toplevels)).flatMap { index -> [UnsafeMutablePointer<GtkWidget>] in
            let window = g_list_model_get_item(toplevels, index)!.assumingMemoryBound(to: GtkWidget.self)
            defer { g_object_unref(window) }
            return gtk_widget_get_mapped(window) != 0 ? sliders(in: window) : []
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

/// Tasks that hold GIO's worker threads (GTask's pool, where `g_file_query_info_async` and the
/// chooser's folder reading run) until released, queued ahead of other work.
private final class BusyGIOThreads {
    private static let gate = DispatchSemaphore(value: 0)
    private let count: Int

    init(count: Int) {
        self.count = count
        for _ in 0..<count {
            let task = g_task_new(nil, nil, nil, nil)
            g_task_set_priority(task, -100)  // G_PRIORITY_HIGH: ahead of GTK's own tasks
            g_task_run_in_thread(task) { _, _, _, _ in BusyGIOThreads.gate.wait() }
            g_object_unref(UnsafeMutableRawPointer(task))
        }
    }

    /// Lets every task finish.
    func release() {
        for _ in 0..<count { Self.gate.signal() }
    }
}
