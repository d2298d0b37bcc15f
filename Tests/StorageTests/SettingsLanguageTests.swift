import Foundation
@testable import Storage
import Testing

/// Settings → Appearance → Language in settings.json: the optional `language` key.
@MainActor
@Suite struct SettingsLanguageTests {
    let folder: TemporaryFolder
    var settingsURL: URL { directories(in: folder).config.appendingPathComponent("settings.json") }

    init() throws {
        folder = try TemporaryFolder()
    }

    func write(_ json: String) throws {
        let folder = settingsURL.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: settingsURL)
    }

    @Test func anOldFileWithoutTheKeyFollowsTheSystem() throws {
        try write("{\"style\": \"dark\", \"textZoom\": 1.5}")
        let store = SettingsStore(directories: directories(in: folder))
        #expect(store.problem == nil)
        #expect(store.settings.language == nil)
        #expect(store.settings.style == .dark)
    }

    @Test func aChosenLanguageIsSavedAndLoadsBack() throws {
        let store = SettingsStore(directories: directories(in: folder))
        store.settings.language = "de"
        let saved = try String(contentsOf: settingsURL, encoding: .utf8)
        #expect(saved.contains("\"language\" : \"de\""))
        #expect(SettingsStore(directories: directories(in: folder)).settings.language == "de")
        store.settings.language = nil
        #expect(!(try String(contentsOf: settingsURL, encoding: .utf8)).contains("language"), "System is no key at all")
    }

    @Test func aCodeWithNoTranslationIsKeptAsItIs() throws {
        try write("{\"language\": \"fr\"}")
        let store = SettingsStore(directories: directories(in: folder))
        #expect(store.problem == nil)
        #expect(store.settings.language == "fr")
    }

    @Test func aWrongTypeIsADamagedFile() throws {
        try write("{\"language\": 7}")
        let store = SettingsStore(directories: directories(in: folder))
        #expect(store.problem?.hasPrefix("Your settings could not be read: the file is damaged.") == true)
        #expect(store.settings.language == nil)
    }

    @Test func peekingReadsTheLanguageAndTouchesNothing() throws {
        #expect(SettingsStore.peek(directories: directories(in: folder)) == nil)
        try write("{\"language\": \"ar\"}")
        #expect(SettingsStore.peek(directories: directories(in: folder))?.language == "ar")
        try write("{\"language\": 7}")
        #expect(SettingsStore.peek(directories: directories(in: folder)) == nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: settingsURL.deletingLastPathComponent().path)
        #expect(names == ["settings.json"], "a bad file is not set aside by a peek")
    }
}
