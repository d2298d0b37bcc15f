import Foundation
import Storage

/// A fresh folder standing in for the user's home during one test, with the app's XDG
/// folders in it; removed, with everything in it, when the last reference goes (a
/// suite's or a test case's property), or at the end of `withTemporaryHome`.
///
/// Storage finds its folders only through the `XDGDirectories` it is handed, and reads
/// the environment only when one is made with the default argument, never caching it.
/// So a test hands `directories` to what it tests instead of setting `HOME` or
/// `XDG_*_HOME` in the process: the environment is shared by every test running in
/// parallel, and each home here is a test's own. `environment` is what a process
/// running in this home would have, for `XDGDirectories(environment:)` or a child.
///
/// The XDG folders are not made until something is written in them (`write`, or
/// `createFolders()`), as on an account that never ran the app: a test can tell that
/// what it tests touched no file.
public final class TemporaryHome: Sendable {
    /// The home folder itself (`HOME`): documents the user keeps go here.
    public let url: URL
    /// `HOME` and the three `XDG_*_HOME` variables, pointing into `url` at the spec's
    /// default places.
    public let environment: [String: String]
    /// The app's config, data and state folders, as `XDGDirectories(environment:)` finds them.
    public let directories: XDGDirectories

    /// A new, empty home in `base` (the system's temporary folder unless given), its
    /// name starting `machismo-label-` so that one left by a crashed test tells whose it is.
    public init(_ label: String = "tests", in base: URL = FileManager.default.temporaryDirectory) throws {
        url = base.appendingPathComponent("machismo-\(label)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        environment = [
            "HOME": url.path,
            "XDG_CONFIG_HOME": url.appendingPathComponent(".config").path,
            "XDG_DATA_HOME": url.appendingPathComponent(".local/share").path,
            "XDG_STATE_HOME": url.appendingPathComponent(".local/state").path,
        ]
        directories = XDGDirectories(environment: environment)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Makes the config, data and state folders now, as the app's first run would have.
    public func createFolders() throws {
        for folder in [directories.config, directories.data, directories.state] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
    }

    /// Where the saved file `name` is in `folder` (`\.config`, `\.data` or `\.state`).
    public func file(_ name: String, in folder: KeyPath<XDGDirectories, URL>) -> URL {
        directories[keyPath: folder].appendingPathComponent(name)
    }

    /// Writes `contents` as the saved file `name` in `folder`, making the folder if need
    /// be (plainly, not atomically: what a test writes is what the app will find); its URL.
    @discardableResult
    public func write(_ contents: Data, to name: String, in folder: KeyPath<XDGDirectories, URL>) throws -> URL {
        try FileManager.default.createDirectory(at: directories[keyPath: folder], withIntermediateDirectories: true)
        let url = file(name, in: folder)
        try contents.write(to: url)
        return url
    }

    /// Writes `contents` in UTF-8 as the saved file `name` in `folder`; its URL.
    @discardableResult
    public func write(_ contents: String, to name: String, in folder: KeyPath<XDGDirectories, URL>) throws -> URL {
        try write(Data(contents.utf8), to: name, in: folder)
    }

    /// The bytes of the saved file `name` in `folder`. Read with `AtomicFile`: Foundation's
    /// readers leak a buffer on an empty file in Swift 6.3.1, which LeakSanitizer reports.
    public func read(_ name: String, in folder: KeyPath<XDGDirectories, URL>) throws -> Data {
        try AtomicFile.read(file(name, in: folder))
    }

    /// The names in `folder`, sorted; throws if the folder was never made.
    public func contents(of folder: KeyPath<XDGDirectories, URL>) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directories[keyPath: folder].path).sorted()
    }

    /// The names in the home folder itself, sorted.
    public func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }
}

/// Runs `body` in a new `TemporaryHome`, removed when `body` returns or throws.
/// Prefer it to a local `let home = try TemporaryHome()`: Swift may release a local
/// after its last use, which would remove the folder while its paths are still in use.
public func withTemporaryHome<Result>(
    _ label: String = "tests", _ body: (TemporaryHome) throws -> Result
) throws -> Result {
    let home = try TemporaryHome(label)
    return try withExtendedLifetime(home) { try body(home) }
}
