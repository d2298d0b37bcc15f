import Glibc
import Localization

// The language first, before the command line and GTK: --help speaks it, and so does
// GTK (LANGUAGE is set before it starts). Settings → Language wins over the environment.
Localization.start(localeDirectory: CatalogueDirectory.find(), language: LanguageChoice.saved())
// Parse the command line before GTK starts: --help, --version and bad options
// end here, without opening a display.
let options = MachismoOptions.parseOrExit(Array(CommandLine.arguments.dropFirst()))
DataDirectory.exposeIcons()
let status = MainActor.assumeIsolated {
    // The scenes are built to list their paths only when asked: a plain launch saves the time.
    if options.listScenes {
        print(Scenes.paths().joined(separator: "\n"))
        return Int32(0)
    }
    if let start = options.start, case let scenes = Scenes.paths(), !scenes.contains(start) {
        // TRANSLATORS: on the command line, before the list of scenes; %s is the path typed after --start.
        let message =
            tr("Error: there is no scene '%s'. Scenes:", start) + "\n"
            + scenes.map { "  \($0)" }.joined(separator: "\n") + "\n"
        _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
        return MachismoOptions.usageErrorStatus
    }
    return MachismoApp(options: options).run()
}
exit(status)
