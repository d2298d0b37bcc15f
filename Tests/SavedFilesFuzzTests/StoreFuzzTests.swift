import CarValet
import Foundation
@testable import Machismo
import class Notifications.NotificationCenter
import Storage
import XCTest

/// settings.json, window.json, scores.json (imported into the score database) and cars.json, each fed hostile
/// files: nothing traps; a file refused is set aside with its bytes intact and
/// reported, and the defaults are in use; a file read gives values the app can use.
final class StoreFuzzTests: XCTestCase {
    func testSettings() throws { try MainActor.assumeIsolated { try Self.fuzzSettings() } }

    @MainActor
    private static func fuzzSettings() throws {
        let run = try FuzzRun("settings")
        var custom = Settings()
        custom.style = .dark
        custom.textDirection = .rightToLeft
        custom.colorScheme = .carValet
        custom.cardScoring = .init(matchBonus: 7, mismatchPenalty: 3, costToChoose: 0)
        custom.fuelUnit = .litres
        custom.cardMatchCount = 3
        custom.textZoom = 1.5
        let url = run.directories.config.appendingPathComponent("settings.json")
        try run.run(from: [FuzzJSON(encoding: Settings()), FuzzJSON(encoding: custom)]) { bytes, index in
            try run.write(bytes, to: url)
            let store = SettingsStore(directories: run.directories)
            let settings = store.settings
            guard let problem = store.problem else {
                XCTAssertTrue(Settings.CardScoring.range.contains(settings.cardScoring.matchBonus))
                XCTAssertTrue(Settings.CardScoring.range.contains(settings.cardScoring.mismatchPenalty))
                XCTAssertTrue(Settings.CardScoring.range.contains(settings.cardScoring.costToChoose))
                XCTAssertTrue([2, 3].contains(settings.cardMatchCount))
                XCTAssertTrue(Settings.textZoomRange.contains(settings.textZoom))
                XCTAssertEqual(try Data(contentsOf: url), Data(bytes), "a file read is not rewritten")
                return .accepted
            }
            XCTAssertTrue(problem.hasPrefix("Your settings could not be read: "), "input \(index): \(problem)")
            XCTAssertEqual(settings, Settings(), "input \(index): the defaults are in use")
            run.expectSetAside(bytes, from: url, at: nil, index: index)
            return .rejected
        }
    }

    func testWindowState() throws { try MainActor.assumeIsolated { try Self.fuzzWindowState() } }

    @MainActor
    private static func fuzzWindowState() throws {
        let run = try FuzzRun("window")
        let url = WindowState.file(in: run.directories).url
        let valid = [WindowState.standard, WindowState(width: 1280, height: 800, maximized: true)]
        try run.run(from: try valid.map(FuzzJSON.init(encoding:))) { bytes, index in
            try run.write(bytes, to: url)
            let files = RestorationFiles(directories: run.directories)
            let state = files.loadWindowState()
            XCTAssertTrue((WindowState.minimum.width...16384).contains(state.width))
            XCTAssertTrue((WindowState.minimum.height...16384).contains(state.height))
            guard let problem = files.problems.first else { return .accepted }
            XCTAssertTrue(problem.hasPrefix("The window's size could not be read: "), "input \(index): \(problem)")
            XCTAssertEqual(state, .standard)
            run.expectSetAside(bytes, from: url, at: nil, index: index)
            return .rejected
        }
    }

    func testScores() throws { try MainActor.assumeIsolated { try Self.fuzzScores() } }

    @MainActor
    private static func fuzzScores() throws {
        let run = try FuzzRun("scores")
        let url = SavedData(directories: run.directories).scoresFile
        let start = Date(timeIntervalSince1970: 1_795_269_900)
        let results = [
            GameResult(
                game: .set, start: start, end: start.addingTimeInterval(252.25), score: 23, hintsUsed: 1,
                history: [
                    .chosen([.playing(rank: 8, suit: .diamonds)]),
                    .matched([.playing(rank: 11, suit: .hearts), .playing(rank: 11, suit: .spades)], points: 16),
                    .hint(penalty: 2), .noSetOnBoard, .dealtThreeMore(penalty: 0), .unreadable("Shuffled."),
                ]),
            GameResult(game: .cards2, start: start, end: start.addingTimeInterval(60), score: -4),
            GameResult(game: .cards3, start: start.addingTimeInterval(-86400), end: start, score: 0),
        ]
        let valid = try [
            FuzzJSON(encoding: ScoresFile(results: results)), FuzzJSON(encoding: ScoresFile(results: [])),
            JSONDecoder().decode(FuzzJSON.self, from: Data(scoresVersion1.utf8)),
        ]
        try run.run(from: valid) { bytes, index in
            run.clear()  // a database made from an earlier input would stop this one's import
            try run.write(bytes, to: url)
            let book = ScoreBook(directories: run.directories, center: NotificationCenter())
            let read = book.results
            guard let problem = book.problem else {
                XCTAssertEqual(Set(read.map(\.id)).count, read.count, "input \(index): ids are unique")
                XCTAssertTrue(read.allSatisfy { $0.hintsUsed >= 0 })
                _ = book.bestResultIDs()
                for order in ScoreOrder.allCases { _ = order.sorted(Array(read.prefix(50))) }
                for result in read.prefix(50) {
                    for event in result.history.prefix(50) { _ = StatusLine(message: event).numbered(1) }
                    _ = ScoreFormat.spoken(result, isBest: true)
                    _ = ScoreFormat.dateTime(result.end, seconds: true)
                }
                return .accepted
            }
            XCTAssertTrue(problem.hasPrefix("Your scores could not be read: "), "input \(index): \(problem)")
            XCTAssertTrue(read.isEmpty)
            run.expectSetAside(bytes, from: url, at: nil, index: index)
            return .rejected
        }
    }

    func testCars() throws { try MainActor.assumeIsolated { try Self.fuzzCars() } }

    @MainActor
    private static func fuzzCars() throws {
        let run = try FuzzRun("cars")
        let url = run.directories.data.appendingPathComponent("cars.json")
        let cars = [
            Car(make: "Honda", model: "Accord", year: 2020, fuelGallons: 12.5),
            Car(make: "Ford", model: "Model T", year: 1908, fuelGallons: 10),
            Car(make: "Benz", model: "Patent-Motorwagen", year: 1886, fuelGallons: 0),
        ]
        try run.run(from: [try FuzzJSON(encoding: CarsFile(cars: cars))]) { bytes, index in
            try run.write(bytes, to: url)
            let garage = Garage(directories: run.directories, center: NotificationCenter())
            let read = garage.cars
            guard let problem = garage.problem else {
                XCTAssertEqual(Set(read.map(\.id)).count, read.count, "input \(index): ids are unique")
                for car in read.prefix(50) {
                    XCTAssertEqual(CarRules.problem(with: car), nil, "input \(index): \(car)")
                    _ = car.name
                    for unit in Settings.FuelUnit.allCases {
                        _ = car.fuelText(in: unit)
                        _ = CarDraft(car, unit: unit).problems()
                    }
                }
                return .accepted
            }
            XCTAssertTrue(problem.hasPrefix("Your cars could not be read: "), "input \(index): \(problem)")
            XCTAssertTrue(read.isEmpty)
            run.expectSetAside(bytes, from: url, at: nil, index: index)
            return .rejected
        }
    }
}

/// scores.json as ScoreBook writes it.
struct ScoresFile: Encodable {
    var version = ScoreBook.formatVersion
    var results: [GameResult]
}

/// scores.json as versions before typed history wrote it: each line of a history in English.
let scoresVersion1 = """
    {"version": 1, "results": [
      {"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "game": "Set",
       "start": "2026-11-21T14:05:00.000Z", "end": "2026-11-21T14:09:12.250Z", "score": 23, "hintsUsed": 1,
       "history": ["two green striped ovals", "8♦ turned back down.", "Matched J♥ J♠ for 16 points.",
                   "6♦ J♣ don't match! 2 point penalty!", "Hint: a set is outlined. 2 point penalty!",
                   "Dealt 3 more with a set on the board! 6 point penalty!", "Shuffled the deck."]},
      {"id": "5A4C3B2A-0000-4000-8000-000000000001", "game": "Cards 2-card",
       "start": "2026-11-21T14:05:00Z", "end": "2026-11-21T14:06:00Z", "score": -4}
    ]}
    """

/// cars.json as the garage writes it.
struct CarsFile: Encodable {
    var version = 1
    var cars: [Car]
}
