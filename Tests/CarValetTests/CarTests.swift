@testable import CarValet
import Foundation
import Storage
import Testing

/// Noon UTC on 1 July of `year`: the same year in every time zone.
func midsummer(_ year: Int) -> Date {
    var components = DateComponents()
    components.year = year
    components.month = 7
    components.day = 1
    components.hour = 12
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: components)!
}

@Suite struct FuelTests {
    @Test func litresAreGallonsTimesThreePointSevenEightFiveFour() {
        #expect(Settings.FuelUnit.litres.amount(fromGallons: 10) == 37.854)
        #expect(Settings.FuelUnit.gallons.amount(fromGallons: 10) == 10)
        #expect(abs(Settings.FuelUnit.litres.gallons(fromAmount: 37.854) - 10) < 1e-12)
        #expect(Settings.FuelUnit.gallons.gallons(fromAmount: 4.5) == 4.5)
    }

    @Test func fuelShowsInTheChosenUnitToTwoDecimalsAtMost() {
        let car = Car(make: "Honda", model: "Accord", year: 2020, fuelGallons: 12.5)
        #expect(car.fuelText(in: .gallons) == "12.5 gallons")
        #expect(car.fuelText(in: .litres) == "47.32 litres")
        #expect(Car(make: "A", model: "B", year: 2000, fuelGallons: 0).fuelText(in: .litres) == "0 litres")
        #expect(Car(make: "A", model: "B", year: 2000, fuelGallons: 10).fuelText(in: .gallons) == "10 gallons")
        #expect(FuelUnit.format(2.999) == "3")
        #expect(FuelUnit.format(3.14159) == "3.14")
        #expect(FuelUnit.format(-0.001) == "0")
        #expect(FuelUnit.format(0.1) == "0.1")
    }

    @Test func oneGallonOrLitreIsSingular() {
        #expect(Car(make: "A", model: "B", year: 2000, fuelGallons: 1).fuelText(in: .gallons) == "1 gallon")
        #expect(Car(make: "A", model: "B", year: 2000, fuelGallons: 1 / 3.7854).fuelText(in: .litres) == "1 litre")
        #expect(Car(make: "A", model: "B", year: 2000, fuelGallons: 1.5).fuelText(in: .gallons) == "1.5 gallons")
    }

    @Test func aNewCarIsUnknownFromThisYearWithAnEmptyTank() {
        let car = Car.newCar(now: midsummer(2026))
        #expect(car.make == "Unknown")
        #expect(car.model == "Unknown")
        #expect(car.year == 2026)
        #expect(car.fuelGallons == 0)
        #expect(car.name == "2026 Unknown Unknown")
        #expect(Car.newCar().id != Car.newCar().id)
    }
}

@Suite struct CarRulesTests {
    let now = midsummer(2026)

    func draft(
        make: String = "Honda", model: String = "Accord", year: String = "2020", fuel: String = "12.5",
        unit: Settings.FuelUnit = .gallons
    ) -> CarDraft {
        CarDraft(make: make, model: model, year: year, fuel: fuel, unit: unit)
    }

    @Test func yearsRunFrom1886ToNextYear() {
        #expect(CarRules.years(now: now) == 1886...2027)
        #expect(CarRules.years(now: midsummer(2030)) == 1886...2031)
        #expect(draft(year: "1886").problems(now: now).isEmpty)
        #expect(draft(year: "2027").problems(now: now).isEmpty)
        #expect(draft(year: "1885").problems(now: now) == [.year: "Enter a year from 1886 to 2027."])
        #expect(draft(year: "2028").problems(now: now) == [.year: "Enter a year from 1886 to 2027."])
        #expect(draft(year: "2028").problems(now: midsummer(2027)).isEmpty, "next year moves with the date")
    }

    @Test func aYearMustBeAWholeNumber() {
        #expect(draft(year: "").problems(now: now) == [.year: "Enter the year."])
        #expect(draft(year: "20x0").problems(now: now) == [.year: "The year must be a whole number, such as 2020."])
        #expect(draft(year: "2020.5").problems(now: now) == [.year: "The year must be a whole number, such as 2020."])
        #expect(draft(year: " 2020 ").problems(now: now).isEmpty, "spaces around it are fine")
    }

    @Test func fuelMustBeANumberNotBelowZero() {
        #expect(draft(fuel: "0").problems(now: now).isEmpty)
        #expect(
            draft(fuel: "12,5").problems(now: now) == [.fuel: "The fuel amount must be a number, such as 12.5."],
            "the C locale writes a point (German reads a comma: LocaleFuelTests)")
        #expect(draft(fuel: "-1").problems(now: now) == [.fuel: "The fuel amount can't be negative."])
        #expect(draft(fuel: "").problems(now: now) == [.fuel: "Enter the fuel amount."])
        #expect(draft(fuel: "lots").problems(now: now) == [.fuel: "The fuel amount must be a number, such as 12.5."])
        #expect(draft(fuel: "inf").problems(now: now) == [.fuel: "The fuel amount must be a number, such as 12.5."])
    }

    @Test func makeAndModelMustNotBeEmpty() {
        #expect(
            draft(make: "  ", model: "").problems(now: now) == [.make: "Enter the make.", .model: "Enter the model."])
        let long = String(repeating: "x", count: 61)
        #expect(draft(make: long).problems(now: now) == [.make: "The make can be at most 60 characters."])
        #expect(draft(make: String(repeating: "x", count: 60)).problems(now: now).isEmpty)
    }

    @Test func everyInvalidFieldHasItsOwnMessage() {
        let problems = draft(make: "", model: "", year: "1700", fuel: "-2").problems(now: now)
        #expect(Set(problems.keys) == Set(CarDraft.Field.allCases))
    }

    @Test func aValidDraftIsAppliedTrimmedAndInGallons() throws {
        let car = Car(make: "Unknown", model: "Unknown", year: 2026, fuelGallons: 0)
        let edited = try #require(
            draft(make: " Honda ", model: "Civic", year: "2019", fuel: "37.854", unit: .litres)
                .applied(to: car, now: now))
        #expect(edited.id == car.id)
        #expect(edited.make == "Honda")
        #expect(edited.model == "Civic")
        #expect(edited.year == 2019)
        #expect(abs(edited.fuelGallons - 10) < 1e-9)
        #expect(draft(year: "1700").applied(to: car, now: now) == nil)
    }

    @Test func aDraftOfACarShowsFuelInTheFormsUnit() {
        let car = Car(make: "Honda", model: "Accord", year: 2020, fuelGallons: 10)
        #expect(CarDraft(car, unit: .gallons) == draft(fuel: "10"))
        #expect(CarDraft(car, unit: .litres) == draft(fuel: "37.85", unit: .litres))
    }
}
