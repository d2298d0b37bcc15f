import FoundationEssentials
import Localization
import Notifications
import Storage

/// The cars, kept in `$XDG_DATA_HOME/machismo/cars.json` and saved atomically
/// on every change.
///
/// The file is a versioned JSON object (Storage's `SavedList`):
///
/// ```json
/// { "version": 1, "cars": [ { "id": "…", "make": "Honda", "model": "Accord",
///                             "year": 2020, "fuelGallons": 12.5, "hasPhoto": true }, … ] }
/// ```
///
/// (`hasPhoto` only on a car with a photo; files from before photos have none.)
///
/// with the cars in the order they were added; two cars with one id, or a car
/// that breaks `CarRules` (`CarRules.problem(with:)`), make the file damaged. It is read the first time the
/// cars are asked for, not when the garage is made (listing the scenes touches
/// no file). A file that cannot be read is set aside as
/// `cars.json.corrupt-TIMESTAMP` and the garage starts empty, saying so in
/// `problem`; if it cannot even be set aside it is never overwritten, and cars
/// are kept in memory only. After Reset Everything (`.savedDataReset`) it is empty.
///
/// A car with `hasPhoto` has its photo's copy in `photos`; removing the car removes the
/// copy too (Reset Everything deletes the whole data folder, `car-photos/` with it).
@MainActor
public final class Garage {
    /// Every car, in the order added.
    public var cars: [Car] { list.items }

    /// Why the file could not be read or saved, for the user; nil when all is well.
    public var problem: String? { list.problem }

    /// The copies of the cars' photos.
    public let photos: CarPhotos

    private let list: SavedList<Cars>
    private let center: Notifications.NotificationCenter
    private var resetObserver: NotificationObserver?

    public init(directories: XDGDirectories, center: Notifications.NotificationCenter = .default) {
        list = SavedList(url: directories.data.appendingPathComponent("cars.json"))
        self.center = center
        photos = CarPhotos(directories: directories)
        resetObserver = center.addObserver(forName: .savedDataReset) { [weak self] _ in self?.list.forget() }
    }

    isolated deinit {
        if let resetObserver { center.removeObserver(resetObserver) }
    }

    /// The car with `id`, if there is one.
    public func car(withID id: UUID) -> Car? {
        cars.first { $0.id == id }
    }

    /// Where the car with `id` is in `cars`.
    public func index(ofCarWithID id: UUID) -> Int? {
        cars.firstIndex { $0.id == id }
    }

    /// Adds `car` at the end and saves.
    public func add(_ car: Car) {
        list.items.append(car)
    }

    /// Replaces the car with `car`'s id and saves; an unknown car changes nothing.
    public func update(_ car: Car) {
        guard let index = index(ofCarWithID: car.id) else { return }
        list.items[index] = car
    }

    /// Removes the car with `id` and saves; its photo's copy goes too.
    public func removeCar(withID id: UUID) {
        list.items.removeAll { $0.id == id }
        try? photos.remove(forCarWithID: id)
    }

    /// Stores `png` (an image already scaled, see `CarPhotos`) as the photo of the car with
    /// `id` and marks the car; when it cannot be stored nothing changes. An unknown car
    /// changes nothing.
    public func setPhoto(_ png: [UInt8], forCarWithID id: UUID) throws(CarPhotoProblem) {
        guard let index = index(ofCarWithID: id) else { return }
        try photos.save(png, forCarWithID: id)
        list.items[index].hasPhoto = true
    }

    /// Deletes the photo of the car with `id`, which shows its drawing again.
    public func removePhoto(forCarWithID id: UUID) throws(FileError) {
        guard let index = index(ofCarWithID: id) else { return }
        try photos.remove(forCarWithID: id)
        list.items[index].hasPhoto = nil
    }

    /// Where the photo of `car` is, when it has one and its copy is still there (a copy
    /// deleted behind the app's back shows the drawing again).
    public func photoURL(of car: Car) -> URL? {
        guard car.hasPhoto == true else { return nil }
        let url = photos.url(forCarWithID: car.id)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}

/// What `cars.json` holds; see `Garage`.
enum Cars: SavedListKind {
    typealias Element = Car
    static var key: String { "cars" }
    static var items: String { "cars" }
    static var newItems: String { "new cars" }

    static func quickItems(in data: Data, version: Int) -> [Car]? {
        CarsJSON.cars(in: data, version: version)
    }

    /// Two cars with one id, or a car the Edit Car form could never have saved.
    static func problem(in cars: [Car]) -> String? {
        duplicateProblem(in: cars) ?? cars.lazy.compactMap(CarRules.problem(with:)).first
    }

    /// `duplicateIDProblem(in:)`'s finding, with each id hashed as two words rather than
    /// byte by byte (a garage of 10,000 cars is checked at launch).
    private static func duplicateProblem(in cars: [Car]) -> String? {
        struct Bits: Hashable {
            var high: UInt64
            var low: UInt64
        }
        var seen = Set<Bits>(minimumCapacity: cars.count)
        for car in cars {
            let bits = withUnsafeBytes(of: car.id.uuid) {
                Bits(high: $0.load(as: UInt64.self), low: $0.load(fromByteOffset: 8, as: UInt64.self))
            }
            if !seen.insert(bits).inserted { return "two \(items) have the id \(car.id)" }
        }
        return nil
    }

    static var loadWording: LoadProblem.Wording {
        LoadProblem.Wording(
            damaged: tr("Your cars could not be read: the file is damaged."),
            newer: tr("Your cars could not be read: they were saved by a newer version of Machismo."),
            unopened: tr("Your cars could not be read: the file could not be opened."),
            // TRANSLATORS: %s is the name the damaged file was kept under (cars.json.corrupt-20261121T140500Z).
            kept: { tr("It was kept as %s, and new cars start a fresh list.", $0) },
            unsaved: tr("It could not be moved aside either, so new cars are kept only until you quit."))
    }

    static func saveProblem(_ error: String) -> String {
        // TRANSLATORS: %s is the system's reason, such as
        // "could not write /home/ada/.local/share/machismo/cars.json: Disk full".
        tr("The latest cars could not be saved (%s); they are kept until you quit.", error)
    }
}
