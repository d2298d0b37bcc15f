@testable import Machismo
import Testing

/// The command line: help and version exit 0, bad options exit 2 with usage.
@Suite struct OptionsTests {
    @Test func noArgumentsRunsTheApp() throws {
        guard case .run(let options) = MachismoOptions.parseOutcome([]) else {
            Issue.record("an empty command line runs the app")
            return
        }
        #expect(!options.exitAfterFirstFrame)
    }

    @Test func exitAfterFirstFrameIsAFlag() throws {
        guard case .run(let options) = MachismoOptions.parseOutcome(["--exit-after-first-frame"]) else {
            Issue.record("--exit-after-first-frame runs the app")
            return
        }
        #expect(options.exitAfterFirstFrame)
    }

    /// The flags read without the parser (LaunchOptions.flagsOnly) read as the parser reads them.
    @Test(arguments: [
        [], ["--exit-after-first-frame"], ["--measure-tab-visits"], ["--list-scenes"],
        ["--list-scenes", "--exit-after-first-frame"], ["--measure-tab-visits", "--exit-after-first-frame"],
        ["--exit-after-first-frame", "--measure-tab-visits", "--list-scenes"],
    ])
    func flagsAloneNeedNoParserAndReadTheSame(_ arguments: [String]) throws {
        let quick = try #require(LaunchOptions.flagsOnly(arguments))
        #expect(quick == (try MachismoOptions.parse(arguments)).launch)
    }

    /// Anything but distinct flags goes to the parser.
    @Test(arguments: [
        ["--start", "settings"], ["--seed=4"], ["--exit-after-first-frame", "--exit-after-first-frame"],
        ["--help"], ["--version"], ["--bogus"], ["-x"],
    ])
    func otherCommandLinesGoToTheParser(_ arguments: [String]) {
        #expect(LaunchOptions.flagsOnly(arguments) == nil)
    }

    @Test(arguments: ["--bogus", "-x", "stray-argument", "--exit-after-first-frame=yes"])
    func aBadCommandLineExitsWithUsageAndStatus2(_ argument: String) {
        guard case .exit(let status, let message) = MachismoOptions.parseOutcome([argument]) else {
            Issue.record("\(argument) must not run the app")
            return
        }
        #expect(status == 2)
        #expect(message.contains("Usage: machismo"))
    }

    @Test func versionPrintsTheVersionAndSucceeds() {
        guard case .exit(let status, let message) = MachismoOptions.parseOutcome(["--version"]) else {
            Issue.record("--version exits")
            return
        }
        #expect(status == 0)
        #expect(message == AppInfo.version)
    }

    @Test func helpDescribesTheOptionsAndSucceeds() {
        guard case .exit(let status, let message) = MachismoOptions.parseOutcome(["--help"]) else {
            Issue.record("--help exits")
            return
        }
        #expect(status == 0)
        #expect(message.contains("--exit-after-first-frame"))
        #expect(message.contains("--version"))
    }

    /// The parser's own words are replaced line by line; in English they read as the parser wrote them.
    @Test func theParsersOwnWordsAreLeftAsTheyAreInEnglish() {
        let help = MachismoOptions.helpMessage()
        #expect(help.contains("OVERVIEW: ") && help.contains("\nOPTIONS:\n") && help.contains("Show help information."))
        #expect(MachismoOptions.translatingHeadings(help) == help)
        guard case .exit(_, let usage) = MachismoOptions.parseOutcome(["--bogus"]) else {
            Issue.record("--bogus exits")
            return
        }
        #expect(usage.contains("\n  See 'machismo --help' for more information."))
    }
}

@Suite struct WindowStateTests {
    @Test func aSavedSizeIsKeptWhenSensible() {
        let state = WindowState(width: 1200, height: 800, maximized: true)
        #expect(state.sanitized == state)
    }

    @Test func aDamagedSizeIsClampedToWhatAWindowCanOpenWith() {
        #expect(
            WindowState(width: -5, height: 3, maximized: false).sanitized
                == WindowState(width: WindowState.minimum.width, height: WindowState.minimum.height, maximized: false))
        #expect(WindowState(width: 1_000_000, height: 900, maximized: false).sanitized.width == 16384)
    }
}
