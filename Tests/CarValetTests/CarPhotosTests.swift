@testable import CarValet
import Foundation
import Notifications
import Storage
import Testing
import XDGTestSupport

/// The cars' photos as the garage keeps them: copies in `car-photos/`, written atomically,
/// marked in `cars.json` by `hasPhoto`, gone with their car. (Decoding and scaling the
/// chosen file is GTK's: GtkTests' `ScaledPhotoTests` and the Edit Car tests.)
@Suite @MainActor struct CarPhotosTests {
    let honda = Car(make: "Honda", model: "Accord", year: 2020, fuelGallons: 12.5)
    let ford = Car(make: "Ford", model: "Model T", year: 1908, fuelGallons: 10)
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]
    let home: TemporaryHome

    init() throws {
        home = try TemporaryHome("car-photos")
    }

    var photosFolder: URL { home.directories.data.appendingPathComponent("car-photos") }

    func photoFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: photosFolder.path)) ?? []).sorted()
    }

    @Test func aPhotoIsStoredUnderTheCarsIDAndMarkedInTheFile() throws {
        let garage = Garage(directories: home.directories)
        garage.add(honda)
        garage.add(ford)
        try garage.setPhoto(png, forCarWithID: honda.id)
        let file = photosFolder.appendingPathComponent(honda.id.uuidString.lowercased() + ".png")
        #expect(garage.photoURL(of: garage.cars[0]) == file)
        #expect(garage.photoURL(of: garage.cars[1]) == nil)
        #expect([UInt8](try Data(contentsOf: file)) == png)
        #expect(photoFiles() == [file.lastPathComponent], "the atomic write leaves no temporary file")
        let reloaded = Garage(directories: home.directories)
        #expect(reloaded.cars.map(\.hasPhoto) == [true, nil])
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: home.file("cars.json", in: \.data)))
        let cars = (json as? [String: Any])?["cars"] as? [[String: Any]]
        #expect(cars?[0]["hasPhoto"] as? Bool == true)
        #expect(cars?[1].keys.contains("hasPhoto") == false, "a car without a photo is written as before")
    }

    @Test func aFileWithoutPhotosStillReads() throws {
        let id = UUID()
        try home.write(
            """
            {"version": 1, "cars": [{"id": "\(id.uuidString)", "make": "Honda", "model": "Accord",
              "year": 2020, "fuelGallons": 12.5}]}
            """, to: "cars.json", in: \.data)
        let garage = Garage(directories: home.directories)
        #expect(garage.problem == nil)
        #expect(garage.cars.map(\.id) == [id])
        #expect(garage.cars[0].hasPhoto == nil)
        #expect(garage.photoURL(of: garage.cars[0]) == nil)
    }

    @Test func aNewPhotoReplacesTheOldOneAtomically() throws {
        let garage = Garage(directories: home.directories)
        garage.add(honda)
        try garage.setPhoto(png, forCarWithID: honda.id)
        try garage.setPhoto([9, 9], forCarWithID: honda.id)
        #expect([UInt8](try Data(contentsOf: garage.photos.url(forCarWithID: honda.id))) == [9, 9])
        #expect(photoFiles().count == 1)
    }

    @Test func aFailedWriteKeepsTheEarlierPhotoAndTheCar() throws {
        let garage = Garage(directories: home.directories)
        garage.add(honda)
        try garage.setPhoto(png, forCarWithID: honda.id)
        let file = garage.photos.url(forCarWithID: honda.id)
        // A folder where the temporary file would go: the write cannot create it.
        try FileManager.default.createDirectory(
            at: AtomicFile.temporaryURL(for: file), withIntermediateDirectories: true)
        #expect(throws: CarPhotoProblem.self) { try garage.setPhoto([1], forCarWithID: honda.id) }
        #expect([UInt8](try Data(contentsOf: file)) == png, "the earlier copy is intact")
        #expect(garage.cars[0].hasPhoto == true)

        let other = Garage(directories: home.directories)
        other.add(ford)
        try FileManager.default.createDirectory(
            at: AtomicFile.temporaryURL(for: other.photos.url(forCarWithID: ford.id)),
            withIntermediateDirectories: true)
        #expect(throws: CarPhotoProblem.self) { try other.setPhoto(png, forCarWithID: ford.id) }
        #expect(other.cars.last?.hasPhoto == nil, "a photo that could not be stored does not mark the car")
        #expect(!FileManager.default.fileExists(atPath: other.photos.url(forCarWithID: ford.id).path))
    }

    @Test func removingThePhotoShowsTheDrawingAgain() throws {
        let garage = Garage(directories: home.directories)
        garage.add(honda)
        try garage.setPhoto(png, forCarWithID: honda.id)
        try garage.removePhoto(forCarWithID: honda.id)
        #expect(garage.cars[0].hasPhoto == nil)
        #expect(photoFiles().isEmpty)
        #expect(Garage(directories: home.directories).cars == [honda])
    }

    @Test func aCopyDeletedBehindTheAppsBackShowsTheDrawing() throws {
        let garage = Garage(directories: home.directories)
        garage.add(honda)
        try garage.setPhoto(png, forCarWithID: honda.id)
        try FileManager.default.removeItem(at: garage.photos.url(forCarWithID: honda.id))
        #expect(garage.photoURL(of: garage.cars[0]) == nil)
        try garage.removePhoto(forCarWithID: honda.id)
        #expect(garage.cars[0].hasPhoto == nil, "Remove Photo still works")
    }

    @Test func deletingACarDeletesItsPhoto() throws {
        let garage = Garage(directories: home.directories)
        garage.add(honda)
        garage.add(ford)
        try garage.setPhoto(png, forCarWithID: honda.id)
        try garage.setPhoto(png, forCarWithID: ford.id)
        garage.removeCar(withID: honda.id)
        #expect(photoFiles() == [ford.id.uuidString.lowercased() + ".png"])
    }

    @Test func anUnknownCarGetsNoPhoto() throws {
        let garage = Garage(directories: home.directories)
        try garage.setPhoto(png, forCarWithID: honda.id)
        #expect(photoFiles().isEmpty)
    }

    @Test func resetEverythingRemovesThePhotos() throws {
        let center = Notifications.NotificationCenter()
        let garage = Garage(directories: home.directories, center: center)
        garage.add(honda)
        try garage.setPhoto(png, forCarWithID: honda.id)
        try SavedData(directories: home.directories).resetEverything()
        center.post(name: .savedDataReset)
        #expect(!FileManager.default.fileExists(atPath: photosFolder.path))
        #expect(garage.cars.isEmpty)
    }

    @Test func problemsSayWhichFile() {
        #expect(CarPhotoProblem.notAnImage(fileName: "notes.txt").message.contains("“notes.txt” is not an image"))
        #expect(CarPhotoProblem.damaged(fileName: "car.jpg").message.contains("“car.jpg” is damaged"))
    }
}
