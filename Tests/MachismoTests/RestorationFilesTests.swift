import CardGame
import Foundation
import Gtk
@testable import Machismo
import Navigation
import Storage
import XCTest
import XDGTestSupport

/// window.json and navigation.json as the window reads them: version 1 read once
/// and rewritten as version 2, a page that refuses its state or a file that
/// cannot be read set aside with its bytes intact and described for the alert.
final class RestorationFilesTests: XCTestCase {
    private var home: TemporaryHome!
    private var directories: XDGDirectories { home.directories }

    /// A home where the app has run: the files are written straight into its folders.
    override func setUpWithError() throws {
        home = try TemporaryHome("restoration")
        try home.createFolders()
    }

    override func tearDown() {
        home = nil
    }

    /// The app's tabs over `directories`.
    @MainActor
    private static func tabs(_ directories: XDGDirectories) -> TabBarController {
        let settings = SettingsStore(directories: directories)
        let tabBar = TabBarController()
        tabBar.setViewControllers(
            Scenes.tabs(
                settings: settings, directories: directories,
                scoreBook: ScoreBook(directories: directories),
                fonts: PreferredFonts(settings: settings)))
        return tabBar
    }

    @MainActor
    private static func root<T>(_ tabBar: TabBarController, _ identifier: String, as type: T.Type) -> T? {
        let tab = tabBar.viewControllers.first { $0.restorationIdentifier == identifier }
        return ((tab as? NavigationController)?.rootViewController ?? tab) as? T
    }

    private static func versionOne() throws -> Data { try Data(contentsOf: SavedDealTests.fixture) }

    /// navigation.json as this version writes it (version 1's fixture, read once), with
    /// each key of `breaking` replaced by its value; returns the bytes written.
    @MainActor
    private static func brokenVersionTwo(in directories: XDGDirectories, breaking: [String: String]) throws -> Data {
        XCTAssertTrue(initializeGtk())
        let file = directories.state.appendingPathComponent("navigation.json")
        try versionOne().write(to: file)
        RestorationFiles(directories: directories).restoreNavigation(into: tabs(directories))
        let rewritten = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        let broken = breaking.reduce(rewritten) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
        XCTAssertNotEqual(broken, rewritten)
        try Data(broken.utf8).write(to: file)
        return Data(broken.utf8)
    }

    func testAVersionOneFileIsReadOnceAndRewrittenAsVersionTwo() throws {
        let directories: XDGDirectories = directories
        let navigationFile = directories.state.appendingPathComponent("navigation.json")
        try MainActor.assumeIsolated {
            XCTAssertTrue(initializeGtk())
            try Self.versionOne().write(to: navigationFile)
            let tabBar = Self.tabs(directories)
            let files = RestorationFiles(directories: directories)
            files.restoreNavigation(into: tabBar)
            XCTAssertEqual(files.problems, [])

            let cards = try XCTUnwrap(Self.root(tabBar, "cards", as: PlayingCardGameViewController.self))
            XCTAssertEqual(cards.game.score, 1)
            XCTAssertEqual(cards.game.cards.first?.contents, "10♥")
            XCTAssertEqual(cards.game.chosenCards.map(\.contents), ["6♣"])
            XCTAssertEqual(cards.story.map(\.text), ["10♥", "Matched 10♥ K♥ for 4 points.", "6♣"])
            XCTAssertEqual(cards.startedAt, Date(timeIntervalSinceReferenceDate: 785_000_000.5))
            XCTAssertEqual(cards.navigationController?.topViewController?.restorationIdentifier, "history")
            XCTAssertEqual(
                try XCTUnwrap(Self.root(tabBar, "set", as: SetGameViewController.self)).matchingGame.score, -1)
            XCTAssertEqual(
                try XCTUnwrap(Self.root(tabBar, "carvalet", as: CarValetViewController.self)).currentIndex, 1)
            let face = try XCTUnwrap(Self.root(tabBar, "faceit", as: FaceItViewController.self)?.shownFace)
            XCTAssertEqual(face.scale, 0.45, accuracy: 1e-9)
            XCTAssertEqual(face.title, "Mischievous")
            cards.chooseCard(at: 3)  // the restored game plays on: K♣ with the 6♣ chosen before
            XCTAssertEqual(cards.story.last?.text, "Matched 6♣ K♣ for 4 points.")
            XCTAssertEqual(cards.game.score, 4)

            let rewritten = try Data(contentsOf: navigationFile)
            let text = String(decoding: rewritten, as: UTF8.self)
            XCTAssertFalse(text.contains("_0"), "no synthesized enum keys are left")
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: rewritten) as? [String: Any])
            XCTAssertEqual(json["version"] as? Int, 2)
            let paths = try XCTUnwrap(json["paths"] as? [String: [[String: Any]]])
            let deal = try XCTUnwrap((paths["cards"]?[0]["state"] as? [String: Any])?["deal"] as? [String: Any])
            XCTAssertEqual(deal["kind"] as? String, "cards")
            XCTAssertEqual(deal["startedAt"] as? String, "2025-11-16T15:33:20.500Z")
            XCTAssertEqual((paths["faceit"]?[0]["state"] as? [String: Any])?["scale"] as? Double, 0.45)

            // The next launch reads version 2 and writes nothing.
            let again = Self.tabs(directories)
            let next = RestorationFiles(directories: directories)
            next.restoreNavigation(into: again)
            XCTAssertEqual(next.problems, [])
            XCTAssertEqual(try Data(contentsOf: navigationFile), rewritten)
            XCTAssertEqual(again.restorationState, try JSONDecoder().decode(NavigationFile.self, from: rewritten).state)
        }
    }

    func testAPageThatRefusesItsStateSetsTheFileAsideAndIsReported() throws {
        let directories: XDGDirectories = directories
        let navigationFile = directories.state.appendingPathComponent("navigation.json")
        try MainActor.assumeIsolated {
            XCTAssertTrue(initializeGtk())
            let broken = Data(
                String(decoding: try Self.versionOne(), as: UTF8.self)
                    .replacingOccurrences(of: #"\"contents\":\"10♥\""#, with: #"\"contents\":\"Z♥\""#).utf8)
            XCTAssertNotEqual(broken, try Self.versionOne())
            try broken.write(to: navigationFile)
            let tabBar = Self.tabs(directories)
            let files = RestorationFiles(directories: directories)
            files.restoreNavigation(into: tabBar)
            let problem = try XCTUnwrap(files.problems.first)
            XCTAssertTrue(
                problem.hasPrefix(
                    "The saved Cards game could not be restored: the saved game holds a card "
                        + "\"Z♥\" that does not exist. A new game is dealt. The saved tabs were kept as "
                        + "navigation.json.corrupt-"), problem)
            let names = try FileManager.default.contentsOfDirectory(atPath: directories.state.path).sorted()
            XCTAssertEqual(names.count, 2)
            XCTAssertEqual(
                try Data(contentsOf: directories.state.appendingPathComponent(names[1])), broken,
                "set aside with its bytes intact")
            XCTAssertTrue(problem.contains(names[1]))
            let cards = try XCTUnwrap(Self.root(tabBar, "cards", as: PlayingCardGameViewController.self))
            XCTAssertFalse(cards.game.hasStarted, "a new game is dealt")
            let saved = try JSONDecoder().decode(NavigationFile.self, from: Data(contentsOf: navigationFile))
            XCTAssertEqual(saved.version, 2)
            XCTAssertNotNil(saved.state.paths["set"]?.first?.state["deal"], "the Set game is kept")
        }
    }

    func testATabNotOnShowIsRestoredWhenFirstShownAndItsFailureSetsTheFileAsideThen() throws {
        let directories: XDGDirectories = directories
        let navigationFile = directories.state.appendingPathComponent("navigation.json")
        try MainActor.assumeIsolated {
            let broken = try Self.brokenVersionTwo(
                in: directories, breaking: [#""contents" : "10♥""#: #""contents" : "Z♥""#])

            let tabBar = Self.tabs(directories)
            let files = RestorationFiles(directories: directories)
            var reported: [String] = []
            files.restoreNavigation(into: tabBar) { reported += $0 }
            XCTAssertEqual(tabBar.selectedViewController?.restorationIdentifier, "set")
            XCTAssertEqual(files.problems, [], "the Cards game is not read yet")
            XCTAssertEqual(
                try XCTUnwrap(Self.root(tabBar, "set", as: SetGameViewController.self)).matchingGame.score, -1)
            let cards = try XCTUnwrap(Self.root(tabBar, "cards", as: PlayingCardGameViewController.self))
            XCTAssertEqual(cards.navigationController?.viewControllers.count, 1)
            files.saveNavigation(tabBar.restorationState)
            XCTAssertEqual(try Data(contentsOf: navigationFile), broken, "nothing changed: nothing written")

            tabBar.selectTab(withIdentifier: "cards")
            XCTAssertFalse(cards.game.hasStarted, "a new game is dealt")
            XCTAssertEqual(cards.navigationController?.topViewController?.restorationIdentifier, "history")
            let problem = try XCTUnwrap(reported.first)
            XCTAssertEqual(reported.count, 1)
            XCTAssertTrue(
                problem.hasPrefix(
                    "The saved Cards game could not be restored: the saved game holds a card "
                        + "\"Z♥\" that does not exist. A new game is dealt. The saved tabs were kept as "
                        + "navigation.json.corrupt-"), problem)
            let aside = try FileManager.default.contentsOfDirectory(atPath: directories.state.path)
                .filter { $0.hasPrefix("navigation.json.corrupt-") }
            XCTAssertEqual(aside.count, 1)
            XCTAssertTrue(problem.contains(aside[0]))
            XCTAssertEqual(
                try Data(contentsOf: directories.state.appendingPathComponent(aside[0])), broken,
                "set aside with its bytes intact")
            let saved = try JSONDecoder().decode(NavigationFile.self, from: Data(contentsOf: navigationFile))
            XCTAssertEqual(saved.state.selectedTab, "cards")
            XCTAssertNotNil(saved.state.paths["set"]?.first?.state["deal"], "the Set game is kept")
        }
    }

    func testWhenTheTabOnShowFailsEveryTabIsRestoredAtOnceAndReportedTogether() throws {
        let directories: XDGDirectories = directories
        let navigationFile = directories.state.appendingPathComponent("navigation.json")
        try MainActor.assumeIsolated {
            let broken = try Self.brokenVersionTwo(
                in: directories,
                breaking: [#""contents" : "10♥""#: #""contents" : "Z♥""#, #""kind" : "set""#: #""kind" : "sets""#])

            let tabBar = Self.tabs(directories)
            let files = RestorationFiles(directories: directories)
            var reportedLater: [String] = []
            files.restoreNavigation(into: tabBar) { reportedLater += $0 }
            XCTAssertEqual(files.problems.count, 1)
            let problem = try XCTUnwrap(files.problems.first)
            XCTAssertTrue(problem.hasPrefix("The saved Set game could not be restored"), problem)
            XCTAssertTrue(problem.contains("The saved Cards game could not be restored"), problem)
            let aside = try FileManager.default.contentsOfDirectory(atPath: directories.state.path)
                .filter { $0.hasPrefix("navigation.json.corrupt-") }
            XCTAssertEqual(aside.count, 1)
            XCTAssertEqual(try Data(contentsOf: directories.state.appendingPathComponent(aside[0])), broken)
            tabBar.selectTab(withIdentifier: "cards")
            XCTAssertEqual(reportedLater, [], "nothing is left to report")
            let saved = try JSONDecoder().decode(NavigationFile.self, from: Data(contentsOf: navigationFile))
            XCTAssertNil(saved.state.paths["cards"]?.first?.state["deal"], "written from what the pages hold")
        }
    }

    /// navigation.json's own reader agrees with its Decodable conformance, on the files of
    /// both versions and on random damage to them.
    func testTheFastReaderReadsWhatJSONDecoderReads() throws {
        func both(_ bytes: [UInt8]) -> (fast: NavigationFile?, decoded: NavigationFile?) {
            (try? NavigationFile(json: Data(bytes)), try? JSONDecoder().decode(NavigationFile.self, from: Data(bytes)))
        }
        let one = Array(try Self.versionOne())
        let file = try JSONDecoder().decode(NavigationFile.self, from: Data(one))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let two = Array(try encoder.encode(NavigationFile(state: file.state)))
        var random = SystemRandomNumberGenerator()
        var accepted = 0
        for sample in [one, two] {
            let (fast, decoded) = both(sample)
            XCTAssertEqual(fast?.version, decoded?.version)
            XCTAssertEqual(fast?.state, decoded?.state)
            XCTAssertNotNil(fast)
            for _ in 0..<400 {
                var bytes = sample
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[at] = Array(#"{}[]",:0 1tn"#.utf8).randomElement(using: &random)!
                case 1: bytes.remove(at: at)
                default: bytes.removeLast(bytes.count - at)
                }
                let (fast, decoded) = both(bytes)
                XCTAssertEqual(fast?.version, decoded?.version, String(decoding: bytes, as: UTF8.self))
                XCTAssertEqual(fast?.state, decoded?.state, String(decoding: bytes, as: UTF8.self))
                if fast != nil { accepted += 1 }
            }
        }
        XCTAssertGreaterThan(accepted, 50)
        for version in ["3", "0", "\"2\"", "2.5"] {
            let text = Array(#"{"version": \#(version), "tabOrder": [], "paths": {}, "showingMoreList": false}"#.utf8)
            XCTAssertThrowsError(try NavigationFile(json: Data(text))) { error in
                guard version == "3", case DecodingError.dataCorrupted(let context) = error else { return }
                XCTAssertEqual(context.debugDescription, "format 3, \(LoadProblem.newerFormat)")
            }
        }
    }

    func testAFileFromANewerMachismoOrDamagedIsSetAsideAndSaysSo() throws {
        let directories: XDGDirectories = directories
        let navigationFile = directories.state.appendingPathComponent("navigation.json")
        try MainActor.assumeIsolated {
            try Data(#"{"version": 3, "tabOrder": [], "paths": {}, "showingMoreList": false}"#.utf8).write(
                to: navigationFile)
            let files = RestorationFiles(directories: directories)
            files.restoreNavigation(into: TabBarController())
            let window = directories.config.appendingPathComponent("window.json")
            try Data(#"{"width": 9223372036854775808, "height": 600, "maximized": false}"#.utf8).write(to: window)
            XCTAssertEqual(files.loadWindowState(), .standard)
            XCTAssertEqual(files.problems.count, 2)
            XCTAssertTrue(
                files.problems[0].hasPrefix(
                    "The open tabs and pages could not be read: they were saved by a newer "
                        + "version of Machismo. It was kept as navigation.json.corrupt-"))
            XCTAssertTrue(files.problems[0].hasSuffix(", and the app opens on its first tab."))
            XCTAssertTrue(
                files.problems[1].hasPrefix(
                    "The window's size could not be read: the file is damaged. "
                        + "It was kept as window.json.corrupt-"))
            XCTAssertTrue(files.problems[1].hasSuffix(", and the window opens at its default size."))
        }
    }
}
