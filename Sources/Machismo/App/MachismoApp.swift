import FoundationEssentials
import Gtk
import Logging
import Storage

/// The application: one unique instance on the session bus, its app-wide actions
/// and accelerators, the style sheet, and the main window.
@MainActor
final class MachismoApp {
    private let application = Application(id: AppInfo.applicationID)
    private let options: LaunchOptions
    private let directories = XDGDirectories()
    private var mainWindow: MainWindow?
    private lazy var settings = SettingsStore(directories: directories)
    /// The one score book: the games record in it, Scores lists it, Settings resets it.
    /// Its integrity is checked on another thread, a few seconds after it is opened: Scores
    /// shows its first rows at once, whatever the number of results (ScoreBook.IntegrityCheck).
    private lazy var scoreBook = ScoreBook(
        directories: directories, integrityCheck: .inBackground(afterSeconds: 3), importsInBackground: true)
    private lazy var preferredFonts = PreferredFonts(settings: settings)
    private let style = CssProvider()
    private let logger = Logger(label: "machismo.app")

    init(options: LaunchOptions) {
        self.options = options
        application.onStartup { [weak self] in self?.startUp() }
        application.onActivate { [weak self] in self?.activate() }
        application.onShutdown { [weak self] in self?.shutDown() }
    }

    /// Runs until the app quits; returns the exit status.
    func run() -> Int32 {
        application.run(programName: "machismo")
    }

    private func startUp() {
        loadStyle()
        application.addAction("quit") { [weak self] in self?.quit() }
        application.addAction("about") { [weak self] in self?.showAbout() }
        application.setAccels(["<Control>q"], for: "app.quit")
        application.setAccels(["<Control>w"], for: "win.close")
        application.setAccels(["<Control>question"], for: "win.show-help-overlay")
        preferredFonts.followDesktopTextScale()
        application.addAction("zoom-in") { [weak self] in self?.preferredFonts.zoomIn() }
        application.addAction("zoom-out") { [weak self] in self?.preferredFonts.zoomOut() }
        application.addAction("zoom-reset") { [weak self] in self?.preferredFonts.resetZoom() }
        application.setAccels(["<Control>plus", "<Control>equal", "<Control>KP_Add"], for: "app.zoom-in")
        application.setAccels(["<Control>minus", "<Control>KP_Subtract"], for: "app.zoom-out")
        application.setAccels(["<Control>0", "<Control>KP_0"], for: "app.zoom-reset")
    }

    /// Saves killed mid-write (a crash, a power cut) leave their temporary files behind:
    /// swept once the window is up, since no file the window reads is a temporary one.
    private func removeLeftoverTemporaryFiles() {
        let leftovers = SavedData(directories: directories).removeLeftoverTemporaryFiles()
        if !leftovers.isEmpty {
            logger.info("Removed the temporary files of interrupted saves: \(leftovers.joined(separator: ", "))")
        }
    }

    private func loadStyle() {
        guard DataDirectory.url != nil else {
            logger.warning("No data folder found (set MACHISMO_DATA_DIR); running with the theme's style only")
            return
        }
        guard let css = DataDirectory.contents(of: "style.css") else { return }
        style.load(css)
        for error in style.errors { logger.error("style.css:\(error)") }
        style.applyToDisplay()
    }

    /// The first launch opens the window; a later launch brings it to the front.
    private func activate() {
        if let mainWindow {
            mainWindow.present()
            return
        }
        let window = MainWindow(
            application: application, directories: directories, settings: settings,
            scoreBook: scoreBook, fonts: preferredFonts, seed: options.seed)
        mainWindow = window
        window.afterFirstFrame {
            runAfter(seconds: 0) { [weak self] in self?.removeLeftoverTemporaryFiles() }
        }
        if let start = options.start, !window.open(path: start) {
            logger.warning("No scene \(start)")
        }
        if options.measureScores {
            window.afterFirstFrame { [weak self, weak window] in
                guard let window else { return }
                ProcessCPU.reportFirstFrame()
                ScoresMeasurement(window: window.window, tabBar: window.tabBarController).startWhenIdle {
                    self?.quit()
                }
            }
        } else if options.measureTabVisits {
            window.afterFirstFrame { [weak self, weak window] in
                guard let window else { return }
                TabVisitMeasurement(window: window.window, tabBar: window.tabBarController).startWhenIdle {
                    self?.quit()
                }
            }
        } else if options.exitAfterFirstFrame {
            window.afterFirstFrame { [weak self] in
                ProcessCPU.reportFirstFrame()
                self?.quit()
            }
        }
        window.present()
    }

    private func quit() {
        mainWindow?.saveState()
        application.quit()
    }

    private func showAbout() {
        mainWindow?.showAbout()
    }

    private func shutDown() {
        mainWindow?.saveState()
        mainWindow?.destroy()
        mainWindow = nil
        // Retries results a lock kept queued; then SQLite folds its log into the file.
        scoreBook.retryPendingResults()
        scoreBook.closeDatabase()
        RecentManager.prepareForShutdown()
    }
}
