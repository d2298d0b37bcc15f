import FoundationEssentials
import Localization

/// One value an app keeps between launches (the tabs and pages a `Navigation` tab bar
/// controller restores, a window's size), in one JSON file of the app's XDG state folder:
/// `$XDG_STATE_HOME/APPLICATION-ID/NAME` (else `~/.local/state/APPLICATION-ID/NAME`).
///
/// ```swift
/// let saved = SavedState<RestorationState>(applicationID: "org.example.Bookshelf", name: "navigation.json")
/// if let state = saved.load() { tabBarController.restore(state) }
/// if let problem = saved.problem { /* tell the user, in an alert */ }
/// tabBarController.onRestorationStateChange = { tabBar in try? saved.save(tabBar.restorationState) }
/// ```
///
/// Saves are atomic (a temporary file, fsync, rename: a crash leaves the old file or the
/// new, never a mix). A file that cannot be read, does not decode, or was written by a
/// newer `formatVersion` is never overwritten: `load()` moves it aside with a timestamp
/// (`navigation.json.corrupt-20261121T213700Z`), starts from nothing, and says so in
/// `problem`, in the user's words. When even the move fails, nothing is saved over it.
///
/// The file holds `{"version": formatVersion, "value": …}`. Raise `formatVersion` when
/// the value's shape changes in a way an older app cannot read: an older app then refuses
/// the newer file (and keeps it) rather than misread it.
public final class SavedState<Value: Codable & Sendable> {
    /// The file.
    public let url: URL
    /// The version this app writes; a file of a higher one is refused as from a newer app.
    public let formatVersion: Int
    /// What went wrong with the file in the last `load()` or `setAside(because:)`, in the
    /// user's language; nil when it loaded (or there was none).
    public private(set) var problem: String?
    /// Whether `save` writes: false once a bad file could not be moved aside.
    public private(set) var isSaving = true

    private var file: StateFile<Envelope<Value>>

    /// The file `name` in the state folder of the application `applicationID` (a folder
    /// name, such as the app's reverse-DNS ID), under the environment's XDG homes.
    public convenience init(
        applicationID: String, name: String, formatVersion: Int = 1,
        environment: [String: String] = XDGDirectories.variables()
    ) {
        let directories = XDGDirectories(appName: applicationID, environment: environment)
        self.init(url: directories.state.appendingPathComponent(name), formatVersion: formatVersion)
    }

    /// The file at `url`.
    public init(url: URL, formatVersion: Int = 1) {
        self.url = url
        self.formatVersion = formatVersion
        file = StateFile(url: url, decode: Envelope<Value>.decoder(upTo: formatVersion))
    }

    /// The saved value; nil when there is none, or when the file could not be used: then
    /// it is set aside and `problem` says why.
    public func load(now: Date = Date()) -> Value? {
        let outcome = file.load(now: now)
        switch outcome {
        case .missing:
            problem = nil
            return nil
        case .loaded(let envelope):
            problem = nil
            return envelope.value
        case .setAside(let reason, let setAsideAt):
            report(reason: reason, setAsideAt: setAsideAt)
            return nil
        }
    }

    /// Writes `value` atomically, unless a bad file could not be moved aside (`isSaving`).
    public func save(_ value: Value) throws {
        guard isSaving else { return }
        try file.save(Envelope<Value>(version: formatVersion, value: value))
    }

    /// Moves the file aside, as `load()` does with a file it cannot use, for a value that
    /// loaded but could not be used (a page refused its restored state: saving now would
    /// lose what it held). `reason` is said to the user first; `problem` then says where
    /// the file was kept, and is returned.
    @discardableResult
    public func setAside(because reason: String, now: Date = Date()) -> String? {
        guard case .setAside(_, let setAsideAt) = file.setAside(reason: reason, now: now) else { return nil }
        isSaving = setAsideAt != nil
        problem = [reason, kept(setAsideAt)].joined(separator: " ")
        return problem
    }

    private func report(reason: String, setAsideAt: URL?) {
        isSaving = setAsideAt != nil
        let why =
            reason.contains(newerFormatMark)
            // TRANSLATORS: a saved file the app reads at launch (its open pages, a window's size) was written by
            // a newer version of the app.
            ? tr("The saved state could not be read: it was saved by a newer version of the app.")
            : reason.hasPrefix("it is not valid")
                // TRANSLATORS: a saved file the app reads at launch (its open pages, a window's size) is damaged.
                ? tr("The saved state could not be read: the file is damaged.")
                : tr("The saved state could not be read: the file could not be opened.")
        problem = why + " " + kept(setAsideAt)
    }

    private func kept(_ setAsideAt: URL?) -> String {
        guard let setAsideAt else {
            // TRANSLATORS: after why a saved file could not be used; it could not be renamed either.
            return tr("It could not be moved aside either, so it is not saved again.")
        }
        // TRANSLATORS: after why a saved file could not be used; %s is the name it was kept under
        // (navigation.json.corrupt-20261121T140500Z). The app starts afresh.
        return tr("It was kept as %s, and the app starts afresh.", setAsideAt.lastPathComponent)
    }
}

/// Put in a decoding error's description by a file of a newer format.
let newerFormatMark = "written by a newer version"

/// What the file holds: the format's version beside the value.
struct Envelope<Value: Codable & Sendable>: Codable, Sendable {
    var version: Int
    var value: Value

    private struct Version: Decodable {
        var version: Int
    }

    /// A reader that refuses a version above `current` before it reads the value.
    static func decoder(upTo current: Int) -> @Sendable (Data) throws -> Envelope {
        { data in
            let decoder = JSONDecoder()
            let version = try decoder.decode(Version.self, from: data).version
            guard (1...current).contains(version) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: [],
                        debugDescription: version > current
                            ? "format \(version), \(newerFormatMark)" : "format \(version) is unknown"))
            }
            return try decoder.decode(Envelope.self, from: data)
        }
    }
}
