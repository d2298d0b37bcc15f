@testable import CarValet
import Foundation
import Notifications
import Storage
import Testing

/// A fresh XDG home for one test, removed afterwards.
final class TemporaryHome {
    let url: URL
    let directories: XDGDirectories

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("machismo-cars-\(UUID().uuidString)", isDirectory: true)
        directories = XDGDirectories(
            config: url.appendingPathComponent("config"),
            data: url.appendingPathComponent("data"),
            state: url.appendingPathComponent("state"))
        try FileManager.default.createDirectory(at: directories.data, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    var carsFile: URL { directories.data.appendingPathComponent("cars.json") }

    func dataFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directories.data.path).sorted()
    }
}

@Suite @MainActor struct GarageTests {
    let honda = Car(make: "Honda", model: "Accord", year: 2020, fuelGallons: 12.5)
    let ford = Car(make: "Ford", model: "Model T", year: 1908, fuelGallons: 10)

    @Test func makingAGarageReadsNoFile() throws {
        let home = try TemporaryHome()
        try Data("garbage".utf8).write(to: home.carsFile)
        _ = Garage(directories: home.directories)
        #expect(try home.dataFiles() == ["cars.json"], "nothing set aside until the cars are asked for")
    }

    @Test func carsSurviveANewGarage() throws {
        let home = try TemporaryHome()
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
        #expect(try home.dataFiles() == ["cars.json"], "atomic saves leave no temporary file")
    }

    @Test func theFileIsVersionedJSON() throws {
        let home = try TemporaryHome()
        Garage(directories: home.directories).add(honda)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: home.carsFile)) as? [String: Any]
        #expect(json?["version"] as? Int == 1)
        let cars = json?["cars"] as? [[String: Any]]
        #expect(cars?.first?["make"] as? String == "Honda")
        #expect(cars?.first?["fuelGallons"] as? Double == 12.5)
        #expect(cars?.first?["year"] as? Int == 2020)
    }

    @Test func resetEverythingEmptiesTheGarageInMemory() throws {
        let home = try TemporaryHome()
        let center = Notifications.NotificationCenter()
        let garage = Garage(directories: home.directories, center: center)
        garage.add(honda)
        try FileManager.default.removeItem(at: home.carsFile)  // as Reset Everything does
        center.post(name: .savedDataReset)
        #expect(garage.cars.isEmpty)
        #expect(garage.problem == nil)
        #expect(try home.dataFiles().isEmpty, "forgetting writes nothing")
        garage.add(ford)
        #expect(Garage(directories: home.directories).cars == [ford])
    }

    @Test func updatingAnUnknownCarChangesNothing() throws {
        let home = try TemporaryHome()
        let garage = Garage(directories: home.directories)
        garage.add(honda)
        garage.update(ford)
        #expect(garage.cars == [honda])
    }

    @Test func aDamagedFileIsSetAsideReportedAndNeverOverwritten() throws {
        let home = try TemporaryHome()
        try Data("{\"version\": 1, \"cars\": [{\"make\": 3}]}".utf8).write(to: home.carsFile)
        let garage = Garage(directories: home.directories)
        #expect(garage.cars.isEmpty)
        let problem = try #require(garage.problem)
        #expect(
            problem.hasPrefix("Your cars could not be read: the file is damaged. It was kept as cars.json.corrupt-"))
        let files = try home.dataFiles()
        #expect(files.count == 1)
        let setAside = try #require(files.first)
        #expect(setAside.hasPrefix("cars.json.corrupt-"))
        garage.add(honda)
        #expect(try home.dataFiles() == ["cars.json", setAside])
        #expect(
            try String(contentsOf: home.directories.data.appendingPathComponent(setAside), encoding: .utf8)
                .contains("\"make\": 3"), "the damaged file is kept as it was")
        #expect(Garage(directories: home.directories).cars == [honda])
    }

    @Test func aFileFromANewerMachismoIsSetAsideAndSaysSo() throws {
        let home = try TemporaryHome()
        try Data("{\"version\": 2, \"cars\": []}".utf8).write(to: home.carsFile)
        let garage = Garage(directories: home.directories)
        #expect(garage.cars.isEmpty)
        #expect(garage.problem?.contains("saved by a newer version of Machismo") == true)
    }

    /// Root ignores a folder's permissions, so this one needs an ordinary user.
    @Test(.enabled(if: getuid() != 0)) func aFileThatCannotBeSetAsideIsNeverOverwritten() throws {
        let home = try TemporaryHome()
        try Data("garbage".utf8).write(to: home.carsFile)
        // A read-only folder: the file can be read but not renamed.
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: home.directories.data.path)
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: home.directories.data.path)
        }
        let garage = Garage(directories: home.directories)
        #expect(garage.problem?.contains("kept only until you quit") == true)
        garage.add(honda)
        #expect(garage.cars == [honda])
        #expect(try String(contentsOf: home.carsFile, encoding: .utf8) == "garbage")
    }
}
