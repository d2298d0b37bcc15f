import Foundation
import Gtk
import RichText
import XCTest
import XDGTestSupport

@testable import Machismo

/// Export as PDF and Print in a real window, read back with poppler: the words (pdftotext),
/// a coloured word's pixels (pdftoppm), pages of the locale's paper, and Print's pages
/// printed to a file through GtkPrintOperation's export.
final class AttributorExportTests: XCTestCase {
    private var home: TemporaryHome!

    override func setUpWithError() throws {
        home = try TemporaryHome("attributor-export")
    }

    override func tearDown() {
        home = nil
    }

    private func withAttributor(_ body: @MainActor (AttributorViewController) throws -> Void) throws {
        try AttributorScene.run(in: home) { scene in
            let attributor = scene.attributor
            var text = AttributedText(
                "Hello colourful world\n" + String(repeating: "More lines of text.\n", count: 120))
            text.addAttribute(.color(.red), range: 6..<15)
            text.addAttribute(.outline(true), range: 16..<21)
            attributor.document.textStorage.load(text)
            try body(attributor)
        }
    }

    func testExportAsPDFWritesTheWordsColoursAndPages() throws {
        let pdf = home.url.appendingPathComponent("Out.pdf")
        try withAttributor { attributor in
            attributor.exportPDF(to: pdf)
        }
        let words = try PopplerTools.run("pdftotext", "-layout", pdf.path, "-")
        XCTAssertTrue(words.contains("Hello colourful world"), words)
        XCTAssertGreaterThan(pageCount(words), 1, "120 lines take pages")
        XCTAssertEqual(
            words.components(separatedBy: "More lines of text.").count - 1, 120, "no line lost between pages")
        XCTAssertTrue(try PopplerTools.run("pdfinfo", pdf.path).contains(Self.paperLine), "the locale's paper")
        let (red, black) = try redAndBlackPixels(of: pdf)
        XCTAssertGreaterThan(red, 100, "colourful is red")
        XCTAssertGreaterThan(black, 500, "the rest is black")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: home.url.path).filter {
            $0.hasSuffix(".tmp")
        }
        XCTAssertEqual(leftovers, [], "written atomically")
    }

    func testPrintDrawsTheSamePagesThroughGtkPrintOperation() throws {
        let printed = home.url.appendingPathComponent("Printed.pdf")
        let exported = home.url.appendingPathComponent("Exported.pdf")
        try withAttributor { attributor in
            attributor.exportPDF(to: exported)
            var done = false
            attributor.printDocument(exportFilename: printed.path) { done = true }
            XCTAssertTrue(iterateMainLoop(until: { done }), "the print operation ended")
        }
        let words = try PopplerTools.run("pdftotext", "-layout", printed.path, "-")
        XCTAssertTrue(words.contains("Hello colourful world"), words)
        XCTAssertEqual(
            pageCount(words), pageCount(try PopplerTools.run("pdftotext", exported.path, "-")), "as exported")
        XCTAssertEqual(words.components(separatedBy: "More lines of text.").count - 1, 120)
        let (red, _) = try redAndBlackPixels(of: printed)
        XCTAssertGreaterThan(red, 100, "printed in colour")
    }

    /// The pages pdftotext read (it ends each with a form feed).
    private func pageCount(_ words: String) -> Int { words.filter { $0 == "\u{0C}" }.count }

    /// A4's line in pdfinfo, or US Letter's where the locale's paper is that.
    private static var paperLine: String {
        let paper = MainActor.assumeIsolated { TextPages.defaultPaperSize }
        return paper.width < 600 && paper.height > 800 ? "595.276 x 841.89 pts (A4)" : "612 x 792 pts (letter)"
    }

    /// Red and black pixels of the first page rendered at 72 dpi.
    private func redAndBlackPixels(of pdf: URL) throws -> (red: Int, black: Int) {
        let prefix = home.url.appendingPathComponent("page").path
        _ = try PopplerTools.run("pdftoppm", "-r", "72", "-f", "1", "-l", "1", pdf.path, prefix)
        let data = try Data(contentsOf: URL(fileURLWithPath: prefix + "-1.ppm"))
        // P6\nW H\n255\n then RGB bytes.
        var fields = 0
        var start = 0
        for (index, byte) in data.enumerated() where byte == 0x0A || byte == 0x20 {
            fields += 1
            if fields == 4 {
                start = index + 1
                break
            }
        }
        var red = 0
        var black = 0
        var index = start
        while index + 2 < data.count {
            let (r, g, b) = (data[index], data[index + 1], data[index + 2])
            if r > 200 && g < 80 && b < 80 { red += 1 }
            if r < 60 && g < 60 && b < 60 { black += 1 }
            index += 3
        }
        return (red, black)
    }
}
