import LocaleTestSupport
import Localization
import Testing

struct LocaleNumbersTests {
    @Test func englishGroupsWithCommasAndWritesAPoint() {
        withLocale("en_US.UTF-8") {
            #expect(LocaleNumbers.integer(1_234_567) == "1,234,567")
            #expect(LocaleNumbers.integer(-42) == "-42")
            #expect(LocaleNumbers.decimal(12.5, fractionDigits: 1) == "12.5")
            #expect(LocaleNumbers.parseDecimal("12.5") == 12.5)
            #expect(LocaleNumbers.parseDecimal("12,5") == nil, "a comma groups digits in English")
        }
    }

    @Test func germanGroupsWithPointsAndWritesAComma() {
        withLocale("de_DE.UTF-8") {
            #expect(LocaleNumbers.integer(12_345) == "12.345")
            #expect(LocaleNumbers.decimal(12.5, fractionDigits: 1) == "12,5")
            #expect(LocaleNumbers.decimalSeparator == ",")
            #expect(LocaleNumbers.parseDecimal("12,5") == 12.5)
            #expect(LocaleNumbers.parseDecimal(" -0,25 ") == -0.25)
            #expect(LocaleNumbers.parseDecimal("12.5") == nil, "a point groups digits in German")
        }
    }

    @Test func theCLocaleNeitherGroupsNorRefusesAPoint() {
        withLocale("C.UTF-8") {
            #expect(LocaleNumbers.integer(12_345) == "12345")
            #expect(
                LocaleNumbers.decimal(0.125, fractionDigits: 2) == "0.12"
                    || LocaleNumbers.decimal(0.125, fractionDigits: 2) == "0.13")
            #expect(LocaleNumbers.parseDecimal("7") == 7)
        }
    }

    @Test func arabicDigitsAndTheLocalesSeparatorAreRead() {
        withLocale("ar_EG.UTF-8") {
            let separator = LocaleNumbers.decimalSeparator
            #expect(LocaleNumbers.parseDecimal("١٢\(separator)٥") == 12.5)
            #expect(LocaleNumbers.parseDecimal("12\(separator)5") == 12.5)
            #expect(LocaleNumbers.decimal(12.5, fractionDigits: 1) == "12\(separator)5")
        }
    }

    @Test func refusesWhatIsNoPlainDecimal() {
        withLocale("C.UTF-8") {
            for text in ["", " ", "-", ".", "1e3", "inf", "nan", "0x10", "1.2.3", "1-2", "12a", "½", "Ⅻ", "--1", "1 2"]
            {
                #expect(LocaleNumbers.parseDecimal(text) == nil, "\(text)")
            }
        }
    }
}
