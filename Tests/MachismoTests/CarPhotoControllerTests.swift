import Alerts
import CarValet
import Foundation
import Gtk
@testable import Machismo
import Navigation
import Storage
import Storyboard
import XDGTestSupport
import XCTest

/// A car's photo in a real window: Edit Car stores a scaled copy of the chosen image and
/// shows it in its shape, refuses a file that is no image or is damaged with a line under
/// the buttons (nothing changes), Remove Photo asks first; Car Images shows the photo in
/// place of the drawing; Delete takes the copy with the car.
final class CarPhotoControllerTests: XCTestCase {
    private var home: TemporaryHome!

    override func setUpWithError() throws {
        home = try TemporaryHome("carphoto")
    }

    override func tearDown() {
        home = nil
    }

    /// Runs `body` with CarValet on screen over a garage holding `cars` (`CarValetScene`).
    private func withCarValet(cars: [Car], _ body: @MainActor (CarValetScene) throws -> Void) throws {
        try CarValetScene.run(in: home, cars: cars, body)
    }

    /// Edit Car's photo from the file at `path`, as the chooser hands it over; waits for
    /// the import, read off the main thread.
    @MainActor
    private static func choose(_ editor: EditCarViewController, _ path: String) {
        editor.usePhoto(at: path)
        XCTAssertTrue(editor.isImportingPhoto)
        XCTAssertFalse(editor.photoField.chooseButton.isSensitive, "Choose Photo… waits for the import")
        XCTAssertTrue(iterateMainLoop(until: { !editor.isImportingPhoto }, timeout: 10), "the import ends")
        XCTAssertTrue(editor.photoField.chooseButton.isSensitive)
    }

    private static let ford = Car(make: "Ford", model: "Model T", year: 1908, fuelGallons: 10)
    private static let honda = Car(make: "Honda", model: "Accord", year: 2020, fuelGallons: 12.5)

    /// A `width` × `height` PNG in the test's home (the user's photo), its path.
    @MainActor
    private static func photo(_ name: String, in folder: URL, width: Int, height: Int) throws -> String {
        let surface = ImageSurface(width: width, height: height)
        surface.context.setColor(red: 0.2, green: 0.5, blue: 0.8)
        surface.context.rectangle(0, 0, Double(width), Double(height))
        surface.context.fill()
        let path = folder.appendingPathComponent(name).path
        try surface.writePNG(to: path)
        return path
    }

    func testAChosenPhotoIsCopiedScaledAndShownInItsShapeTheOriginalUntouched() throws {
        try withCarValet(cars: [Self.ford]) { scene in
            let editor = try scene.edit()
            let field = editor.photoField
            XCTAssertEqual(field.chooseButton.label, "Choose Photo…")
            XCTAssertFalse(field.removeButton.isSensitive, "no photo to remove yet")
            XCTAssertEqual(field.picture?.isPhoto, false, "the drawing until a photo is chosen")
            XCTAssertEqual(field.picture?.accessibleLabel, "Ford Model T, 1908")

            let original = try Self.photo("Tin Lizzie.png", in: scene.folder, width: 2400, height: 1800)
            let originalBytes = try Data(contentsOf: URL(fileURLWithPath: original))
            Self.choose(editor, original)
            XCTAssertFalse(field.problemLabel.isVisible)
            XCTAssertEqual(scene.garage.cars[0].hasPhoto, true)
            let copy = try XCTUnwrap(scene.garage.photoURL(of: scene.garage.cars[0]))
            XCTAssertTrue(copy.path.hasSuffix("car-photos/\(Self.ford.id.uuidString.lowercased()).png"))
            XCTAssertTrue(ScaledPhoto.size(ofFile: copy.path).map { $0 == (1024, 768) } ?? false, "at most 1024 px")
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: original)), originalBytes)
            XCTAssertTrue(field.removeButton.isSensitive)
            let picture = try XCTUnwrap(field.picture)
            XCTAssertTrue(picture.isPhoto)
            XCTAssertEqual(picture.accessibleLabel, "Photo of the Ford Model T, 1908")
            XCTAssertTrue(iterateMainLoop(until: { picture.width > 0 }), "the picture is laid out")
            picture.renderNow()
            XCTAssertTrue(
                picture.renderedPixelSize.map { $0 == (180, 135) } ?? false,
                "4:3 in the 16:9 box: as tall as the box, centred; got \(String(describing: picture.renderedPixelSize))"
            )
        }
    }

    func testAFileThatIsNoImageOrIsDamagedIsRefusedInlineAndNothingChanges() throws {
        try withCarValet(cars: [Self.ford]) { scene in
            let editor = try scene.edit()
            let good = try Self.photo("car.png", in: scene.folder, width: 800, height: 450)
            Self.choose(editor, good)
            let copy = try XCTUnwrap(scene.garage.photoURL(of: scene.garage.cars[0]))
            let stored = try Data(contentsOf: copy)

            let letter = scene.folder.appendingPathComponent("letter.png")
            try Data("Dear reader".utf8).write(to: letter)
            Self.choose(editor, letter.path)
            XCTAssertTrue(editor.photoField.problemLabel.isVisible)
            XCTAssertEqual(
                editor.photoField.problemLabel.text,
                "“letter.png” is not an image. Choose a photo in a format such as PNG or JPEG.")
            XCTAssertEqual(editor.photoField.chooseButton.accessibleDescription, editor.photoField.problemLabel.text)
            XCTAssertEqual(try Data(contentsOf: copy), stored, "the photo stays as it was")
            XCTAssertEqual(scene.garage.cars[0].hasPhoto, true)

            let cut = scene.folder.appendingPathComponent("cut.png")
            let whole = try Data(contentsOf: URL(fileURLWithPath: good))
            try whole.prefix(whole.count / 2).write(to: cut)
            Self.choose(editor, cut.path)
            XCTAssertEqual(
                editor.photoField.problemLabel.text,
                "“cut.png” is damaged and cannot be shown. The photo was not changed.")
            XCTAssertEqual(try Data(contentsOf: copy), stored)

            Self.choose(editor, scene.folder.appendingPathComponent("gone.png").path)
            XCTAssertTrue(editor.photoField.problemLabel.text.hasPrefix("“gone.png” could not be read ("))

            Self.choose(editor, good)
            XCTAssertFalse(editor.photoField.problemLabel.isVisible, "a good photo clears the problem")
        }
    }

    func testRemovePhotoAsksFirstThenShowsTheDrawingAgain() throws {
        try withCarValet(cars: [Self.ford]) { scene in
            let editor = try scene.edit()
            Self.choose(editor, try Self.photo("car.png", in: scene.folder, width: 640, height: 360))
            let copy = try XCTUnwrap(scene.garage.photoURL(of: scene.garage.cars[0]))
            editor.photoField.removeButton.click()
            let alert = try XCTUnwrap(scene.alerts.current)
            XCTAssertEqual(alert.title, "Remove This Photo?")
            XCTAssertEqual(alert.orderedActions.map(\.title), ["Cancel", "Remove"])
            XCTAssertEqual(alert.orderedActions.map(\.style), [.cancel, .destructive])
            XCTAssertNil(alert.returnAction, "Return does not remove")
            scene.alerts.finish(alert, choosing: alert.cancelAction)
            XCTAssertTrue(FileManager.default.fileExists(atPath: copy.path))
            XCTAssertEqual(scene.garage.cars[0].hasPhoto, true)

            editor.photoField.removeButton.click()
            let again = try XCTUnwrap(scene.alerts.current)
            scene.alerts.finish(again, choosing: again.orderedActions[1])
            XCTAssertFalse(FileManager.default.fileExists(atPath: copy.path))
            XCTAssertNil(scene.garage.cars[0].hasPhoto)
            XCTAssertEqual(editor.photoField.picture?.isPhoto, false)
            XCTAssertFalse(editor.photoField.removeButton.isSensitive)
        }
    }

    func testDoneKeepsThePhotoAndCarImagesShowsItInPlaceOfTheDrawing() throws {
        try withCarValet(cars: [Self.ford, Self.honda]) { scene in
            scene.carValet.nextItem.perform()
            let editor = try scene.edit()
            Self.choose(editor, try Self.photo("accord.png", in: scene.folder, width: 1280, height: 720))
            editor.model.entry.text = "Civic"
            editor.doneItem.perform()
            settleMainLoop()
            XCTAssertEqual(scene.garage.cars[1].model, "Civic")
            XCTAssertEqual(scene.garage.cars[1].hasPhoto, true, "Done keeps the photo chosen meanwhile")

            scene.carValet.imagesItem.perform()
            let images = try XCTUnwrap(scene.navigation.topViewController as? CarImagesViewController)
            XCTAssertEqual(images.strip.pictures.map(\.isPhoto), [false, true])
            XCTAssertEqual(
                images.strip.pictures.map(\.accessibleLabel), ["Ford Model T, 1908", "Photo of the Honda Civic, 2020"])
        }
    }

    func testWithNoCarToEditThereIsNoPhotoToChoose() throws {
        let home = home!
        try MainActor.assumeIsolated {
            let garage = Garage(directories: home.directories)
            let editor = EditCarViewController(garage: garage, settings: SettingsStore(directories: home.directories))
            let (window, storyboard) = try makeTestWindow(root: NavigationController(rootViewController: editor))
            defer {
                storyboard.disappear()
                window.destroy()
            }
            XCTAssertFalse(editor.photoField.chooseButton.isSensitive)
            XCTAssertFalse(editor.photoField.removeButton.isSensitive)
        }
    }

    func testDeletingTheCarDeletesItsPhoto() throws {
        try withCarValet(cars: [Self.ford]) { scene in
            let editor = try scene.edit()
            Self.choose(editor, try Self.photo("car.png", in: scene.folder, width: 640, height: 360))
            let copy = try XCTUnwrap(scene.garage.photoURL(of: scene.garage.cars[0]))
            editor.deleteButton.click()
            let alert = try XCTUnwrap(scene.alerts.current)
            scene.alerts.finish(alert, choosing: alert.orderedActions[1])
            XCTAssertTrue(scene.garage.cars.isEmpty)
            XCTAssertFalse(FileManager.default.fileExists(atPath: copy.path))
        }
    }
}
