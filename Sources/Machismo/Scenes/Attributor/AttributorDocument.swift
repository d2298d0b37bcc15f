import Documents
import FoundationEssentials
import Glibc
import Gtk
import Localization
import Logging
import Notifications
import RichText
import Storage
import TextEditing

/// The file Attributor edits, as the lecture's `UIDocument` keeps one: its text
/// (`textStorage`, whose buffer the editor shows), in the attributed-text format
/// (RichText's FORMAT.md). `Document` gives it its state, its saves and autosaves; this
/// adds opening the last session's document at launch, importing plain text, Save As and
/// which document was open last (`RecentDocument`). The controller shows it and asks the
/// user; the document does the rest.
@MainActor
final class AttributorDocument: Document {
    /// What a file holds, once read.
    enum Contents {
        case document(AttributedText)
        case plainText(AttributedText)
    }

    /// The text, attributes and all.
    let textStorage: TextStorage
    /// Remembers the document open (nil: nothing is remembered).
    private let recent: RecentDocument?
    private let logger = Logger(label: "machismo.attributor")
    /// While the storage loads a file: its changes are not edits.
    private var isLoading = false
    /// The text's edits as steps on `undoManager`.
    private(set) lazy var undo = AttributorUndo(storage: textStorage, undoManager: undoManager)

    /// The document at `url`, open and saved: `textStorage` holds what the file holds.
    init(
        url: URL, textStorage: TextStorage = TextStorage(), recent: RecentDocument? = nil,
        autosavePolicy: AutosavePolicy = .standard, center: Notifications.NotificationCenter = .default
    ) {
        self.textStorage = textStorage
        self.recent = recent
        super.init(fileURL: url, autosavePolicy: autosavePolicy, center: center)
        opened(at: url)
        undo.didApplyStep = { [weak self] in self?.updateChangeCount() }
        textStorage.buffer.onChanged { [weak self] in
            guard let self, !self.isLoading else { return }
            self.updateChangeCount()
        }
    }

    override func contents() throws(DocumentError) -> Data {
        textStorage.attributedText.documentData()
    }

    override func load(fromContents data: Data) throws(DocumentError) {
        do {
            show(try Self.document(in: data))
        } catch {
            throw DocumentError(reading: error)
        }
    }

    override func loadEmpty() { show(AttributedText()) }

    /// Shows `text`; the change is not an edit. Handed on, not copied: the storage changes
    /// the text's runs in place.
    private func show(_ text: consuming AttributedText) {
        isLoading = true
        textStorage.load(consume text)
        isLoading = false
        undo.reset()
    }

    /// The file's name without its extension (`Untitled`).
    var name: String { localizedName }

    /// Gives the text in `range` `attribute` (a colour, an outline).
    /// One step for Undo, named `name` (`Colour`).
    func addAttribute(_ attribute: TextAttribute, range: Range<Int>, name: String) {
        let before = textStorage.attributedText[range]
        textStorage.addAttribute(attribute, range: range)
        let after = textStorage.attributedText[range]
        guard after != before else { return }
        undo.register([.restyle(before: before, after: after, at: range.lowerBound)], name: name)
        updateChangeCount()
    }

    /// Inserts `text` at `offset` (a dropped or imported file): one step for Undo.
    func insert(_ text: AttributedText, at offset: Int) {
        textStorage.insert(text, at: offset)
        let inserted = textStorage.attributedText[offset..<(offset + text.length)]
        // TRANSLATORS: the name of an undo step: a file's text inserted.
        undo.register([.insert(inserted, at: offset)], name: tr("Insertion"))
        updateChangeCount()
    }

    /// Shows `text` as the document at `url`, saved there, and remembers it (unless it
    /// is `remembered` already: the save, with its fsyncs, would change nothing).
    func load(_ text: consuming AttributedText = AttributedText(), from url: URL, remembered: URL? = nil) {
        show(text)
        didOpen(url)
        if url != remembered { recent?.remember(url) }
    }

    /// Saves this document, then opens a new, empty one under the first untitled name free in
    /// `directories` (which the next launch opens). False, with nothing changed but the state
    /// (`saveError` says why), when the save failed: the text stays on show.
    func makeNew(in directories: XDGDirectories) -> Bool {
        guard autosave() else { return false }
        load(from: Self.untitledURL(in: directories, avoiding: fileURL, takenOnDisk: true))
        return true
    }

    /// The documents opened and saved lately that still exist, newest first (Open Recent).
    var recentDocuments: [URL] { recent?.documents ?? [] }

    /// Puts this document at the top of the recent files (saved by the user).
    func addToRecentFiles() { recent?.addToRecentFiles(fileURL) }

    /// Writes the text to `url` (Save As, which the next launch then opens).
    func saveAs(_ url: URL) -> Bool {
        guard save(to: url) else { return false }
        recent?.remember(url)
        return true
    }

    /// Why the last save failed, in the user's words; nil when it did not.
    var saveError: String? {
        if case .saveFailed(let error) = documentState { return error.description }
        return nil
    }

    /// Points the document at another file whose contents the editor now shows, and
    /// deletes what an interrupted save of that file left beside it (its documents may
    /// live outside the folders the app sweeps at startup).
    func didOpen(_ url: URL) {
        AtomicFile.removeLeftovers(in: url.deletingLastPathComponent(), named: url.lastPathComponent)
        opened(at: url)
    }

    /// Opens the document of the last session (after a crash, its last autosave), or the
    /// untitled one in `directories`. Returns what to tell the user: a remembered document
    /// that cannot be read is kept as it is and a new untitled one opens.
    ///
    /// A long document shows its first screenful before it is read whole: the text storage
    /// reads the rest in the next idle moment (`TextStorage.load(_:completing:)`). If the
    /// rest proves unreadable, the document is set aside then, as it would have been at
    /// once, and `reportLater` is given what to tell the user.
    func openLast(
        in directories: XDGDirectories,
        reportingLater reportLater: @escaping @MainActor ((title: String, message: String)) -> Void = { _ in }
    ) -> [(title: String, message: String)] {
        var problems: [(title: String, message: String)] = []
        let (remembered, problem) = recent?.load() ?? (nil, nil)
        if let problem { problems.append((tr("Saved Files Could Not Be Used"), problem)) }
        let last = remembered ?? fileURL
        guard FileManager.default.fileExists(atPath: last.path) else {
            load(from: last, remembered: remembered)
            return problems
        }
        do {
            guard last.pathExtension == "json" else { throw DocumentError(reading: TextDocumentError.notADocument) }
            guard let data = try Self.readFile(last) else { throw DocumentError.file(FileError.missing(last)) }
            guard let start = AttributedText(documentStart: data, characters: TextStorage.charactersTaggedAtOnce),
                !holdsNUL(start.string)
            else {
                load(try Self.document(in: data), from: last, remembered: remembered)
                return problems
            }
            textStorage.onLoadingFailure = { [weak self] error in
                guard let self, self.fileURL == last else { return }
                reportLater(self.setAside(last, DocumentError(reading: error), in: directories))
            }
            isLoading = true
            textStorage.load(start) { try Self.document(in: data) }
            isLoading = false
            undo.reset()
            didOpen(last)
            if last != remembered { recent?.remember(last) }
        } catch {
            problems.append(setAside(last, DocumentError(reading: error), in: directories))
        }
        return problems
    }

    /// Opens a new untitled document in `directories` in place of `url`, which could not be
    /// read (`error`), and leaves that file as it is. Returns what to tell the user.
    private func setAside(_ url: URL, _ error: DocumentError, in directories: XDGDirectories) -> (
        title: String, message: String
    ) {
        logger.error("\(url.path) could not be opened: \(error)")
        load(from: Self.untitledURL(in: directories, avoiding: url))
        // TRANSLATORS: %1$s is a file's name, %2$s what is wrong with it (a sentence).
        let message = tr(
            "%1$s: %2$s The file is kept as it is; a new document is open.", url.lastPathComponent, error.description)
        return (tr("The Document Could Not Be Opened"), message)
    }

    /// A file chosen with Open or dropped on the editor: a document opens (when chosen;
    /// this one is saved first) or is inserted at `offset` (when dropped); other files are
    /// imported as plain text at `offset`. Throws what made the file unreadable (a
    /// `TextImportError` for a file that is not text); the text is then untouched.
    func openOrImport(_ fileURL: URL, dropped: Bool, at offset: Int) throws {
        switch try Self.read(fileURL) {
        case .document(let text) where !dropped:
            autosave()
            load(consume text, from: fileURL)
        case .document(let text), .plainText(let text):
            insert(text, at: offset)
        }
    }

    /// `Untitled.json` in the documents folder, or `Untitled 2.json` … when taken; the
    /// name is in the user's language (the file's name is the document's title), with no
    /// `/` to make it a path.
    /// With `takenOnDisk`, a name whose file exists is taken too (a new document's).
    static func untitledURL(in directories: XDGDirectories, avoiding taken: URL? = nil, takenOnDisk: Bool = false)
        -> URL
    {
        let folder = directories.data.appendingPathComponent("Documents")
        func file(_ name: String) -> URL {
            folder.appendingPathComponent(String(name.map { $0 == "/" ? "-" : $0 }) + ".json")
        }
        // TRANSLATORS: the name of a new document, and of its file (Untitled.json).
        var url = file(tr("Untitled"))
        var number = 2
        while url == taken || (takenOnDisk && FileManager.default.fileExists(atPath: url.path)) {
            // TRANSLATORS: the name of a new document when "Untitled" is taken; %s is a number from 2.
            url = file(tr("Untitled %s", String(number)))
            number += 1
        }
        return url
    }

    /// Reads `url`: a `.json` document, or any other file as plain text. Throws an
    /// error whose description says what is wrong, in the user's words (`TextDocumentError`,
    /// `TextImportError`, or a `DocumentError` for the file system's); the file is never changed. Only a
    /// regular file is read (not a FIFO or `/dev/zero`, see `AtomicFile.read`).
    static func read(_ url: URL) throws -> Contents {
        if url.pathExtension == "json" {
            guard let data = try readFile(url) else { throw DocumentError.file(FileError.missing(url)) }
            return .document(try document(in: data))
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size <= AttributedText.maximumImportBytes else { throw TextImportError.tooLarge(bytes: size) }
        let data: Data
        do {
            data = try AtomicFile.read(url, maximumBytes: AttributedText.maximumImportBytes)
        } catch {
            throw DocumentError.file(error)
        }
        return .plainText(try AttributedText(importing: data))
    }

    /// The document `data` holds, if the editor can show it as it is: of no more colours
    /// than it has tags, without a NUL (where the buffer would cut it short).
    static func document(in data: Data) throws -> AttributedText {
        let text = try AttributedText(document: data)
        let colors = TextStorage.colorCount(of: text.runs)
        guard colors <= TextStorage.colorLimit else { throw TooManyColors(colors: colors) }
        guard !holdsNUL(text.string) else { throw HoldsNUL() }
        return text
    }
}

/// Whether `string` holds a NUL, looked for with memchr: going through its UTF-8 view
/// took 29 instructions a byte (3 million for a 100 KB document).
private func holdsNUL(_ string: String) -> Bool {
    string.utf8.withContiguousStorageIfAvailable { bytes in
        bytes.baseAddress.map { memchr($0, 0, bytes.count) != nil } ?? false
    }
        ?? string.utf8.contains(0)
}

/// A document whose text holds NUL (the format allows it): a text view ends its text
/// there, so it would open cut short and its next autosave would lose the rest.
struct HoldsNUL: Error, CustomStringConvertible {
    var description: String {
        tr("The document holds a NUL character, which Attributor cannot show; it is left as it is.")
    }
}

/// A document of more colours than the editor has tags for; opening it would change some.
struct TooManyColors: Error, CustomStringConvertible {
    var colors: Int
    var description: String {
        trn(
            "The document uses %1$d color; Attributor shows at most %2$d.",
            "The document uses %1$d colors; Attributor shows at most %2$d.", colors, colors, TextStorage.colorLimit)
    }
}
