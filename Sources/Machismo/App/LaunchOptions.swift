/// What the command line asks of a run of the app: `MachismoOptions` as parsed.
///
/// A command line of known flags alone (none at all, a plain launch, or
/// `--exit-after-first-frame`) is read without swift-argument-parser: its parse builds
/// the whole command's description, every help text through gettext, by reflection, which
/// cost about 0.8 ms of start-up. Anything else goes through the parser, which stays the
/// only judge of what is valid (`OptionsTests` checks that both read the flags alike).
struct LaunchOptions: Equatable {
    var exitAfterFirstFrame = false
    var measureTabVisits = false
    var measureScores = false
    var start: String?
    var listScenes = false
    var seed: UInt64?

    /// The options of `arguments` if they are distinct flags that take no value; else nil.
    static func flagsOnly(_ arguments: [String]) -> LaunchOptions? {
        guard Set(arguments).count == arguments.count else { return nil }
        var options = LaunchOptions()
        for argument in arguments {
            switch argument {
            case "--exit-after-first-frame": options.exitAfterFirstFrame = true
            case "--measure-tab-visits": options.measureTabVisits = true
            case "--list-scenes": options.listScenes = true
            default: return nil
            }
        }
        return options
    }
}

extension MachismoOptions {
    /// The options as the app reads them.
    var launch: LaunchOptions {
        LaunchOptions(
            exitAfterFirstFrame: exitAfterFirstFrame, measureTabVisits: measureTabVisits,
            measureScores: measureScores, start: start,
            listScenes: listScenes, seed: seed)
    }
}
