import FoundationEssentials
import Logging
import Storage

/// Which document Attributor had open, kept between launches in
/// `$XDG_STATE_HOME/machismo/attributor.json` so that the next launch opens it again.
@MainActor
struct RecentDocument {
    private let file: StateFile<AttributorState>
    private let logger = Logger(label: "machismo.attributor")

    init(directories: XDGDirectories) {
        file = StateFile(url: directories.state.appendingPathComponent("attributor.json"))
    }

    /// The document open last, if any, and what to tell the user when the file that
    /// remembers it could not be read (it is set aside).
    func load() -> (url: URL?, problem: String?) {
        let outcome = file.load()
        let problem = outcome.problem("Attributor's open document", fallback: "the untitled document is open",
                                      unsaved: "the untitled document is open")
        return (outcome.value.map { URL(fileURLWithPath: $0.documentPath) }, problem)
    }

    /// Remembers `url` as the document open.
    func remember(_ url: URL) {
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
            throw DecodingError.dataCorruptedError(forKey: .documentPath, in: container,
                                                   debugDescription: "the document path is not a document's")
        }
    }
}
