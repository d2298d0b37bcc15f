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

/// CarValet's Garage list in a real window: its rows and search, choosing a car (an unwind to
/// the CarValet page), Edit Car's Done unwinding to the list, Delete asking first, New Car,
/// the search restored, and the list freed once popped.
final class GarageControllerTests: XCTestCase {
    private var home: TemporaryHome!

    override func setUpWithError() throws {
        home = try TemporaryHome("garage")
    }

    override func tearDown() {
        home = nil
    }

    /// Runs `body` with CarValet on screen over a garage holding `cars` (`CarValetScene`).
    private func withCarValetOnScreen(cars: [Car], _ body: @MainActor (CarValetScene) throws -> Void) throws {
        try CarValetScene.run(in: home, cars: cars, body)
    }

    private static let ford = Car(make: "Ford", model: "Model T", year: 1908, fuelGallons: 10)
    private static let honda = Car(make: "Honda", model: "Accord", year: 2020, fuelGallons: 12.5)
    private static let citroen = Car(make: "Citroën", model: "DS", year: 1955, fuelGallons: 3)

    @MainActor
    private static func shown(_ list: GarageViewController) -> [String] {
        (0..<list.shownRows.count).map { list.car(atRow: $0).make }
    }

    func testAnEmptyGarageSaysSoWithItsOwnIcon() throws {
        try withCarValetOnScreen(cars: []) { scene in
            let list = try scene.openGarage()
            XCTAssertEqual(list.tableView.numberOfRows, 0)
            XCTAssertEqual(list.placeholderTitle.text, "No Cars")
            XCTAssertEqual(list.placeholderIcon.iconName, "view-list-symbolic", "the Garage button's icon")
        }
    }

    func testTheListShowsEveryCarAndTheSearchNarrowsIt() throws {
        try withCarValetOnScreen(cars: [Self.ford, Self.citroen, Self.honda]) { scene in
            let list = try scene.openGarage()
            XCTAssertEqual(Self.shown(list), ["Ford", "Citroën", "Honda"])
            XCTAssertEqual(list.tableView.numberOfRows, 3)
            XCTAssertEqual(list.countLabel.text, "3 cars")
            XCTAssertEqual(list.tableView.selectedRow, 0, "the car on show is selected")
            let cell = try XCTUnwrap(list.tableView.cellForRow(at: 2) as? GarageCell)
            XCTAssertEqual(cell.titleLabel.text, "Honda Accord")
            XCTAssertEqual(cell.subtitleLabel.text, "2020 · 12.5 gallons")
            XCTAssertEqual(cell.effectiveAccessibleName, "Honda Accord, 2020 · 12.5 gallons")

            list.searchEntry.text = "CITROEN"
            // The search entry's delay, then the layout that gives the rows on screen their
            // cells (slow under AddressSanitizer).
            for _ in 0..<100 where (list.tableView.cellForRow(at: 0) as? GarageCell)?.titleLabel.text != "Citroën DS" {
                settleMainLoop(seconds: 0.05)
            }
            XCTAssertEqual(Self.shown(list), ["Citroën"])
            XCTAssertEqual(list.tableView.numberOfRows, 1)
            XCTAssertEqual((list.tableView.cellForRow(at: 0) as? GarageCell)?.titleLabel.text, "Citroën DS")
            XCTAssertEqual(list.countLabel.text, "1 car found")
            XCTAssertEqual(list.encodeRestorableState(), ["search": .string("CITROEN")])

            // Nothing found, with a row selected: the placeholder, and no row bound past the count.
            list.searchEntry.text = ""
            settleMainLoop()
            list.tableView.selectRow(2)
            list.searchEntry.text = "zzz"
            settleMainLoop(seconds: 0.3)
            XCTAssertEqual(list.tableView.numberOfRows, 0)
            XCTAssertFalse(list.countLabel.isVisible, "the placeholder says it")
            XCTAssertEqual(list.placeholderTitle.text, "No Cars Found")
            XCTAssertEqual(list.placeholderIcon.iconName, "edit-find-symbolic", "a search's icon")
            list.searchEntry.text = "a"
            settleMainLoop(seconds: 0.3)
            XCTAssertEqual(Self.shown(list), ["Honda"])  // "a" in Accord only

            list.searchEntry.text = ""
            settleMainLoop()
            XCTAssertEqual(list.tableView.numberOfRows, 3)
            XCTAssertEqual(list.encodeRestorableState(), [:])
        }
    }

    func testChoosingACarShowsItOnTheCarValetPageAndFreesTheList() throws {
        try withCarValetOnScreen(cars: [Self.ford, Self.citroen, Self.honda]) { scene in
            weak var weakList: GarageViewController?
            do {
                let list = try scene.openGarage()
                weakList = list
                list.tableView(list.tableView, didSelectRow: 2)
            }
            settleMainLoop()
            XCTAssertNil(weakList, "the list unwound from is freed")
            XCTAssertTrue(scene.navigation.topViewController === scene.carValet)
            XCTAssertEqual(scene.carValet.numberLabel.text, "Car Number: 3")
            XCTAssertEqual(scene.carValet.valueLabels[0].text, "Honda")
        }
    }

    func testEditFromTheListUnwindsToTheListWhichSavesTheCar() throws {
        try withCarValetOnScreen(cars: [Self.ford, Self.honda]) { scene in
            let list = try scene.openGarage()
            list.tableView.selectRow(1)
            XCTAssertTrue(list.editItem.isEnabled)
            list.editItem.perform()
            settleMainLoop()
            let editor = try XCTUnwrap(scene.navigation.topViewController as? EditCarViewController)
            XCTAssertEqual(editor.model.entry.text, "Accord")
            XCTAssertTrue(editor.unwindDestination(for: EditCarViewController.doneEditing) === list)
            editor.model.entry.text = "Civic"
            editor.doneItem.perform()
            settleMainLoop()
            XCTAssertTrue(scene.navigation.topViewController === list, "Done comes back to the list")
            XCTAssertEqual(scene.garage.cars.map(\.model), ["Model T", "Civic"])
            XCTAssertEqual((list.tableView.cellForRow(at: 1) as? GarageCell)?.titleLabel.text, "Honda Civic")
            XCTAssertEqual(list.tableView.selectedRow, 1, "the edited car stays selected")
        }
    }

    func testDeleteFromTheListAsksFirst() throws {
        try withCarValetOnScreen(cars: [Self.ford, Self.honda]) { scene in
            let list = try scene.openGarage()
            list.tableView(list.tableView, commitDelete: 0)
            let alert = try XCTUnwrap(scene.alerts.current)
            XCTAssertEqual(alert.title, "Delete This Car?")
            XCTAssertEqual(alert.orderedActions.map(\.style), [.cancel, .destructive])
            XCTAssertNil(alert.returnAction, "Return does not delete")
            scene.alerts.finish(alert, choosing: alert.cancelAction)
            XCTAssertEqual(scene.garage.cars.count, 2, "Cancel keeps the car")

            list.tableView(list.tableView, commitDelete: 0)
            let again = try XCTUnwrap(scene.alerts.current)
            scene.alerts.finish(again, choosing: again.orderedActions[1])
            XCTAssertEqual(scene.garage.cars, [Self.honda])
            XCTAssertEqual(Self.shown(list), ["Honda"])
            XCTAssertEqual(list.tableView.numberOfRows, 1)
            XCTAssertEqual(list.countLabel.text, "1 car")

            // Back on the CarValet page, the Honda is still the car shown.
            XCTAssertTrue(scene.navigation.goBack(animated: false))
            settleMainLoop()
            XCTAssertEqual(scene.carValet.totalLabel.text, "Total Cars: 1")
            XCTAssertEqual(scene.carValet.valueLabels[0].text, "Honda")
        }
    }

    func testNewCarAddsOneAndEditsIt() throws {
        try withCarValetOnScreen(cars: [Self.ford]) { scene in
            let list = try scene.openGarage()
            list.searchEntry.text = "ford"
            settleMainLoop(seconds: 0.3)
            list.newCarItem.perform()
            settleMainLoop()
            let editor = try XCTUnwrap(scene.navigation.topViewController as? EditCarViewController)
            XCTAssertEqual(scene.garage.cars.count, 2)
            XCTAssertEqual(editor.carID, scene.garage.cars[1].id)
            XCTAssertTrue(scene.navigation.goBack(animated: false))
            settleMainLoop()
            XCTAssertEqual(list.searchEntry.text, "", "the search is cleared to show the new car")
            XCTAssertEqual(list.tableView.numberOfRows, 2)
            XCTAssertEqual(list.tableView.selectedRow, 1)
        }
    }

    func testTheSearchComesBackBeforeTheViewExists() throws {
        let directories = home.directories
        try withCarValetOnScreen(cars: [Self.ford, Self.honda]) { scene in
            let list = GarageViewController(garage: scene.garage, settings: SettingsStore(directories: directories))
            list.decodeRestorableState(["search": .string("honda")])
            XCTAssertEqual(list.encodeRestorableState(), ["search": .string("honda")])
            scene.navigation.push(list, animated: false)
            settleMainLoop()
            XCTAssertEqual(list.searchEntry.text, "honda")
            XCTAssertEqual(Self.shown(list), ["Honda"])
        }
    }
}
