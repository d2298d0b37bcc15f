import Alerts
import Documents
import EmojiArt
import FoundationEssentials
import Gtk
import Localization
import Logging
import Navigation
import Notifications
import Storage

/// EmojiArt's root page: the document browser. The `.emojiart` documents of the
/// library's folder (`XDG_DOCUMENTS_DIR/EmojiArt`, made on first use) as a grid of
/// tiles; **New Document** (Ctrl+N) makes `Untitled.emojiart` and opens it; a tile
/// opens its document, renames it or deletes it (asking first); **Import…** copies a
/// document in. Opening performs the modal segue `Open Document`, whose prepare hands
/// the fresh `EmojiArtViewController` the document's URL and what to do when it closes:
/// read the grid again.
@MainActor
final class EmojiArtBrowserViewController: ViewController {
    let library: EmojiArtLibrary
    private let center: Notifications.NotificationCenter
    private let fonts: PreferredFonts?
    private let logger = Logger(label: "machismo.emojiart")

    private(set) lazy var grid = FlowBox()
    private lazy var emptyLabel = Label()
    private(set) var tiles: [DocumentTile] = []
    private(set) var newItem: BarButtonItem!

    init(library: EmojiArtLibrary, fonts: PreferredFonts? = nil, center: Notifications.NotificationCenter = .default) {
        self.library = library
        self.center = center
        self.fonts = fonts
        super.init()
        // TRANSLATORS: the name of the scene (pictures made of emoji), as its page and tab show it.
        title = tr("EmojiArt")
        restorationIdentifier = "emojiart"
        tabBarItem.title = tr("EmojiArt")
        tabBarItem.iconName = "face-smile-symbolic"
        // A modal page: no restoration identifier, so no restoration or --start path.
        registerSegue(Segue.openDocument, kind: .modal) { [center, fonts] in
            EmojiArtViewController(center: center, fonts: fonts)
        }
        // TRANSLATORS: the button that makes a new, blank EmojiArt document and opens it.
        newItem = BarButtonItem(title: tr("New Document"), iconName: "document-new-symbolic", accelerator: "<Control>n")
        {
            [weak self] in self?.newDocument()
        }
        navigationItem.rightBarButtonItems = [
            newItem,
            // TRANSLATORS: the button that copies an EmojiArt document from elsewhere into the browser.
            BarButtonItem(title: tr("Import…"), iconName: "document-open-symbolic") { [weak self] in
                self?.importDocument()
            },
        ]
    }

    override func loadView() -> PlatformView {
        let page = Box(.vertical)
        grid.setColumns(min: 1, max: 12)
        grid.columnSpacing = 12
        grid.rowSpacing = 12
        grid.valign = .start
        grid.setMargins(18)
        // TRANSLATORS: what the EmojiArt browser shows when it has no documents.
        emptyLabel.text = tr("No documents yet. Choose New Document to make one.")
        emptyLabel.addCSSClass("dim-label")
        emptyLabel.vexpand = true
        emptyLabel.wraps = true
        let scrolled = ScrolledWindow()
        scrolled.disableHorizontalScrolling()
        scrolled.vexpand = true
        scrolled.child = grid
        page.append(emptyLabel)
        page.append(scrolled)
        return page
    }

    override func viewWillAppear(_ animated: Bool) {
        reload()
    }

    /// Reads the folder again and shows its documents.
    func reload() {
        guard isViewLoaded else { return }
        do {
            try library.createFolder()
        } catch {
            logger.warning("The EmojiArt folder \(library.folder.path) could not be made: \(error)")
        }
        for tile in tiles { grid.remove(tile) }
        tiles = library.documents().map { entry in
            DocumentTile(
                entry, thumbnail: EmojiArtThumbnails.existingThumbnail(for: entry.url),
                onOpen: { [weak self] in self?.open(entry.url) },
                onRename: { [weak self] in self?.askToRename(entry) },
                onDelete: { [weak self] in self?.askToDelete(entry) })
        }
        for tile in tiles { grid.append(tile) }
        emptyLabel.isVisible = tiles.isEmpty
    }

    // MARK: - Opening

    /// The segues this page performs.
    enum Segue {
        static let openDocument = SegueIdentifier<EmojiArtViewController>("Open Document")
    }

    func open(_ url: URL) {
        performSegue(withIdentifier: Segue.openDocument, sender: url)
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        if let document = segue.destination(for: Segue.openDocument) {
            document.documentURL = sender as? URL
            document.onClose = { [weak self] in self?.reload() }
            openDocument = document
        }
    }

    /// The document page last opened; on show while it is presented.
    private weak var openDocument: EmojiArtViewController?

    // MARK: - Restoration

    /// The document on show, opened again on the next launch: its file name in the folder.
    override func encodeRestorableState() -> [String: RestorableValue] {
        guard let page = openDocument, page.presentingViewController != nil, let url = page.documentURL else {
            return [:]
        }
        return ["document": .string(url.lastPathComponent)]
    }

    /// Takes the document to open again; it opens when the browser comes on screen as the
    /// app starts. A browser still off screen once the launch is done (another scene started
    /// with `--start`) forgets it, rather than open it whenever the tab is chosen.
    override func decodeRestorableState(_ state: [String: RestorableValue]) {
        documentToReopen = state["document"]?.stringValue
        if isOnScreen { return reopenDocument() }
        runAfter(seconds: 0) { [weak self] in self?.documentToReopen = nil }
    }

    /// The file name of the document that was on show when the app last saved its state.
    private(set) var documentToReopen: String?
    private var isOnScreen = false

    override func viewDidAppear(_ animated: Bool) {
        isOnScreen = true
        reopenDocument()
    }

    override func viewDidDisappear(_ animated: Bool) {
        isOnScreen = false
    }

    /// Opens the document that was on show, when it is still there and readable. One that
    /// is gone or damaged is left as it is (opening it by hand reports it): the browser stays.
    private func reopenDocument() {
        guard let name = documentToReopen else { return }
        documentToReopen = nil
        guard let url = library.readableDocument(named: name, maximumBytes: Document.maximumFileSize) else {
            logger.info("The EmojiArt document \(name) that was open is gone or unreadable: the browser shows instead.")
            return
        }
        open(url)
    }

    /// Makes `Untitled.emojiart` (numbered when taken), then opens it.
    func newDocument() {
        // TRANSLATORS: the name of a new EmojiArt document (a file name: no slash).
        let url = library.newDocumentURL(baseName: tr("Untitled"))
        do {
            try library.createFolder()
            try AtomicFile.write(try EmojiArtFormat.encode(EmojiArt()), to: url)
        } catch {
            // TRANSLATORS: the alert when a new EmojiArt document could not be made; %s is why.
            return reportProblem(tr("The Document Could Not Be Made"), "\(error)")
        }
        reload()
        open(url)
    }

    // MARK: - Rename and Delete

    private func askToRename(_ entry: EmojiArtLibrary.Entry) {
        // TRANSLATORS: the title of the alert that renames an EmojiArt document.
        let alert = Alert(title: tr("Rename Document"), message: tr("Choose a new name for “%s”.", entry.name))
        alert.addTextField { field in
            field.text = entry.name
            // TRANSLATORS: the accessible name of the field a document's new name is typed into.
            field.accessibleName = tr("Name")
        }
        alert.addAction(AlertAction(title: tr("Cancel"), style: .cancel))
        // TRANSLATORS: the button that renames the document.
        let rename = AlertAction(title: tr("Rename"), style: .default) { [weak self, weak alert] _ in
            guard let self, let name = alert?.textFields.first?.text else { return }
            self.rename(entry.url, to: name)
        }
        alert.addAction(rename)
        alert.preferredAction = rename  // Return renames, as the name's field suggests
        // A name that cannot be taken says why under the field, and Rename waits for a good one.
        alert.textFieldsDidChange = { [library, weak rename] alert in
            guard let field = alert.textFields.first else { return }
            let problem = library.problem(renaming: entry.url, to: field.text)
            field.problem = problem?.description
            rename?.isEnabled = problem == nil
        }
        present(alert)
    }

    func rename(_ url: URL, to name: String) {
        do {
            let renamed = try library.rename(url, to: name)
            EmojiArtThumbnails.move(from: url, to: renamed)
        } catch {
            // TRANSLATORS: the alert when a document could not be renamed.
            reportProblem(tr("The Document Could Not Be Renamed"), error.description)
        }
        reload()
    }

    private func askToDelete(_ entry: EmojiArtLibrary.Entry) {
        // TRANSLATORS: the alert that asks before deleting a document; %s is its name.
        let alert = Alert(
            title: tr("Delete “%s”?", entry.name),
            message: tr("The document is deleted for good: this cannot be undone."))
        alert.addAction(AlertAction(title: tr("Cancel"), style: .cancel))
        alert.addAction(
            AlertAction(title: tr("Delete"), style: .destructive) { [weak self] _ in
                self?.delete(entry.url)
            })
        present(alert)
    }

    func delete(_ url: URL) {
        do {
            try library.delete(url)
            EmojiArtThumbnails.remove(for: url)
        } catch {
            // TRANSLATORS: the alert when a document could not be deleted.
            reportProblem(tr("The Document Could Not Be Deleted"), error.description)
        }
        reload()
    }

    // MARK: - Import

    private func importDocument() {
        let filters = [
            // TRANSLATORS: the file chooser's filter of EmojiArt documents.
            FileChooser.Filter(name: tr("EmojiArt Documents"), patterns: ["*.emojiart"]),
            FileChooser.Filter(name: tr("All Files"), patterns: ["*"]),
        ]
        // TRANSLATORS: the title of the file chooser that imports an EmojiArt document.
        FileChooser.open(
            parent: Window.containing(grid), title: tr("Import Document"), acceptLabel: tr("_Import"),
            filters: filters
        ) { [weak self] path in
            guard let self, let path else { return }
            self.importFile(URL(fileURLWithPath: path))
        }
    }

    func importFile(_ source: URL) {
        do {
            _ = try library.importDocument(from: source)
        } catch {
            // TRANSLATORS: the alert when a file could not be imported into the EmojiArt browser.
            reportProblem(tr("The Document Could Not Be Imported"), error.description)
        }
        reload()
    }

}
