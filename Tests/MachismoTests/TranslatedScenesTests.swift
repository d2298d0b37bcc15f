import CarValet
import FaceIt
import Foundation
import LocaleTestSupport
import Localization
@testable import Machismo
import RichText
import Testing
import TextStats

/// Attributor, Text Stats, FaceIt and CarValet in German (the test catalogue, seen only
/// by a thread in a German locale): counts in the language's plural forms, the face's
/// description as one translated list of translated phrases, fuel in the locale's
/// decimals with its unit's plural form; English where a message is not in the catalogue.
@Suite struct TranslatedScenesTests {
    init() throws {
        try #require(TestCatalogue.german != nil, "msgfmt compiles the test catalogue (Debian's gettext)")
        try #require(ProcessInfo.processInfo.environment["LANGUAGE"] == nil, "LANGUAGE would override the locale")
    }

    private func statistics(colorful: Int, words: Int) -> TextStatistics {
        TextStatistics(
            characters: 1, words: words, colorfulCharacters: colorful, outlinedCharacters: 2,
            charactersPerColor: [.init(color: .red, characters: colorful), .init(color: nil, characters: 3)])
    }

    @Test func aNegativeNumberKeepsItsMinusInFrontInALanguageWrittenRightToLeft() {
        withLocale("ar_EG.UTF-8") {
            #expect(LocaleNumbers.integer(-4) == "\u{2066}-4\u{2069}", "one left-to-right run, so not 4-")
            #expect(LocaleNumbers.decimal(-0.5, fractionDigits: 1) == "\u{2066}-0.5\u{2069}")
            #expect(LocaleNumbers.integer(4) == "4")
        }
        withLocale("de_DE.UTF-8") {
            #expect(LocaleNumbers.integer(-4) == "-4")
        }
    }

    @Test func textStatsCountsInTheLanguagesPluralForms() {
        withLocale("de_DE.UTF-8") {
            #expect(
                TextStatsViewController.lines(statistics(colorful: 1, words: 1))
                    == ["1 farbiges Zeichen", "2 outlined characters", "1 Wort", "1 character"])
            #expect(
                TextStatsViewController.lines(statistics(colorful: 1234, words: 3))[...2]
                    == ["1.234 farbige Zeichen", "2 outlined characters", "3 Wörter"], "grouped as German groups")
            #expect(
                TextStatsViewController.chartDescription(statistics(colorful: 5, words: 1).charactersPerColor)
                    == "Rot: 5; Default: 3")
        }
        #expect(
            TextStatsViewController.lines(statistics(colorful: 1, words: 2))
                == ["1 colorful character", "2 outlined characters", "2 words", "1 character"], "English elsewhere")
    }

    @Test func theFacesDescriptionIsOneTranslatedListOfPhrases() {
        withLocale("de_DE.UTF-8") {
            #expect(Emotion.angry.name == "Wütend")
            #expect(
                Emotion.angry.expression.accessibleDescription
                    == "Wütend – Augen geschlossen, Brauen gerunzelt, missmutig")
            #expect(Emotion.angry.rawValue == "Angry", "segues and saved state keep the English name")
        }
    }

    @Test func fuelIsShownInTheLocalesDecimalsWithItsUnitsPluralForm() {
        withLocale("de_DE.UTF-8") {
            #expect(
                Car(make: "Honda", model: "Accord", year: 2020, fuelGallons: 12.5).fuelText(in: .gallons)
                    == "12,5 Gallonen")
            #expect(
                Car(make: "Honda", model: "Accord", year: 2020, fuelGallons: 1).fuelText(in: .gallons) == "1 Gallone")
            let draft = CarDraft(make: "Honda", model: "Accord", year: "2020", fuel: "12.5", unit: .gallons)
            #expect(draft.problems()[.fuel] == "Die Kraftstoffmenge muss eine Zahl sein, etwa 12,5.")
        }
    }

    @Test func attributorsErrorsAreTranslated() {
        withLocale("de_DE.UTF-8") {
            #expect(TooManyColors(colors: 1).description == "Das Dokument hat 1 Farbe; Attributor zeigt höchstens 56.")
            #expect(
                TooManyColors(colors: 60).description == "Das Dokument hat 60 Farben; Attributor zeigt höchstens 56.")
            #expect(
                TextImportError.tooLarge(bytes: 10 * 1024 * 1024 + 1).description
                    == "The file is too large to import (10,1 MB); the limit is 10 MB.", "the size in German decimals")
        }
    }
}
