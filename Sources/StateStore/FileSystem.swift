import FoundationEssentials
import Glibc

/// The file operations whose failures reach the user, through the C library: each failure is
/// a `FileError`, said in the user's words (Foundation's `FileManager` would throw errors
/// whose text is English).
public enum FileSystem {
    /// Makes the folder at `url` and the folders it is in, as needed.
    public static func createFolders(at url: URL) throws(FileError) {
        let path = url.standardizedFileURL.path
        var isFolder = stat()
        if stat(path, &isFolder) == 0 {
            guard isFolder.st_mode & S_IFMT == S_IFDIR else {
                throw FileError(path: path, operation: "folder", code: ENOTDIR)
            }
            return
        }
        let parent = url.standardizedFileURL.deletingLastPathComponent()
        if parent.path != path { try createFolders(at: parent) }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
            throw FileError(path: path, operation: "folder", code: errno)
        }
    }

    /// Renames the file or folder at `source` to `destination`, which must not exist: a name
    /// taken is `EEXIST`, not a file replaced.
    public static func move(_ source: URL, to destination: URL) throws(FileError) {
        guard access(destination.path, F_OK) != 0 else {
            throw FileError(path: destination.path, operation: "rename", code: EEXIST)
        }
        guard rename(source.path, destination.path) == 0 else {
            throw FileError(path: source.path, operation: "rename", code: errno)
        }
    }

    /// Deletes the file at `url`, or the folder and everything in it; a missing one is fine.
    public static func remove(_ url: URL) throws(FileError) {
        var status = stat()
        guard lstat(url.path, &status) == 0 else {
            if errno == ENOENT { return }
            throw FileError(path: url.path, operation: "delete", code: errno)
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            for name in names { try remove(url.appendingPathComponent(name)) }
            guard rmdir(url.path) == 0 || errno == ENOENT else {
                throw FileError(path: url.path, operation: "delete", code: errno)
            }
        } else {
            guard unlink(url.path) == 0 || errno == ENOENT else {
                throw FileError(path: url.path, operation: "delete", code: errno)
            }
        }
    }
}
