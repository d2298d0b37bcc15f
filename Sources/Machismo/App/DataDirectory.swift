import FoundationEssentials
import Glibc

/// Finds the app's read-only data (style sheet, icons, pictures): `$MACHISMO_DATA_DIR`,
/// then `data/` of the source tree the binary was built in (`.build/debug/machismo`),
/// then `share/machismo` beside an installed binary's `bin/`.
enum DataDirectory {
    static let url: URL? = {
        let fileManager = FileManager.default
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["MACHISMO_DATA_DIR"] {
            candidates.append(URL(fileURLWithPath: override, isDirectory: true))
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(folder.appendingPathComponent("data", isDirectory: true))
            folder = folder.deletingLastPathComponent()
        }
        candidates.append(executable.deletingLastPathComponent().appendingPathComponent("../share/machismo", isDirectory: true))
        return candidates.first { fileManager.fileExists(atPath: $0.appendingPathComponent("style.css").path) }
    }()

    /// Lets GTK's icon theme find the app's icons when it runs from the source
    /// tree, where they are not installed yet: `data/` is laid out as an XDG data
    /// folder (`icons/hicolor/…`), so it goes first in `XDG_DATA_DIRS`. Call this
    /// before GTK starts: changing the icon theme's search path later makes it
    /// rescan every theme folder, which costs startup time.
    static func exposeIcons() {
        guard let url, FileManager.default.fileExists(atPath: url.appendingPathComponent("icons/hicolor").path) else { return }
        let current = ProcessInfo.processInfo.environment["XDG_DATA_DIRS"] ?? "/usr/local/share:/usr/share"
        guard !current.split(separator: ":").contains(Substring(url.path)) else { return }
        setenv("XDG_DATA_DIRS", "\(url.path):\(current)", 1)
    }

    /// The contents of a data file, or nil when there is none.
    static func contents(of name: String) -> String? {
        guard let url = url?.appendingPathComponent(name) else { return nil }
        return try? String(contentsOf: url, encoding: .utf8)
    }
}
