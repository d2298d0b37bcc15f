import Alerts
import CarValet
import Foundation
import Gtk
import LocaleTestSupport
@testable import Machismo
import Navigation
import Storage
import Storyboard
import XDGTestSupport
import XCTest

/// CarValet in a real window: the toolbar's enabled states, New Car, Edit Car's
/// inline problems and Done, Back discarding, Delete asking first, and the edit
/// page freed once popped.
final class CarValetControllerTests: XCTestCase {
    private var home: TemporaryHome!

    override func setUpWithError() throws {
        home = try TemporaryHome("carvalet")
    }

    override func tearDown() {
        home = nil
    }

    /// Runs `body` with CarValet on screen over a garage holding `cars` (`CarValetScene`).
    private func withCarValetOnScreen(cars: [Car] = [], _ body: @MainActor (CarValetScene) throws -> Void) throws {
        try CarValetScene.run(in: home, cars: cars, body)
    }

    private static let ford = Car(make: "Ford", model: "Model T", year: 1908, fuelGallons: 10)
    private static let honda = Car(make: "Honda", model: "Accord", year: 2020, fuelGallons: 12.5)

    @MainActor
    private static func toolbarStates(_ carValet: CarValetViewController) -> [Bool] {
        [carValet.previousItem.isEnabled, carValet.editItem.isEnabled, carValet.nextItem.isEnabled]
    }

    func testMakingTheControllerReadsNoFile() throws {
        let home = home!
        try MainActor.assumeIsolated {
            let directories = home.directories
            try home.write("garbage", to: "cars.json", in: \.data)
            let carValet = CarValetViewController(
                garage: Garage(directories: directories),
                settings: SettingsStore(directories: directories))
            XCTAssertFalse(carValet.isViewLoaded)
            XCTAssertEqual(try home.contents(of: \.data), ["cars.json"])
        }
    }

    func testTheToolbarIsEnabledOnlyWhereItCanActAndNewCarShowsTheNewCar() throws {
        try withCarValetOnScreen { scene in
            let carValet = scene.carValet
            XCTAssertEqual(carValet.totalLabel.text, "Total Cars: 0")
            XCTAssertEqual(carValet.numberLabel.text, "No Car")
            XCTAssertEqual(Self.toolbarStates(carValet), [false, false, false])
            XCTAssertFalse(
                carValet.shouldPerformSegue(withIdentifier: CarValetViewController.Segue.editCar.rawValue, sender: nil))

            carValet.newCarItem.perform()
            XCTAssertEqual(carValet.totalLabel.text, "Total Cars: 1")
            XCTAssertEqual(carValet.numberLabel.text, "Car Number: 1")
            XCTAssertEqual(Self.toolbarStates(carValet), [false, true, false])
            carValet.newCarItem.perform()
            XCTAssertEqual(carValet.numberLabel.text, "Car Number: 2", "New Car shows the car it added")
            XCTAssertEqual(Self.toolbarStates(carValet), [true, true, false])
            carValet.previousItem.perform()
            XCTAssertEqual(carValet.numberLabel.text, "Car Number: 1")
            XCTAssertEqual(Self.toolbarStates(carValet), [false, true, true])
            carValet.previousItem.perform()  // disabled: nothing happens
            XCTAssertEqual(carValet.currentIndex, 0)
            carValet.nextItem.perform()
            XCTAssertEqual(carValet.currentIndex, 1)
            XCTAssertEqual(scene.garage.cars.count, 2)
            XCTAssertEqual(Garage(directories: scene.directories).cars.count, 2, "saved at once")
            XCTAssertEqual(carValet.encodeRestorableState(), ["car": 1])
        }
    }

    func testTheCarOnShowComesBackWithoutReadingTheGarageEarly() throws {
        try withCarValetOnScreen(cars: [Self.ford, Self.honda]) { scene in
            XCTAssertEqual(scene.carValet.encodeRestorableState(), [:], "the first car needs no saving")
            let restored = CarValetViewController(garage: scene.garage, settings: scene.settings)
            restored.decodeRestorableState(["car": "7"])
            XCTAssertEqual(restored.currentCar, Self.honda, "kept within the cars")
            XCTAssertTrue(
                restored.shouldPerformSegue(withIdentifier: CarValetViewController.Segue.editCar.rawValue, sender: nil))
        }
    }

    func testFuelFollowsTheUnitsSettingWhenThePageAppears() throws {
        try withCarValetOnScreen(cars: [Self.ford]) { scene in
            XCTAssertTrue(scene.carValet.view is Widget)
            scene.settings.settings.fuelUnit = .litres
            let editor = try scene.edit()
            XCTAssertEqual(editor.fuel.heading.text, "Fuel (litres)")
            XCTAssertEqual(editor.fuel.entry.text, "37.85")
            scene.settings.settings.fuelUnit = .gallons  // changed meanwhile: the form keeps its litres
            editor.fuel.entry.text = "75.708"
            editor.doneItem.perform()
            XCTAssertTrue(scene.navigation.topViewController === scene.carValet)
            XCTAssertEqual(scene.garage.cars[0].fuelGallons, 20, accuracy: 1e-9)
        }
    }

    /// In German the page shows `12,5` and Edit Car's fuel field reads a decimal comma and
    /// refuses a point (German groups digits with it), saying so with a German example.
    func testGermanFuelIsShownAndTypedWithADecimalComma() throws {
        try withLocale("de_DE.UTF-8") {
            try withCarValetOnScreen(cars: [Self.honda]) { scene in
                XCTAssertTrue(scene.carValet.view is Widget)
                XCTAssertEqual(scene.carValet.valueLabels.last?.text.hasPrefix("12,5 "), true)
                XCTAssertEqual(scene.carValet.valueLabels[2].text, "2020", "a year is not grouped")
                let editor = try scene.edit()
                XCTAssertEqual(editor.fuel.entry.text, "12,5")
                editor.fuel.entry.text = "20.5"
                XCTAssertFalse(editor.doneItem.isEnabled)
                XCTAssertEqual(editor.fuel.problemLabel.text.hasSuffix(" 12,5."), true, editor.fuel.problemLabel.text)
                editor.fuel.entry.text = "20,5"
                XCTAssertFalse(editor.fuel.problemLabel.isVisible)
                editor.doneItem.perform()
                XCTAssertTrue(scene.navigation.topViewController === scene.carValet)
                XCTAssertEqual(scene.garage.cars[0].fuelGallons, 20.5)
                let saved = try String(
                    contentsOf: scene.directories.data.appendingPathComponent("cars.json"),
                    encoding: .utf8)
                XCTAssertTrue(saved.contains("20.5"), "cars.json keeps JSON numbers: \(saved)")
            }
        }
    }

    func testEditShowsEachProblemInlineAndDoneWaitsForValidFields() throws {
        try withCarValetOnScreen(cars: [Self.ford]) { scene in
            let editor = try scene.edit()
            editor.now = { Date(timeIntervalSince1970: 1_782_907_200) }  // 1 July 2026, noon UTC
            XCTAssertTrue(scene.navigation.topViewController === editor)
            XCTAssertNil(scene.navigation.topViewController?.toolbarItems.first, "no toolbar on the edit page")
            XCTAssertFalse(scene.navigation.isToolbarVisible)
            XCTAssertEqual(
                [editor.make, editor.model, editor.year, editor.fuel].map(\.entry.text),
                ["Ford", "Model T", "1908", "10"])
            XCTAssertTrue(editor.doneItem.isEnabled)

            editor.year.entry.text = "1700"
            XCTAssertFalse(editor.doneItem.isEnabled)
            XCTAssertTrue(editor.year.problemLabel.isVisible)
            XCTAssertEqual(editor.year.problemLabel.text, "Enter a year from 1886 to 2027.")
            XCTAssertTrue(editor.year.entry.hasCSSClass("error"))
            XCTAssertFalse(editor.make.problemLabel.isVisible)
            editor.make.entry.text = " "
            XCTAssertEqual(editor.make.problemLabel.text, "Enter the make.")
            editor.doneItem.perform()  // disabled: nothing is saved
            XCTAssertTrue(scene.navigation.topViewController === editor)

            editor.year.entry.text = "1909"
            editor.make.entry.text = "Ford Motor"
            XCTAssertFalse(editor.year.problemLabel.isVisible)
            XCTAssertFalse(editor.year.entry.hasCSSClass("error"))
            XCTAssertTrue(editor.doneItem.isEnabled)
            editor.doneItem.perform()
            XCTAssertTrue(scene.navigation.topViewController === scene.carValet)
            XCTAssertEqual(scene.garage.cars.map(\.make), ["Ford Motor"])
            XCTAssertEqual(scene.garage.cars.map(\.year), [1909])
        }
    }

    func testBackDiscardsTheChangesAndThePoppedPageIsFreed() throws {
        try withCarValetOnScreen(cars: [Self.ford]) { scene in
            weak var weakEditor: EditCarViewController?
            do {
                let editor = try scene.edit()
                weakEditor = editor
                editor.model.entry.text = "Model A"
                XCTAssertTrue(scene.navigation.goBack(animated: false))
            }
            settleMainLoop()
            XCTAssertNil(weakEditor, "the popped Edit Car page is freed")
            XCTAssertEqual(scene.garage.cars, [Self.ford])
        }
    }

    /// Done is an unwind segue: CarValet's unwind action takes the edited car from
    /// the source, saves it and shows it; the Edit Car page is popped and freed.
    func testDoneUnwindsToCarValetWhichSavesTheEditedCarAndShowsIt() throws {
        try withCarValetOnScreen(cars: [Self.ford, Self.honda]) { scene in
            scene.carValet.nextItem.perform()
            weak var weakEditor: EditCarViewController?
            do {
                let editor = try scene.edit()
                weakEditor = editor
                editor.model.entry.text = "Civic"
                XCTAssertTrue(
                    editor.unwindDestination(for: CarValetViewController.Segue.doneEditing)
                        === scene.carValet)
                editor.doneItem.perform()
            }
            settleMainLoop()
            XCTAssertNil(weakEditor, "the Edit Car page unwound from is freed")
            XCTAssertTrue(scene.navigation.topViewController === scene.carValet)
            XCTAssertEqual(scene.garage.cars.map(\.model), ["Model T", "Civic"])
            XCTAssertEqual(scene.carValet.numberLabel.text, "Car Number: 2", "the edited car stays on show")
            XCTAssertEqual(scene.carValet.valueLabels[1].text, "Civic")
        }
    }

    func testDeleteAsksFirstAndCancelKeepsTheCar() throws {
        try withCarValetOnScreen(cars: [Self.ford, Self.honda]) { scene in
            let editor = try scene.edit()
            editor.deleteButton.click()
            let alert = try XCTUnwrap(scene.alerts.current)
            XCTAssertEqual(alert.title, "Delete This Car?")
            XCTAssertEqual(alert.orderedActions.map(\.title), ["Cancel", "Delete"])
            XCTAssertEqual(alert.orderedActions.map(\.style), [.cancel, .destructive])
            XCTAssertNil(alert.returnAction, "Return does not delete")
            scene.alerts.finish(alert, choosing: alert.cancelAction)
            XCTAssertEqual(scene.garage.cars.count, 2)
            XCTAssertTrue(scene.navigation.topViewController === editor)

            editor.deleteButton.click()
            let again = try XCTUnwrap(scene.alerts.current)
            scene.alerts.finish(again, choosing: again.orderedActions[1])
            XCTAssertEqual(scene.garage.cars, [Self.honda])
            XCTAssertTrue(scene.navigation.topViewController === scene.carValet)
            XCTAssertEqual(scene.carValet.totalLabel.text, "Total Cars: 1")
            XCTAssertEqual(scene.carValet.numberLabel.text, "Car Number: 1")
        }
    }

    func testTheProblemWithAnUnreadableFileShowsOnThePage() throws {
        try home.write("{ not json", to: "cars.json", in: \.data)
        try withCarValetOnScreen { scene in
            XCTAssertTrue(scene.carValet.problemLabel.isVisible)
            XCTAssertTrue(
                scene.carValet.problemLabel.text.hasPrefix("Your cars could not be read: the file is damaged."))
            XCTAssertEqual(scene.carValet.totalLabel.text, "Total Cars: 0")
        }
    }
}
