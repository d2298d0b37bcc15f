import FoundationEssentials
import Glibc
import Gtk
import Localization
import Logging
import Notifications
import RichText
import Storage
import TextEditing

extension NotificationName where Payload == AttributorDocument.State {
    /// Posted when a document's state changes; `object` is the `AttributorDocument`,
    /// the payload its new state.
    static var documentStateChanged: Self { Self("machismo.documentStateChanged") }
}

/// The file Attributor edits, as UIDocument keeps one: its text (`textStorage`, the
/// lecture's, whose buffer the editor shows), where it lives, whether it is saved,
/// edited, being saved or failed to save; atomic saves, autosave every
/// `autosaveInterval` and when the app saves its state, opening, importing, and which
/// document was open last (`RecentDocument`). The controller shows it and asks the
/// user; the document does the rest.
///
/// Documents are `.json` files in the attributed-text format (RichText's
/// FORMAT.md); any other file is imported as plain UTF-8 text.
@MainActor
final class AttributorDocument {
    /// Seconds between autosaves.
    static let autosaveInterval = 30.0

    enum State: Sendable {
        case saved, edited, saving, saveFailed

        /// The state as the page's subtitle says it.
        var title: String {
            switch self {
            case .saved: trc("document state", "Saved")
            case .edited: trc("document state", "Edited")
            case .saving: trc("document state", "Saving…")
            case .saveFailed: trc("document state", "Save Failed")
            }
        }
    }

    /// What a file holds, once read.
    enum Contents {
        case document(AttributedText)
        case plainText(AttributedText)
    }

    private(set) var url: URL
    private(set) var state = State.saved {
        didSet {
            guard state != oldValue else { return }
            center.post(name: .documentStateChanged, object: self, payload: state)
        }
    }
    /// Why the last save failed, for the user.
    private(set) var saveError: String?
    /// The text, attributes and all.
    let textStorage: TextStorage
    private let center: Notifications.NotificationCenter
    /// Remembers the document open (nil: nothing is remembered).
    private let recent: RecentDocument?
    private let logger = Logger(label: "machismo.attributor")
    /// While the storage loads a file: its changes are not edits.
    private var isLoading = false
    private var saveObserver: NotificationObserver?

    /// The document at `url`; `isSaved` says whether the file holds what `textStorage` holds.
    init(
        url: URL, isSaved: Bool = true, textStorage: TextStorage = TextStorage(), recent: RecentDocument? = nil,
        center: Notifications.NotificationCenter = .default
    ) {
        self.url = url
        self.textStorage = textStorage
        self.recent = recent
        self.center = center
        state = isSaved ? .saved : .edited
        textStorage.buffer.onChanged { [weak self] in
            guard let self, !self.isLoading else { return }
            self.markEdited()
        }
        saveObserver = center.addObserver(forName: .applicationWillSaveState) { [weak self] _ in self?.autosave() }
    }

    /// The file's name without its extension (`Untitled`).
    var name: String {
        let file = url.lastPathComponent
        return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
    }

    /// The user changed the text (typing marks it by itself).
    func markEdited() { state = .edited }

    /// Gives the text in `range` `attribute` (a colour, an outline).
    func addAttribute(_ attribute: TextAttribute, range: Range<Int>) {
        textStorage.addAttribute(attribute, range: range)
        markEdited()
    }

    /// Inserts `text` at `offset` (a dropped or imported file).
    func insert(_ text: AttributedText, at offset: Int) {
        textStorage.insert(text, at: offset)
        markEdited()
    }

    /// Shows `text` as the document at `url`, saved there, and remembers it (unless it
    /// is `remembered` already: the save, with its fsyncs, would change nothing).
    func load(_ text: consuming AttributedText = AttributedText(), from url: URL, remembered: URL? = nil) {
        isLoading = true
        // Handed on, not copied: the storage changes the text's runs in place.
        textStorage.load(consume text)
        isLoading = false
        open(url)
        if url != remembered { recent?.remember(url) }
    }

    /// Saves when there is something to save; true when the file is up to date.
    @discardableResult
    func saveIfEdited() -> Bool {
        state == .saved || save()
    }

    /// Writes the text atomically, to `newURL` when given (Save As, which the next
    /// launch then opens). A failure keeps the text and the file as they were.
    @discardableResult
    func save(to newURL: URL? = nil) -> Bool {
        let text = textStorage.attributedText
        let destination = newURL ?? url
        state = .saving
        do {
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(),
                withIntermediateDirectories: true)
            try AtomicFile.write(text.documentData(), to: destination)
        } catch {
            saveError = "\(error)"
            state = .saveFailed
            return false
        }
        url = destination
        saveError = nil
        state = .saved
        if newURL != nil { recent?.remember(destination) }
        return true
    }

    /// Saves when there are unsaved changes: every `autosaveInterval`, when the page is
    /// left, when the window loses focus and on quit. A failure is logged; the text stays.
    func autosave() {
        guard state != .saved else { return }
        if !save() { logger.error("Autosave failed: \(saveError ?? "")") }
    }

    /// Autosaves every `autosaveInterval` for as long as the document lives.
    func startAutosaving() {
        runAfter(seconds: Self.autosaveInterval) { [weak self] in
            guard let self else { return }
            self.autosave()
            self.startAutosaving()
        }
    }

    /// Points the document at another file whose contents the editor now shows, and
    /// deletes what an interrupted save of that file left beside it (its documents may
    /// live outside the folders the app sweeps at startup).
    func open(_ newURL: URL) {
        AtomicFile.removeLeftovers(in: newURL.deletingLastPathComponent(), named: newURL.lastPathComponent)
        url = newURL
        saveError = nil
        state = .saved
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
        let last = remembered ?? url
        guard FileManager.default.fileExists(atPath: last.path) else {
            load(from: last, remembered: remembered)
            return problems
        }
        do {
            guard last.pathExtension == "json" else { throw TextDocumentError.notADocument }
            let data = try AtomicFile.read(last, maximumBytes: Self.maximumDocumentBytes)
            guard let start = AttributedText(documentStart: data, characters: TextStorage.charactersTaggedAtOnce),
                !holdsNUL(start.string)
            else {
                load(try Self.document(in: data), from: last, remembered: remembered)
                return problems
            }
            textStorage.onLoadingFailure = { [weak self] error in
                guard let self, self.url == last else { return }
                reportLater(self.setAside(last, error, in: directories))
            }
            isLoading = true
            textStorage.load(start) { try Self.document(in: data) }
            isLoading = false
            open(last)
            if last != remembered { recent?.remember(last) }
        } catch {
            problems.append(setAside(last, error, in: directories))
        }
        return problems
    }

    /// Opens a new untitled document in `directories` in place of `url`, which could not be
    /// read (`error`), and leaves that file as it is. Returns what to tell the user.
    private func setAside(_ url: URL, _ error: any Error, in directories: XDGDirectories) -> (
        title: String, message: String
    ) {
        logger.error("\(url.path) could not be opened: \(error)")
        load(from: Self.untitledURL(in: directories, avoiding: url))
        // TRANSLATORS: %1$s is a file's name, %2$s what is wrong with it (a sentence).
        let message = tr(
            "%1$s: %2$s The file is kept as it is; a new document is open.", url.lastPathComponent, "\(error)")
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
    static func untitledURL(in directories: XDGDirectories, avoiding taken: URL? = nil) -> URL {
        let folder = directories.data.appendingPathComponent("Documents")
        func file(_ name: String) -> URL {
            folder.appendingPathComponent(String(name.map { $0 == "/" ? "-" : $0 }) + ".json")
        }
        // TRANSLATORS: the name of a new document, and of its file (Untitled.json).
        var url = file(tr("Untitled"))
        var number = 2
        while url == taken {
            // TRANSLATORS: the name of a new document when "Untitled" is taken; %s is a number from 2.
            url = file(tr("Untitled %s", String(number)))
            number += 1
        }
        return url
    }

    /// The largest document read: 256 MiB.
    static let maximumDocumentBytes = 256 << 20

    /// Reads `url`: a `.json` document, or any other file as plain text. Throws an
    /// error whose description says what is wrong (`TextDocumentError`,
    /// `TextImportError` or the file system's); the file is never changed. Only a
    /// regular file is read (not a FIFO or `/dev/zero`, see `AtomicFile.read`).
    static func read(_ url: URL) throws -> Contents {
        if url.pathExtension == "json" {
            return .document(try document(in: try AtomicFile.read(url, maximumBytes: maximumDocumentBytes)))
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size <= AttributedText.maximumImportBytes else { throw TextImportError.tooLarge(bytes: size) }
        let data = try AtomicFile.read(url, maximumBytes: AttributedText.maximumImportBytes)
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
