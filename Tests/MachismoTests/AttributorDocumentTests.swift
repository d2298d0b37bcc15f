import Documents
import Foundation
import Glibc
import func Gtk.iterateMainLoop
@testable import Machismo
import RichText
import Storage
import Testing
import XDGTestSupport

/// Attributor's document: atomic saves, its states, and files that cannot be read reported
/// and left as they were.
@MainActor
@Suite struct AttributorDocumentTests {
    let home: TemporaryHome
    var folder: URL { home.url.appendingPathComponent("Documents", isDirectory: true) }

    init() throws {
        home = try TemporaryHome("attributor")
    }

    func redHello() -> AttributedText {
        var text = AttributedText("Hello, world")
        text.addAttribute(.color(.red), range: 0..<5)
        text.addAttribute(.outline(true), range: 7..<12)
        return text
    }

    @Test func savingWritesTheTextAndGoesThroughEachState() throws {
        let document = AttributorDocument(url: folder.appendingPathComponent("Untitled.json"))
        #expect(document.documentState == .saved)
        document.insert(redHello(), at: 0)
        #expect(document.name == "Untitled")
        #expect(document.documentState == .edited && document.hasUnsavedChanges)
        #expect(document.save())
        #expect(document.documentState == .saved && !document.hasUnsavedChanges)
        guard case .document(let read) = try AttributorDocument.read(document.fileURL) else {
            Issue.record("a .json file reads as a document")
            return
        }
        #expect(read == redHello())
        let written = try Data(contentsOf: document.fileURL)
        try FileManager.default.removeItem(at: document.fileURL)
        #expect(document.autosave(), "nothing to save is a success")
        #expect(!FileManager.default.fileExists(atPath: document.fileURL.path), "and writes nothing")
        _ = written
    }

    @Test func openingADocumentDeletesWhatAnInterruptedSaveOfItLeft() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("Essay.json")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        let leftover = folder.appendingPathComponent(".Essay.json.\(process.processIdentifier).tmp")
        try Data("{\"format\": \"machismo-attr".utf8).write(to: leftover)
        let document = AttributorDocument(url: folder.appendingPathComponent("Untitled.json"))
        document.didOpen(url)
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
    }

    @Test func aFailedSaveKeepsTheFileAndSaysWhy() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let blocker = folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let document = AttributorDocument(url: blocker.appendingPathComponent("Doc.json"))
        document.insert(redHello(), at: 0)
        #expect(!document.save())
        guard case .saveFailed(.file(let error)) = document.documentState else {
            Issue.record("a failed save says so with the file's error, not \(document.documentState)")
            return
        }
        #expect(error.code == ENOTDIR)
        #expect(
            document.saveError == "Could not create the folder \(blocker.path): Not a directory.",
            "in the user's words, not Foundation's")
        #expect(document.hasUnsavedChanges, "the changes wait for the next save")
        #expect(try Data(contentsOf: blocker) == Data("x".utf8))
    }

    @Test func saveAsMovesTheDocument() throws {
        let document = AttributorDocument(url: folder.appendingPathComponent("Untitled.json"))
        document.insert(AttributedText("moved"), at: 0)
        let other = folder.appendingPathComponent("Letter.json")
        #expect(document.saveAs(other))
        #expect(document.fileURL == other && document.name == "Letter" && document.documentState == .saved)
    }

    @Test func aDamagedDocumentIsReportedAndKept() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Broken.json")
        let truncated = Data(redHello().documentData().prefix(40))
        try truncated.write(to: file)
        #expect(throws: TextDocumentError.corrupt) { try AttributorDocument.read(file) }
        #expect(try Data(contentsOf: file) == truncated)
    }

    @Test func aDocumentOfMoreColoursThanTheEditorShowsIsReportedAndKept() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Rainbow.json")
        var text = AttributedText()
        for step in 0..<60 {
            text.append(
                AttributedText(
                    "ab", attributes: TextAttributes(color: RGBColor(red: Double(step) / 60, green: 0, blue: 1))))
        }
        let data = text.documentData()
        try data.write(to: file)
        let error = try #require(throws: TooManyColors.self) { try AttributorDocument.read(file) }
        #expect(error.description == "The document uses 60 colors; Attributor shows at most 56.")
        #expect(try Data(contentsOf: file) == data)
    }

    @Test func otherFilesImportAsPlainTextOrSayWhyNot() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = folder.appendingPathComponent("notes.txt")
        try Data("Plain é 👍🏽".utf8).write(to: text)
        guard case .plainText(let imported) = try AttributorDocument.read(text) else {
            Issue.record("a text file imports as plain text")
            return
        }
        #expect(imported.string == "Plain é 👍🏽")
        let binary = folder.appendingPathComponent("photo.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 0]).write(to: binary)
        #expect(throws: TextImportError.notText) { try AttributorDocument.read(binary) }
        let large = folder.appendingPathComponent("large.txt")
        #expect(FileManager.default.createFile(atPath: large.path, contents: nil))
        let handle = try FileHandle(forWritingTo: large)
        try handle.truncate(atOffset: UInt64(AttributedText.maximumImportBytes + 1))
        try handle.close()
        #expect(throws: TextImportError.tooLarge(bytes: AttributedText.maximumImportBytes + 1)) {
            try AttributorDocument.read(large)
        }
    }

    @Test func typingMarksTheDocumentEditedAndLoadingDoesNot() {
        let document = AttributorDocument(url: folder.appendingPathComponent("Untitled.json"))
        document.load(redHello(), from: folder.appendingPathComponent("Letter.json"))
        #expect(document.documentState == .saved, "a loaded file is what the document holds")
        #expect(document.textStorage.attributedText == redHello())
        document.textStorage.buffer.text = "typed"
        #expect(document.documentState == .edited, "the document hears its own text change")
    }

    @Test func theNextDocumentOpensWhatSaveAsSavedLast() throws {
        let directories = home.directories
        let first = AttributorDocument(
            url: AttributorDocument.untitledURL(in: directories),
            recent: RecentDocument(directories: directories))
        #expect(first.openLast(in: directories).isEmpty)
        first.insert(redHello(), at: 0)
        let letter = folder.appendingPathComponent("Letter.json")
        #expect(first.saveAs(letter))

        let next = AttributorDocument(
            url: AttributorDocument.untitledURL(in: directories),
            recent: RecentDocument(directories: directories))
        #expect(next.openLast(in: directories).isEmpty)
        #expect(next.fileURL == letter)
        #expect(next.textStorage.attributedText == redHello())
        #expect(next.documentState == .saved)

        try Data("{\"format\": ".utf8).write(to: letter)
        let afterDamage = AttributorDocument(
            url: AttributorDocument.untitledURL(in: directories),
            recent: RecentDocument(directories: directories))
        let problems = afterDamage.openLast(in: directories)
        #expect(problems.map(\.title) == ["The Document Could Not Be Opened"])
        #expect(afterDamage.fileURL == AttributorDocument.untitledURL(in: directories), "a new untitled document opens")
        #expect(try Data(contentsOf: letter) == Data("{\"format\": ".utf8), "the damaged file is kept as it was")
    }

    /// A long remembered document shows its start at once and is whole after the next idle
    /// moment; one damaged past its start is set aside then, as it would have been at once,
    /// and reported late.
    @Test func aLongDocumentIsReadWholeAfterItsStartOrSetAsideLate() throws {
        let directories = home.directories
        let runs = (0..<2_000).map {
            AttributeRun(range: ($0 * 20)..<($0 * 20 + 5), attributes: TextAttributes(color: .red))
        }
        let long = try AttributedText(String(repeating: "nineteen characters\n", count: 2_000), runs: runs)
        let letter = folder.appendingPathComponent("Long.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try long.documentData().write(to: letter)
        RecentDocument(directories: directories).remember(letter)

        let sound = AttributorDocument(
            url: AttributorDocument.untitledURL(in: directories), recent: RecentDocument(directories: directories))
        var late: [(title: String, message: String)] = []
        #expect(sound.openLast(in: directories) { late.append($0) }.isEmpty)
        #expect(sound.fileURL == letter)
        #expect(sound.textStorage.isTagging, "the runs past the start wait")
        #expect(iterateMainLoop(until: { !sound.textStorage.isTagging }, timeout: 30))
        #expect(sound.textStorage.readAttributedText() == long)
        #expect(late.isEmpty)
        #expect(sound.documentState == .saved)

        let damaged = String(decoding: long.documentData(), as: UTF8.self)
            .replacingOccurrences(of: #"{"start": 39980, "length": 5"#, with: #"{"start": 39980, "length": 5000"#)
        try Data(damaged.utf8).write(to: letter)
        let document = AttributorDocument(
            url: AttributorDocument.untitledURL(in: directories), recent: RecentDocument(directories: directories))
        #expect(document.openLast(in: directories) { late.append($0) }.isEmpty, "the start shows")
        #expect(document.fileURL == letter)
        #expect(iterateMainLoop(until: { !late.isEmpty }, timeout: 30))
        #expect(late.map(\.title) == ["The Document Could Not Be Opened"])
        #expect(late.first?.message.hasPrefix("Long.json: ") == true)
        #expect(
            document.fileURL == AttributorDocument.untitledURL(in: directories, avoiding: letter),
            "a new untitled document opens")
        #expect(document.textStorage.attributedText.length == 0)
        #expect(try Data(contentsOf: letter) == Data(damaged.utf8), "the damaged file is kept as it was")
    }

    @Test func newSavesTheDocumentThenOpensAnEmptyOneUnderAFreeName() throws {
        let directories = home.directories
        let document = AttributorDocument(url: AttributorDocument.untitledURL(in: directories))
        document.insert(redHello(), at: 0)
        #expect(document.makeNew(in: directories))
        guard case .document(let saved) = try AttributorDocument.read(AttributorDocument.untitledURL(in: directories))
        else {
            Issue.record("the first document was saved")
            return
        }
        #expect(saved == redHello())
        #expect(document.name == "Untitled 2" && document.textStorage.attributedText.isEmpty)
        #expect(document.documentState == .saved && !document.undoManager.canUndo, "a new document, a new history")
        #expect(document.makeNew(in: directories), "nothing to save")
        #expect(document.name == "Untitled 3", "never written, Untitled 2 is still the name of the one open")
    }

    @Test func newKeepsTheTextWhenTheSaveFails() throws {
        let url = folder.appendingPathComponent("Blocked.json")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)  // no file can go there
        let document = AttributorDocument(url: url)
        document.insert(redHello(), at: 0)
        #expect(!document.makeNew(in: home.directories))
        #expect(document.fileURL == url && document.textStorage.attributedText == redHello())
        #expect(document.saveError != nil && document.hasUnsavedChanges)
    }
}
