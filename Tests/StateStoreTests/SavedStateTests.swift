import Foundation
import Localization
import Navigation
@testable import StateStore
import Testing
import XDGTestSupport

/// `SavedState`: one value in the app's XDG state folder, written atomically, a bad file
/// set aside with a timestamp and reported, never overwritten.
@Suite struct SavedStateTests {
    let home: TemporaryHome
    init() throws { home = try TemporaryHome("statestore") }

    func store(formatVersion: Int = 1) -> SavedState<RestorationState> {
        SavedState(
            applicationID: "org.example.Bookshelf", name: "navigation.json", formatVersion: formatVersion,
            environment: home.environment)
    }

    var folder: URL { home.url.appendingPathComponent(".local/state/org.example.Bookshelf") }
    var file: URL { folder.appendingPathComponent("navigation.json") }
    func names() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() }

    let state = RestorationState(
        selectedTab: "books", tabOrder: ["books", "settings"],
        paths: ["books": [RestoredPage(identifier: "books"), RestoredPage(identifier: "book", state: ["id": 3])]])

    @Test func aSavedStateComesBackInTheAppsStateFolder() throws {
        let saved = store()
        #expect(saved.url == file)
        #expect(saved.load() == nil && saved.problem == nil, "nothing yet, nothing to report")
        #expect(names().isEmpty, "loading wrote nothing")
        try saved.save(state)
        #expect(names() == ["navigation.json"], "no temporary file left")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\"version\" : 1"))
        #expect(store().load() == state)
    }

    @Test func aDamagedFileIsSetAsideWithATimestampReportedAndNotOverwritten() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let damaged = Data("{\"version\": 1, \"value\": {\"paths\": 3".utf8)
        try damaged.write(to: file)
        let saved = store()
        let now = Date(timeIntervalSince1970: 1_763_760_000)  // 2025-11-21T21:20:00Z
        #expect(saved.load(now: now) == nil)
        #expect(names() == ["navigation.json.corrupt-20251121T212000Z"])
        #expect(try Data(contentsOf: folder.appendingPathComponent(names()[0])) == damaged, "its bytes intact")
        #expect(
            saved.problem
                == "The saved state could not be read: the file is damaged. "
                + "It was kept as navigation.json.corrupt-20251121T212000Z, and the app starts afresh.")
        try saved.save(state)
        #expect(names() == ["navigation.json", "navigation.json.corrupt-20251121T212000Z"], "a new file beside it")
    }

    @Test func aFileOfANewerFormatIsRefusedAndKept() throws {
        try store(formatVersion: 2).save(state)
        let saved = store(formatVersion: 1)
        #expect(saved.load() == nil)
        #expect(saved.problem?.hasPrefix("The saved state could not be read: it was saved by a newer version") == true)
        #expect(names().count == 1 && names()[0].hasPrefix("navigation.json.corrupt-"), "kept, not overwritten")
        #expect(store(formatVersion: 2).load() == nil, "the newer app finds it aside")
    }

    @Test func aFileThatCannotBeMovedAsideIsNeverSavedOver() throws {
        // A folder in the file's place cannot be read, and here not renamed either: its
        // parent is read-only.
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
        guard access(folder.path, W_OK) != 0 else { return }  // root ignores the permissions
        let saved = store()
        #expect(saved.load() == nil)
        #expect(saved.problem?.hasSuffix("It could not be moved aside either, so it is not saved again.") == true)
        #expect(!saved.isSaving)
        try saved.save(state)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) && isFolder.boolValue)
    }

    @Test func aValueThatLoadedButCouldNotBeUsedIsSetAsideOnRequest() throws {
        try store().save(state)
        let saved = store()
        #expect(saved.load() == state)
        let problem = saved.setAside(
            because: "The saved book no longer exists.", now: Date(timeIntervalSince1970: 1_763_760_000))
        #expect(
            problem
                == "The saved book no longer exists. "
                + "It was kept as navigation.json.corrupt-20251121T212000Z, and the app starts afresh.")
        #expect(names() == ["navigation.json.corrupt-20251121T212000Z"])
    }

    @Test func aWriteGoesThroughATemporaryFileAndLeavesTheOldOneUntilTheRename() throws {
        try store().save(state)
        let before = try Data(contentsOf: file)
        // A temporary file where the write would make its own: the write replaces it and
        // renames it over the target, so a reader never sees a half-written file.
        let temporary = AtomicFile.temporaryURL(for: file)
        try Data("half".utf8).write(to: temporary)
        var changed = state
        changed.selectedTab = "settings"
        try store().save(changed)
        #expect(!FileManager.default.fileExists(atPath: temporary.path))
        #expect(try Data(contentsOf: file) != before)
        #expect(store().load() == changed)
    }
}

/// StateStore's words are the libraries': an app using the product gets them translated from
/// `machismo-libraries` (po/libraries), with no catalogue of Machismo's.
@Suite struct StateStoreWordsTests {
    @Test func theWordsComeFromTheLibrariesDomain() {
        #expect(Localization.domain(ofFile: "StateStore/SavedState.swift") == LibraryTranslations.domain)
        #expect(Localization.domain(ofFile: "StateStore/AtomicFile.swift") == LibraryTranslations.domain)
        #expect(Localization.domain(ofFile: "Storage/LoadProblem.swift") == Localization.domain)
    }
}
