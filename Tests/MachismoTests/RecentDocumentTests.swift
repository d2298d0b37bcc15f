import Foundation
import Gtk
import Storage
import Testing
import XDGTestSupport

@testable import Machismo

/// Open Recent's list: the desktop's recent files (a `recently-used.xbel` of the test's own,
/// where `$XDG_DATA_HOME` puts the desktop's), filtered to Attributor's documents that still
/// exist, newest first, at most `RecentDocument.limit`.
@MainActor
@Suite struct RecentDocumentTests {
    let home: TemporaryHome
    var xbel: URL { home.directories.data.deletingLastPathComponent().appendingPathComponent("recently-used.xbel") }

    init() throws {
        home = try TemporaryHome("recent")
    }

    @Test func theNewestOfAttributorsExistingDocumentsAreListed() throws {
        try #require(initializeGtk(), "GTK could not open a display: run under Xvfb (make test)")
        try FileManager.default.createDirectory(at: xbel.deletingLastPathComponent(), withIntermediateDirectories: true)
        let manager = RecentManager(file: xbel.path)
        let recent = RecentDocument(directories: home.directories, recentFiles: { manager })
        let folder = home.url.appendingPathComponent("Letters", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func document(_ name: String) throws -> URL {
            let url = folder.appendingPathComponent(name)
            try Data("{}".utf8).write(to: url)
            return url
        }
        #expect(recent.documents.isEmpty)
        let letters = try (1...12).map { try document("Letter \($0).json") }
        for letter in letters { recent.remember(letter) }
        let gone = try document("Gone.json")
        recent.addToRecentFiles(gone)
        try FileManager.default.removeItem(at: gone)
        recent.addToRecentFiles(try document("Notes.txt"))
        let other = try document("Other App.json")
        manager.add(
            uri: FileURI.uri(forPath: other.path)!, mimeType: "application/json", appName: "gedit", appExec: "gedit")

        #expect(recent.documents == Array(letters.reversed().prefix(RecentDocument.limit)))
        recent.addToRecentFiles(letters[0])
        #expect(recent.documents.first == letters[0], "a document saved again comes first")

        #expect(
            iterateMainLoop(until: {
                (try? String(contentsOf: xbel, encoding: .utf8))?.contains("Letter%201.json") == true
            }))
        let written = try String(contentsOf: xbel, encoding: .utf8)
        #expect(written.contains("Machismo"), "the desktop's list says which app used them")
        let reread = RecentDocument(directories: home.directories, recentFiles: { RecentManager(file: xbel.path) })
        #expect(reread.documents.count == RecentDocument.limit, "another process reads the same list")
    }
}
