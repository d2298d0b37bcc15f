@testable import EmojiArt
import Foundation
import Testing
import XDGTestSupport

@Suite struct EmojiArtFormatTests {
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])

    static var sample: EmojiArt {
        var art = EmojiArt(background: .init(mimeType: "image/png", data: png, width: 640, height: 480))
        art.addEmoji("😀", x: 120, y: 80, size: 48)
        art.addEmoji("👨‍🎓", x: -20, y: 300)
        return art
    }

    @Test func aDocumentComesBackAsItWasSaved() throws {
        let data = try EmojiArtFormat.encode(Self.sample)
        let read = try EmojiArtFormat.decode(data)
        #expect(read.background == Self.sample.background)
        #expect(read.emojis.map(\.text) == ["😀", "👨‍🎓"])
        #expect(read.emojis.map { [$0.x, $0.y, $0.size] } == [[120, 80, 48], [-20, 300, 40]])
        let json = try #require(String(data: data, encoding: .utf8))
        #expect(json.contains("\"format\" : \"machismo-emojiart\""))
        #expect(json.contains("\"version\" : 1"))
        #expect(json.contains("\"data\" : \"\(Self.png.base64EncodedString())\""), "the background is embedded")
    }

    @Test func aBlankCanvasHasNoBackground() throws {
        var art = EmojiArt()
        art.addEmoji("🐝", x: 1, y: 2)
        let read = try EmojiArtFormat.decode(EmojiArtFormat.encode(art))
        #expect(read.background == nil && read.emojis.count == 1)
    }

    static let valid = #"{"format":"machismo-emojiart","version":1,"emojis":[{"text":"😀","x":1,"y":2,"size":40}]}"#

    @Test(arguments: [
        ("", EmojiArtFormatError.corrupt),
        (String(valid.dropLast(3)), .corrupt),
        ("[1, 2]", .corrupt),
        (#"{"format":"machismo-attributed-text","version":1,"text":""}"#, .notADocument),
        (#"{"version":1,"emojis":[]}"#, .notADocument),
        (#"{"format":"machismo-emojiart","version":2,"emojis":[]}"#, .unsupportedVersion(2)),
        (#"{"format":"machismo-emojiart","emojis":[]}"#, .invalidField("version")),
        (#"{"format":"machismo-emojiart","version":1}"#, .invalidField("emojis")),
        (valid.replacingOccurrences(of: #""size":40"#, with: #""size":4000"#), .invalidField("size", emoji: 1)),
        (valid.replacingOccurrences(of: #""size":40"#, with: #""size":"big""#), .invalidField("size", emoji: 1)),
        (valid.replacingOccurrences(of: #","size":40"#, with: ""), .invalidField("size", emoji: 1)),
        (valid.replacingOccurrences(of: "😀", with: "A"), .invalidField("text", emoji: 1)),
        (valid.replacingOccurrences(of: #""x":1"#, with: #""x":1e9"#), .invalidField("x", emoji: 1)),
        (
            valid.replacingOccurrences(
                of: #""emojis""#,
                with: #""background":{"mimeType":"text/html","width":1,"height":1,"data":"AA=="},"emojis""#),
            .invalidField("mimeType")
        ),
        (
            valid.replacingOccurrences(
                of: #""emojis""#,
                with: #""background":{"mimeType":"image/png","width":0,"height":1,"data":"AA=="},"emojis""#),
            .invalidField("width")
        ),
        (
            valid.replacingOccurrences(
                of: #""emojis""#,
                with: #""background":{"mimeType":"image/png","width":1,"height":1,"data":"not base64!"},"emojis""#),
            .invalidField("data")
        ),
    ])
    func aDamagedFileIsRefusedSayingWhy(json: String, error: EmojiArtFormatError) {
        #expect(throws: error) { try EmojiArtFormat.decode(Data(json.utf8)) }
    }

    @Test func theReasonsAreSentencesForTheUser() {
        #expect(
            EmojiArtFormatError.unsupportedVersion(2).description
                == "The document has format version 2; this version of Machismo reads version 1 only.")
        #expect(
            EmojiArtFormatError.invalidField("size", emoji: 3).description
                == "The document is not valid: the \"size\" of emoji 3 is missing or wrong.")
    }

    @Test func randomBytesNeverCrashTheReader() {
        var generator = SystemRandomNumberGenerator()
        let base = Array(Self.valid.utf8)
        for _ in 0..<2_000 {
            var bytes = base
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            _ = try? EmojiArtFormat.decode(Data(bytes))
        }
    }
}

@Suite struct EmojiArtLibraryTests {
    let home: TemporaryHome
    let library: EmojiArtLibrary

    init() throws {
        home = try TemporaryHome("emojiart")
        library = EmojiArtLibrary(folder: home.url.appendingPathComponent("Documents/EmojiArt", isDirectory: true))
    }

    func write(_ name: String, _ art: EmojiArt = EmojiArtFormatTests.sample) throws -> URL {
        try library.createFolder()
        let url = library.folder.appendingPathComponent(name)
        try EmojiArtFormat.encode(art).write(to: url)
        return url
    }

    @Test func documentsAreListedAsPeopleSortNames() throws {
        #expect(library.documents().isEmpty, "a missing folder has none")
        for name in ["Untitled 10.emojiart", "untitled 2.emojiart", "Bees.emojiart", ".hidden.emojiart", "notes.txt"] {
            _ = try write(name)
        }
        try FileManager.default.createDirectory(
            at: library.folder.appendingPathComponent("Folder.emojiart"),
            withIntermediateDirectories: true)
        #expect(library.documents().map(\.name) == ["Bees", "untitled 2", "Untitled 10"])
    }

    @Test func newDocumentsAreNumberedPastTakenNames() throws {
        #expect(library.newDocumentURL(baseName: "Untitled").lastPathComponent == "Untitled.emojiart")
        _ = try write("Untitled.emojiart")
        _ = try write("Untitled 2.emojiart")
        #expect(library.newDocumentURL(baseName: "Untitled").lastPathComponent == "Untitled 3.emojiart")
    }

    @Test func renameRefusesBadAndTakenNames() throws {
        let bees = try write("Bees.emojiart")
        _ = try write("Flowers.emojiart")
        #expect(throws: LibraryError.emptyName) { try library.rename(bees, to: "  ") }
        #expect(throws: LibraryError.invalidName("a/b")) { try library.rename(bees, to: "a/b") }
        #expect(throws: LibraryError.invalidName(".x")) { try library.rename(bees, to: ".x") }
        #expect(throws: LibraryError.nameTooLong) { try library.rename(bees, to: String(repeating: "é", count: 200)) }
        #expect(throws: LibraryError.nameTaken("Flowers")) { try library.rename(bees, to: "Flowers") }
        let renamed = try library.rename(bees, to: "Busy Bees")
        #expect(renamed.lastPathComponent == "Busy Bees.emojiart")
        #expect(library.documents().map(\.name) == ["Busy Bees", "Flowers"])
        try library.delete(renamed)
        #expect(library.documents().map(\.name) == ["Flowers"])
    }

    @Test func renameSaysWhyBeforeTrying() throws {
        let bees = try write("Bees.emojiart")
        _ = try write("Flowers.emojiart")
        #expect(library.problem(renaming: bees, to: "Bees") == nil, "its own name")
        #expect(library.problem(renaming: bees, to: " Busy Bees ") == nil)
        #expect(library.problem(renaming: bees, to: "") == .emptyName)
        #expect(library.problem(renaming: bees, to: "x/y") == .invalidName("x/y"))
        #expect(library.problem(renaming: bees, to: " Flowers") == .nameTaken("Flowers"))
        #expect(library.problem(renaming: bees, to: String(repeating: "é", count: 200)) == .nameTooLong)
        #expect(library.documents().map(\.name) == ["Bees", "Flowers"], "nothing moved")
    }

    @Test func aDocumentToReopenMustBeThereReadableAndNamedPlainly() throws {
        _ = try write("Bees.emojiart")
        let broken = library.folder.appendingPathComponent("Broken.emojiart")
        try Data("{".utf8).write(to: broken)
        #expect(library.readableDocument(named: "Bees.emojiart")?.lastPathComponent == "Bees.emojiart")
        for name in ["Broken.emojiart", "Gone.emojiart", "../EmojiArt/Bees.emojiart", ".Bees.emojiart", "Bees", ""] {
            #expect(library.readableDocument(named: name) == nil, "\(name)")
        }
        #expect(try Data(contentsOf: broken) == Data("{".utf8), "left as it was")
        #expect(library.readableDocument(named: "Bees.emojiart", maximumBytes: 10) == nil, "too large")
    }

    @Test func importCopiesAReadableDocumentAndRefusesAnythingElse() throws {
        let outside = home.url.appendingPathComponent("Downloads", isDirectory: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let good = outside.appendingPathComponent("Bees.emojiart")
        try EmojiArtFormat.encode(EmojiArtFormatTests.sample).write(to: good)
        _ = try write("Bees.emojiart")
        let copy = try library.importDocument(from: good)
        #expect(copy.lastPathComponent == "Bees 2.emojiart")
        #expect(try EmojiArtFormat.decode(Data(contentsOf: copy)).emojis.count == 2)
        let bad = outside.appendingPathComponent("Broken.emojiart")
        try Data("{".utf8).write(to: bad)
        #expect(throws: LibraryError.notImported(.corrupt)) { try library.importDocument(from: bad) }
        #expect(library.documents().map(\.name) == ["Bees", "Bees 2"], "nothing written for a refused file")
    }
}
