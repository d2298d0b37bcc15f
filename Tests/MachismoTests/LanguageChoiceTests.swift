import Foundation
import Gtk
@testable import Machismo
import Storage
import Testing
import XCTest

/// Settings → Language as the launch reads it, before anything else runs.
@Suite struct LanguageChoiceTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("language-\(UUID().uuidString)")
    var directories: XDGDirectories {
        XDGDirectories(
            config: folder.appendingPathComponent("config"), data: folder.appendingPathComponent("data"),
            state: folder.appendingPathComponent("state"))
    }

    func saveSettings(_ json: String) throws {
        try FileManager.default.createDirectory(at: directories.config, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: directories.config.appendingPathComponent("settings.json"))
    }

    @Test func settingsOffersEveryTranslationThenEnglishEachInItsOwnName() {
        #expect(LanguageChoice.languages.map(\.code) == ["de", "ar", "en"])
        #expect(LanguageChoice.languages.map(\.name) == ["Deutsch", "العربية", "English"])
    }

    @Test func theSavedLanguageIsUsedWhenThisBuildSpeaksIt() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(LanguageChoice.saved(directories: directories) == nil, "no settings: the system's language")
        try saveSettings("{\"language\": \"en\"}")
        #expect(LanguageChoice.saved(directories: directories) == "en")
        try saveSettings("{\"language\": \"ar\", \"style\": \"dark\"}")
        #expect(LanguageChoice.saved(directories: directories) == "ar")
        try saveSettings("{\"language\": \"fr\"}")
        #expect(LanguageChoice.saved(directories: directories) == nil, "no French translation: the system's language")
        try saveSettings("{\"style\": \"dark\"}")
        #expect(LanguageChoice.saved(directories: directories) == nil, "System")
    }

    @Test func aDamagedFileIsLeftForTheStoreToSetAsideAndReport() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try saveSettings("{\"language\": 7}")
        #expect(LanguageChoice.saved(directories: directories) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directories.config.path) == ["settings.json"])
    }
}

/// The Language row: System, then each language; a choice is saved at once and shown again.
final class LanguageSettingTests: XCTestCase {
    func testChoosingALanguageSavesItsCodeAndSystemSavesNone() throws {
        try MainActor.assumeIsolated {
            guard initializeGtk() else { throw XCTSkip("no display") }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("language-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let directories = XDGDirectories(
                config: folder.appendingPathComponent("config"),
                data: folder.appendingPathComponent("data"),
                state: folder.appendingPathComponent("state"))
            let store = SettingsStore(directories: directories)
            let languages = LanguageChoice.languages
            let choice = SettingChoice(
                ["System"] + languages.map(\.name), values: [nil] + languages.map(\.code),
                \.language, in: store)
            choice.refresh()
            XCTAssertEqual(choice.selectedIndex, 0)
            choice.selectedIndex = 2
            XCTAssertEqual(store.settings.language, "ar")
            XCTAssertEqual(SettingsStore.peek(directories: directories)?.language, "ar")
            choice.selectedIndex = 0
            XCTAssertNil(SettingsStore.peek(directories: directories)?.language)
            store.settings.language = "fr"
            choice.refresh()
            XCTAssertEqual(choice.selectedIndex, 0, "a code this build has no translation for shows as System")
            XCTAssertEqual(store.settings.language, "fr", "and showing it stores nothing")
        }
    }
}
