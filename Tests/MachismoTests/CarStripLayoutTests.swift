@testable import Machismo
import XCTest

/// The Car Images strip's geometry: sizes grow with the zoom, the picture most on show is
/// the one with the largest visible width, and centring a picture stays in range.
final class CarStripLayoutTests: XCTestCase {
    func testEverythingGrowsWithTheZoom() {
        let one = CarStripLayout(count: 3, zoom: 1), two = CarStripLayout(count: 3, zoom: 2)
        XCTAssertEqual(one.contentWidth, 24 + 480 + 24 + 480 + 24 + 480 + 24)
        XCTAssertEqual(two.contentWidth, 2 * one.contentWidth)
        XCTAssertEqual(two.contentHeight, 2 * one.contentHeight)
        XCTAssertEqual(two.pictureSize.width, 960)
    }

    func testThePictureMostOnShowHasTheLargestVisibleWidth() {
        let layout = CarStripLayout(count: 3, zoom: 1)
        XCTAssertEqual(layout.mostVisible(value: 0, page: 1000), 0)
        XCTAssertEqual(layout.mostVisible(value: 300, page: 1000), 1, "the second is whole, the first half gone")
        XCTAssertEqual(layout.mostVisible(value: layout.contentWidth - 1000, page: 1000), 2)
        XCTAssertEqual(CarStripLayout(count: 1, zoom: 1).mostVisible(value: 0, page: 1000), 0, "centred when narrower")
        XCTAssertNil(CarStripLayout(count: 0, zoom: 1).mostVisible(value: 0, page: 1000))
        let mirrored = CarStripLayout(count: 3, zoom: 1, mirrored: true)
        XCTAssertEqual(mirrored.mostVisible(value: 0, page: 1000), 2, "right to left, the last car is at the left")
    }

    func testCentringAPictureStaysInRange() {
        let layout = CarStripLayout(count: 3, zoom: 2)
        XCTAssertEqual(layout.value(centering: 0, page: 1000), 48 + 480 - 500)
        XCTAssertEqual(CarStripLayout(count: 3, zoom: 1).value(centering: 0, page: 1000), 0, "not before the start")
        XCTAssertEqual(
            CarStripLayout(count: 3, zoom: 1).value(centering: 2, page: 1000), 1536 - 1000,
            "not past the end")
        XCTAssertEqual(layout.value(centering: 1, page: 1000), 48 + 960 + 48 + 480 - 500)
        XCTAssertEqual(layout.value(centering: 9, page: 1000), layout.value(centering: 2, page: 1000), "the last car")
        XCTAssertEqual(layout.mostVisible(value: layout.value(centering: 1, page: 1000), page: 1000), 1)
    }
}
