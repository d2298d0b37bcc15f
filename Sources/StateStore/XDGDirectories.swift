import FoundationEssentials
import Glibc

/// The user's XDG base directories, each with the app's own folder inside.
///
/// Follows the XDG Base Directory spec: `$XDG_CONFIG_HOME` (else `~/.config`),
/// `$XDG_DATA_HOME` (else `~/.local/share`), `$XDG_STATE_HOME` (else
/// `~/.local/state`); a relative path in a variable is ignored, as the spec says.
public struct XDGDirectories: Sendable, Equatable {
    /// Settings and window state.
    public var config: URL
    /// Documents the user made: scores, cars, text documents.
    public var data: URL
    /// State worth keeping but not precious: navigation paths, autosaves.
    public var state: URL

    /// The three folders as given.
    public init(config: URL, data: URL, state: URL) {
        self.config = config
        self.data = data
        self.state = state
    }

    /// The directories for `appName` (a folder name: `machismo`, `org.example.Bookshelf`)
    /// under the environment's XDG homes.
    public init(appName: String, environment: [String: String] = XDGDirectories.variables()) {
        let home =
            environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        func base(_ variable: String, _ fallback: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") {
                return URL(fileURLWithPath: value, isDirectory: true)
            }
            return home.appendingPathComponent(fallback, isDirectory: true)
        }
        config = base("XDG_CONFIG_HOME", ".config").appendingPathComponent(appName, isDirectory: true)
        data = base("XDG_DATA_HOME", ".local/share").appendingPathComponent(appName, isDirectory: true)
        state = base("XDG_STATE_HOME", ".local/state").appendingPathComponent(appName, isDirectory: true)
    }

    /// The variables these directories follow, as the process has them: read one by one,
    /// since `ProcessInfo`'s environment copies all of them (its first use costs some
    /// tenths of a millisecond at launch).
    public static func variables() -> [String: String] {
        var variables: [String: String] = [:]
        for name in ["HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"] {
            if let value = getenv(name) { variables[name] = String(cString: value) }
        }
        return variables
    }
}
