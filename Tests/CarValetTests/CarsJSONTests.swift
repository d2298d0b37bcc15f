@testable import CarValet
import Foundation
import RichTextTestSupport
import Testing

/// The garage's quick reader of cars.json gives the cars `JSONDecoder` gives, or gives up.
@Suite struct CarsJSONTests {
    static let id = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"

    static func decoded(_ text: String) -> [Car]? {
        struct File: Decodable {
            var version: Int
            var cars: [Car]
        }
        return try? JSONDecoder().decode(File.self, from: Data(text.utf8)).cars
    }

    static func quick(_ text: String) -> [Car]? {
        CarsJSON.cars(in: Data(text.utf8), version: 1)
    }

    /// Names without escapes (any letters, spaces and emoji) are read quickly; names that
    /// `JSONEncoder` escapes (quotes, backslashes, slashes, control characters) are read the
    /// same or left to `JSONDecoder`.
    @Test(arguments: [(Array("aZ09 \u{e9}\u{160}\u{1F697}-."), true), (Array("aZ \"\\/\u{7}\n\t\u{e9}"), false)])
    func carsAsTheGarageSavesThemAreReadQuickly(letters: [Character], alwaysQuick: Bool) throws {
        var generator = SeededGenerator(seed: 7)
        for round in 0..<200 {
            let cars = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                Self.randomCar(&generator, letters: letters)
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = round.isMultiple(of: 2) ? [.prettyPrinted, .sortedKeys] : []
            struct File: Encodable {
                var version = 1
                var cars: [Car]
            }
            let data = try encoder.encode(File(cars: cars))
            let read = CarsJSON.cars(in: data, version: 1)
            #expect(read == cars || (!alwaysQuick && read == nil), "\(String(decoding: data, as: UTF8.self))")
        }
    }

    /// Texts the quick reader leaves to `JSONDecoder`, whatever that makes of them.
    @Test(arguments: [
        #"{"version": 2, "cars": []}"#,
        #"{"version": 1}"#,
        #"{"cars": []}"#,
        #"{"version": 1, "cars": [], "extra": 0}"#,
        #"{"version": 1, "version": 1, "cars": []}"#,
        #"{"version": 1.0, "cars": []}"#,
        #"{"version": 1, "cars": [{"id": "\#(id)", "make": "H", "model": "A", "year": 2020.0, "fuelGallons": 1}]}"#,
        #"{"version": 1, "cars": [{"id": "\#(id)", "make": "H", "model": "A", "year": 2020, "fuelGallons": 1, "photo": null}]}"#,
        #"{"version": 1, "cars": [{"id": "\#(id)", "make": "H", "model": "A", "year": 2020, "fuelGallons": 1, "hasPhoto": null}]}"#,
        #"{"version": 1, "cars": [{"id": "\#(id)", "make": null, "model": "A", "year": 2020, "fuelGallons": 1}]}"#,
        #"{"version": 1, "cars": [{"id": "\#(id)", "make": "H", "model": "A", "year": 2020}]}"#,
        #"{"version": 1, "cars": [{"id": "not a uuid", "make": "H", "model": "A", "year": 2020, "fuelGallons": 1}]}"#,
        #"{"version": 1, "cars": [{"id": "\#(id)", "make": "H", "model": "A", "year": 2020, "fuelGallons": 1e400}]}"#,
        #"{"version": 1, "cars": [{"id": "\#(id)", "make": "H", "model": "A", "year": 2020, "fuelGallons": "1"}]}"#,
        #"{"version": 1, "cars": [],}"#,
        #"{"version": 1, "cars": []} x"#,
        #"{"version": 1, "cars": [{"id": "\#(id)", "make": "H", "model": "A", "year": 2020, "fuelGallons": 1},]}"#,
        #"{"version": 1, "cars": [{"id": "\#(id)", "make": "H\/", "model": "A", "year": 2020, "fuelGallons": 1}]}"#,
        #"{"version": 1, "cars": [{"id": "\#(id)", "make": "H", "model": "\ud83d\ude97", "year": 2020, "fuelGallons": 1}]}"#,
        #"{"version": 1, "cars": [{"i\u0064": "\#(id)", "make": "H", "model": "A", "year": 2020, "fuelGallons": 1}]}"#,
        "",
        "[]",
    ])
    func anythingElseIsLeftToJSONDecoder(_ text: String) {
        #expect(Self.quick(text) == nil)
    }

    /// Any whitespace and keys in any order read as `JSONDecoder` reads them.
    @Test(arguments: [
        #"{ "cars" : [ ] , "version" : 1 }"#,
        "{\"version\":1,\"cars\":[{\"year\":1999,\"fuelGallons\":0.1,\"model\":\"Café 2\",\n\t\"make\":\"\u{0160}koda\",\"id\":\"\(id.lowercased())\"}]}",
        #"{"version": 1, "cars": [{"id": "\#(id)", "make": "H", "model": "🚗", "year": -0, "fuelGallons": 12.300000000000001}]}"#,
        #"{"version": 1, "cars": [{"id": "\#(id)", "make": "H", "model": "A", "year": 1, "fuelGallons": 1, "hasPhoto": true}]}"#,
    ])
    func whatJSONDecoderReadsIsReadTheSame(_ text: String) throws {
        let quick = try #require(Self.quick(text))
        #expect(quick == Self.decoded(text))
    }

    @Test func utf8IsJudgedAsStringJudgesIt() {
        var generator = SeededGenerator(seed: 11)
        // Bytes near the edges of UTF-8's forms, so that most sequences are nearly valid.
        let pool: [UInt8] = [
            0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE,
            0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
        ]
        for _ in 0..<20_000 {
            let bytes = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pool.randomElement(using: &generator)!
            }
            let expected = String(validating: bytes, as: UTF8.self) != nil
            #expect(bytes.withUnsafeBufferPointer(CarsJSON.isValidUTF8) == expected, "\(bytes)")
        }
        for text in ["Škoda", "Citroën", "🚗", "日本", "\u{10FFFF}", "\u{E000}", "\u{D7FF}"] {
            #expect(Array(text.utf8).withUnsafeBufferPointer(CarsJSON.isValidUTF8))
        }
    }

    @Test func uuidsReadAsUUIDReadsThem() {
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<500 {
            let id = UUID()
            for text in [id.uuidString, id.uuidString.lowercased()] {
                #expect(Array(text.utf8).withUnsafeBufferPointer(CarsJSON.uuid) == id)
            }
            var broken = Array(id.uuidString.utf8)
            broken[Int.random(in: 0..<36, using: &generator)] = Array("g-x ".utf8).randomElement(using: &generator)!
            let text = String(decoding: broken, as: UTF8.self)
            // UUID(uuidString:) (sscanf) lets some of these pass; the quick reader leaves them to it.
            let quick = broken.withUnsafeBufferPointer(CarsJSON.uuid)
            #expect(quick == nil || quick == UUID(uuidString: text), "\(text)")
        }
        for text in [
            "", "E621E1F8C36C495A93FC0C247A3E6E5F", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F0",
            "{E621E1F8-C36C-495A-93FC-0C247A3E6E5F}",
        ] {
            #expect(Array(text.utf8).withUnsafeBufferPointer(CarsJSON.uuid) == nil)
        }
    }

    static func randomCar(_ generator: inout SeededGenerator, letters: [Character]) -> Car {
        func text() -> String {
            String(
                (0..<Int.random(in: 0...12, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
        }
        let fuel: Double =
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: Double(Int.random(in: 0...400, using: &generator)) / 10
            case 1: Double.random(in: 0...1e6, using: &generator)
            default: Double(bitPattern: generator.next() >> 2)
            }
        var car = Car(
            id: UUID(), make: text(), model: text(), year: Int.random(in: -99999...99999, using: &generator),
            fuelGallons: fuel.isFinite ? fuel : 1)
        car.hasPhoto = [nil, true, false].randomElement(using: &generator)!
        return car
    }
}
