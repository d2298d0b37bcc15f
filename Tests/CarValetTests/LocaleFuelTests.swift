@testable import CarValet
import LocaleTestSupport
import Storage
import Testing

/// Fuel as the user's locale writes and reads it, years as they are (`withLocale`
/// sets the locale for this test's thread only). The words are English unless
/// MachismoTests' German test catalogue is bound in this process by then, so the
/// messages it translates are checked here by their numbers only.
@Suite struct LocaleFuelTests {
    let now = midsummer(2026)
    let honda = Car(make: "Honda", model: "Accord", year: 2020, fuelGallons: 12.5)

    func draft(year: String = "2020", fuel: String, unit: Settings.FuelUnit = .gallons) -> CarDraft {
        CarDraft(make: "Honda", model: "Accord", year: year, fuel: fuel, unit: unit)
    }

    @Test func germanShowsADecimalCommaAndGroupsWithPoints() {
        withLocale("de_DE.UTF-8") {
            #expect(honda.fuelText(in: .gallons).hasPrefix("12,5 "))
            #expect(honda.fuelText(in: .litres) == "47,32 litres")
            #expect(
                Car(make: "A", model: "B", year: 2000, fuelGallons: 1234.5).fuelText(in: .litres)
                    == "4.673,08 litres")
            #expect(Car(make: "A", model: "B", year: 2000, fuelGallons: 1 / 3.7854).fuelText(in: .litres) == "1 litre")
        }
    }

    @Test func germanFillsTheFuelFieldWithACommaAndNoGrouping() {
        withLocale("de_DE.UTF-8") {
            #expect(CarDraft(honda, unit: .gallons).fuel == "12,5")
            #expect(CarDraft(honda, unit: .litres).fuel == "47,32")
            let big = Car(make: "A", model: "B", year: 2000, fuelGallons: 1234.5)
            #expect(CarDraft(big, unit: .gallons).fuel == "1234,5", "the field reads back what it shows")
            #expect(CarDraft(big, unit: .gallons).applied(to: big, now: now) == big)
        }
    }

    @Test func germanReadsADecimalCommaAndRefusesAPoint() throws {
        try withLocale("de_DE.UTF-8") {
            #expect(draft(fuel: "12,5").problems(now: now).isEmpty)
            #expect(draft(fuel: " 0,25 ").problems(now: now).isEmpty)
            let edited = try #require(draft(fuel: "12,5").applied(to: honda, now: now))
            #expect(edited.fuelGallons == 12.5)
            #expect(
                draft(fuel: "12.5").problems(now: now)[.fuel]?.hasSuffix(" 12,5.") == true,
                "a point groups digits in German; the example has a comma")
            #expect(draft(fuel: "-1,5").problems(now: now) == [.fuel: "The fuel amount can't be negative."])
            #expect(draft(fuel: "1e3").problems(now: now).keys.elementsEqual([.fuel]))
        }
    }

    @Test func englishGroupsTheShownFuelButNotTheField() {
        withLocale("en_US.UTF-8") {
            let big = Car(make: "A", model: "B", year: 2000, fuelGallons: 1234.5)
            #expect(big.fuelText(in: .gallons) == "1,234.5 gallons")
            #expect(CarDraft(big, unit: .gallons).fuel == "1234.5")
            #expect(
                draft(fuel: "12,5").problems(now: now) == [.fuel: "The fuel amount must be a number, such as 12.5."],
                "a comma groups digits in English")
        }
    }

    @Test func yearsStayUnformatted() {
        withLocale("de_DE.UTF-8") {
            #expect(honda.name == "2020 Honda Accord")
            #expect(CarDraft(honda, unit: .gallons).year == "2020")
            #expect(draft(year: "1700", fuel: "1").problems(now: now) == [.year: "Enter a year from 1886 to 2027."])
            #expect(
                draft(year: "2.020", fuel: "1").problems(now: now)
                    == [.year: "The year must be a whole number, such as 2020."])
        }
    }
}
