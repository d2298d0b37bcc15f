@testable import CarValet
import Testing

/// The garage list's search, without a display: folding and matching.
@Suite struct CarSearchTests {
    let cars = [
        Car(make: "Honda", model: "Accord", year: 2020, fuelGallons: 12.5),
        Car(make: "Citroën", model: "DS", year: 1955, fuelGallons: 3),
        Car(make: "Škoda", model: "Octavia", year: 2020, fuelGallons: 0),
        Car(make: "Volkswagen", model: "Käfer", year: 1968, fuelGallons: 5),
        Car(make: "Mercedes", model: "Straße 300", year: 1999, fuelGallons: 1),
        Car(make: "تويوتا", model: "كورولا", year: 2015, fuelGallons: 9),
        Car(make: "أودي", model: "A4", year: 2011, fuelGallons: 2),
    ]

    func found(_ query: String) -> [String] {
        var search = CarSearch(cars: cars)
        return search.rows(matching: query).map { cars[$0].make }
    }

    @Test func anEmptyQueryOrOnlySpacesFindsEveryCarInOrder() {
        #expect(found("") == cars.map(\.make))
        #expect(found("   ") == cars.map(\.make))
    }

    @Test func makeModelAndYearAreSearched() {
        #expect(found("honda") == ["Honda"])
        #expect(found("accord") == ["Honda"])
        #expect(found("2020") == ["Honda", "Škoda"])
        #expect(found("cord") == ["Honda"])  // inside a word
        #expect(found("ferrari") == [])
    }

    @Test func everyWordMustMatchSomewhere() {
        #expect(found("2020 honda") == ["Honda"])
        #expect(found("honda 1955") == [])
        #expect(found("  octavia   skoda ") == ["Škoda"])
    }

    @Test func caseAndAccentsDoNotMatterEitherWay() {
        #expect(found("HONDA") == ["Honda"])
        #expect(found("citroen") == ["Citroën"])
        #expect(found("CITROËN") == ["Citroën"])
        #expect(found("skoda") == ["Škoda"])
        #expect(found("kafer") == ["Volkswagen"])
        // A query typed with combining marks finds the precomposed letters.
        #expect(found("Citroe\u{0308}n") == ["Citroën"])
        #expect(found("strasse") == ["Mercedes"])
        #expect(found("STRASSE") == ["Mercedes"])
    }

    @Test func arabicMatchesWithoutHamzaVowelsOrTatweelAndWithItsOwnDigits() {
        #expect(found("تويوتا") == ["تويوتا"])
        #expect(found("اودي") == ["أودي"])  // alef without hamza finds alef with hamza
        #expect(found("أودي") == ["أودي"])
        #expect(found("تُويُوتا") == ["تويوتا"])  // with damma vowel marks
        #expect(found("تويـــوتا") == ["تويوتا"])  // with tatweel
        #expect(found("٢٠١٥") == ["تويوتا"])  // Arabic-Indic digits
        #expect(found("۲۰۱۱") == ["أودي"])  // Extended (Persian) digits
    }

    @Test func turkishDottedAndDotlessIAllMatch() {
        let istanbul = [
            Car(make: "Tofaş", model: "Şahin", year: 1990, fuelGallons: 0),
            Car(make: "Isuzu", model: "D-Max", year: 2019, fuelGallons: 0),
        ]
        var search = CarSearch(cars: istanbul)
        #expect(search.rows(matching: "tofas sahin") == [0])
        #expect(search.rows(matching: "ısuzu") == [1])
        #expect(search.rows(matching: "İSUZU") == [1])
    }

    @Test func narrowingAndWideningGiveWhatAFreshSearchGives() {
        var search = CarSearch(cars: cars)
        for query in ["2", "20", "202", "2020", "2020 h", "2020", "20", "o", "oc", "o", ""] {
            var fresh = CarSearch(cars: cars)
            #expect(search.rows(matching: query) == fresh.rows(matching: query), "\(query)")
        }
    }

    @Test func foldingIsWhatTheDocumentationSays() {
        #expect(String(decoding: SearchFolding.fold("Citroën ÉCLAIR"), as: UTF8.self) == "citroen eclair")
        #expect(String(decoding: SearchFolding.fold("Ærø Łódź ñ"), as: UTF8.self) == "aero lodz n")
        #expect(String(decoding: SearchFolding.fold("مكتبة"), as: UTF8.self) == "مكتبه")
    }

    @Test func byteSearch() {
        #expect(CarSearch.contains(Array("abcabd".utf8), Array("abd".utf8)))
        #expect(!CarSearch.contains(Array("ab".utf8), Array("abc".utf8)))
        #expect(CarSearch.contains(Array("ab".utf8), []))
        #expect(!CarSearch.contains(Array("abcab".utf8), Array("abd".utf8)))
    }

    /// 10,000 cars, narrowed and widened as a user types: the same as fresh searches. (Its
    /// time is `make bench`'s to measure, on the release build.)
    @Test func tenThousandCars() {
        let many = (0..<10_000).map {
            Car(make: "Make \($0 % 97)", model: "Model \($0)", year: 1990 + $0 % 30, fuelGallons: 1)
        }
        var search = CarSearch(cars: many)
        for query in ["model 1", "model 12", "model 12 make 5"] {
            let expected = many.indices.filter { index in
                let text = "\(many[index].make) \(many[index].model) \(many[index].year)".lowercased()
                return query.split(separator: " ").allSatisfy { text.contains($0) }
            }
            let rows = search.rows(matching: query)
            #expect(rows == expected && !rows.isEmpty, "\(query)")
        }
    }
}
