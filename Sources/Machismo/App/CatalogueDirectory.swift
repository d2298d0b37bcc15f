import FoundationEssentials
import Localization

/// Finds the compiled translations (`LANG/LC_MESSAGES/machismo.mo`): `$MACHISMO_LOCALEDIR`,
/// then `locale/` beside the binary (where the build compiles them: `make build`), then
/// `share/locale` beside an installed binary's `bin/`. Nil leaves gettext's default.
enum CatalogueDirectory {
    static func find() -> String? {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["MACHISMO_LOCALEDIR"] {
            candidates.append(URL(fileURLWithPath: override, isDirectory: true))
        }
        let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        candidates.append(folder.appendingPathComponent("locale", isDirectory: true))
        candidates.append(folder.deletingLastPathComponent().appendingPathComponent("share/locale", isDirectory: true))
        return candidates.first(where: holdsCatalogues)?.standardizedFileURL.path
    }

    private static func holdsCatalogues(_ folder: URL) -> Bool {
        Localization.shippedLanguages.contains { language in
            let catalogue = folder.appendingPathComponent("\(language.code)/LC_MESSAGES/\(Localization.domain).mo")
            return FileManager.default.fileExists(atPath: catalogue.path)
        }
    }
}
