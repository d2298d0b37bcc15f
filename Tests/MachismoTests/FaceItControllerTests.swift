import FaceDrawing
import FaceIt
import Gtk
@testable import Machismo
import Navigation
import Storyboard
import XCTest

/// The FaceIt tab in a real window: the segues' preparation, the keys, the
/// collapsed stack and what comes back on the next launch.
final class FaceItControllerTests: XCTestCase {
    /// A window whose tabs are `faceIt` and a page elsewhere, `width` wide.
    @MainActor
    private static func makeWindow(_ faceIt: FaceItViewController, width: Int = 1000) throws -> (
        Window, StoryboardWindow
    ) {
        let tabBar = TabBarController()
        tabBar.setViewControllers([faceIt, NavigationController(rootViewController: ElsewherePage())])
        return try makeTestWindow(root: tabBar, width: width)
    }

    @MainActor
    private static func close(_ window: Window, _ storyboard: StoryboardWindow) {
        storyboard.disappear()
        window.destroy()
    }

    func testEachRowPreparesTheFaceWithItsEmotionAndTitle() throws {
        try MainActor.assumeIsolated {
            let faceIt = FaceItViewController()
            let (window, storyboard) = try Self.makeWindow(faceIt)
            defer { Self.close(window, storyboard) }
            XCTAssertTrue(faceIt.isShowingPlaceholderDetail)
            XCTAssertEqual(window.title, "FaceIt", "a face of its own before any emotion is chosen")
            XCTAssertEqual(
                faceIt.emotions.segueDestinations, [], "no pages of their own: --list-scenes shows faceit alone")
            for emotion in Emotion.allCases {
                let face = try XCTUnwrap(faceIt.emotions.show(emotion, animated: false))
                XCTAssertTrue(faceIt.detail === face, "a fresh face beside the list")
                XCTAssertEqual(face.expression, emotion.expression)
                XCTAssertEqual(face.title, emotion.name)
                XCTAssertEqual(window.title, emotion.name)
                XCTAssertEqual(face.faceView.accessibleDescription, emotion.expression.accessibleDescription)
                XCTAssertEqual(faceIt.emotions.currentEmotion, emotion, "its row is marked")
            }
            XCTAssertEqual(
                faceIt.shownFace?.faceView.accessibleDescription, "Sad: eyes closed, brows relaxed, frowning")
            XCTAssertEqual(faceIt.shownFace?.faceView.accessibleLabel, "Face")
            XCTAssertTrue(faceIt.shownFace?.faceView.isFocusable ?? false)
            XCTAssertTrue(faceIt.shownFace?.view === faceIt.shownFace?.faceView, "the face view is the page")
        }
    }

    func testEverySegueMakesAFreshFaceAndAReplacedFaceIsFreed() throws {
        try MainActor.assumeIsolated {
            let faceIt = FaceItViewController()
            let (window, storyboard) = try Self.makeWindow(faceIt)
            defer { Self.close(window, storyboard) }
            weak let happy = faceIt.emotions.show(.happy, animated: false)
            XCTAssertNotNil(happy)
            settleMainLoop()
            let sad = faceIt.emotions.show(.sad, animated: false)
            settleMainLoop()
            XCTAssertNil(happy, "the face Sad replaced is freed")
            XCTAssertFalse(sad === happy)

            window.defaultSize = (500, 700)
            storyboard.layOutSplitViews()
            weak let pushed = faceIt.emotions.show(.angry, animated: false)
            XCTAssertTrue(faceIt.master.viewControllers.last === pushed)
            _ = faceIt.master.popViewController(animated: false)
            settleMainLoop()
            // The split view keeps its popped detail until it expands or shows another one
            // (SplitViewController.expand), as it does for Scores.
            window.defaultSize = (1000, 700)
            storyboard.layOutSplitViews()
            settleMainLoop()
            XCTAssertNil(pushed, "a popped face is freed once the split view lets it go")
            XCTAssertTrue(faceIt.isShowingPlaceholderDetail)
        }
    }

    func testKeysChangeTheExpressionAndItsDescription() throws {
        try MainActor.assumeIsolated {
            let faceIt = FaceItViewController()
            let (window, storyboard) = try Self.makeWindow(faceIt)
            defer { Self.close(window, storyboard) }
            let face = try XCTUnwrap(faceIt.emotions.show(.happy, animated: false))
            let press = { (key: UInt32) in face.perform(try XCTUnwrap(FaceView.action(forKey: key))) }
            try press(Key.down)
            XCTAssertEqual(face.expression.mouth, .grin)
            try press(Key.space)
            XCTAssertEqual(face.faceView.accessibleDescription, "Face: eyes closed, grinning")
            try press(Key.right)
            try press(Key.right)
            XCTAssertEqual(face.expression.eyeBrows, .furrowed, "clamped at furrowed")
            try press(Key.left)
            XCTAssertEqual(face.expression.eyeBrows, .normal)
            for _ in 0..<5 { try press(Key.down) }
            XCTAssertEqual(face.expression.mouth, .frown, "clamped at a frown")
            try press(Key.space)
            try press(Key.right)
            XCTAssertEqual(face.expression, FacialExpression(eyes: .open, eyeBrows: .furrowed, mouth: .frown))
            for _ in 0..<3 { try press(Key.up) }
            XCTAssertEqual(face.faceView.accessibleDescription, "Mischievous: eyes open, brows furrowed, grinning")
            XCTAssertEqual(face.title, "Happy", "the title stays the emotion it was prepared with")

            XCTAssertEqual(face.scale, 0.9)
            try press(Key.zoomIn.first!)
            XCTAssertEqual(face.scale, 0.99, accuracy: 1e-9)
            for _ in 0..<40 { try press(Key.zoomOut.first!) }
            XCTAssertEqual(face.scale, FaceGeometry.scaleRange.lowerBound, "zoom stops at its limit")
            XCTAssertNil(FaceView.action(forKey: UInt32(Character("q").asciiValue!)))
        }
    }

    func testANarrowWindowPushesTheFaceOnTheList() throws {
        try MainActor.assumeIsolated {
            let faceIt = FaceItViewController()
            let (window, storyboard) = try Self.makeWindow(faceIt)
            defer { Self.close(window, storyboard) }
            window.defaultSize = (500, 700)
            storyboard.layOutSplitViews()
            XCTAssertTrue(faceIt.isCollapsed)
            XCTAssertEqual(faceIt.master.viewControllers.count, 1, "the untouched face is not pushed")
            XCTAssertNil(faceIt.shownFace)
            let face = faceIt.emotions.show(.worried, animated: false)
            XCTAssertEqual(faceIt.master.viewControllers.count, 2)
            XCTAssertTrue(faceIt.master.viewControllers.last === face)
            XCTAssertEqual(window.title, "Worried")
            XCTAssertEqual(storyboard.activeNavigationController?.backButtonTitle, "Emotions")
            window.defaultSize = (1000, 700)
            storyboard.layOutSplitViews()
            XCTAssertFalse(faceIt.isCollapsed)
            XCTAssertTrue(faceIt.detail === face, "beside the list again")
        }
    }

    func testTheFaceAndItsZoomComeBack() throws {
        try MainActor.assumeIsolated {
            let faceIt = FaceItViewController()
            XCTAssertEqual(faceIt.encodeRestorableState(), [:], "nothing to keep while all is as it starts")
            let (window, storyboard) = try Self.makeWindow(faceIt)
            let face = try XCTUnwrap(faceIt.emotions.show(.mischievous, animated: false))
            face.perform(.toggleEyes)
            face.perform(.zoom(by: 0.5))
            let saved = faceIt.encodeRestorableState()
            XCTAssertEqual(
                saved,
                [
                    "emotion": "Mischievous", "eyes": "closed", "brows": "furrowed", "mouth": "grin",
                    "scale": 0.45,
                ])
            Self.close(window, storyboard)

            let again = FaceItViewController()
            again.decodeRestorableState(saved)
            let (window2, storyboard2) = try Self.makeWindow(again)
            defer { Self.close(window2, storyboard2) }
            let restored = try XCTUnwrap(again.shownFace)
            XCTAssertEqual(restored.title, "Mischievous")
            XCTAssertEqual(restored.expression, FacialExpression(eyes: .closed, eyeBrows: .furrowed, mouth: .grin))
            XCTAssertEqual(restored.scale, 0.45, accuracy: 1e-9)
            XCTAssertEqual(restored.faceView.accessibleDescription, "Face: eyes closed, brows furrowed, grinning")

            let placeholder = FaceItViewController()
            placeholder.decodeRestorableState([
                "eyes": "squinting", "brows": "normal", "mouth": "smile", "scale": "1.2",
            ])
            XCTAssertEqual(placeholder.shownFace?.expression, FacialExpression(eyes: .squinting, mouth: .smile))
            XCTAssertEqual(placeholder.shownFace?.title, "FaceIt")
            let broken = FaceItViewController()
            broken.decodeRestorableState(["eyes": "wide", "brows": "normal", "mouth": "smile"])
            XCTAssertEqual(broken.shownFace?.expression, FacialExpression(), "an unknown state changes nothing")
        }
    }

    /// NaN passes through `min` and `max`: a zoom of NaN from a damaged file stayed NaN.
    func testAZoomThatIsNotANumberIsTheDefault() {
        MainActor.assumeIsolated {
            let face = FaceViewController()
            face.scale = .nan
            XCTAssertEqual(face.scale, FaceGeometry.defaultScale)
            face.scale = .infinity
            XCTAssertEqual(face.scale, FaceGeometry.scaleRange.upperBound)
        }
    }
}
