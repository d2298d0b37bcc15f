import FoundationEssentials
import Gtk
import Localization
import Logging
import Storage

/// Which document Attributor had open, kept between launches in
/// `$XDG_STATE_HOME/machismo/attributor.json` so that the next launch opens it again, and
/// the documents opened and saved lately (Open Recent), kept in the desktop's list of recent
/// files (`RecentManager`), where file choosers and the desktop show them too.
@MainActor
struct RecentDocument {
    private let file: StateFile<AttributorState>
    private let logger = Logger(label: "machismo.attributor")
    /// The desktop's list, asked for when first used: reading it is no work for a launch.
    private let recentFiles: @MainActor () -> RecentManager
    /// The folder of the list (`$XDG_DATA_HOME`), made if a new account has none yet.
    private let dataHome: URL

    /// The most documents Open Recent lists.
    static let limit = 10

    /// Remembers in `directories`; the recent files are those of its data folder's parent,
    /// the desktop's when `directories` are the user's.
    init(directories: XDGDirectories, recentFiles: (@MainActor () -> RecentManager)? = nil) {
        file = StateFile(url: directories.state.appendingPathComponent("attributor.json"))
        let dataHome = directories.data.deletingLastPathComponent()
        self.dataHome = dataHome
        self.recentFiles = recentFiles ?? { RecentManager.inDataFolder(dataHome.path) }
    }

    /// The documents Attributor opened or saved lately that still exist, newest first.
    var documents: [URL] {
        recentFiles().items(addedBy: AppInfo.name).lazy
            .compactMap { FileURI.path(forURI: $0.uri) }
            .filter { $0.hasSuffix(".json") }
            .prefix(Self.limit)
            .map { URL(fileURLWithPath: $0) }
    }

    /// Puts `url` at the top of the desktop's recent files (a document opened or saved).
    func addToRecentFiles(_ url: URL) {
        guard let uri = FileURI.uri(forPath: url.path) else { return }
        try? FileManager.default.createDirectory(at: dataHome, withIntermediateDirectories: true)
        recentFiles().add(uri: uri, mimeType: "application/json", appName: AppInfo.name, appExec: "machismo")
    }

    /// The document open last, if any, and what to tell the user when the file that
    /// remembers it could not be read (it is set aside).
    func load() -> (url: URL?, problem: String?) {
        let outcome = file.load()
        return (outcome.value.map { URL(fileURLWithPath: $0.documentPath) }, outcome.problem(Self.loadWording))
    }

    /// What the user reads when the file could not be read, in their language.
    static var loadWording: LoadProblem.Wording {
        LoadProblem.Wording(
            damaged: tr("Attributor's open document could not be read: the file is damaged."),
            newer: tr("Attributor's open document could not be read: it was saved by a newer version of Machismo."),
            unopened: tr("Attributor's open document could not be read: the file could not be opened."),
            // TRANSLATORS: %s is the name the damaged file was kept under (attributor.json.corrupt-20261121T140500Z).
            kept: { tr("It was kept as %s, and the untitled document is open.", $0) },
            unsaved: tr("It could not be moved aside either, so the untitled document is open."))
    }

    /// Remembers `url` as the document open, and at the top of the recent files.
    func remember(_ url: URL) {
        addToRecentFiles(url)
        do {
            try file.save(AttributorState(documentPath: url.path))
        } catch {
            logger.error("The open document could not be remembered: \(error)")
        }
    }
}

/// What Attributor remembers between launches, in `$XDG_STATE_HOME/machismo/attributor.json`:
/// the open document, `{"documentPath": "/home/…/Documents/Untitled.json"}`. A path that
/// is not absolute or does not name a `.json` document is refused: it could only point the
/// editor at a file it never saved (relative to whatever folder the app started in).
struct AttributorState: Codable, Sendable {
    var documentPath: String

    init(documentPath: String) {
        self.documentPath = documentPath
    }

    private enum CodingKeys: String, CodingKey {
        case documentPath
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        documentPath = try container.decode(String.self, forKey: .documentPath)
        guard documentPath.hasPrefix("/"), documentPath.hasSuffix(".json"), !documentPath.contains("\0") else {
            throw DecodingError.dataCorruptedError(
                forKey: .documentPath, in: container,
                debugDescription: "the document path is not a document's")
        }
    }
}
