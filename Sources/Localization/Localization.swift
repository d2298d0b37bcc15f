internal import CIntl

/// Machismo's messages in the user's language, through glibc's gettext.
///
/// Every word a user sees or a screen reader says is written in the sources as
/// `tr("…")`, `trn("…", "…", count)` or `trc("context", "…")` with a string literal
/// (the functions take a `StaticString`, so the compiler refuses anything else);
/// `scripts/update-pot` finds those calls and writes `po/machismo.pot` and
/// `po/libraries/machismo-libraries.pot`. A message with
/// values carries placeholders a translator may reorder: `%1$s`, `%2$d` (`%s`, `%d` in
/// order), filled by `MessageFormat`.
///
/// A message's gettext domain is its module's: the modules of the library products
/// (`libraryModules`) look theirs up in `LibraryTranslations.domain`, the app's in
/// `domain`, so another app using the libraries gets their words translated without
/// Machismo's. `scripts/update-pot` sorts the messages into the two catalogues the same way.
package enum Localization {
    /// The gettext text domain of the app's messages.
    package static let domain = "machismo"

    /// The modules the library products are made of (Package.swift): their messages are
    /// in `LibraryTranslations.domain`. `scripts/update-pot` reads this list.
    package static let libraryModules: Set<String> = [
        "Gtk", "Navigation", "Alerts", "Notifications", "Storyboard", "CardGame", "TextStats", "RichText",
        "Localization", "StateStore",
    ]

    /// The languages Machismo ships a translation for, as in `po/LINGUAS`, with each
    /// language's name in that language (as Settings lists them).
    package static let shippedLanguages: [(code: String, name: String)] = [
        ("de", "Deutsch"),
        ("ar", "العربية"),
    ]

    /// Takes the user's locale from the environment (`LANG`, `LC_*`, `LANGUAGE`) and
    /// finds both domains' catalogues under `localeDirectory` (`LANG/LC_MESSAGES/machismo.mo`
    /// and `machismo-libraries.mo`); nil leaves gettext's default, the system's.
    /// `language`, when set, wins over the environment's `LANGUAGE` (Settings → Language).
    /// Call before the first message is translated and before GTK starts.
    package static func start(localeDirectory: String?, language: String? = nil) {
        if let language { setenv("LANGUAGE", language, 1) }
        setlocale(LC_ALL, "")
        if let localeDirectory {
            bindtextdomain(domain, localeDirectory)
            LibraryTranslations.bind(localeDirectory: localeDirectory)
        }
        bind_textdomain_codeset(domain, "UTF-8")
        bind_textdomain_codeset(LibraryTranslations.domain, "UTF-8")
    }

    /// The domain of a message written in the file `fileID` (`#fileID`: `Module/File.swift`).
    package static func domain(ofFile fileID: StaticString) -> String {
        // Read in place: every message passes here, and making strings of it cost more
        // than the lookup.
        fileID.withUTF8Buffer { bytes in
            let module = bytes.prefix { $0 != UInt8(ascii: "/") }
            return libraryModules.contains { $0.utf8.elementsEqual(module) } ? LibraryTranslations.domain : domain
        }
    }

    /// Whether the user's language is written right to left. As in GTK, translators of
    /// such a language translate the message `default:LTR` as `default:RTL`.
    package static var isRightToLeft: Bool {
        // TRANSLATORS: write "default:RTL" if your language is written right to left, else "default:LTR".
        trc("text direction", "default:LTR") == "default:RTL"
    }

    /// The directory gettext reads the domain's catalogues from.
    package static var localeDirectory: String? {
        bindtextdomain(domain, nil).map { String(cString: $0) }
    }
}

/// `message` in the user's language, its placeholders filled with `arguments`.
package func tr(_ message: StaticString, _ arguments: any MessageArgument..., file: StaticString = #fileID) -> String {
    MessageFormat.fill(Gettext.translate(message, domain: Localization.domain(ofFile: file)), with: arguments)
}

/// `singular` or `plural`, whichever form the user's language uses for `count`
/// (Arabic has six), its placeholders filled with `arguments`; the count itself is
/// usually one of them: `trn("%d word", "%d words", n, n)`.
package func trn(
    _ singular: StaticString, _ plural: StaticString, _ count: Int,
    _ arguments: any MessageArgument..., file: StaticString = #fileID
) -> String {
    let form = Gettext.translate(singular, plural, count: count, domain: Localization.domain(ofFile: file))
    return MessageFormat.fill(form, with: arguments)
}

/// `message` in the user's language where the same English words mean different
/// things (`trc("tab", "Set")`); `context` tells translators which.
package func trc(
    _ context: StaticString, _ message: StaticString, _ arguments: any MessageArgument..., file: StaticString = #fileID
) -> String {
    let translated = Gettext.translate(message, context: context, domain: Localization.domain(ofFile: file))
    return MessageFormat.fill(translated, with: arguments)
}

/// The gettext calls under `tr`, `trn` and `trc`.
enum Gettext {
    static func translate(_ message: StaticString, domain: String) -> String {
        guard message.utf8CodeUnitCount > 0 else { return "" }  // "" would give the catalogue's header
        // Untranslated, gettext returns the key's own pointer: read it while the key lives.
        return withCString(message) { String(cString: dgettext(domain, $0)) }
    }

    static func translate(_ singular: StaticString, _ plural: StaticString, count: Int, domain: String) -> String {
        withCString(singular) { singular in
            withCString(plural) { plural in
                String(cString: dngettext(domain, singular, plural, UInt(clamping: count.magnitude)))
            }
        }
    }

    /// A literal as a C string: its own bytes, which end in a NUL, where it has them
    /// (every message is looked up on every use; a copy cost more than the lookup).
    static func withCString<Result>(_ literal: StaticString, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        guard literal.hasPointerRepresentation else { return text(literal).withCString(body) }
        return body(UnsafeRawPointer(literal.utf8Start).assumingMemoryBound(to: CChar.self))
    }

    /// pgettext: the catalogue keys a message with a context as `context EOT message`.
    static func translate(_ message: StaticString, context: StaticString, domain: String) -> String {
        let key = text(context) + "\u{4}" + text(message)
        let translated = key.withCString { String(cString: dgettext(domain, $0)) }
        return translated == key ? text(message) : translated
    }

    /// A literal's text (a one-character literal has no C string of its own).
    static func text(_ literal: StaticString) -> String {
        literal.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    }
}
