import Foundation
import LocaleTestSupport

/// A German catalogue of a few of the games' and the other scenes' messages, compiled here
/// and bound to the app's domain (which the tests leave unbound otherwise), with the
/// libraries' test catalogue (`LibraryTestCatalogue`: the Set cards' words, Back, and
/// Arabic written right to left). Only a thread in a German or Arabic locale
/// (`withLocale`) sees them: the other tests, in the C locale, read English.
enum TestCatalogue {
    static let german: URL? = LibraryTestCatalogue.bound == nil ? nil : app

    private static let app: URL? = bindTestCatalogues(
        domain: "machismo",
        [
            (
                "de", "nplurals=2; plural=(n != 1);",
                """
                msgid "Matched %1$s for %2$d point."
                msgid_plural "Matched %1$s for %2$d points."
                msgstr[0] "%2$d Punkt für %1$s."
                msgstr[1] "%2$d Punkte für %1$s."

                msgid "%1$s don't match! %2$d point penalty!"
                msgid_plural "%1$s don't match! %2$d point penalty!"
                msgstr[0] "Kein Paar: %1$s! %2$d Strafpunkt!"
                msgstr[1] "Kein Paar: %1$s! %2$d Strafpunkte!"

                msgid "%-d %b %Y %H:%M"
                msgstr "%-d. %b %Y, %H:%M"

                msgid "%1$s, score %2$d, %3$s, %4$s"
                msgstr "%1$s, %2$d Punkte, %3$s, %4$s"

                msgid "Cards 2-card"
                msgstr "Karten zu zweit"

                msgid "%d colorful character"
                msgid_plural "%d colorful characters"
                msgstr[0] "%d farbiges Zeichen"
                msgstr[1] "%d farbige Zeichen"

                msgid "%d word"
                msgid_plural "%d words"
                msgstr[0] "%d Wort"
                msgstr[1] "%d Wörter"

                msgctxt "text colour"
                msgid "Red"
                msgstr "Rot"

                msgctxt "list separator"
                msgid ", "
                msgstr "; "

                msgctxt "emotion"
                msgid "Angry"
                msgstr "Wütend"

                msgid "eyes closed"
                msgstr "Augen geschlossen"

                msgid "brows furrowed"
                msgstr "Brauen gerunzelt"

                msgid "frowning"
                msgstr "missmutig"

                msgid "%1$s: %2$s, %3$s, %4$s"
                msgstr "%1$s – %2$s, %3$s, %4$s"

                msgid "%s gallon"
                msgid_plural "%s gallons"
                msgstr[0] "%s Gallone"
                msgstr[1] "%s Gallonen"

                msgid "The fuel amount must be a number, such as %s."
                msgstr "Die Kraftstoffmenge muss eine Zahl sein, etwa %s."

                msgid "The document uses %1$d color; Attributor shows at most %2$d."
                msgid_plural "The document uses %1$d colors; Attributor shows at most %2$d."
                msgstr[0] "Das Dokument hat %1$d Farbe; Attributor zeigt höchstens %2$d."
                msgstr[1] "Das Dokument hat %1$d Farben; Attributor zeigt höchstens %2$d."

                """
            )
        ])
}
