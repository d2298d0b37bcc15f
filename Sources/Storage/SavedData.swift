import FoundationEssentials
import Notifications

extension NotificationName where Payload == Void {
    /// Posted after Settings → Data → Reset Everything deleted every saved file:
    /// stores that keep their data in memory (the garage) forget it too.
    public static var savedDataReset: Self { Self("machismo.savedDataReset") }
}

/// Where each kind of saved data lives, and how to delete it for good.
public struct SavedData: Sendable {
    public let directories: XDGDirectories

    public init(directories: XDGDirectories) {
        self.directories = directories
    }

    /// The finished games' results (Scores): the database, `scores.sqlite`.
    public var scoresDatabase: URL { directories.data.appendingPathComponent("scores.sqlite") }

    /// The results of earlier versions, `scores.json`: imported into `scoresDatabase` once.
    public var scoresFile: URL { directories.data.appendingPathComponent("scores.json") }

    /// Deletes the scores database (with its log) and any scores file not yet imported; a
    /// missing file is not an error. (The running app resets through `ScoreBook.reset()`,
    /// which also empties the list on screen.)
    public func resetScores() throws {
        for suffix in ["", "-wal", "-shm"] {
            try FileSystem.remove(URL(fileURLWithPath: scoresDatabase.path + suffix))
        }
        try StateFile<[String]>(url: scoresFile).remove()
    }

    /// Deletes the temporary files that saves killed mid-write left in the config, data
    /// and state folders and the folders right inside them (Attributor's Documents);
    /// returns their paths. Run at startup, before anything is saved.
    @discardableResult
    public func removeLeftoverTemporaryFiles() -> [String] {
        var removed: [String] = []
        for folder in [directories.config, directories.data, directories.state] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            let subfolders = names.sorted().map { folder.appendingPathComponent($0) }.filter { url in
                var isFolder = false
                return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder
            }
            for each in [folder] + subfolders {
                removed += AtomicFile.removeLeftovers(in: each).map { each.appendingPathComponent($0).path }
            }
        }
        return removed
    }

    /// Deletes everything the app saved: its config, data and state folders.
    /// Files set aside as unreadable go too.
    public func resetEverything() throws {
        for folder in [directories.config, directories.data, directories.state] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
        }
    }
}
