import Glibc

// Parse the command line before GTK starts: --help, --version and bad options
// end here, without opening a display.
let options = MachismoOptions.parseOrExit(Array(CommandLine.arguments.dropFirst()))
DataDirectory.exposeIcons()
let status = MainActor.assumeIsolated {
    let scenes = Scenes.paths()
    if options.listScenes {
        print(scenes.joined(separator: "\n"))
        return Int32(0)
    }
    if let start = options.start, !scenes.contains(start) {
        let message = "Error: there is no scene '\(start)'. Scenes:\n" + scenes.map { "  \($0)" }.joined(separator: "\n") + "\n"
        _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
        return MachismoOptions.usageErrorStatus
    }
    return MachismoApp(options: options).run()
}
exit(status)
