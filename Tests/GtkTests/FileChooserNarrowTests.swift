import CGtk
import GLibTestSupport
@testable import Gtk
import XCTest

/// GTK 4.8's own file chooser, as `FileChooser` shows it with no portal, in a window smaller
/// than its minimum (no window manager to stop it).
final class FileChooserNarrowTests: XCTestCase {
    func testTheChoosersWindowLaysOutAtAnyWidth() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            let window = Window()
            window.present()
            settle()
            defer { window.destroy() }
            let request = FileChooser.open(parent: window, title: "Open") { _ in }
            defer { request.cancel() }
            settle(seconds: 0.5)
            let dialog = try XCTUnwrap(fileChooserDialog(), "GTK's file chooser dialog is up")
            let folder = g_file_new_for_path(g_get_user_cache_dir())
            defer { g_object_unref(UnsafeMutableRawPointer(folder)) }
            gtk_file_chooser_set_current_folder(OpaquePointer(dialog), folder, nil)
            settle(seconds: 0.8)
            var found: [String] = []
            for width in stride(from: 600, through: 20, by: -4) {
                let mark = GLibWarnings.mark()
                gtk_widget_allocate(dialog, Int32(width), 400, -1, nil)
                found += GLibWarnings.since(mark).map { "at \(width)×400: \($0)" }
            }
            XCTAssertEqual(found, [])
        }
    }
}

/// The process's GtkFileChooserDialog, if one is up.
@MainActor
private func fileChooserDialog() -> UnsafeMutablePointer<GtkWidget>? {
    let toplevels = gtk_window_get_toplevels()
    for index in 0..<g_list_model_get_n_items(toplevels) {
        guard let item = g_list_model_get_item(toplevels, index) else { continue }
        defer { g_object_unref(item) }
        if g_type_check_instance_is_a(
            item.assumingMemoryBound(to: GTypeInstance.self), gtk_file_chooser_dialog_get_type()) != 0
        {
            return item.assumingMemoryBound(to: GtkWidget.self)
        }
    }
    return nil
}
