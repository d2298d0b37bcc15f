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

/// CarValet on screen in its own stack in a real window, over a temporary home whose garage
/// holds the test's cars (saved, then read back as a launch reads them), alerts rendered as
/// windows: what the CarValet, Edit Car, Car Images, Garage and photo tests share.
@MainActor
struct CarValetScene {
    let garage: Garage
    let settings: SettingsStore
    let carValet: CarValetViewController
    let navigation: NavigationController
    let directories: XDGDirectories
    /// The window's alerts.
    let alerts: AlertPresenter
    /// The user's own folder, where files to choose are.
    let folder: URL

    /// Edit, and the page it pushed.
    func edit() throws -> EditCarViewController {
        carValet.editItem.perform()
        return try XCTUnwrap(navigation.topViewController as? EditCarViewController)
    }

    /// CarValet's photo button, and the page it pushed.
    func openImages() throws -> CarImagesViewController {
        carValet.imagesItem.perform()
        return try XCTUnwrap(navigation.topViewController as? CarImagesViewController)
    }

    /// The Garage button, and the list it pushed.
    func openGarage() throws -> GarageViewController {
        carValet.garageItem.perform()
        settleMainLoop()
        return try XCTUnwrap(navigation.topViewController as? GarageViewController)
    }

    /// Runs `body` with CarValet on screen over `home` holding `cars`, then closes it all.
    nonisolated static func run(
        in home: TemporaryHome, cars: [Car], _ body: @MainActor (CarValetScene) throws -> Void
    ) throws {
        try MainActor.assumeIsolated {
            let directories = home.directories
            let setup = Garage(directories: directories)
            cars.forEach(setup.add)
            let garage = Garage(directories: directories)
            let settings = SettingsStore(directories: directories)
            let carValet = CarValetViewController(garage: garage, settings: settings)
            let navigation = NavigationController(rootViewController: carValet)
            let (window, storyboard) = try makeTestWindow(root: navigation)
            defer {
                storyboard.disappear()
                window.destroy()
            }
            try body(
                CarValetScene(
                    garage: garage, settings: settings, carValet: carValet, navigation: navigation,
                    directories: directories, alerts: storyboard.alertPresenter, folder: home.url))
        }
    }
}
