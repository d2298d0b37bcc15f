import FoundationEssentials
import Glibc

/// Finds the app's read-only data (style sheet, pictures): `$MACHISMO_DATA_DIR`, then
/// `share/machismo` beside an installed binary's `bin/` (`make install`; a copy of the
/// prefix moved elsewhere still finds its own), then `data/` of the source tree the binary
/// was built in (`.build/debug/machismo`). The binary is found through `/proc/self/exe`,
/// so a launch by name from `PATH` or a symbolic link finds the same folder.
enum DataDirectory {
    static let url: URL? = {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["MACHISMO_DATA_DIR"] {
            candidates.append(URL(fileURLWithPath: override, isDirectory: true))
        }
        candidates.append(installedShare.appendingPathComponent("machismo", isDirectory: true))
        var folder = binaryFolder
        for _ in 0..<4 {
            candidates.append(folder.appendingPathComponent("data", isDirectory: true))
            folder = folder.deletingLastPathComponent()
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("style.css").path) }
    }()

    /// The folder holding the running binary.
    static let binaryFolder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent()

    /// `share/` of the prefix the binary is installed in (`PREFIX/bin/machismo`).
    static var installedShare: URL {
        binaryFolder.deletingLastPathComponent().appendingPathComponent("share", isDirectory: true).standardizedFileURL
    }

    /// Lets GTK's icon theme find the app's icons where the desktop would not look:
    /// in the source tree (`data/` is laid out as an XDG data folder, `icons/hicolor/…`),
    /// or under a prefix outside `XDG_DATA_DIRS` (`make install PREFIX=/opt/machismo`,
    /// or an installed copy moved elsewhere). That folder goes first in `XDG_DATA_DIRS`.
    /// Call this before GTK starts: changing the icon theme's search path later makes it
    /// rescan every theme folder, which costs startup time.
    static func exposeIcons() {
        let icon = "icons/hicolor/scalable/apps/\(AppInfo.applicationID).svg"
        let folders = [url, installedShare].compactMap { $0 }
        guard
            let folder = folders.first(where: {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent(icon).path)
            })
        else { return }
        let environment = ProcessInfo.processInfo.environment
        let current = environment["XDG_DATA_DIRS"] ?? "/usr/local/share:/usr/share"
        let searched =
            current.split(separator: ":").map { URL(fileURLWithPath: String($0)).standardizedFileURL.path }
            + [environment["XDG_DATA_HOME"] ?? "\(environment["HOME"] ?? "")/.local/share"]
        guard !searched.contains(folder.standardizedFileURL.path) else { return }
        setenv("XDG_DATA_DIRS", "\(folder.path):\(current)", 1)
    }

    /// The contents of a data file, or nil when there is none.
    static func contents(of name: String) -> String? {
        guard let url = url?.appendingPathComponent(name) else { return nil }
        return try? String(contentsOf: url, encoding: .utf8)
    }
}
