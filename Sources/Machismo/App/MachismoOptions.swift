import ArgumentParser
import Glibc
import Localization

/// Machismo's command line, in the user's language (`Localization.start` runs first):
/// our words through `tr`, the parser's own headings through `translatingHeadings`.
struct MachismoOptions: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "machismo",
            abstract: tr("Card games and more from Stanford's CS193P, on the Linux desktop."),
            version: AppInfo.version
        )
    }

    /// Also prints the process's CPU time at the first frame: `first frame CPU 84.1 ms`.
    @Flag(help: ArgumentHelp(tr("Quit as soon as the window's first frame is painted (for the startup benchmark).")))
    var exitAfterFirstFrame = false

    /// After the first frame, every other tab in turn: the CPU time to its first frame (TabVisitMeasurement).
    @Flag(help: .hidden)
    var measureTabVisits = false

    /// With `--start scores`: the CPU time of changing the list's order and of each frame
    /// while scrolling it (ScoresMeasurement).
    @Flag(help: .hidden)
    var measureScores = false

    // TRANSLATORS: --start's help; keep settings/appearance and --list-scenes as they are. The value
    // is named "path" in the usage line (not translated).
    @Option(
        help: ArgumentHelp(
            tr("Open the app on a scene, such as settings/appearance (see --list-scenes)."),
            valueName: "path"))
    var start: String?

    // TRANSLATORS: --list-scenes' help; keep --start as it is.
    @Flag(help: ArgumentHelp(tr("Print the path of every scene --start can open, and exit.")))
    var listScenes = false

    @Option(
        help: ArgumentHelp(
            tr("Deal the card games' cards from this seed: the same deals every run (a saved game is not restored)."),
            valueName: "n"))
    var seed: UInt64?

    /// The exit status for a command line that cannot be used (usage error).
    static let usageErrorStatus: Int32 = 2

    /// Parses `arguments`. `--help` and `--version` print and exit 0; anything
    /// else wrong prints the error and usage to standard error and exits 2.
    static func parseOrExit(_ arguments: [String]) -> LaunchOptions {
        switch parseOutcome(arguments) {
        case .run(let options):
            return options
        case .exit(let status, let message):
            if status == 0 {
                print(message)
            } else {
                let line = message + "\n"
                _ = line.withCString { Glibc.write(STDERR_FILENO, $0, strlen($0)) }
            }
            Glibc.exit(status)
        }
    }

    /// What a command line asks for: a run, or an exit with a message.
    enum Outcome {
        case run(LaunchOptions)
        case exit(status: Int32, message: String)
    }

    static func parseOutcome(_ arguments: [String]) -> Outcome {
        if let options = LaunchOptions.flagsOnly(arguments) { return .run(options) }
        do {
            return .run(try parse(arguments).launch)
        } catch {
            let message = translatingHeadings(fullMessage(for: error))
            if exitCode(for: error) == .success { return .exit(status: 0, message: message) }
            return .exit(status: usageErrorStatus, message: message)
        }
    }
}
