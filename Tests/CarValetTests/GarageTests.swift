@testable import CarValet
import Foundation
import Notifications
import Storage
import Testing
import XDGTestSupport

@Suite @MainActor struct GarageTests {
    let honda = Car(make: "Honda", model: "Accord", year: 2020, fuelGallons: 12.5)
    let ford = Car(make: "Ford", model: "Model T", year: 1908, fuelGallons: 10)
    let home: TemporaryHome
    var carsFile: URL { home.file("cars.json", in: \.data) }

    init() throws {
        home = try TemporaryHome("cars")
    }

    func dataFiles() throws -> [String] { try home.contents(of: \.data) }

    @Test func makingAGarageReadsNoFile() throws {
        try home.write("garbage", to: "cars.json", in: \.data)
        _ = Garage(directories: home.directories)
        #expect(try dataFiles() == ["cars.json"], "nothing set aside until the cars are asked for")
    }

    @Test func carsSurviveANewGarage() throws {
        let garage = Garage(directories: home.directories)
        #expect(garage.cars.isEmpty)
        #expect(garage.problem == nil)
        garage.add(honda)
        garage.add(ford)
        var edited = honda
        edited.fuelGallons = 3
        garage.update(edited)
        #expect(Garage(directories: home.directories).cars == [edited, ford])
        garage.removeCar(withID: honda.id)
        let reloaded = Garage(directories: home.directories)
        #expect(reloaded.cars == [ford])
        #expect(reloaded.car(withID: ford.id) == ford)
        #expect(reloaded.index(ofCarWithID: ford.id) == 0)
        #expect(reloaded.index(ofCarWithID: honda.id) == nil)
        #expect(try dataFiles() == ["cars.json"], "atomic saves leave no temporary file")
    }

    @Test func theFileIsVersionedJSON() throws {
        Garage(directories: home.directories).add(honda)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: carsFile)) as? [String: Any]
        #expect(json?["version"] as? Int == 1)
        let cars = json?["cars"] as? [[String: Any]]
        #expect(cars?.first?["make"] as? String == "Honda")
        #expect(cars?.first?["fuelGallons"] as? Double == 12.5)
        #expect(cars?.first?["year"] as? Int == 2020)
    }

    @Test func resetEverythingEmptiesTheGarageInMemory() throws {
        let center = Notifications.NotificationCenter()
        let garage = Garage(directories: home.directories, center: center)
        garage.add(honda)
        try FileManager.default.removeItem(at: carsFile)  // as Reset Everything does
        center.post(name: .savedDataReset)
        #expect(garage.cars.isEmpty)
        #expect(garage.problem == nil)
        #expect(try dataFiles().isEmpty, "forgetting writes nothing")
        garage.add(ford)
        #expect(Garage(directories: home.directories).cars == [ford])
    }

    @Test func updatingAnUnknownCarChangesNothing() throws {
        let garage = Garage(directories: home.directories)
        garage.add(honda)
        garage.update(ford)
        #expect(garage.cars == [honda])
    }

    @Test func aDamagedFileIsSetAsideReportedAndNeverOverwritten() throws {
        try home.write("{\"version\": 1, \"cars\": [{\"make\": 3}]}", to: "cars.json", in: \.data)
        let garage = Garage(directories: home.directories)
        #expect(garage.cars.isEmpty)
        let problem = try #require(garage.problem)
        #expect(
            problem.hasPrefix("Your cars could not be read: the file is damaged. It was kept as cars.json.corrupt-"))
        let files = try dataFiles()
        #expect(files.count == 1)
        let setAside = try #require(files.first)
        #expect(setAside.hasPrefix("cars.json.corrupt-"))
        garage.add(honda)
        #expect(try dataFiles() == ["cars.json", setAside])
        #expect(
            try String(contentsOf: home.file(setAside, in: \.data), encoding: .utf8)
                .contains("\"make\": 3"), "the damaged file is kept as it was")
        #expect(Garage(directories: home.directories).cars == [honda])
    }

    @Test func aFileFromANewerMachismoIsSetAsideAndSaysSo() throws {
        try home.write("{\"version\": 2, \"cars\": []}", to: "cars.json", in: \.data)
        let garage = Garage(directories: home.directories)
        #expect(garage.cars.isEmpty)
        #expect(garage.problem?.contains("saved by a newer version of Machismo") == true)
    }

    /// Root ignores a folder's permissions, so this one needs an ordinary user.
    @Test(.enabled(if: getuid() != 0)) func aFileThatCannotBeSetAsideIsNeverOverwritten() throws {
        try home.write("garbage", to: "cars.json", in: \.data)
        // A read-only folder: the file can be read but not renamed.
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: home.directories.data.path)
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: home.directories.data.path)
        }
        let garage = Garage(directories: home.directories)
        #expect(garage.problem?.contains("kept only until you quit") == true)
        garage.add(honda)
        #expect(garage.cars == [honda])
        #expect(try String(contentsOf: carsFile, encoding: .utf8) == "garbage")
    }
}
