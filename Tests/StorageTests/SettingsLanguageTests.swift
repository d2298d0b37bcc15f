import Foundation
@testable import Storage
import Testing
import XDGTestSupport

/// Settings → Appearance → Language in settings.json: the optional `language` key.
@MainActor
@Suite struct SettingsLanguageTests {
    let home: TemporaryHome
    var settingsURL: URL { home.file("settings.json", in: \.config) }

    init() throws {
        home = try TemporaryHome()
    }

    func write(_ json: String) throws {
        try home.write(json, to: "settings.json", in: \.config)
    }

    @Test func anOldFileWithoutTheKeyFollowsTheSystem() throws {
        try write("{\"style\": \"dark\", \"textZoom\": 1.5}")
        let store = SettingsStore(directories: home.directories)
        #expect(store.problem == nil)
        #expect(store.settings.language == nil)
        #expect(store.settings.style == .dark)
    }

    @Test func aChosenLanguageIsSavedAndLoadsBack() throws {
        let store = SettingsStore(directories: home.directories)
        store.settings.language = "de"
        let saved = try String(contentsOf: settingsURL, encoding: .utf8)
        #expect(saved.contains("\"language\" : \"de\""))
        #expect(SettingsStore(directories: home.directories).settings.language == "de")
        store.settings.language = nil
        #expect(!(try String(contentsOf: settingsURL, encoding: .utf8)).contains("language"), "System is no key at all")
    }

    @Test func aCodeWithNoTranslationIsKeptAsItIs() throws {
        try write("{\"language\": \"fr\"}")
        let store = SettingsStore(directories: home.directories)
        #expect(store.problem == nil)
        #expect(store.settings.language == "fr")
    }

    @Test func aWrongTypeIsADamagedFile() throws {
        try write("{\"language\": 7}")
        let store = SettingsStore(directories: home.directories)
        #expect(store.problem?.hasPrefix("Your settings could not be read: the file is damaged.") == true)
        #expect(store.settings.language == nil)
    }

    @Test func peekingReadsTheLanguageAndTouchesNothing() throws {
        #expect(SettingsStore.peek(directories: home.directories) == nil)
        try write("{\"language\": \"ar\"}")
        #expect(SettingsStore.peek(directories: home.directories)?.language == "ar")
        try write("{\"language\": 7}")
        #expect(SettingsStore.peek(directories: home.directories) == nil)
        #expect(try home.contents(of: \.config) == ["settings.json"], "a bad file is not set aside by a peek")
    }
}
