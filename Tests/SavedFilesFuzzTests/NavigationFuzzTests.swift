import CardGame
import Foundation
import Gtk
@testable import Machismo
import Navigation
import Storage
import XCTest

/// navigation.json, restored into the app's real tabs (Cards and Set with their
/// deals, Scores, Attributor, FaceIt, CarValet, Settings, About), in today's
/// form and in version 1's: a file that cannot be read, or whose pages refuse
/// their state, is set aside with its bytes intact and reported; what was
/// restored can be played on and saved; a version 1 file is rewritten as version 2.
/// Some pages (Settings → Appearance) make their widgets when made: this one
/// needs a display (Xvfb, as `make test` gives).
final class NavigationFuzzTests: XCTestCase {
    func testNavigation() throws { try MainActor.assumeIsolated { try Self.fuzzNavigation() } }

    @MainActor
    private static func fuzzNavigation() throws {
        guard initializeGtk() else {
            XCTFail("GTK could not open a display: run under Xvfb (make test)")
            throw XCTSkip("no display")
        }
        let run = try FuzzRun("navigation")
        // The tabs are in no window: an alert a game presents is reported, not shown.
        let report = NavigationLog.report
        NavigationLog.report = { _ in }
        defer { NavigationLog.report = report }
        let url = run.directories.state.appendingPathComponent("navigation.json")
        var app = App(directories: run.directories)
        let samples = try app.samples()
        var rewrittenOld = 0
        try run.run(from: samples) { bytes, index in
            if index % 200 == 0 { app = App(directories: run.directories) }  // pages pushed pile up otherwise
            app.reset(seed: UInt64(index))
            try run.write(bytes, to: url)
            let files = RestorationFiles(directories: run.directories)
            files.restoreNavigation(into: app.tabBar)
            // Every tab shown at once: every page reads its state, failures reported together.
            let later = app.tabBar.restoreHiddenTabs()
            if !later.isEmpty { app.tabBar.onRestorationFailures?(later) }
            app.play(&run.random)
            let saved = NavigationFile(state: app.tabBar.restorationState)
            XCTAssertNoThrow(try JSONEncoder().encode(saved), "input \(index): what was restored saves")
            guard let problem = files.problems.first else {
                let written = try Data(contentsOf: url)
                if written != Data(bytes) {
                    let file = try JSONDecoder().decode(NavigationFile.self, from: written)
                    XCTAssertEqual(file.version, NavigationFile.version, "input \(index): rewritten as version 2")
                    rewrittenOld += 1
                }
                return .accepted
            }
            XCTAssertEqual(files.problems.count, 1, "input \(index): \(files.problems)")
            let rewritten = FileManager.default.fileExists(atPath: url.path)
            if rewritten {
                XCTAssertTrue(
                    problem.contains("could not be restored") && problem.contains("kept as"),
                    "input \(index): a page that refused its state is reported: \(problem)")
                XCTAssertEqual(try JSONDecoder().decode(NavigationFile.self, from: Data(contentsOf: url)).version, 2)
            } else {
                XCTAssertTrue(
                    problem.hasPrefix("The open tabs and pages could not be read: "), "input \(index): \(problem)")
            }
            run.expectSetAside(bytes, from: url, at: nil, index: index, rewritten: rewritten)
            try? FileManager.default.removeItem(at: url)
            return .rejected
        }
        print("fuzz navigation: \(rewrittenOld) files of version 1 rewritten as version 2")
        XCTAssertGreaterThan(rewrittenOld, 0)
    }

    /// The app's tabs over a fuzz home, and the games on them.
    @MainActor
    struct App {
        let tabBar = TabBarController()
        let settings: SettingsStore
        let cards: PlayingCardGameViewController
        let set: SetGameViewController

        init(directories: XDGDirectories) {
            settings = SettingsStore(directories: directories)
            let scoreBook = ScoreBook(directories: directories)
            let tabs = Scenes.tabs(
                settings: settings, directories: directories, scoreBook: scoreBook,
                fonts: PreferredFonts(settings: settings))
            tabBar.setViewControllers(tabs)
            cards = (tabs[0] as! NavigationController).rootViewController as! PlayingCardGameViewController
            set = (tabs[1] as! NavigationController).rootViewController as! SetGameViewController
        }

        /// Every stack back to its root and fresh deals, dealt from `seed`.
        func reset(seed: UInt64) {
            for tab in tabBar.viewControllers {
                _ = (tab as? NavigationController)?.popToRootViewController(animated: false)
            }
            func deal<Rules>(_ game: CardGameViewController<Rules>) {
                game.generator = SeededGenerator(seed: seed)
                game.deal()
            }
            deal(cards)
            deal(set)
        }

        /// A few choices on each game that was restored (`all`: on fresh deals too).
        func play(_ random: inout FuzzRandom, all: Bool = false) {
            func play<Rules>(_ game: CardGameViewController<Rules>) {
                guard all || game.matchingGame.hasStarted else { return }
                for _ in 0..<6 { game.chooseCard(at: random.below(game.matchingGame.cards.count + 2) - 1) }
            }
            play(cards)
            play(set)
        }

        /// Valid files: the tabs with games under way and pages pushed, today's and version 1's.
        func samples() throws -> [FuzzJSON] {
            reset(seed: 7)
            var random = FuzzRandom(seed: 7)
            for _ in 0..<4 { play(&random, all: true) }
            tabBar.open(path: "cards/history")
            tabBar.open(path: "settings/appearance")
            var state = tabBar.restorationState
            state.tabOrder.swapAt(0, 5)
            state.paths["faceit"] = [
                RestoredPage(
                    identifier: "faceit",
                    state: [
                        "emotion": "Angry", "eyes": "open", "brows": "furrowed", "mouth": "smirk", "scale": 0.75,
                    ])
            ]
            state.paths["carvalet"] = [RestoredPage(identifier: "carvalet", state: ["car": 2])]
            state.paths["scores"] = [RestoredPage(identifier: "scores", state: ["sort": "score"])]
            state.showingMoreList = false
            state.selectedTab = "set"
            // Without the deals too: DealFuzzTests breaks deals by the ten thousand, and
            // restoring and saving one is most of what an input here costs.
            var withoutDeals = state
            for tab in ["cards", "set"] { withoutDeals.paths[tab]?[0].state = [:] }
            return [
                try FuzzJSON(encoding: NavigationFile(state: state)), try FuzzJSON(encoding: VersionOneFile(state)),
                try FuzzJSON(encoding: NavigationFile(state: withoutDeals)),
                try FuzzJSON(encoding: VersionOneFile(withoutDeals)),
            ]
        }
    }
}

/// navigation.json as version 1 wrote it: no `version`, every page state a
/// string, a deal JSON text with synthesized `_0` keys.
struct VersionOneFile: Encodable {
    struct Page: Encodable {
        var identifier: String
        var state: [String: String]
    }

    var selectedTab: String?
    var showingMoreList: Bool
    var tabOrder: [String]
    var paths: [String: [Page]]

    init(_ state: RestorationState) throws {
        selectedTab = state.selectedTab
        showingMoreList = state.showingMoreList
        tabOrder = state.tabOrder
        paths = try state.paths.mapValues { pages in
            try pages.map { page in
                Page(
                    identifier: page.identifier,
                    state: try page.state.mapValues { value in
                        switch value {
                        case .string(let string): return string
                        case .integer(let integer): return String(integer)
                        case .number(let number): return "\(number)"
                        default:
                            let deal = try SavedDeal(restoring: value)
                            return String(decoding: try JSONEncoder().encode(LegacyDealWriter(deal)), as: UTF8.self)
                        }
                    })
            }
        }
    }
}
