import Foundation
import LocaleTestSupport
@testable import Localization
import Testing

/// gettext through a catalogue compiled here, under a test domain of its own
/// (the app's domain stays unbound in the tests), in a locale set for this thread only.
struct GettextTests {
    static let domain = "machismo-test"

    static let catalogues: URL? = bindTestCatalogues(
        domain: domain,
        [
            (
                "de", "nplurals=2; plural=(n != 1);",
                """
                msgid "Cancel"
                msgstr "Abbrechen"

                msgctxt "tab"
                msgid "Set"
                msgstr "Set-Spiel"

                msgid "%d word"
                msgid_plural "%d words"
                msgstr[0] "%d Wort"
                msgstr[1] "%d Wörter"
                """
            ),
            (
                "ar",
                "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;",
                """
                msgid "%d word"
                msgid_plural "%d words"
                msgstr[0] "zero %d"
                msgstr[1] "one %d"
                msgstr[2] "two %d"
                msgstr[3] "few %d"
                msgstr[4] "many %d"
                msgstr[5] "other %d"
                """
            ),
        ])

    init() throws {
        try #require(Self.catalogues != nil, "msgfmt compiles the test catalogues (Debian's gettext)")
        try #require(ProcessInfo.processInfo.environment["LANGUAGE"] == nil, "LANGUAGE would override the locale")
    }

    @Test func translatesInTheThreadsLocale() {
        withLocale("de_DE.UTF-8") {
            #expect(Gettext.translate("Cancel", domain: Self.domain) == "Abbrechen")
            #expect(Gettext.translate("Untranslated", domain: Self.domain) == "Untranslated")
            #expect(Gettext.translate("", domain: Self.domain) == "", "not the catalogue's header")
        }
        withLocale("C.UTF-8") {
            #expect(Gettext.translate("Cancel", domain: Self.domain) == "Cancel")
        }
    }

    @Test func aContextKeepsTheSameWordsApart() {
        withLocale("de_DE.UTF-8") {
            #expect(Gettext.translate("Set", context: "tab", domain: Self.domain) == "Set-Spiel")
            #expect(Gettext.translate("Set", context: "verb", domain: Self.domain) == "Set")
            #expect(Gettext.translate("Set", domain: Self.domain) == "Set")
        }
    }

    @Test func germanHasTwoPluralForms() {
        withLocale("de_DE.UTF-8") {
            let forms = [0, 1, 2, 5, -1].map {
                Gettext.translate("%d word", "%d words", count: $0, domain: Self.domain)
            }
            #expect(forms == ["%d Wörter", "%d Wort", "%d Wörter", "%d Wörter", "%d Wort"])
        }
    }

    @Test func arabicHasSixPluralForms() {
        withLocale("ar_EG.UTF-8") {
            let forms = [0, 1, 2, 3, 10, 11, 99, 100, 102, 103].map {
                MessageFormat.fill(Gettext.translate("%d word", "%d words", count: $0, domain: Self.domain), with: [$0])
            }
            #expect(
                forms == [
                    "zero 0", "one 1", "two 2", "few 3", "few 10", "many 11", "many 99", "other 100",
                    "other 102", "few 103",
                ])
        }
    }

    @Test func englishIsTheSourceWhenNothingIsTranslated() {
        withLocale("C.UTF-8") {
            #expect(Gettext.translate("%d word", "%d words", count: 1, domain: Self.domain) == "%d word")
            #expect(Gettext.translate("%d word", "%d words", count: 2, domain: Self.domain) == "%d words")
            #expect(Gettext.translate("%d word", "%d words", count: .min, domain: Self.domain) == "%d words")
        }
    }
}
