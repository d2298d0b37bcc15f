import CIntl
import Foundation
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
        let header =
            "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Plural-Forms: \(pluralForms)\\n\"\n\n"
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
