import Foundation
import Gtk
import XCTest

/// No GTK API newer than 4.8 outside a version check, and none of the widgets
/// deprecated in 4.10: checked over every Swift and C source of the project.
final class VersionTests: XCTestCase {
    /// Deprecated in 4.10 with a 4.8 replacement (docs/ARCHITECTURE.md, the GTK layer).
    static let deprecatedIn4_10 = [
        "gtk_dialog_", "gtk_message_dialog_", "gtk_tree_view_", "gtk_list_store_", "gtk_tree_store_",
        "gtk_combo_box_", "gtk_widget_show(", "gtk_widget_hide(", "gtk_style_context_get",
        "gtk_style_context_add_provider(", "gtk_style_context_save", "gtk_widget_get_style_context",
        "gtk_info_bar_", "gtk_assistant_", "gtk_app_chooser", "gtk_entry_completion_",
    ]

    /// New in 4.10 or later: allowed only in a file that checks the version.
    static let newerThan4_8 = [
        "gtk_alert_dialog_", "gtk_file_dialog_", "gtk_color_dialog_", "gtk_font_dialog_",
        "gtk_uri_launcher_", "gtk_file_launcher_",
    ]

    func sources() throws -> [(path: String, text: String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }
            .filter { ["swift", "h", "c"].contains($0.pathExtension) }
        XCTAssertGreaterThan(files.count, 10, "the sources were found")
        return try files.map { ($0.path, try String(contentsOf: $0, encoding: .utf8)) }
    }

    /// `text` less what only a GTK older than 4.10 compiles: the `#else` branch of an
    /// `#if GTK_CHECK_VERSION(4, 10, 0)` (there, the old API is the only one and not deprecated).
    static func compiledFrom4_10(_ text: String) throws -> String {
        let olderBranch = try Regex(#"(#if GTK_CHECK_VERSION\(4, 1[0-9], 0\)[^#]*)#else[^#]*#endif"#)
        return text.replacing(olderBranch) { String($0.output[1].substring ?? "") + "#endif" }
    }

    func testNoWidgetDeprecatedIn4_10IsUsed() throws {
        for (path, text) in try sources() {
            let compiled = try Self.compiledFrom4_10(text)
            for symbol in Self.deprecatedIn4_10 where compiled.contains(symbol) {
                XCTFail("\(path) uses \(symbol), deprecated in GTK 4.10")
            }
        }
    }

    func testTheOldAPIIsAllowedOnlyWhereAVersionCheckKeepsItFromNewerGTKs() throws {
        let checked = """
            #if GTK_CHECK_VERSION(4, 10, 0)
                gtk_widget_get_color(widget, color);
            #else
                gtk_style_context_get_color(gtk_widget_get_style_context(widget), color);
            #endif
            """
        XCTAssertFalse(try Self.compiledFrom4_10(checked).contains("gtk_style_context_get"))
        XCTAssertTrue(try Self.compiledFrom4_10(checked).contains("gtk_widget_get_color"))
        let unchecked = "gtk_style_context_get_color(gtk_widget_get_style_context(widget), color);"
        XCTAssertTrue(try Self.compiledFrom4_10(unchecked).contains("gtk_style_context_get"))
    }

    func testAPINewerThan4_8IsBehindAVersionCheck() throws {
        for (path, text) in try sources() {
            let guarded = text.contains("GTK_CHECK_VERSION") || text.contains("hasGtk4_10")
            for symbol in Self.newerThan4_8 where text.contains(symbol) && !guarded {
                XCTFail("\(path) uses \(symbol) (GTK 4.10+) without a version check")
            }
        }
    }

    func testTheRuntimeIsGtk4() throws {
        MainActor.assumeIsolated {
            XCTAssertTrue(GtkVersion.runtime.hasPrefix("4."), GtkVersion.runtime)
        }
    }
}
