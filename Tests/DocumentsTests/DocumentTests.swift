@testable import Documents
import Foundation
import Glibc
import Notifications
import Storage
import Testing
import XDGTestSupport

/// A document of plain UTF-8 text, as small as a `Document` subclass gets: what the shared
/// model does is tested through it.
@MainActor
final class NoteDocument: Document {
    var text = ""

    override func contents() throws(DocumentError) -> Data { Data(text.utf8) }

    override func load(fromContents data: Data) throws(DocumentError) {
        guard let text = String(validating: data, as: UTF8.self), !text.hasPrefix("damaged") else {
            throw .unreadable(reason: "The note is damaged.")
        }
        self.text = text
    }

    override func loadEmpty() { text = "" }

    func type(_ more: String) {
        let before = text
        text += more
        let after = text
        undoManager.registerChange(
            "Typing", undo: { [weak self] in self?.text = before },
            redo: {
                [weak self] in self?.text = after
            })
        updateChangeCount()
    }
}

/// The document model Attributor and EmojiArt share: opening, states, saves, the autosave
/// policy, files that cannot be read, typed errors in the user's words, undo.
@MainActor
@Suite struct DocumentTests {
    let home: TemporaryHome
    var folder: URL { home.url.appendingPathComponent("Documents", isDirectory: true) }
    let center = Notifications.NotificationCenter()
    var url: URL { folder.appendingPathComponent("Note.txt") }
    /// An autosave policy slow enough that no test meets it by chance.
    static let manual = AutosavePolicy(delay: 3600, interval: 3600)

    init() throws {
        home = try TemporaryHome("documents")
    }

    @Test func aMissingFileIsANewEmptyDocumentSavedOnlyOnceChanged() throws {
        let document = NoteDocument(fileURL: url, autosavePolicy: Self.manual, center: center)
        #expect(document.documentState == .closed && !document.isEditable)
        document.open()
        #expect(document.documentState == .saved && document.text == "" && document.openProblem == nil)
        #expect(document.autosave(), "nothing to save")
        #expect(!FileManager.default.fileExists(atPath: url.path), "an untouched new document writes no file")
        document.type("Hello")
        #expect(document.documentState == .edited && document.hasUnsavedChanges)
        #expect(document.autosave())
        #expect(document.documentState == .saved && !document.hasUnsavedChanges)
        #expect(try String(contentsOf: url, encoding: .utf8) == "Hello")
        document.type(", world")
        document.close()
        #expect(document.documentState == .closed, "closing saves first")
        #expect(try String(contentsOf: url, encoding: .utf8) == "Hello, world")

        let reopened = NoteDocument(fileURL: url, autosavePolicy: Self.manual, center: center)
        reopened.open()
        #expect(reopened.text == "Hello, world" && reopened.documentState == .saved)
        #expect(!reopened.undoManager.canUndo, "undo starts afresh")
    }

    @Test func aChangeSavesItselfAfterTheDelayAndALaterChangeWaitsAgain() async throws {
        let document = NoteDocument(
            fileURL: url, autosavePolicy: AutosavePolicy(delay: 0.3, interval: 3600), center: center)
        document.open()
        document.type("a")
        try await Task.sleep(for: .milliseconds(200))
        document.type("b")
        try await Task.sleep(for: .milliseconds(200))
        #expect(document.hasUnsavedChanges, "the second change put the save off")
        try await Task.sleep(for: .milliseconds(400))
        #expect(!document.hasUnsavedChanges && document.documentState == .saved)
        #expect(try String(contentsOf: url, encoding: .utf8) == "ab")
    }

    @Test func changesThatNeverPauseStillSaveEveryInterval() async throws {
        let document = NoteDocument(
            fileURL: url, autosavePolicy: AutosavePolicy(delay: 0.3, interval: 0.5), center: center)
        document.open()
        document.type("0")
        #expect(document.save())
        var saves = 0
        for step in 1...10 {
            try await Task.sleep(for: .milliseconds(100))
            let before = (try? Data(contentsOf: url)) ?? Data()
            document.type("\(step)")
            try await Task.sleep(for: .milliseconds(20))
            if (try? Data(contentsOf: url)) != before { saves += 1 }
        }
        #expect(saves >= 1, "a save came within the interval though no change waited the delay")
    }

    @Test func theAppSavingItsStateSavesEveryDocumentWithChanges() throws {
        let document = NoteDocument(fileURL: url, autosavePolicy: Self.manual, center: center)
        document.open()
        document.type("focus lost")
        center.post(name: .applicationWillSaveState)
        #expect(!document.hasUnsavedChanges)
        #expect(try String(contentsOf: url, encoding: .utf8) == "focus lost")
    }

    @Test func aDamagedFileIsSetAsideAndReportedAndNeverOverwritten() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("damaged bytes".utf8).write(to: url)
        let document = NoteDocument(fileURL: url, autosavePolicy: Self.manual, center: center)
        document.open(now: Date(timeIntervalSince1970: 1_763_300_000))
        #expect(
            document.openProblem
                == "The document could not be opened: The note is damaged. It was kept as Note.txt.corrupt-20251116T133320Z, and a blank document opens in its place."
        )
        let kept = folder.appendingPathComponent("Note.txt.corrupt-20251116T133320Z")
        #expect(try String(contentsOf: kept, encoding: .utf8) == "damaged bytes")
        #expect(document.documentState == .saved && document.text == "")
    }

    @Test func aFileThatCanNeitherBeReadNorSetAsideOpensReadOnly() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("plain.txt")
        try Data("x".utf8).write(to: file)
        let document = NoteDocument(
            fileURL: file.appendingPathComponent("Note.txt"), autosavePolicy: Self.manual, center: center)
        document.open()
        #expect(document.documentState == .readOnly && !document.isEditable)
        #expect(document.openProblem?.hasSuffix("so it opens read-only and is never written over.") == true)
        #expect(!document.save())
        #expect(try Data(contentsOf: file) == Data("x".utf8))
    }

    @Test func aFailedSaveSaysWhyInTheUsersWordsAndKeepsTheChanges() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let blocked = folder.appendingPathComponent("not-a-folder")
        let document = NoteDocument(
            fileURL: blocked.appendingPathComponent("Note.txt"), autosavePolicy: Self.manual, center: center)
        document.open()
        document.type("kept")
        try Data("x".utf8).write(to: blocked)  // the document's folder is now a file
        #expect(!document.autosave())
        guard case .saveFailed(let error) = document.documentState else {
            Issue.record("expected Save Failed, got \(document.documentState)")
            return
        }
        #expect(error.description == "Could not create the folder \(blocked.path): Not a directory.")
        #expect(document.documentState.title == "Save Failed")
        #expect(document.hasUnsavedChanges && document.isEditable, "the user may keep working")
        try FileManager.default.removeItem(at: blocked)
        #expect(document.autosave(), "the next save tries again")
        #expect(document.documentState == .saved)
    }

    @Test func aFileTooLargeIsNotRead() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(Document.maximumFileSize + 1))
        try handle.close()
        #expect(throws: DocumentError.tooLarge(limit: Document.maximumFileSize)) { try Document.readFile(url) }
        #expect(DocumentError.tooLarge(limit: Document.maximumFileSize).description.contains("256 MB"))
    }

    @Test func undoAndRedoWalkTheChangesAndANewChangeForgetsRedo() {
        let document = NoteDocument(fileURL: url, autosavePolicy: Self.manual, center: center)
        document.open()
        document.type("a")
        document.type("b")
        #expect(document.undoManager.undoActionName == "Typing")
        #expect(document.undoManager.undo() && document.text == "a")
        #expect(document.undoManager.canRedo)
        #expect(document.undoManager.undo() && document.text == "")
        #expect(!document.undoManager.undo(), "nothing left")
        #expect(document.undoManager.redo() && document.text == "a")
        document.type("c")
        #expect(!document.undoManager.canRedo, "a new change forgets what could be made again")
        #expect(document.text == "ac")
    }

    @Test func theOldestChangesFallOffPastTheLimit() {
        let undo = UndoManager(limit: 3)
        var value = 0
        for step in 1...10 {
            let before = value
            value = step
            undo.registerChange("Step", undo: { value = before }, redo: { value = step })
        }
        var seen: [Int] = []
        while undo.undo() { seen.append(value) }
        #expect(seen == [9, 8, 7])
    }

    @Test func replacingTheLastChangeGrowsItIntoOneStepAndForgetsRedo() {
        let undo = UndoManager()
        var text = ""
        undo.registerChange("Colour", undo: { text = "" }, redo: { text = "red" })
        text = "red"
        undo.registerChange("Typing", undo: { text = "red" }, redo: { text = "red a" })
        text = "red a"
        undo.replaceLastChange("Typing", undo: { text = "red" }, redo: { text = "red ab" })
        text = "red ab"
        #expect(undo.undo() && text == "red", "the grown run is taken back whole")
        #expect(undo.undoActionName == "Colour")
        #expect(undo.redo() && text == "red ab")
        #expect(undo.undo() && undo.undo() && text == "")
        #expect(!undo.canUndo && undo.canRedo)
        undo.replaceLastChange("Typing", undo: { text = "" }, redo: { text = "x" })
        #expect(undo.canUndo && !undo.canRedo, "with no last change it is registered, and redo is forgotten")
    }
}
