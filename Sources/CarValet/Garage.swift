import FoundationEssentials
import Notifications
import Storage

/// The cars, kept in `$XDG_DATA_HOME/machismo/cars.json` and saved atomically
/// on every change.
///
/// The file is a versioned JSON object:
///
/// ```json
/// { "version": 1, "cars": [ { "id": "…", "make": "Honda", "model": "Accord",
///                             "year": 2020, "fuelGallons": 12.5 }, … ] }
/// ```
///
/// with the cars in the order they were added. It is read the first time the
/// cars are asked for, not when the garage is made (listing the scenes touches
/// no file). A file that cannot be read is set aside as
/// `cars.json.corrupt-TIMESTAMP` and the garage starts empty, saying so in
/// `problem`; if it cannot even be set aside it is never overwritten, and cars
/// are kept in memory only. After Reset Everything (`.savedDataReset`) it is empty.
@MainActor
public final class Garage {
    /// The format `version` this app writes and reads.
    public nonisolated static let formatVersion = 1

    /// Every car, in the order added.
    public var cars: [Car] {
        loadIfNeeded()
        return stored
    }

    /// Why the file could not be read or saved, for the user; nil when all is well.
    public var problem: String? {
        loadIfNeeded()
        return saveProblem ?? loadProblem
    }

    /// Where the cars are saved.
    public var fileURL: URL { file.url }

    private let file: StateFile<CarsFile>
    private var stored: [Car] = []
    private var isLoaded = false
    /// False while an unreadable file could not be set aside: it is never overwritten.
    private var savesFile = true
    private var loadProblem: String?
    private var saveProblem: String?
    private let center: Notifications.NotificationCenter
    private var resetObserver: NotificationObserver?

    public init(directories: XDGDirectories, center: Notifications.NotificationCenter = .default) {
        file = StateFile(url: directories.data.appendingPathComponent("cars.json"))
        self.center = center
        resetObserver = center.addObserver(forName: .savedDataReset) { [weak self] _ in self?.forgetCars() }
    }

    isolated deinit {
        if let resetObserver { center.removeObserver(resetObserver) }
    }

    /// Empties the garage in memory, as when no file was ever saved; the file is not touched.
    public func forgetCars() {
        stored = []
        isLoaded = true
        savesFile = true
        loadProblem = nil
        saveProblem = nil
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
        loadIfNeeded()
        stored.append(car)
        save()
    }

    /// Replaces the car with `car`'s id and saves; an unknown car changes nothing.
    public func update(_ car: Car) {
        loadIfNeeded()
        guard let index = stored.firstIndex(where: { $0.id == car.id }) else { return }
        stored[index] = car
        save()
    }

    /// Removes the car with `id` and saves.
    public func removeCar(withID id: UUID) {
        loadIfNeeded()
        stored.removeAll { $0.id == id }
        save()
    }

    private func save() {
        guard savesFile else { return }
        do {
            try file.save(CarsFile(cars: stored))
            saveProblem = nil
        } catch {
            saveProblem = "The latest changes to your cars could not be saved (\(error)); they are kept until you quit."
        }
    }

    private func loadIfNeeded() {
        guard !isLoaded else { return }
        isLoaded = true
        switch file.load() {
        case .missing:
            stored = []
        case .loaded(let saved):
            stored = saved.cars
        case .setAside(let reason, let setAsideAt):
            stored = []
            let why = "Your cars could not be read: " + Self.plain(reason)
            if let setAsideAt {
                loadProblem = why + " It was kept as \(setAsideAt.lastPathComponent), and new cars start a fresh list."
            } else {
                savesFile = false
                loadProblem = why + " It could not be moved aside either, so new cars are kept only until you quit."
            }
        }
    }

    /// StateFile's reason in a user's words (the log keeps the details).
    private static func plain(_ reason: String) -> String {
        if reason.contains(CarsFile.newerFormat) { return "they were saved by a newer version of Machismo." }
        if reason.hasPrefix("it is not valid") { return "the file is damaged." }
        return "the file could not be opened."
    }
}

/// What `cars.json` holds; see `Garage`.
struct CarsFile: Codable, Sendable {
    static let newerFormat = "from a newer Machismo"

    var version = Garage.formatVersion
    var cars: [Car]

    init(cars: [Car]) {
        self.cars = cars
    }

    enum CodingKeys: String, CodingKey {
        case version, cars
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard version == Garage.formatVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription: version > Garage.formatVersion
                    ? "format \(version), \(Self.newerFormat)" : "format \(version) is unknown")
        }
        cars = try container.decode([Car].self, forKey: .cars)
    }
}
