import Glibc

// Parse the command line before GTK starts: --help, --version and bad options
// end here, without opening a display.
let options = MachismoOptions.parseOrExit(Array(CommandLine.arguments.dropFirst()))
DataDirectory.exposeIcons()
let status = MainActor.assumeIsolated {
    MachismoApp(options: options).run()
}
exit(status)
