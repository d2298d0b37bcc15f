import Glibc

/// File paths as plain strings through libc, for what runs before the window: Foundation's
/// first use there (`ProcessInfo`'s environment, built afresh at each call, and resolving
/// `URL`s) cost about a millisecond of CPU before the first frame.
enum LaunchPath {
    /// The environment variable `name`, if set.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The folder holding the running binary, found through `/proc/self/exe` with every
    /// symbolic link resolved: a launch by name from `PATH` or a link finds the same one.
    static let binaryFolder: String = {
        guard let resolved = realpath("/proc/self/exe", nil) else { return "/" }
        defer { free(resolved) }
        return parent(of: String(cString: resolved))
    }()

    /// Whether anything is at `path`.
    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// `path` made absolute (against the working folder) with `.`, `..` and repeated
    /// slashes taken out, as `URL.standardizedFileURL` does; links are left as they are.
    static func standardized(_ path: String) -> String {
        var absolute = path
        if !path.hasPrefix("/"), let cwd = getcwd(nil, 0) {
            absolute = String(cString: cwd) + "/" + path
            free(cwd)
        }
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` without its last part (`/a/b` → `/a`; `/a` → `/`).
    static func parent(of path: String) -> String {
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }
}
