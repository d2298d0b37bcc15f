import EmojiArt
import EmojiArtDrawing
import Foundation
import Gtk
@testable import Machismo
import XCTest

/// Export as PNG… and Export as PDF…: the art at its canvas's own size, read back from the
/// files (the PDF through poppler's `pdfinfo` and `pdftoppm`); a folder that cannot be
/// written is reported and leaves nothing behind.
final class EmojiArtExportTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("emojiart-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A 300 × 200 sky-blue background with a 😀 of 60 points centred at (150, 100), and a
    /// 🍎 of 40 points at (260, 40).
    private func art() throws -> EmojiArt {
        let sky = OffscreenCanvas(width: 300, height: 200)
        sky.fill(red: 40 / 255, green: 120 / 255, blue: 200 / 255)
        let background = EmojiArt.Background(
            mimeType: "image/png", data: Data(try sky.pngData()), width: 300, height: 200)
        var art = EmojiArt(background: background)
        art.addEmoji("😀", x: 150, y: 100, size: 60)
        art.addEmoji("🍎", x: 260, y: 40)
        return art
    }

    /// An image file read back: its size and its pixels' colours.
    private struct Picture: Sendable {
        let width: Int
        let height: Int
        /// Red, green, blue of each pixel, row by row.
        let rgb: [UInt8]

        func pixel(_ x: Int, _ y: Int) -> [Int] {
            let at = (y * width + x) * 3
            return rgb[at..<at + 3].map(Int.init)
        }
    }

    private func picture(at url: URL) throws -> Picture {
        let pixels = try XCTUnwrap(DecodedPixels(decoding: [UInt8](try Data(contentsOf: url))), "\(url.path) decodes")
        return MainActor.assumeIsolated {
            let image = ImageSurface(pixels)
            var rgb: [UInt8] = []
            rgb.reserveCapacity(image.width * image.height * 3)
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image.pixel(x: x, y: y)
                    rgb += [p.red, p.green, p.blue]
                }
            }
            return Picture(width: image.width, height: image.height, rgb: rgb)
        }
    }

    private func isSky(_ rgb: [Int]) -> Bool {
        zip(rgb, [40, 120, 200]).allSatisfy { abs($0 - $1) <= 6 }
    }

    func testThePNGIsTheCanvasAtItsOwnSize() throws {
        let url = folder.appendingPathComponent("Sky.png")
        try EmojiArtExport.write(try art(), as: .png, to: url)
        let image = try picture(at: url)
        XCTAssertEqual([image.width, image.height], [300, 200], "one pixel per canvas point")
        XCTAssertTrue(isSky(image.pixel(10, 190)), "the background in a corner: \(image.pixel(10, 190))")
        XCTAssertFalse(isSky(image.pixel(150, 100)), "the emoji at its place: \(image.pixel(150, 100))")
        XCTAssertFalse(isSky(image.pixel(260, 40)), "the second emoji at its place")
        XCTAssertTrue(isSky(image.pixel(150, 160)), "below the 60-point emoji, the background again")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertEqual(leftovers, ["Sky.png"], "no temporary file left")
    }

    func testABlankCanvasExportsAsWhitePaperOfTheBlankSize() throws {
        var art = EmojiArt()
        art.addEmoji("🐶", x: 400, y: 300)
        let url = folder.appendingPathComponent("Blank.png")
        try EmojiArtExport.write(art, as: .png, to: url)
        let image = try picture(at: url)
        XCTAssertEqual([image.width, image.height], [800, 600])
        XCTAssertEqual(image.pixel(5, 5), [255, 255, 255])
        XCTAssertNotEqual(image.pixel(400, 300), [255, 255, 255], "the dog at the centre")
    }

    func testThePDFIsOnePageOfTheCanvasSize() throws {
        let url = folder.appendingPathComponent("Sky.pdf")
        try EmojiArtExport.write(try art(), as: .pdf, to: url)
        let bytes = try Data(contentsOf: url)
        XCTAssertEqual(String(decoding: bytes.prefix(5), as: UTF8.self), "%PDF-")
        // `Pages:           1`: the lines with their spaces collapsed.
        let info = try PopplerTools.run("pdfinfo", url.path).split(separator: "\n").map {
            $0.split(separator: " ").joined(separator: " ")
        }
        XCTAssertTrue(info.contains("Pages: 1"), "\(info)")
        XCTAssertTrue(info.contains("Page size: 300 x 200 pts"), "\(info)")
        // At 72 dots per inch, one pixel per point: the PNG's size.
        let prefix = folder.appendingPathComponent("page").path
        _ = try PopplerTools.run("pdftoppm", "-r", "72", "-png", "-singlefile", url.path, prefix)
        let page = try picture(at: URL(fileURLWithPath: prefix + ".png"))
        XCTAssertEqual([page.width, page.height], [300, 200])
        XCTAssertTrue(isSky(page.pixel(10, 190)), "the background: \(page.pixel(10, 190))")
        XCTAssertFalse(isSky(page.pixel(150, 100)), "the emoji: \(page.pixel(150, 100))")
    }

    func testAnUnwritableFolderIsReportedAndLeavesNothingBehind() throws {
        // A folder under a file: no one can write there, root included.
        let file = folder.appendingPathComponent("plain.txt")
        try Data("keep".utf8).write(to: file)
        let url = file.appendingPathComponent("Sky.png")
        XCTAssertThrowsError(try EmojiArtExport.write(try art(), as: .png, to: url)) { error in
            let problem = error as? EmojiArtExport.Problem
            XCTAssertEqual(
                problem?.description, "“Sky.png” could not be saved in \(file.path): Not a directory")
        }
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "keep")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["plain.txt"])
    }

    func testTheSuggestedNameIsTheDocumentsWithTheFormatsExtension() {
        XCTAssertEqual(EmojiArtExport.suggestedName(forDocumentNamed: "Sky", .png), "Sky.png")
        XCTAssertEqual(EmojiArtExport.suggestedName(forDocumentNamed: "Sky 2", .pdf), "Sky 2.pdf")
    }
}
