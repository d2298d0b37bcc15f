import FoundationEssentials
import Glibc

/// Finds the app's read-only data (style sheet, pictures): `$MACHISMO_DATA_DIR`, then
/// `share/machismo` beside an installed binary's `bin/` (`make install`; a copy of the
/// prefix moved elsewhere still finds its own), then `data/` of the source tree the binary
/// was built in (`.build/debug/machismo`). The binary is found through `/proc/self/exe`,
/// so a launch by name from `PATH` or a symbolic link finds the same folder.
enum DataDirectory {
    static let url: URL? = path.map { URL(fileURLWithPath: $0, isDirectory: true) }

    /// The folder `url` names, found with libc before anything needs Foundation.
    static let path: String? = {
        var candidates = [LaunchPath.environment("MACHISMO_DATA_DIR")].compactMap { $0 }
        candidates.append(installedShare + "/machismo")
        var folder = LaunchPath.binaryFolder
        for _ in 0..<4 {
            candidates.append(folder + "/data")
            folder = LaunchPath.parent(of: folder)
        }
        return candidates.first { LaunchPath.exists($0 + "/style.css") }
    }()

    /// `share/` of the prefix the binary is installed in (`PREFIX/bin/machismo`).
    static var installedShare: String {
        LaunchPath.standardized(LaunchPath.parent(of: LaunchPath.binaryFolder) + "/share")
    }

    /// Lets GTK's icon theme find the app's icons where the desktop would not look:
    /// beside a binary the Makefile built (`builtShare`), in the source tree (`data/` is
    /// laid out as an XDG data folder, `icons/hicolor/…`),
    /// or under a prefix outside `XDG_DATA_DIRS` (`make install PREFIX=/opt/machismo`,
    /// or an installed copy moved elsewhere). That folder goes first in `XDG_DATA_DIRS`.
    /// Call this before GTK starts: changing the icon theme's search path later makes it
    /// rescan every theme folder, which costs startup time.
    static func exposeIcons() {
        guard let folder = iconFolder(candidates: [builtShare, path, installedShare].compactMap { $0 }) else { return }
        let current = LaunchPath.environment("XDG_DATA_DIRS") ?? "/usr/local/share:/usr/share"
        let home = LaunchPath.environment("HOME") ?? ""
        let searched =
            current.split(separator: ":").map { LaunchPath.standardized(String($0)) }
            + [LaunchPath.environment("XDG_DATA_HOME") ?? "\(home)/.local/share"]
        guard !searched.contains(LaunchPath.standardized(folder)) else { return }
        setenv("XDG_DATA_DIRS", "\(folder):\(current)", 1)
    }

    /// The first of `candidates` (XDG data folders) that holds the app's icon, unthemed
    /// (`icons/ID.svg`) or in the hicolor theme (`icons/hicolor/scalable/apps/ID.svg`).
    static func iconFolder(candidates: [String], exists: (String) -> Bool = LaunchPath.exists) -> String? {
        let file = "\(AppInfo.applicationID).svg"
        return candidates.first { exists("\($0)/icons/\(file)") || exists("\($0)/icons/hicolor/scalable/apps/\(file)") }
    }

    /// `share/` beside a binary the Makefile built, whose `icons/` holds the app's icons
    /// unthemed (GTK lists the folder once; a `hicolor` folder costs it a look at each of
    /// that theme's size and context folders, some 650 system calls a launch).
    static var builtShare: String { LaunchPath.binaryFolder + "/share" }

    /// The contents of a data file, or nil when there is none.
    static func contents(of name: String) -> String? {
        guard let path, let file = fopen("\(path)/\(name)", "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while case let count = fread(&chunk, 1, chunk.count, file), count > 0 { bytes += chunk[..<count] }
        guard ferror(file) == 0 else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }
}
