import FoundationEssentials
import Glibc
import Logging

/// What loading a state file found.
public enum LoadOutcome<Value: Sendable>: Sendable {
    /// There was no file yet: the defaults apply, nothing to report.
    case missing
    /// The file was read.
    case loaded(Value)
    /// The file could not be read or decoded; it was moved to `setAsideAt` and
    /// the defaults apply. `reason` says what was wrong, for the user and the log.
    /// `setAsideAt` is nil when even the move failed: then the caller must not
    /// save over the file.
    case setAside(reason: String, setAsideAt: URL?)

    /// The loaded value, if any.
    public var value: Value? {
        if case .loaded(let value) = self { return value }
        return nil
    }
}

/// One JSON file of `Value`: loaded on launch, saved atomically, and never
/// overwritten while unreadable: a bad file is renamed aside with a timestamp
/// (`window.json.corrupt-20261121T213700Z`) before anything new is written.
public struct StateFile<Value: Codable & Sendable>: Sendable {
    /// The file.
    public let url: URL
    private let logger = Logger(label: "machismo.storage")

    /// The largest file read: 256 MiB. A larger one is set aside unread.
    public static var maximumBytes: Int { 256 << 20 }

    /// How the file's bytes become a value: `JSONDecoder`'s unless given.
    private let decode: @Sendable (Data) throws -> Value

    /// The file at `url`, read with `JSONDecoder`.
    public init(url: URL) {
        self.url = url
        decode = { try JSONDecoder().decode(Value.self, from: $0) }
    }

    /// A file read by `decode` (a faster reader than `JSONDecoder` for a file read at
    /// every launch); it throws a `DecodingError`, as `JSONDecoder` would.
    public init(url: URL, decode: @escaping @Sendable (Data) throws -> Value) {
        self.url = url
        self.decode = decode
    }

    /// Reads the file; on failure sets it aside and says so. Only a regular file
    /// is read (see `AtomicFile.read`); anything else in its place is set aside.
    public func load(now: Date = Date()) -> LoadOutcome<Value> {
        let data: Data
        do {
            data = try AtomicFile.read(url, maximumBytes: Self.maximumBytes)
        } catch  where error.code == ENOENT {
            return .missing
        } catch {
            return setAside(reason: "it could not be read (\(error))", now: now)
        }
        do {
            return .loaded(try decode(data))
        } catch {
            return setAside(reason: "it is not valid (\(Self.describe(error)))", now: now)
        }
    }

    /// The file's value, or nil when it is missing or cannot be read or decoded.
    /// Unlike `load`, it changes nothing and logs nothing: a bad file stays where it is.
    public func peek() -> Value? {
        guard let data = try? AtomicFile.read(url, maximumBytes: Self.maximumBytes) else { return nil }
        return try? decode(data)
    }

    /// Writes `value` atomically.
    public func save(_ value: Value) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(try encoder.encode(value), to: url)
    }

    /// Removes the file; a missing file is not an error.
    public func remove() throws {
        do {
            try FileManager.default.removeItem(at: url)
        } catch let error as CocoaError where error.code == .fileNoSuchFile {
            return
        }
    }

    /// Moves the file aside as `NAME.corrupt-TIMESTAMP` because of `reason`:
    /// `load` does it for a file it cannot read, and a caller for a file it read
    /// but could not use (a page's saved state). `setAsideAt` is nil when the
    /// move failed: then the caller must not save over the file.
    public func setAside(reason: String, now: Date = Date()) -> LoadOutcome<Value> {
        let base = "\(url.lastPathComponent).corrupt-\(Self.timestamp(now))"
        var destination = url.deletingLastPathComponent().appendingPathComponent(base)
        var attempt = 1
        while FileManager.default.fileExists(atPath: destination.path) {
            attempt += 1
            destination = url.deletingLastPathComponent().appendingPathComponent("\(base)-\(attempt)")
        }
        do {
            try FileManager.default.moveItem(at: url, to: destination)
        } catch {
            logger.error("\(url.path) is unusable because \(reason), and could not be set aside: \(error)")
            return .setAside(reason: reason, setAsideAt: nil)
        }
        logger.warning(
            "\(url.path) was set aside as \(destination.lastPathComponent) because \(reason); starting with defaults")
        return .setAside(reason: reason, setAsideAt: destination)
    }

    /// `20261121T213700Z`: UTC, sortable, safe in a file name.
    static func timestamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): context.debugDescription
        case DecodingError.keyNotFound(let key, _): "missing \(key.stringValue)"
        case DecodingError.typeMismatch(_, let context):
            "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.valueNotFound(_, let context):
            "missing value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: "\(error)"
        }
    }
}
