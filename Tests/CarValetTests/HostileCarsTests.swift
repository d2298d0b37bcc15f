@testable import CarValet
import Foundation
import Storage
import Testing
import XDGTestSupport

/// cars.json holding cars the Edit Car form could never have saved, or two cars
/// with one id (deleting one deleted both): found by the fuzzers of
/// SavedFilesFuzzTests; each makes the file damaged, set aside and reported.
@MainActor
@Suite struct HostileCarsTests {
    nonisolated static let id = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    let home: TemporaryHome

    init() throws {
        home = try TemporaryHome("cars")
    }

    nonisolated static func car(
        id: String = id, make: String = "\"Honda\"", year: String = "2020", fuel: String = "12.5"
    ) -> String {
        "{\"id\": \"\(id)\", \"make\": \(make), \"model\": \"Accord\", \"year\": \(year), \"fuelGallons\": \(fuel)}"
    }

    nonisolated static let damaged: [String] = [
        car(fuel: "-1"), car(fuel: "1e400"), car(year: "1885"), car(year: "10000"), car(year: "2147483648"),
        car(year: "9223372036854775807"), car(make: "\"\""), car(make: "\"   \""),
        car(make: "\"" + String(repeating: "M", count: 61) + "\""),
        car() + ", " + car(),  // one id twice
    ]

    @Test(arguments: damaged)
    func aCarThatBreaksTheRulesMakesTheFileDamaged(_ cars: String) throws {
        let contents = "{\"version\": 1, \"cars\": [\(cars)]}"
        try home.write(contents, to: "cars.json", in: \.data)
        let garage = Garage(directories: home.directories)
        #expect(garage.cars.isEmpty)
        #expect(garage.problem?.hasPrefix("Your cars could not be read: the file is damaged.") == true, "\(cars)")
        let files = try home.contents(of: \.data)
        #expect(files.count == 1 && files[0].hasPrefix("cars.json.corrupt-"))
        #expect(
            try String(contentsOf: home.file(files[0], in: \.data), encoding: .utf8) == contents)
    }

    @Test func carsAtTheEdgesOfTheRulesAreRead() throws {
        let cars = [
            Self.car(year: "1886", fuel: "0"),
            Self.car(
                id: "0F2B0C8E-86B0-4C61-9B39-0C1B2D0C1F66", make: "\" \(String(repeating: "M", count: 60)) \"",
                year: "9999", fuel: "1e308"),
        ]
        try home.write("{\"version\": 1, \"cars\": [\(cars.joined(separator: ", "))]}", to: "cars.json", in: \.data)
        let garage = Garage(directories: home.directories)
        #expect(garage.problem == nil)
        #expect(garage.cars.map(\.year) == [1886, 9999])
        #expect(garage.cars[1].fuelText(in: .litres) == "inf litres", "shown, if not sensibly")
    }
}
