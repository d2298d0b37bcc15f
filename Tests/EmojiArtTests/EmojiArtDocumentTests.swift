import Documents
@testable import EmojiArt
import Foundation
import Notifications
import Testing
import XDGTestSupport

/// EmojiArt's document: the art as its contents, changed through `change(_:_:)` for Undo,
/// read and written in the `.emojiart` format (the shared life of a document is
/// DocumentsTests').
@MainActor
@Suite struct EmojiArtDocumentTests {
    let home: TemporaryHome
    var folder: URL { home.url.appendingPathComponent("Documents", isDirectory: true) }
    let center = Notifications.NotificationCenter()
    var url: URL { folder.appendingPathComponent("Bees.emojiart") }
    static let manual = AutosavePolicy(delay: 3600, interval: 3600)

    init() throws {
        home = try TemporaryHome("emojiart-doc")
    }

    @Test func changesAreRegisteredForUndoAndTheArtComesBackFromItsFile() throws {
        let document = EmojiArtDocument(fileURL: url, autosavePolicy: Self.manual, center: center)
        document.open()
        #expect(document.documentState == .saved && document.art == EmojiArt())
        #expect(document.change("Add 🐝") { $0.addEmoji("🐝", x: 10, y: 20) })
        #expect(!document.change("Nothing") { _ in }, "no change, nothing registered")
        #expect(document.hasUnsavedChanges && document.undoManager.undoActionName == "Add 🐝")
        #expect(document.autosave())
        document.close()
        #expect(!document.change("Add") { $0.addEmoji("😀", x: 0, y: 0) }, "a closed document takes no change")

        let reopened = EmojiArtDocument(fileURL: url, autosavePolicy: Self.manual, center: center)
        reopened.open()
        #expect(reopened.art.emojis.map(\.text) == ["🐝"])
        #expect(reopened.name == "Bees")
    }

    @Test func undoAndRedoTakeChangesBackAndMarkTheDocumentEdited() throws {
        let document = EmojiArtDocument(fileURL: url, autosavePolicy: Self.manual, center: center)
        document.open()
        document.change("Add 😀") { $0.addEmoji("😀", x: 0, y: 0) }
        let id = try #require(document.art.emojis.first?.id)
        document.change("Move 😀") { $0.moveEmoji(id, byX: 5, y: 5) }
        #expect(document.save())
        document.undo()
        #expect(document.art.emoji(withID: id).map { [$0.x, $0.y] } == [0, 0])
        #expect(document.hasUnsavedChanges && document.documentState == .edited)
        document.undo()
        #expect(document.art.emojis.isEmpty)
        document.redo()
        document.redo()
        #expect(document.art.emoji(withID: id).map { [$0.x, $0.y] } == [5, 5])
    }

    @Test func anEditMakesTheChangeTheCanvasAskedFor() throws {
        var art = EmojiArt()
        let id = try #require(EmojiArt.Edit.add("🐝", x: 10, y: 20).apply(to: &art))
        EmojiArt.Edit.move(id: id, dx: 5, dy: -5).apply(to: &art)
        EmojiArt.Edit.resize(id: id, size: 60).apply(to: &art)
        #expect(art.emoji(withID: id).map { [$0.x, $0.y, $0.size] } == [15, 15, 60])
        EmojiArt.Edit.scale(id: id, factor: 0.5).apply(to: &art)
        #expect(art.emoji(withID: id)?.size == 30)
        EmojiArt.Edit.remove(id: id).apply(to: &art)
        #expect(art.emojis.isEmpty)
        #expect(EmojiArt.Edit.add("x", x: 0, y: 0).apply(to: &art) == nil, "not an emoji")
        #expect(EmojiArt.Edit.move(id: 1, dx: 0, dy: 0).name == "Move")
    }

    @Test func aDamagedFileIsReportedInTheFormatsOwnWords() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"format":"machismo-emojiart","version":7,"emojis":[]}"#.utf8).write(to: url)
        let document = EmojiArtDocument(fileURL: url, autosavePolicy: Self.manual, center: center)
        document.open(now: Date(timeIntervalSince1970: 1_763_300_000))
        let problem = try #require(document.openProblem)
        #expect(problem.hasPrefix("The document could not be opened: The document has format version 7;"))
        #expect(
            problem.hasSuffix(
                "It was kept as Bees.emojiart.corrupt-20251116T133320Z, and a blank document opens in its place."))
        #expect(document.documentState == .saved && document.art.emojis.isEmpty)
    }
}
