import FoundationEssentials
import Localization
import Storage

/// The cars' photos: for each car with one, a copy scaled to at most `longestSide` pixels
/// on its long side, `$XDG_DATA_HOME/machismo/car-photos/<car id>.png`, written atomically.
/// The user's original is never touched. Decoding and scaling need GTK, so the copy arrives
/// here encoded; `Garage` keeps the cars' `hasPhoto` in line with these files.
public struct CarPhotos: Sendable {
    /// The longest side of a stored copy, in pixels.
    public static let longestSide = 1024
    /// The largest file the user may choose, so a huge file is refused before it is read.
    public static let maximumFileBytes = 100 << 20

    /// The folder of the copies.
    public let folder: URL

    public init(directories: XDGDirectories) {
        folder = directories.data.appendingPathComponent("car-photos")
    }

    /// Where the copy of the photo of the car with `id` is (or would be).
    public func url(forCarWithID id: UUID) -> URL {
        folder.appendingPathComponent(id.uuidString.lowercased() + ".png")
    }

    /// Replaces the copy for the car with `id` by `png`, atomically: a failed write
    /// leaves the earlier copy, if any, as it was.
    public func save(_ png: [UInt8], forCarWithID id: UUID) throws(CarPhotoProblem) {
        do {
            try AtomicFile.write(Data(png), to: url(forCarWithID: id))
        } catch {
            throw .unsaved(reason: error.description)
        }
    }

    /// Deletes the copy for the car with `id`; none is not an error.
    public func remove(forCarWithID id: UUID) throws(FileError) {
        try FileSystem.remove(url(forCarWithID: id))
    }
}

/// Why a photo was refused or not stored; `message` says so to the user, under the
/// Edit Car form's photo.
public enum CarPhotoProblem: Error, Equatable, Sendable {
    /// The file is no image format the system can read (a text file, say).
    case notAnImage(fileName: String)
    /// The file claims to be an image but cannot be decoded.
    case damaged(fileName: String)
    /// The file could not be read at all (permissions, too large, gone).
    case unreadable(fileName: String, reason: String)
    /// The copy could not be written.
    case unsaved(reason: String)

    /// The problem in the user's words.
    public var message: String {
        switch self {
        case .notAnImage(let name):
            // TRANSLATORS: under Edit Car's photo; %s is the chosen file's name (notes.txt).
            tr("“%s” is not an image. Choose a photo in a format such as PNG or JPEG.", name)
        case .damaged(let name):
            // TRANSLATORS: under Edit Car's photo; %s is the chosen file's name (car.jpg).
            tr("“%s” is damaged and cannot be shown. The photo was not changed.", name)
        case .unreadable(let name, let reason):
            // TRANSLATORS: under Edit Car's photo; %1$s is the file's name, %2$s the system's reason.
            tr("“%1$s” could not be read (%2$s). The photo was not changed.", name, reason)
        case .unsaved(let reason):
            // TRANSLATORS: under Edit Car's photo; %s is the system's reason (Disk full).
            tr("The photo could not be stored (%s). The photo was not changed.", reason)
        }
    }
}
