import Localization

/// Finds the compiled translations (`LANG/LC_MESSAGES/machismo.mo`): `$MACHISMO_LOCALEDIR`,
/// then `locale/` beside the binary (where the build compiles them: `make build`), then
/// `share/locale` beside an installed binary's `bin/`. Nil leaves gettext's default.
enum CatalogueDirectory {
    static func find() -> String? {
        let folder = LaunchPath.binaryFolder
        let candidates =
            [LaunchPath.environment("MACHISMO_LOCALEDIR")].compactMap { $0 }
            + [folder + "/locale", LaunchPath.parent(of: folder) + "/share/locale"]
        return candidates.first(where: holdsCatalogues).map(LaunchPath.standardized)
    }

    private static func holdsCatalogues(_ folder: String) -> Bool {
        Localization.shippedLanguages.contains { language in
            LaunchPath.exists("\(folder)/\(language.code)/LC_MESSAGES/\(Localization.domain).mo")
        }
    }
}
