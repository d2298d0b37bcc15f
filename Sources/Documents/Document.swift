import FoundationEssentials
import Glibc
import Localization
import Notifications
import Observation
import Storage

/// A file the user edits, as `UIDocument` keeps one for the lectures' apps: where it lives
/// (`fileURL`), its state (`documentState`), its undo (`undoManager`), atomic saves, and
/// saves of its own (`AutosavePolicy`): there is no Save button to wait for. A subclass says
/// what the file holds: `contents()` writes it, `load(fromContents:)` reads it,
/// `loadEmpty()` makes a new one.
///
/// The page that shows a document observes it (`ModelObservation` over its `documentState`
/// and its undo manager) and tells it of each change the user makes (`updateChangeCount()`).
///
/// A file that cannot be read is reported (`openProblem`) and set aside beside itself
/// (`NAME.corrupt-TIMESTAMP`); the document then opens blank under the same name. A file
/// that cannot be set aside is never overwritten: the document opens read-only.
@MainActor
@Observable
open class Document {
    /// Where the document lives.
    public private(set) var fileURL: URL
    /// What the page says under the document's title.
    public private(set) var documentState = DocumentState.closed
    /// Whether what is shown differs from what the file holds.
    public private(set) var hasUnsavedChanges = false
    /// Why the file opened blank or read-only, in the user's words; nil when it opened as it was.
    public private(set) var openProblem: String?
    /// The changes Undo takes back and Redo makes again.
    public let undoManager = UndoManager()
    /// When the document saves itself.
    @ObservationIgnored public let autosavePolicy: AutosavePolicy

    @ObservationIgnored private var pendingAutosave: Task<Void, Never>?
    @ObservationIgnored private var lastSave = ContinuousClock.now
    @ObservationIgnored private var saveObserver: NotificationObserver?

    /// The largest file opened: 256 MiB.
    public static let maximumFileSize = 256 << 20

    /// A document at `fileURL`, closed until `open()`; it saves itself as `autosavePolicy`
    /// says, and when `center` posts `.applicationWillSaveState`.
    public init(
        fileURL: URL, autosavePolicy: AutosavePolicy = .standard,
        center: Notifications.NotificationCenter = .default
    ) {
        self.fileURL = fileURL
        self.autosavePolicy = autosavePolicy
        saveObserver = center.addObserver(forName: .applicationWillSaveState) { [weak self] _ in
            self?.autosave()
        }
    }

    isolated deinit { pendingAutosave?.cancel() }

    /// The file's name without its extension (`Untitled`): the document's title.
    public var localizedName: String { fileURL.deletingPathExtension().lastPathComponent }

    // MARK: - What a subclass says

    /// The bytes the file should hold for what the document shows now (`UIDocument`'s
    /// `contents(forType:)`).
    open func contents() throws(DocumentError) -> Data {
        preconditionFailure("\(Self.self) must override contents()")
    }

    /// Shows what the file's `data` holds (`UIDocument`'s `load(fromContents:ofType:)`), or
    /// throws why it cannot, changing nothing.
    open func load(fromContents data: Data) throws(DocumentError) {
        preconditionFailure("\(Self.self) must override load(fromContents:)")
    }

    /// Shows a new, empty document.
    open func loadEmpty() {
        preconditionFailure("\(Self.self) must override loadEmpty()")
    }

    // MARK: - Opening and closing

    /// Reads the file and shows it (a missing file is a new, empty document), forgetting
    /// what Undo could take back. A file that cannot be read is set aside (see the type).
    public func open(now: Date = Date()) {
        openProblem = nil
        undoManager.removeAllActions()
        do throws(DocumentError) {
            guard let data = try Self.readFile(fileURL) else {
                loadEmpty()
                return opened(at: fileURL)
            }
            try load(fromContents: data)
            opened(at: fileURL)
        } catch {
            setAside(because: error, now: now)
        }
    }

    /// The bytes of the file at `url`, nil when there is none: only a regular file is read
    /// (not a FIFO or `/dev/zero`), of at most `maximumFileSize` bytes.
    public static func readFile(_ url: URL) throws(DocumentError) -> Data? {
        do {
            return try AtomicFile.read(url, maximumBytes: maximumFileSize)
        } catch let error where error.code == ENOENT {
            return nil
        } catch let error where error.code == EFBIG {
            throw .tooLarge(limit: maximumFileSize)
        } catch {
            throw .file(error)
        }
    }

    /// The document now shows what the file at `url` holds: saved, nothing unsaved.
    /// (A subclass that reads its file in its own way, as Attributor's start does, says so.)
    public func opened(at url: URL) {
        fileURL = url
        hasUnsavedChanges = false
        documentState = .saved
    }

    private func setAside(because error: DocumentError, now: Date) {
        loadEmpty()
        let outcome = StateFile<[String]>(url: fileURL).setAside(reason: error.description, now: now)
        guard case .setAside(_, let setAsideAt) = outcome, let setAsideAt else {
            // TRANSLATORS: %s says why the document could not be read (a sentence).
            openProblem = tr(
                "The document could not be opened: %s It could not be moved aside either, so it opens read-only and is never written over.",
                error.description)
            hasUnsavedChanges = false
            documentState = .readOnly
            return
        }
        // TRANSLATORS: %1$s says why the document could not be read (a sentence); %2$s the name it was kept as.
        openProblem = tr(
            "The document could not be opened: %1$s It was kept as %2$s, and a blank document opens in its place.",
            error.description, setAsideAt.lastPathComponent)
        opened(at: fileURL)
    }

    /// Saves what is unsaved, then closes the document.
    public func close() {
        autosave()
        pendingAutosave?.cancel()
        documentState = .closed
    }

    /// The file was renamed or moved (in a document browser): the document lives at `url` now.
    public func moved(to url: URL) {
        fileURL = url
    }

    // MARK: - Changes

    /// Whether the user may change the document now.
    public var isEditable: Bool {
        switch documentState {
        case .saved, .edited, .saving, .saveFailed: true
        case .closed, .readOnly: false
        }
    }

    /// The user changed the document (`UIDocument`'s `updateChangeCount(.done)`): it is
    /// edited, and saves itself as its policy says.
    public func updateChangeCount() {
        hasUnsavedChanges = true
        if documentState == .saved { documentState = .edited }
        scheduleAutosave()
    }

    /// The autosave `delay` after this change, or at once when the last save was `interval` ago.
    private func scheduleAutosave() {
        pendingAutosave?.cancel()
        let overdue = ContinuousClock.now - lastSave >= .seconds(autosavePolicy.interval)
        let wait = overdue ? 0 : autosavePolicy.delay
        pendingAutosave = Task { @MainActor [weak self] in
            if wait > 0 { try? await Task.sleep(for: .seconds(wait)) }
            guard !Task.isCancelled else { return }
            self?.autosave()
        }
    }

    // MARK: - Saving

    /// Writes what is unsaved; true when the file is up to date.
    @discardableResult
    public func autosave() -> Bool {
        guard hasUnsavedChanges else { return true }
        return save()
    }

    /// Writes the document atomically, to `url` when given (Save As: the document lives
    /// there from then on). A failure says why in the state and keeps the changes unsaved.
    @discardableResult
    public func save(to url: URL? = nil) -> Bool {
        guard isEditable else { return false }
        pendingAutosave?.cancel()
        let destination = url ?? fileURL
        documentState = .saving
        lastSave = .now
        do throws(DocumentError) {
            let data = try contents()
            do {
                try AtomicFile.write(data, to: destination)
            } catch {
                throw .file(error)
            }
        } catch {
            documentState = .saveFailed(error)
            return false
        }
        fileURL = destination
        hasUnsavedChanges = false
        documentState = .saved
        return true
    }
}
