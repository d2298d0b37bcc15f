import CIntl
import Foundation
import Localization
import Testing

/// Runs `body` on this thread in `name`'s locale (`uselocale`: other threads, and
/// the tests running on them, keep theirs). Records an issue if the locale was
/// not generated (`scripts/install-system-packages` generates the ones tested).
public func withLocale(_ name: String, _ body: () throws -> Void) rethrows {
    guard let locale = newlocale(machismo_lc_all_mask(), name, nil) else {
        Issue.record("the locale \(name) is not generated: run scripts/install-system-packages")
        return
    }
    let previous = uselocale(locale)
    defer {
        uselocale(previous)
        freelocale(locale)
    }
    try body()
}

/// Compiles catalogues for tests and binds `domain` to them: `entries` maps a language
/// to its plural rule and its `.po` entries (without the header). Only a thread in a
/// locale of one of those languages (`withLocale`) reads them. Nil if msgfmt failed.
public func bindTestCatalogues(domain: String, _ entries: [(language: String, pluralForms: String, po: String)]) -> URL?
{
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(domain)-\(getpid())")
    for (language, pluralForms, body) in entries {
        let directory = folder.appendingPathComponent("\(language)/LC_MESSAGES")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let po = folder.appendingPathComponent("\(language).po")
        // The header fields msgfmt --check asks for (it warns of each one missing).
        let fields = [
            "Project-Id-Version: \(domain) tests", "PO-Revision-Date: 2026-01-01 00:00+0000",
            "Last-Translator: tests", "Language-Team: tests", "Language: \(language)", "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=UTF-8", "Content-Transfer-Encoding: 8bit",
            "Plural-Forms: \(pluralForms)",
        ]
        let header = "msgid \"\"\nmsgstr \"\"\n" + fields.map { "\"\($0)\\n\"\n" }.joined() + "\n"
        guard (try? (header + body + "\n").write(to: po, atomically: true, encoding: .utf8)) != nil else { return nil }
        let msgfmt = Process()
        msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        msgfmt.arguments = ["--check", "-o", directory.appendingPathComponent("\(domain).mo").path, po.path]
        guard (try? msgfmt.run()) != nil else { return nil }
        msgfmt.waitUntilExit()
        guard msgfmt.terminationStatus == 0 else { return nil }
    }
    bindtextdomain(domain, folder.path)
    bind_textdomain_codeset(domain, "UTF-8")
    return folder
}

/// The library products' words for tests, in their own domain (`LibraryTranslations.domain`),
/// bound once for the whole test process (a domain has one folder per process): a few of the
/// Set cards' words and Back in German, and an Arabic one that only says Arabic is written
/// right to left. Only a thread in a German or Arabic locale (`withLocale`) sees them.
public enum LibraryTestCatalogue {
    /// The folder of the compiled catalogues; nil if msgfmt failed.
    public static let bound: URL? = bindTestCatalogues(
        domain: LibraryTranslations.domain,
        [
            (
                "de", "nplurals=2; plural=(n != 1);",
                """
                msgid "two %1$s %2$s ovals"
                msgstr "zwei Ovale, %1$s, %2$s"

                msgctxt "Set card colour"
                msgid "green"
                msgstr "grün"

                msgctxt "Set card shading"
                msgid "striped"
                msgstr "gestreift"

                msgid "Back"
                msgstr "Zurück"
                """
            ),
            (
                "ar",
                "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;",
                """
                msgctxt "text direction"
                msgid "default:LTR"
                msgstr "default:RTL"
                """
            ),
        ])
}
