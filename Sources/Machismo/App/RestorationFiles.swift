import FoundationEssentials
import Localization
import Logging
import Navigation
import Storage

/// The window's two state files: `window.json` (its size, `WindowState`) and
/// `navigation.json` (the tabs' order, selection and pages with their state,
/// `NavigationFile`). Loads them at launch, brings back what they hold,
/// rewrites a `navigation.json` of an older version at once, and saves them when
/// they change. What could not be read or used is set aside and described in
/// `problems`, for the window to report.
@MainActor
final class RestorationFiles {
    let windowFile: StateFile<WindowState>
    let navigationFile: StateFile<NavigationFile>
    /// What went wrong with the files, in the user's words (LoadProblem's).
    private(set) var problems: [String] = []

    /// False when a bad file could not be set aside: then it is never overwritten.
    private var savesWindow = true
    private var savesNavigation = true
    private var lastSavedWindow: WindowState?
    private var lastSavedNavigation: RestorationState?
    private let logger = Logger(label: "machismo.window")

    init(directories: XDGDirectories) {
        windowFile = WindowState.file(in: directories)
        navigationFile = StateFile(
            url: directories.state.appendingPathComponent("navigation.json"), decode: NavigationFile.init(json:))
    }

    /// The size to open the window at: the saved one within sensible bounds, else the default.
    func loadWindowState() -> WindowState {
        let outcome = windowFile.load()
        switch outcome {
        case .missing:
            return .standard
        case .loaded(let saved):
            lastSavedWindow = saved
            return saved.sanitized
        case .setAside(let reason, let setAsideAt):
            savesWindow = setAsideAt != nil
            logger.warning("Window size not restored: \(windowFile.url.path) \(reason)")
            problems += [outcome.problem(Self.windowWording)].compactMap { $0 }
            return .standard
        }
    }

    /// Brings back the saved tabs into `tabBar`: the tab on show now, each other one
    /// when it is first shown (`restoresHiddenTabsWhenShown`). A page that cannot use
    /// its state carries on as new; the file is then set aside with its bytes intact,
    /// and so is a file that cannot be read. A file of an older version, or one set
    /// aside, is written again at once from what was restored (every tab, then).
    /// What goes wrong with a tab restored later is handed to `reportLater`.
    func restoreNavigation(
        into tabBar: TabBarController, reportLater: @escaping @MainActor ([String]) -> Void = { _ in }
    ) {
        let outcome = navigationFile.load()
        switch outcome {
        case .missing:
            return
        case .setAside(let reason, let setAsideAt):
            savesNavigation = setAsideAt != nil
            logger.warning("Tabs not restored: \(navigationFile.url.path) \(reason)")
            problems += [outcome.problem(Self.navigationWording)].compactMap { $0 }
        case .loaded(let saved):
            // An older file is rewritten from the pages themselves, so they must all decode it now.
            tabBar.restoresHiddenTabsWhenShown = saved.version == NavigationFile.version
            tabBar.onRestorationFailures = { [weak self, weak tabBar] failures in
                guard let self, let tabBar else { return }
                let reported = problems.count
                setAsideNavigation(after: failures)
                saveNavigation(tabBar.restorationState)
                reportLater(Array(problems[reported...]))
            }
            var failures = tabBar.restore(saved.state)
            if !failures.isEmpty {
                // The file goes aside and is written again from what the pages hold: every
                // page reads its state now, and what fails is reported together.
                failures += tabBar.restoreHiddenTabs()
                setAsideNavigation(after: failures)
                saveNavigation(tabBar.restorationState)
            } else if saved.version < NavigationFile.version {
                logger.info("\(navigationFile.url.path) is version \(saved.version); rewriting it as version 2")
                saveNavigation(tabBar.restorationState)
            } else {
                // What the file holds, which the next save compares with: encoding the pages
                // again for it (half a millisecond before the first frame) would tell no more.
                lastSavedNavigation = saved.state
            }
        }
    }

    private static var windowWording: LoadProblem.Wording {
        LoadProblem.Wording(
            damaged: tr("The window's size could not be read: the file is damaged."),
            newer: tr("The window's size could not be read: it was saved by a newer version of Machismo."),
            unopened: tr("The window's size could not be read: the file could not be opened."),
            // TRANSLATORS: %s is the name the damaged file was kept under (window.json.corrupt-20261121T140500Z).
            kept: { tr("It was kept as %s, and the window opens at its default size.", $0) },
            unsaved: tr(
                "It could not be moved aside either, so the window opens at its default size, which is not saved."))
    }

    private static var navigationWording: LoadProblem.Wording {
        LoadProblem.Wording(
            damaged: tr("The open tabs and pages could not be read: the file is damaged."),
            newer: tr("The open tabs and pages could not be read: they were saved by a newer version of Machismo."),
            unopened: tr("The open tabs and pages could not be read: the file could not be opened."),
            // TRANSLATORS: %s is the name the damaged file was kept under (navigation.json.corrupt-20261121T140500Z).
            kept: { tr("It was kept as %s, and the app opens on its first tab.", $0) },
            unsaved: tr("It could not be moved aside either, so the app opens on its first tab and does not save them.")
        )
    }

    /// A page refused its state: the file goes aside as it was.
    private func setAsideNavigation(after failures: [RestorationFailure]) {
        let reason = failures.map(\.description).joined(separator: " ")
        let setAsideAt: URL?
        if case .setAside(_, let url) = navigationFile.setAside(reason: "a page could not use its state: \(reason)") {
            setAsideAt = url
        } else {
            setAsideAt = nil
        }
        // TRANSLATORS: after why a page could not use its saved state; %s is the name the saved tabs' file
        // was kept under (navigation.json.corrupt-20261121T140500Z).
        let kept =
            setAsideAt.map { tr("The saved tabs were kept as %s.", $0.lastPathComponent) }
            ?? tr("The saved tabs could not be moved aside either, so they are not saved until you quit.")
        problems.append(reason + " " + kept)
        savesNavigation = setAsideAt != nil
    }

    /// Saves the window's size if it changed since the last save; a first run
    /// left at the default size writes nothing.
    func saveWindow(_ state: WindowState) {
        guard savesWindow, state != (lastSavedWindow ?? WindowState.standard) else { return }
        do {
            try windowFile.save(state)
            lastSavedWindow = state
        } catch {
            logger.error("Window size not saved: \(error)")
        }
    }

    /// Saves the tabs' state if it changed since the last save; `initial`, the
    /// state of freshly made tabs, needs no saving.
    func saveNavigation(_ state: RestorationState, initial: RestorationState? = nil) {
        guard savesNavigation, state != (lastSavedNavigation ?? initial) else { return }
        do {
            try navigationFile.save(NavigationFile(state: state))
            lastSavedNavigation = state
        } catch {
            logger.error("Tabs not saved: \(error)")
        }
    }
}

/// What `navigation.json` holds: the tabs' `RestorationState` and the file's
/// format `version` beside its keys (docs/SAVED-FILES.md).
///
/// Version 2 keeps each page's state as JSON values (a saved deal as an object
/// with named keys); version 1, which had no `version` key, kept them all as
/// strings (a deal as JSON text inside a string). Both are read; a later
/// version is refused as from a newer Machismo.
struct NavigationFile: Codable, Sendable {
    /// The version this app writes.
    static let version = 2

    var version: Int
    var state: RestorationState

    init(state: RestorationState) {
        version = Self.version
        self.state = state
    }

    private enum CodingKeys: String, CodingKey {
        case version
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
        try Self.check(version)
        state = try RestorationState(from: decoder)
    }

    /// The file read from its bytes as `init(from:)` reads it, but some ten times faster
    /// (`RestorableValue(parsingJSON:)`): it is read at every launch.
    init(json: Data) throws {
        let value = try RestorableValue(parsingJSON: Array(json))
        guard case .object(let members) = value else {
            throw DecodingError.typeMismatch(
                NavigationFile.self, DecodingError.Context(codingPath: [], debugDescription: "not an object"))
        }
        switch members["version"] {
        case nil, .null?: version = 1
        case .integer(let version)?: self.version = version
        default:
            throw DecodingError.typeMismatch(
                Int.self,
                DecodingError.Context(codingPath: [CodingKeys.version], debugDescription: "not a whole number"))
        }
        try Self.check(version)
        state = try RestorationState(restorable: value)
    }

    private static func check(_ version: Int) throws {
        guard (1...Self.version).contains(version) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: [CodingKeys.version],
                    debugDescription: version > Self.version
                        ? "format \(version), \(LoadProblem.newerFormat)" : "format \(version) is unknown"))
        }
    }

    func encode(to encoder: Encoder) throws {
        try state.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
    }
}
