@testable import EmojiArt
import Foundation
import Notifications
import Testing

@MainActor
@Suite struct EmojiArtDocumentTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("emojiart-doc-\(UUID().uuidString)")
    let center = Notifications.NotificationCenter()
    var url: URL { folder.appendingPathComponent("Bees.emojiart") }

    func states(of document: EmojiArtDocument) -> (NotificationObserver, () -> [EmojiArtDocument.State]) {
        var seen: [EmojiArtDocument.State] = []
        let token = center.addObserver(forName: .emojiArtDocumentStateChanged, object: document) {
            seen.append($0.payload)
        }
        return (token, { seen })
    }

    @Test func aNewDocumentOpensBlankAndSavesOnlyWhenChanged() throws {
        let document = EmojiArtDocument(url: url, center: center)
        let (token, seen) = states(of: document)
        document.open()
        #expect(document.state == .normal && document.art == EmojiArt() && document.openProblem == nil)
        #expect(document.autosave(), "nothing to save")
        #expect(!FileManager.default.fileExists(atPath: url.path), "an untouched new document writes no file")
        #expect(document.change("Add 🐝") { $0.addEmoji("🐝", x: 10, y: 20) })
        #expect(!document.change("Nothing") { _ in }, "no change, nothing recorded")
        #expect(document.hasUnsavedChanges && document.undoStack.undoName == "Add 🐝")
        #expect(document.autosave())
        #expect(!document.hasUnsavedChanges)
        #expect(seen() == [.normal, .saving, .normal])
        document.close()
        #expect(document.state == .closed && !document.change("Add") { $0.addEmoji("😀", x: 0, y: 0) })
        _ = token

        let reopened = EmojiArtDocument(url: url, center: center)
        reopened.open()
        #expect(reopened.art.emojis.map(\.text) == ["🐝"])
        #expect(!reopened.undoStack.canUndo, "undo starts afresh")
    }

    @Test func undoAndRedoTakeChangesBackAndMarkTheDocumentEdited() throws {
        let document = EmojiArtDocument(url: url, center: center)
        document.open()
        document.change("Add 😀") { $0.addEmoji("😀", x: 0, y: 0) }
        let id = try #require(document.art.emojis.first?.id)
        document.change("Move 😀") { $0.moveEmoji(id, byX: 5, y: 5) }
        #expect(document.save())
        document.undo()
        #expect(document.art.emoji(withID: id).map { [$0.x, $0.y] } == [0, 0])
        #expect(document.hasUnsavedChanges)
        document.undo()
        #expect(document.art.emojis.isEmpty)
        document.redo()
        document.redo()
        #expect(document.art.emoji(withID: id).map { [$0.x, $0.y] } == [5, 5])
    }

    @Test func aDamagedFileIsSetAsideAndReportedAndNeverOverwritten() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"format":"machismo-emojiart","version":7,"emojis":[]}"#.utf8).write(to: url)
        let document = EmojiArtDocument(url: url, center: center)
        document.open(now: Date(timeIntervalSince1970: 1_763_300_000))
        let problem = try #require(document.openProblem)
        #expect(problem.hasPrefix("The document could not be opened: The document has format version 7;"))
        #expect(
            problem.hasSuffix(
                "It was kept as Bees.emojiart.corrupt-20251116T133320Z, and a blank document opens in its place."))
        let kept = folder.appendingPathComponent("Bees.emojiart.corrupt-20251116T133320Z")
        #expect(try String(contentsOf: kept, encoding: .utf8).contains("\"version\":7"))
        #expect(document.state == .normal && document.art.emojis.isEmpty)
    }

    @Test func aFileThatCanNeitherBeReadNorSetAsideOpensReadOnly() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("plain.txt")
        try Data("x".utf8).write(to: file)
        let document = EmojiArtDocument(url: file.appendingPathComponent("Art.emojiart"), center: center)
        document.open()
        #expect(document.state == .editingDisabled)
        #expect(document.openProblem?.hasSuffix("so it opens read-only and is never written over.") == true)
        #expect(!document.change("Add 😀") { $0.addEmoji("😀", x: 0, y: 0) })
        #expect(!document.save())
        #expect(try Data(contentsOf: file) == Data("x".utf8))
    }

    @Test func aSaveThatFailsSaysWhyAndKeepsTheChanges() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let blocked = folder.appendingPathComponent("not-a-folder")
        let document = EmojiArtDocument(url: blocked.appendingPathComponent("Art.emojiart"), center: center)
        document.open()
        document.change("Add 😀") { $0.addEmoji("😀", x: 0, y: 0) }
        try Data("x".utf8).write(to: blocked)  // the document's folder is now a file: it cannot be written
        #expect(!document.autosave())
        guard case .saveFailed(let reason) = document.state else {
            Issue.record("expected Save Failed, got \(document.state)")
            return
        }
        #expect(!reason.isEmpty)
        #expect(document.hasUnsavedChanges, "the changes wait for the next save")
        #expect(document.isEditable, "the user may keep working")
    }
}
