import EmojiArt
import Foundation
import Gtk
@testable import Machismo
import XCTest

/// EmojiArt's browser on the grid view: tiles only for what is on screen, thumbnails made off
/// the main thread and cached, the folder watched.
final class EmojiArtBrowserGridTests: EmojiArtTestCase {
    func testAThousandDocumentsGetTilesOnlyForWhatIsOnScreen() throws {
        try write((1...1000).map { "Drawing \($0)" }, in: folder)
        try withBrowserOnScreen { scene in
            settleMainLoop()
            let browser = scene.browser
            XCTAssertEqual(browser.entries.count, 1000)
            XCTAssertEqual(browser.entries.prefix(3).map(\.name), ["Drawing 1", "Drawing 2", "Drawing 3"])
            XCTAssertEqual(browser.entries.last?.name, "Drawing 1000", "numbers by value")
            let populated = browser.tiles.filter(\.isPopulated)
            XCTAssertGreaterThan(populated.count, 0)
            XCTAssertLessThanOrEqual(populated.count, 40, "widgets only for the tiles on screen")
            XCTAssertLessThanOrEqual(browser.grid.slotCount, 6 * 32 + 12, "GTK's slots: about 30 rows of 6")
            XCTAssertFalse(browser.tiles.contains { $0.entry?.name == "Drawing 1000" })

            browser.grid.scrollTo(999)
            waitUntil("the last document's tile is made on screen") {
                browser.tiles.contains { $0.entry?.name == "Drawing 1000" && $0.isPopulated }
            }
            waitUntil("its thumbnail shows, drawn off the main thread") {
                browser.tiles.first { $0.entry?.name == "Drawing 1000" }?.showsThumbnail == true
            }
            XCTAssertLessThanOrEqual(
                browser.thumbnails.madeCount, 80, "thumbnails made for the tiles on screen, not for all 1,000")
        }
    }

    func testThumbnailsAreCachedOnDiskAndInMemory() throws {
        let folder = folder!
        try write(["Garden"], in: folder)
        try withBrowserOnScreen { scene in
            let browser = scene.browser
            waitUntil("the thumbnail shows") { browser.tiles.first?.showsThumbnail == true }
            let cached = EmojiArtThumbnails.url(for: folder.appendingPathComponent("Garden.emojiart"))
            XCTAssertTrue(FileManager.default.fileExists(atPath: cached.path), "written to the cache folder")
            let entry = try XCTUnwrap(browser.entries.first)
            XCTAssertNotNil(browser.thumbnails.cachedThumbnail(for: entry), "and kept in memory")
            let made = browser.thumbnails.madeCount
            browser.reload()
            settleMainLoop()
            XCTAssertEqual(browser.thumbnails.madeCount, made, "an unchanged document is not drawn again")
        }
        // The next launch reads the PNG rather than draw the document: an older PNG would be stale.
        let document = folder.appendingPathComponent("Garden.emojiart")
        let (cached, cacheFolder, side) = MainActor.assumeIsolated {
            (EmojiArtThumbnails.url(for: document), EmojiArtThumbnails.folder, EmojiArtThumbnails.side)
        }
        let renderer = ThumbnailRenderer(folder: cacheFolder, side: 64)
        let texture = try XCTUnwrap(
            renderer.thumbnail(for: folder.appendingPathComponent("Garden.emojiart"), modified: .distantPast))
        XCTAssertEqual(texture.width, side, "the cached 256-pixel PNG, not a new 64-pixel drawing")
        try FileManager.default.setAttributes([.modificationDate: Date.distantPast], ofItemAtPath: cached.path)
        let redrawn = try XCTUnwrap(
            renderer.thumbnail(for: folder.appendingPathComponent("Garden.emojiart"), modified: Date()))
        XCTAssertEqual(redrawn.width, 64, "a stale PNG: the document drawn again")
    }

    func testTheThumbnailIsTheDocumentDrawn() throws {
        var art = EmojiArt()
        _ = art.addEmoji("🍎", x: 400, y: 300, size: 200)
        let canvas = ThumbnailRenderer(folder: URL(fileURLWithPath: "/nonexistent"), side: 256).draw(art)
        XCTAssertEqual(canvas.width, 256)
        XCTAssertEqual(canvas.height, 192, "a blank canvas's 800 × 600, scaled")
        let texture = try XCTUnwrap(canvas.makeTexture())
        XCTAssertEqual(texture.height, 192)
    }

    func testDocumentsAddedOrRemovedByAnotherProgramAppearAndGo() throws {
        let folder = folder!
        try write(["Bees", "Flowers"], in: folder)
        try withBrowserOnScreen { scene in
            let browser = scene.browser
            XCTAssertEqual(browser.entries.map(\.name), ["Bees", "Flowers"])
            try write(["Clouds"], in: folder)
            waitUntil("the document written appears within a second", timeout: 1) {
                browser.entries.map(\.name) == ["Bees", "Clouds", "Flowers"]
            }
            try FileManager.default.removeItem(at: folder.appendingPathComponent("Bees.emojiart"))
            waitUntil("the document removed goes within a second", timeout: 1) {
                browser.entries.map(\.name) == ["Clouds", "Flowers"]
            }
            try FileManager.default.moveItem(
                at: folder.appendingPathComponent("Flowers.emojiart"),
                to: folder.appendingPathComponent("Apples.emojiart"))
            waitUntil("a rename shows", timeout: 1) { browser.entries.map(\.name) == ["Apples", "Clouds"] }
            settleMainLoop(seconds: 0.3)
            XCTAssertEqual(
                browser.tiles.compactMap(\.entry?.name), ["Apples", "Clouds"], "the tiles follow the model")
        }
    }
}

@MainActor
private func waitUntil(_ what: String, timeout: Double = 5, until condition: @MainActor () -> Bool) {
    XCTAssertTrue(iterateMainLoop(until: condition, timeout: timeout), what)
}

/// Writes `names` as documents in `folder`, as another program would: one emoji each.
private func write(_ names: [String], in folder: URL, emoji: String = "🌻") throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var art = EmojiArt()
    _ = art.addEmoji(emoji, x: 400, y: 300, size: 120)
    let data = try EmojiArtFormat.encode(art)
    for name in names { try data.write(to: folder.appendingPathComponent("\(name).emojiart")) }
}
