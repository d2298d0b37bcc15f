import CarValet
import EmojiArt
import EmojiArtDrawing
import FaceDrawing
import FaceIt
import Foundation
import Gtk
@testable import Machismo
import Navigation
import Storage
import Storyboard
import XCTest
import XDGTestSupport

/// The touchpad's pinch and rotation in real windows: FaceIt's face zooms and its brows
/// follow a turn, Car Images zooms (within 1–4, Reset Zoom enabled), an EmojiArt emoji
/// grows and the canvas zooms. Xvfb has no touchpad, so `GesturePlayback` emits the
/// signals of the gesture controllers each view holds, as GTK does while two fingers move.
final class FaceItGestureTests: XCTestCase {
    func testAPinchZoomsTheFaceAndATurnMovesTheBrows() throws {
        try MainActor.assumeIsolated {
            let faceIt = FaceItViewController()
            let tabBar = TabBarController()
            tabBar.setViewControllers([faceIt])
            let (window, storyboard) = try makeTestWindow(root: tabBar)
            defer {
                storyboard.disappear()
                window.destroy()
            }
            let face = try XCTUnwrap(faceIt.emotions.show(.happy, animated: false))
            XCTAssertEqual(face.scale, 0.9)
            XCTAssertTrue(GesturePlayback.pinch(face.faceView, scales: [1.1, 1.3, 1.5]))
            XCTAssertEqual(face.scale, 1.35, accuracy: 1e-9, "the pinch's scale since it began, once")
            XCTAssertEqual(face.faceView.scale, face.scale, accuracy: 1e-9, "the view follows")
            GesturePlayback.pinch(face.faceView, scales: [0.5])
            XCTAssertEqual(face.scale, 0.675, accuracy: 1e-9, "a new pinch starts from the zoom it left")
            GesturePlayback.pinch(face.faceView, scales: [0.1])
            XCTAssertEqual(face.scale, FaceGeometry.scaleRange.lowerBound, "kept within its range")

            XCTAssertEqual(face.expression.eyeBrows, .normal)
            XCTAssertTrue(GesturePlayback.rotate(face.faceView, angles: [0.2, 0.4]))
            XCTAssertEqual(face.expression.eyeBrows, .furrowed, "a clockwise turn of one step furrows")
            GesturePlayback.rotate(face.faceView, angles: [-0.2, -0.4, -0.75])
            XCTAssertEqual(face.expression.eyeBrows, .relaxed, "two steps back the other way relax")
            GesturePlayback.rotate(face.faceView, angles: [0.3])
            XCTAssertEqual(face.expression.eyeBrows, .relaxed, "less than a step changes nothing")
            XCTAssertEqual(face.faceView.accessibleDescription, "Face: eyes open, brows relaxed, smiling")
        }
    }
}

final class CarImagesGestureTests: XCTestCase {
    func testAPinchZoomsThePicturesWithinTheirRange() throws {
        let home = try TemporaryHome("gestures")
        try MainActor.assumeIsolated {
            let garage = Garage(directories: home.directories)
            garage.add(Car(make: "Ford", model: "Model T", year: 1908, fuelGallons: 10))
            let carValet = CarValetViewController(
                garage: garage, settings: SettingsStore(directories: home.directories))
            let navigation = NavigationController(rootViewController: carValet)
            let (window, storyboard) = try makeTestWindow(root: navigation)
            defer {
                storyboard.disappear()
                window.destroy()
            }
            carValet.imagesItem.perform()
            let images = try XCTUnwrap(navigation.topViewController as? CarImagesViewController)
            settleMainLoop()
            XCTAssertFalse(images.resetZoomItem.isEnabled)
            XCTAssertTrue(GesturePlayback.pinch(images.strip, scales: [1.2, 1.6, 2]))
            XCTAssertEqual(images.zoom, 2, accuracy: 1e-9)
            XCTAssertEqual(images.strip.zoom, 2, accuracy: 1e-9)
            XCTAssertTrue(images.resetZoomItem.isEnabled)
            settleMainLoop()
            XCTAssertEqual(images.strip.pictures[0].width, 960, "the picture is laid out twice as wide")
            GesturePlayback.pinch(images.strip, scales: [2, 4])
            XCTAssertEqual(images.zoom, 4, "kept at 4×")
            GesturePlayback.pinch(images.strip, scales: [0.5, 0.1])
            XCTAssertEqual(images.zoom, 1, "and at 1×")
            XCTAssertFalse(images.resetZoomItem.isEnabled)
        }
    }
}

final class EmojiArtGestureTests: EmojiArtTestCase {
    func testAPinchOnAnEmojiResizesItAndOnTheCanvasZoomsIt() throws {
        try withBrowserOnScreen { scene in
            let page = try scene.newDocument()
            defer { page.dismiss(animated: false) }
            page.canvas.addEmoji("🐶", x: 120, y: 80)
            let emoji = try XCTUnwrap(page.canvas.emojiView(withID: 1))
            XCTAssertEqual(page.document?.art.emojis.map(\.size), [40])
            XCTAssertTrue(GesturePlayback.pinch(emoji, scales: [1.2, 1.5]))
            XCTAssertEqual(page.document?.art.emojis.map(\.size), [60], "40 × 1.5, from the size the pinch began at")
            XCTAssertEqual(page.canvas.art.emojis.map(\.size), [60], "the canvas shows it")
            GesturePlayback.pinch(emoji, scales: [3, 100])
            XCTAssertEqual(page.document?.art.emojis.map(\.size), [EmojiArt.sizeRange.upperBound])

            XCTAssertTrue(GesturePlayback.pinch(page.canvas, scales: [1.5, 2]))
            XCTAssertEqual(page.canvas.zoom, 2, accuracy: 1e-9)
            XCTAssertFalse(GesturePlayback.rotate(page.canvas, angles: [1]), "the canvas does not turn")
        }
    }
}
