import Foundation
import Storage
import Testing
import XDGTestSupport

/// The test support every suite with saved files stands on: a home of its own, found
/// as the app finds its folders, empty until written to, gone afterwards.
@Suite struct TemporaryHomeTests {
    @Test func theFoldersAreWhereTheEnvironmentPointsAndMadeOnlyWhenWritten() throws {
        let removed = try withTemporaryHome { home in
            #expect(home.directories == XDGDirectories(environment: home.environment))
            #expect(home.directories.data.path == home.url.path + "/.local/share/machismo")
            #expect(try home.contents().isEmpty, "no folder until something is written")
            let url = try home.write("{}", to: "settings.json", in: \.config)
            #expect(url == home.directories.config.appendingPathComponent("settings.json"))
            #expect(try home.read("settings.json", in: \.config) == Data("{}".utf8))
            #expect(try home.contents(of: \.config) == ["settings.json"])
            #expect(throws: (any Error).self) { try home.contents(of: \.state) }
            try home.createFolders()
            #expect(try home.contents(of: \.state).isEmpty)
            return home.url
        }
        #expect(!FileManager.default.fileExists(atPath: removed.path), "removed with everything in it")
    }

    @Test func eachHomeIsItsOwn() throws {
        let (first, second) = (try TemporaryHome(), try TemporaryHome())
        #expect(first.url != second.url)
        #expect(first.directories.state != second.directories.state)
    }
}
