import CarValet
import Foundation
import Gtk
@testable import Machismo
import Navigation
import Storage
import Storyboard
import XDGTestSupport
import XCTest

/// Car Images and About CarValet, pushed from CarValet in a real window: a picture per
/// car (or the samples), named for screen readers; the car CarValet showed prepared and
/// scrolled to; the zoom kept within 1–4 and Reset Zoom enabled only while zoomed, animated
/// back (or at once without animation); the state round trip; pictures really drawn larger
/// and rendered again at their new pixel size when zoomed; both pages freed once popped.
final class CarImagesControllerTests: XCTestCase {
    private var home: TemporaryHome!

    override func setUpWithError() throws {
        home = try TemporaryHome("carimages")
    }

    override func tearDown() {
        home = nil
    }

    /// Runs `body` with CarValet on screen over a garage holding `cars` (`CarValetScene`).
    private func withCarValet(cars: [Car] = [], _ body: @MainActor (CarValetScene) throws -> Void) throws {
        try CarValetScene.run(in: home, cars: cars, body)
    }

    private static let cars = [
        Car(make: "Ford", model: "Model T", year: 1908, fuelGallons: 10),
        Car(make: "Honda", model: "Accord", year: 2020, fuelGallons: 12.5),
        Car(make: "Volkswagen", model: "Beetle", year: 1968, fuelGallons: 5),
    ]

    func testOnePicturePerCarInOrderNamedAfterItStartingOnTheCarCarValetShowed() throws {
        try withCarValet(cars: Self.cars) { scene in
            scene.carValet.nextItem.perform()
            XCTAssertEqual(scene.carValet.imagesItem.iconName, "image-x-generic-symbolic")
            XCTAssertEqual(scene.carValet.imagesItem.title, "Car Images")
            let images = try scene.openImages()
            XCTAssertEqual(images.title, "Car Images")
            XCTAssertEqual(images.restorationIdentifier, "car-images")
            XCTAssertTrue(images.toolbarItems.isEmpty)
            XCTAssertFalse(scene.navigation.isToolbarVisible, "no toolbar on Car Images")
            XCTAssertEqual(images.navigationItem.rightBarButtonItems.map(\.title), ["Reset Zoom"])
            XCTAssertEqual(images.carIndex, 1, "prepared with the car CarValet showed")
            XCTAssertEqual(
                images.strip.pictures.map(\.accessibleLabel),
                ["Ford Model T, 1908", "Honda Accord, 2020", "Volkswagen Beetle, 1968"])
            XCTAssertEqual(images.numberLabel.text, "Car Number: 2")
            XCTAssertFalse(images.samplesHint.isVisible)
            XCTAssertTrue(
                iterateMainLoop(until: {
                    images.strip.pictureOnShow == 1 && images.strip.horizontalAdjustment.value > 0
                }),
                "the strip scrolls to the second car once laid out")
            settleMainLoop()
            XCTAssertEqual(images.carIndex, 1)
            XCTAssertTrue(images.strip.isFocusable, "the strip takes the keyboard")
            // The pictures follow the cars, each drawing chosen by the car and kept.
            XCTAssertEqual(
                scene.garage.cars.map { CarPictureKind(car: $0) },
                scene.garage.cars.map { CarPictureKind(car: $0) })
        }
    }

    func testTheFiveSamplesWhenTheGarageIsEmpty() throws {
        try withCarValet { scene in
            let images = try scene.openImages()
            XCTAssertEqual(
                images.strip.pictures.map(\.accessibleLabel),
                [
                    "A red sedan", "A blue hatchback", "A green pickup truck", "A yellow sports coupe",
                    "A white passenger van",
                ])
            XCTAssertEqual(images.numberLabel.text, "Sample 1")
            XCTAssertTrue(images.samplesHint.isVisible)
            XCTAssertEqual(
                CarPictureKind.allCases.compactMap(\.url).filter { FileManager.default.fileExists(atPath: $0.path) }
                    .count,
                5, "the five drawings are found in the data folder")
        }
    }

    func testTheZoomStaysWithinOneToFourAndResetZoomIsEnabledOnlyWhileZoomed() throws {
        try withCarValet(cars: Self.cars) { scene in
            let images = try scene.openImages()
            XCTAssertEqual(images.zoom, 1)
            XCTAssertFalse(images.resetZoomItem.isEnabled, "nothing to reset at 1×")
            images.zoom(by: 1.25)
            XCTAssertEqual(images.zoom, 1.25)
            XCTAssertTrue(images.resetZoomItem.isEnabled, "enabled as soon as zoomed")
            images.zoom(by: 100)
            XCTAssertEqual(images.zoom, 4, "at most 4×")
            images.zoom(by: 0.001)
            XCTAssertEqual(images.zoom, 1, "at least 1×")
            XCTAssertFalse(images.resetZoomItem.isEnabled, "zooming back to 1× by hand disables it")

            // Reset Zoom animates back, enabled until it gets there.
            DesktopSettings.enablesAnimations = true
            images.setZoom(3)
            images.resetZoomItem.perform()
            XCTAssertTrue(images.isResettingZoom)
            XCTAssertTrue(images.resetZoomItem.isEnabled, "enabled while it animates")
            // The frames come as fast as the machine allows (a loaded one may skip straight to
            // the end): the path is checked on the animation's own curve.
            let path = stride(from: 0.0, through: 0.3, by: 0.05).map {
                CarImagesViewController.resetZoom(from: 3, after: $0)
            }
            XCTAssertEqual(path.first, 3)
            XCTAssertTrue(zip(path, path.dropFirst()).allSatisfy { $0 >= $1 }, "never turns back: \(path)")
            XCTAssertTrue(path.contains { $0 > 1 && $0 < 3 }, "goes through zooms in between: \(path)")
            XCTAssertEqual(CarImagesViewController.resetZoom(from: 3, after: CarImagesViewController.resetSeconds), 1)
            XCTAssertTrue(iterateMainLoop(until: { !images.isResettingZoom }, timeout: 3))
            XCTAssertEqual(images.zoom, 1)
            XCTAssertFalse(images.resetZoomItem.isEnabled)

            // Without animations (the desktop's reduce animation) it is immediate.
            DesktopSettings.enablesAnimations = false
            defer { DesktopSettings.enablesAnimations = true }
            images.setZoom(2)
            images.resetZoomItem.perform()
            XCTAssertFalse(images.isResettingZoom)
            XCTAssertEqual(images.zoom, 1)
            XCTAssertFalse(images.resetZoomItem.isEnabled)
        }
    }

    func testTheCarOnShowAndTheZoomRoundTrip() throws {
        try withCarValet(cars: Self.cars) { scene in
            let images = try scene.openImages()
            XCTAssertEqual(images.encodeRestorableState(), [:], "a fresh page needs no saving")
            images.setZoom(2.5)
            images.carIndex = 2
            let state = images.encodeRestorableState()
            XCTAssertEqual(state, ["car": 2, "zoom": 2.5])

            let restored = CarImagesViewController(garage: scene.garage)
            restored.decodeRestorableState(state)
            XCTAssertEqual(restored.carIndex, 2)
            XCTAssertEqual(restored.zoom, 2.5)
            XCTAssertTrue(restored.resetZoomItem.isEnabled)
            restored.decodeRestorableState(["zoom": 9, "car": -1])
            XCTAssertEqual(restored.zoom, 4, "brought within range")
            XCTAssertEqual(restored.carIndex, 2, "a negative car is ignored")
            restored.decodeRestorableState(["zoom": "big"])
            XCTAssertEqual(restored.zoom, 4, "a value that is no number is ignored")

            // Restored onto the page on screen: the strip zooms and scrolls to the car.
            scene.navigation.popViewController(animated: false)
            settleMainLoop()
            let reopened = try scene.openImages()
            reopened.decodeRestorableState(state)
            XCTAssertEqual(reopened.strip.zoom, 2.5)
            XCTAssertTrue(iterateMainLoop(until: { reopened.strip.pictureOnShow == 2 }), "scrolled to the third car")
            settleMainLoop()
            XCTAssertEqual(reopened.numberLabel.text, "Car Number: 3")
        }
    }

    /// The red sedan (the first sample) drawn at 1× and 2×: its red pixels span twice as
    /// wide, and the picture is rendered again at its new size in device pixels rather than
    /// stretched (which is what keeps it crisp).
    func testAZoomedPictureIsReallyDrawnLargerAndRenderedAtItsNewSize() throws {
        try withCarValet { scene in
            let images = try scene.openImages()
            settleMainLoop(seconds: 0.3)
            let sedan = images.strip.pictures[0]
            sedan.renderNow()
            let small = Self.redExtent(sedan.renderImage(background: nil))
            XCTAssertEqual(sedan.renderedPixelSize?.width, sedan.width * sedan.scaleFactor)

            images.setZoom(2)
            XCTAssertTrue(iterateMainLoop(until: { sedan.width == 2 * Int(CarStripLayout.pictureWidth) }))
            XCTAssertTrue(
                iterateMainLoop(until: { sedan.renderedPixelSize?.width == 960 * sedan.scaleFactor }, timeout: 30),
                "rendered again at 2× once the size held")
            XCTAssertEqual(sedan.renderedPixelSize?.height, 540 * sedan.scaleFactor)
            let large = Self.redExtent(sedan.renderImage(background: nil))
            XCTAssertGreaterThan(small, 200, "the sedan is drawn")
            XCTAssertEqual(
                Double(large) / Double(small), 2, accuracy: 0.05, "\(small) px wide at 1×, \(large) px at 2×")
        }
    }

    /// The width, in pixels, that the car's red paint spans.
    @MainActor
    private static func redExtent(_ image: ImageSurface) -> Int {
        var minX = Int.max, maxX = Int.min
        for y in stride(from: 0, to: image.height, by: 3) {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                guard pixel.alpha > 200, pixel.red > 150, pixel.green < 90, pixel.blue < 90 else { continue }
                minX = min(minX, x)
                maxX = max(maxX, x)
            }
        }
        return maxX >= minX ? maxX - minX + 1 : 0
    }

    func testAboutCarValetIsBuiltInCodeWithoutAToolbarAndBothPagesAreFreedWhenPopped() throws {
        try withCarValet(cars: Self.cars) { scene in
            XCTAssertEqual(scene.carValet.aboutItem.iconName, "help-about-symbolic")
            XCTAssertEqual(scene.carValet.aboutItem.title, "About CarValet")
            XCTAssertEqual(scene.carValet.segueDestinations, ["about-carvalet", "car-images", "edit-car", "garage"])
            XCTAssertTrue(scene.navigation.isToolbarVisible, "CarValet has its toolbar")
            weak var weakAbout: AboutCarValetViewController?
            weak var weakImages: CarImagesViewController?
            var probes: [FinalizationProbe] = []
            do {
                scene.carValet.aboutItem.perform()
                let about = try XCTUnwrap(scene.navigation.topViewController as? AboutCarValetViewController)
                weakAbout = about
                XCTAssertEqual(about.title, "About CarValet")
                XCTAssertEqual(about.restorationIdentifier, "about-carvalet")
                XCTAssertTrue(about.view is ScrolledWindow)
                XCTAssertFalse(scene.navigation.isToolbarVisible, "the toolbar hides on About CarValet")
                XCTAssertTrue(scene.navigation.goBack(animated: false))
                XCTAssertTrue(scene.navigation.isToolbarVisible)
                let images = try scene.openImages()
                weakImages = images
                probes = [FinalizationProbe(images.strip), FinalizationProbe(images.strip.pictures[0])]
                images.setZoom(2)
                XCTAssertTrue(scene.navigation.goBack(animated: false))
            }
            iterateMainLoop(until: { probes.allSatisfy(\.isFinalized) }, timeout: 30)
            XCTAssertNil(weakAbout, "the popped About CarValet page is freed")
            XCTAssertNil(weakImages, "the popped Car Images page is freed")
            XCTAssertTrue(probes.allSatisfy(\.isFinalized), "its strip and pictures are finalized")
        }
    }
}
