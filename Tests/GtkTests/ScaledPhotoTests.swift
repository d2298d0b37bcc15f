import Foundation
@testable import Gtk
import XCTest

/// A chosen photo made ready to keep: decoded, scaled down to fit, encoded as PNG; what is
/// no image, or a damaged one, is refused. No display needed.
final class ScaledPhotoTests: XCTestCase {
    /// The bytes of a `width` × `height` PNG, red on the left half and blue on the right.
    @MainActor
    private static func pngBytes(width: Int, height: Int) throws -> [UInt8] {
        let surface = ImageSurface(width: width, height: height)
        let context = surface.context
        context.setColor(red: 1, green: 0, blue: 0)
        context.rectangle(0, 0, Double(width) / 2, Double(height))
        context.fill()
        context.setColor(red: 0, green: 0, blue: 1)
        context.rectangle(Double(width) / 2, 0, Double(width) / 2, Double(height))
        context.fill()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scaled-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try surface.writePNG(to: path)
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    func testALargePhotoIsScaledDownToTheLongestSideKeepingItsShape() throws {
        try MainActor.assumeIsolated {
            let wide = try ScaledPhoto.png(from: try Self.pngBytes(width: 2000, height: 1000), longestSide: 1024)
            XCTAssertEqual(wide.width, 1024)
            XCTAssertEqual(wide.height, 512)
            XCTAssertEqual(Array(wide.png.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG")
            XCTAssertEqual(DecodedImage.size(of: wide.png)?.width, 1024, "the copy decodes at its size")
            let tall = try ScaledPhoto.png(from: try Self.pngBytes(width: 600, height: 3000), longestSide: 1024)
            XCTAssertEqual(tall.height, 1024)
            XCTAssertEqual(tall.width, 205)
        }
    }

    func testASmallPhotoIsNotScaledUp() throws {
        try MainActor.assumeIsolated {
            let small = try ScaledPhoto.png(from: try Self.pngBytes(width: 300, height: 200), longestSide: 1024)
            XCTAssertEqual(small.width, 300)
            XCTAssertEqual(small.height, 200)
        }
    }

    func testWhatIsNoImageIsRefused() {
        XCTAssertThrowsError(
            try ScaledPhoto.png(from: Array("Dear reader, this is a letter.\n".utf8), longestSide: 1024)
        ) {
            XCTAssertEqual($0 as? ScaledPhoto.Failure, .notAnImage)
        }
        XCTAssertThrowsError(try ScaledPhoto.png(from: [], longestSide: 1024)) {
            XCTAssertEqual($0 as? ScaledPhoto.Failure, .notAnImage)
        }
    }

    func testADamagedImageIsRefused() throws {
        try MainActor.assumeIsolated {
            let whole = try Self.pngBytes(width: 400, height: 300)
            for cut in [60, whole.count / 2, whole.count - 8] {
                XCTAssertThrowsError(try ScaledPhoto.png(from: Array(whole.prefix(cut)), longestSide: 1024)) { error in
                    guard case .damaged = error as? ScaledPhoto.Failure else {
                        return XCTFail("\(error) is not .damaged")
                    }
                }
            }
            var garbled = whole
            for index in 40..<whole.count - 20 { garbled[index] ^= 0x5A }
            XCTAssertThrowsError(try ScaledPhoto.png(from: garbled, longestSide: 1024), "its chunks fail their checks")
        }
    }

    func testFilesCutShortAreToldByTheirMissingEnd() {
        XCTAssertTrue(ScaledPhoto.endsEarly([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]))
        XCTAssertFalse(ScaledPhoto.endsEarly([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 0xFF, 0xD9]))
        XCTAssertTrue(ScaledPhoto.endsEarly(Array("GIF89a...".utf8)))
        XCTAssertFalse(ScaledPhoto.endsEarly(Array("GIF89a..;".utf8)))
        XCTAssertFalse(ScaledPhoto.endsEarly(Array("<svg/>".utf8)), "other formats are the decoder's to judge")
    }

    func testTheFittedSize() {
        XCTAssertTrue(ScaledPhoto.fitted(width: 4000, height: 3000, longestSide: 1024) == (1024, 768))
        XCTAssertTrue(ScaledPhoto.fitted(width: 1024, height: 10, longestSide: 1024) == (1024, 10))
        XCTAssertTrue(ScaledPhoto.fitted(width: 5000, height: 1, longestSide: 1024) == (1024, 1))
    }
}
