import FoundationEssentials
import Localization

#if canImport(Glibc)
    import Glibc
#endif

/// Why a file could not be read or written, in the system's words.
public struct FileError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file or folder the operation was on.
    public let path: String
    /// What was tried: `open`, `read`, `create`, `write`, `sync`, `close`, `replace`,
    /// `rename`, `delete` or `folder`.
    public let operation: String
    /// The `errno` value.
    public let code: Int32
    /// Said instead of the system's words for `code`, when set.
    var reason: String?

    /// The file at `url` is not there (it went between a look and a read).
    public static func missing(_ url: URL) -> FileError { FileError(path: url.path, operation: "open", code: ENOENT) }

    init(path: String, operation: String, code: Int32, reason: String? = nil) {
        self.path = path
        self.operation = operation
        self.code = code
        self.reason = reason
    }

    /// `could not read PATH: REASON`, in the user's language (the reason is the C
    /// library's, itself translated by the system).
    public var description: String {
        let why = reason ?? String(cString: strerror(code))
        switch operation {
        // TRANSLATORS: a failed step of a save or a load (open, read, create, write, sync, close, replace);
        // %1$s is a file's path, %2$s the system's reason ("Permission denied"). Shown inside other messages.
        case "open": return tr("could not open %1$s: %2$s", path, why)
        case "read": return tr("could not read %1$s: %2$s", path, why)
        case "create": return tr("could not create %1$s: %2$s", path, why)
        case "write": return tr("could not write %1$s: %2$s", path, why)
        case "sync": return tr("could not sync %1$s: %2$s", path, why)
        case "close": return tr("could not close %1$s: %2$s", path, why)
        case "replace": return tr("could not replace %1$s: %2$s", path, why)
        case "rename": return tr("could not rename %1$s: %2$s", path, why)
        case "delete": return tr("could not delete %1$s: %2$s", path, why)
        // TRANSLATORS: %1$s is a folder's path, %2$s the system's reason ("Permission denied").
        case "folder": return tr("could not create the folder %1$s: %2$s", path, why)
        default: return tr("could not open %1$s: %2$s", path, why)
        }
    }
}

/// Writes files so that a reader sees either the old contents or the new, never a mix:
/// a temporary file in the same folder (`.NAME.PID.tmp`) is written and fsynced, renamed
/// over the target, and the folder is fsynced so the rename itself survives a crash.
///
/// A process killed mid-write leaves its temporary file behind. Nothing reads one as the
/// real file (its name is another), and `removeLeftovers(in:)` deletes those whose writer
/// is gone: the app sweeps its folders at startup.
public enum AtomicFile {
    /// Reads the whole file at `url`; the error names the system's reason
    /// (`No such file or directory`, `Is a directory`, `Permission denied`).
    ///
    /// Only a regular file is read: a FIFO, a device (`/dev/zero`) or a socket in
    /// its place is refused at once rather than blocking or reading forever, and
    /// so is a file of more than `maximumBytes` (`File too large`).
    public static func read(_ url: URL, maximumBytes: Int = Int.max) throws(FileError) -> Data {
        // Non-blocking, so that opening a FIFO with no writer returns; regular files ignore it.
        let fd = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw FileError(path: url.path, operation: "open", code: errno) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw FileError(path: url.path, operation: "read", code: errno) }
        if status.st_mode & S_IFMT == S_IFDIR { throw FileError(path: url.path, operation: "read", code: EISDIR) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw FileError(path: url.path, operation: "read", code: EINVAL, reason: tr("Not a regular file"))
        }
        guard status.st_size <= maximumBytes else { throw FileError(path: url.path, operation: "read", code: EFBIG) }
        // Straight into one buffer of the file's size, and a byte more to see the end: a
        // 6 MB document read 64 KB at a time into a growing `Data` was copied over and over.
        var capacity = Int(status.st_size) + 1
        guard var buffer = malloc(capacity)?.assumingMemoryBound(to: UInt8.self) else {
            throw FileError(path: url.path, operation: "read", code: ENOMEM)
        }
        var filled = 0
        while true {
            if filled == capacity {
                // The file grew while being read.
                capacity += 64 * 1024
                guard let larger = realloc(buffer, capacity)?.assumingMemoryBound(to: UInt8.self) else {
                    free(buffer)
                    throw FileError(path: url.path, operation: "read", code: ENOMEM)
                }
                buffer = larger
            }
            let count = Glibc.read(fd, buffer + filled, capacity - filled)
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                free(buffer)
                throw FileError(path: url.path, operation: "read", code: code)
            }
            if count == 0 { return Data(bytesNoCopy: buffer, count: filled, deallocator: .free) }
            filled += count
            if filled > maximumBytes {
                free(buffer)
                throw FileError(path: url.path, operation: "read", code: EFBIG)
            }
        }
    }

    /// Replaces the file at `url` with `data`, creating its folder if needed.
    public static func write(_ data: Data, to url: URL) throws(FileError) {
        let folder = url.deletingLastPathComponent()
        try FileSystem.createFolders(at: folder)
        let temporary = temporaryURL(for: url).path
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileError(path: temporary, operation: "create", code: errno) }
        var closed = false
        defer {
            if !closed { close(fd) }
        }
        do throws(FileError) {
            // `withUnsafeBytes` throws untyped errors: the failure is carried out of it.
            let failure: FileError? = data.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        return FileError(path: temporary, operation: "write", code: errno)
                    }
                    offset += written
                }
                return nil
            }
            if let failure { throw failure }
            guard fsync(fd) == 0 else { throw FileError(path: temporary, operation: "sync", code: errno) }
            closed = true
            guard close(fd) == 0 else { throw FileError(path: temporary, operation: "close", code: errno) }
            guard rename(temporary, url.path) == 0 else {
                throw FileError(path: url.path, operation: "replace", code: errno)
            }
        } catch {
            unlink(temporary)
            throw error
        }
        let folderFD = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderFD >= 0 {
            fsync(folderFD)
            close(folderFD)
        }
    }

    /// The temporary file a write to `url` by the process `pid` goes through: `.NAME.PID.tmp`
    /// (`removeLeftovers(in:named:)` deletes one its process left).
    public static func temporaryURL(for url: URL, pid: pid_t = getpid()) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(pid).tmp")
    }

    /// Deletes the temporary files in `folder` (only those for the file `named`, when given)
    /// that a write left behind when its process was killed, and returns their names. A
    /// temporary file whose process still runs (another instance writing right now) stays.
    @discardableResult
    public static func removeLeftovers(in folder: URL, named name: String? = nil) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { entry in
            guard let (target, pid) = temporaryParts(entry), name == nil || target == name,
                !isRunning(pid)
            else { return false }
            return unlink(folder.appendingPathComponent(entry).path) == 0
        }
    }

    /// The target's name and the writer's pid of a temporary file's name, `.NAME.PID.tmp`, or
    /// of one of the files SQLite keeps beside a database being made there (`-wal`, `-shm`,
    /// `-journal` after it).
    static func temporaryParts(_ entry: String) -> (target: String, pid: pid_t)? {
        var entry = Substring(entry)
        for side in ["-wal", "-shm", "-journal"] where entry.hasSuffix(".tmp" + side) {
            entry = entry.dropLast(side.count)
        }
        guard entry.hasPrefix("."), entry.hasSuffix(".tmp") else { return nil }
        let middle = entry.dropFirst().dropLast(4)
        guard let dot = middle.lastIndex(of: "."), dot > middle.startIndex else { return nil }
        let digits = middle[middle.index(after: dot)...]
        guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }),
            let pid = pid_t(digits), pid > 0
        else { return nil }
        return (String(middle[..<dot]), pid)
    }

    private static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
