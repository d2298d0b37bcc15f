import Foundation
import Gtk
@testable import Machismo
import Storage
import Testing
import XCTest
import XDGTestSupport

/// Settings → Language as the launch reads it, before anything else runs.
@Suite struct LanguageChoiceTests {
    let home: TemporaryHome
    var directories: XDGDirectories { home.directories }

    init() throws {
        home = try TemporaryHome("language")
    }

    func saveSettings(_ json: String) throws {
        try home.write(json, to: "settings.json", in: \.config)
    }

    @Test func settingsOffersEveryTranslationThenEnglishEachInItsOwnName() {
        #expect(LanguageChoice.languages.map(\.code) == ["de", "ar", "en"])
        #expect(LanguageChoice.languages.map(\.name) == ["Deutsch", "العربية", "English"])
    }

    @Test func theSavedLanguageIsUsedWhenThisBuildSpeaksIt() throws {
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
        try saveSettings("{\"language\": 7}")
        #expect(LanguageChoice.saved(directories: directories) == nil)
        #expect(try home.contents(of: \.config) == ["settings.json"])
    }
}

/// The Language row: System, then each language; a choice is saved at once and shown again.
final class LanguageSettingTests: XCTestCase {
    func testChoosingALanguageSavesItsCodeAndSystemSavesNone() throws {
        try withTemporaryHome("language") { home in
            try MainActor.assumeIsolated {
                guard initializeGtk() else { throw XCTSkip("no display") }
                let directories = home.directories
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
}
