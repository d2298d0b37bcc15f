@testable import EmojiArt
import Foundation
import Testing

/// The folder listing reads each entry's name in place: glibc's directory entries are only
/// as long as their names, and copying the 256-byte name field whole read past a short one
/// (AddressSanitizer: a heap-buffer-overflow, found by the browser's tests).
@Suite struct EmojiArtLibraryListingTests {
    @Test func namesShortAndLongAreListedInTheOrderPeopleSort() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("emojiart-library-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let long = String(repeating: "x", count: 200)
        for name in ["a", "Untitled 10", "Untitled 2", long, ".hidden"] {
            try Data("{}".utf8).write(to: folder.appendingPathComponent(name + ".emojiart"))
        }
        try Data().write(to: folder.appendingPathComponent("b.txt"))
        let names = EmojiArtLibrary(folder: folder).documents().map(\.name)
        #expect(names == ["a", "Untitled 2", "Untitled 10", long])
    }
}
