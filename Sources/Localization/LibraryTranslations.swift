internal import CIntl
import Glibc

/// Where the library products find the words they show a user in the user's language.
///
/// Storyboard's Back and More, a tab bar's Edit and Done, the names of the Set cards, the
/// reasons a rich-text document cannot be read: the libraries look these up in a gettext
/// domain of their own, `machismo-libraries`, apart from any app's. Its catalogues are
/// compiled from the package's `po/libraries/LANG.po` (`make catalogues` puts them in
/// `.build/debug/locale`; `make install` in `share/locale`).
///
/// Installed in the system's locale folder (`/usr/share/locale`), gettext finds them with
/// no more ado. An app that ships them elsewhere says where once, before its first window:
///
/// ```swift
/// import Localization
///
/// LibraryTranslations.bind(localeDirectory: "/opt/bookshelf/share/locale")
/// // or, for catalogues in `locale/` beside the binary or in `../share/locale` from it:
/// LibraryTranslations.bindBesideExecutable()
/// ```
///
/// The language is the user's, as GTK sets it from the environment (`LANG`, `LANGUAGE`).
public enum LibraryTranslations {
    /// The gettext domain of the libraries' words: catalogues named
    /// `LANG/LC_MESSAGES/machismo-libraries.mo`.
    public static let domain = "machismo-libraries"

    /// Reads the libraries' catalogues from `localeDirectory`
    /// (`localeDirectory/LANG/LC_MESSAGES/machismo-libraries.mo`), as UTF-8.
    public static func bind(localeDirectory: String) {
        bindtextdomain(domain, localeDirectory)
        bind_textdomain_codeset(domain, "UTF-8")
    }

    /// Reads the libraries' catalogues from beside the running program: from `locale` in
    /// its folder (where `make catalogues` puts them in a build) or `../share/locale` from
    /// it (a prefix it is installed in), the first that holds one; else gettext's default
    /// stays. Returns the folder bound, if any.
    @discardableResult
    public static func bindBesideExecutable() -> String? {
        guard let resolved = realpath("/proc/self/exe", nil) else { return nil }
        let executable = String(cString: resolved)
        free(resolved)
        let folder = executable[..<(executable.lastIndex(of: "/") ?? executable.startIndex)]
        let parent = folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)]
        let candidates = [String(folder) + "/locale", String(parent) + "/share/locale"]
        guard let found = candidates.first(where: holdsCatalogues) else { return nil }
        bind(localeDirectory: found)
        return found
    }

    /// Whether `folder` holds the libraries' catalogue for a language Machismo ships.
    static func holdsCatalogues(_ folder: String) -> Bool {
        Localization.shippedLanguages.contains { language in
            access("\(folder)/\(language.code)/LC_MESSAGES/\(domain).mo", R_OK) == 0
        }
    }

    /// The folder the libraries' catalogues are read from: the one last bound, else the
    /// system's.
    public static var localeDirectory: String? {
        bindtextdomain(domain, nil).map { String(cString: $0) }
    }
}
