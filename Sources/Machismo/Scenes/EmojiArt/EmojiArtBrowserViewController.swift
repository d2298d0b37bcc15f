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
/// tiles on GTK's grid view: only the tiles on screen exist, bound to document after
/// document as the grid scrolls, so a folder of 1,000 documents opens as fast as an empty
/// one. Each tile shows a placeholder until its thumbnail, read from the cache or drawn off
/// the main thread (`ThumbnailLoader`), is ready. The folder is watched: a document another
/// program adds, removes or changes appears, goes or changes within a second.
///
/// **New Document** (Ctrl+N) makes `Untitled.emojiart` and opens it; a tile opens its
/// document (a click, or Return on the focused tile), renames it or deletes it (asking
/// first); **Import…** copies a document in. Opening performs the modal segue `Open
/// Document`, whose prepare hands the fresh `EmojiArtViewController` the document's URL and
/// what to do when it closes: read the folder again.
@MainActor
final class EmojiArtBrowserViewController: ViewController {
    let library: EmojiArtLibrary
    private let center: Notifications.NotificationCenter
    private let fonts: PreferredFonts?
    private let logger = Logger(label: "machismo.emojiart")

    /// The documents shown, in the grid's order.
    private(set) var entries: [EmojiArtLibrary.Entry] = []
    private let model = RowModel()
    private(set) lazy var grid = GridView(model: model)
    private lazy var emptyState = StatusPage(
        iconName: "applications-graphics-symbolic",
        // TRANSLATORS: the title of what the EmojiArt browser shows when it has no documents.
        title: tr("No Documents Yet"),
        // TRANSLATORS: below "No Documents Yet"; "New Document" is the header bar's button.
        description: tr("Choose New Document to make one."))
    private lazy var scrolled = ScrolledWindow()
    private(set) var newItem: BarButtonItem!
    /// Makes the tiles' thumbnails off the main thread, from the first frame on.
    let thumbnails = ThumbnailLoader(
        renderer: ThumbnailRenderer(folder: EmojiArtThumbnails.folder, side: EmojiArtThumbnails.side))
    private var monitor: DirectoryMonitor?

    /// The tiles that show a document now (those on screen and a few around), in order.
    var tiles: [DocumentTile] {
        grid.boundTiles.compactMap { $0.widget as? DocumentTile }.filter { $0.entry != nil }
    }

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
        grid.minimumColumns = 1
        grid.addCSSClass("emojiart-browser")
        // TRANSLATORS: what screen readers call the grid of documents in the EmojiArt browser.
        grid.accessibleLabel = tr("Documents")
        grid.makeTile = { [weak self] in self?.makeTile() ?? Box(.vertical) }
        grid.bindTile = { [weak self] widget, position in
            guard let self, let tile = widget as? DocumentTile, position < self.entries.count else { return }
            self.bind(tile, to: self.entries[position])
        }
        grid.unbindTile = { widget in (widget as? DocumentTile)?.clear() }
        // A tile makes its widgets when it first comes on screen, in time for the frame.
        grid.onVisibleTilesLaidOut { [weak self] tiles in self?.tilesCameOnScreen(tiles) }
        // As many columns as fit (see tilesCameOnScreen), from 4: GTK 4.8 keeps slots for about
        // 30 rows of the most columns, and every slot costs.
        grid.maximumColumns = 4
        grid.onItemActivated { [weak self] position in
            guard let self, position < self.entries.count else { return }
            self.open(self.entries[position].url)
        }
        scrolled.disableHorizontalScrolling()
        scrolled.vexpand = true
        scrolled.child = grid
        page.append(emptyState)
        page.append(scrolled)
        // The thumbnails start after the grid's first frame: it shows the tiles with placeholders.
        grid.onMap { [weak self] in
            guard let self, !self.thumbnails.isStarted else { return }
            self.grid.afterNextFrame { [weak self] in self?.thumbnails.start() }
        }
        return page
    }

    private func makeTile() -> DocumentTile {
        DocumentTile(
            onOpen: { [weak self] entry in self?.open(entry.url) },
            onRename: { [weak self] entry in self?.askToRename(entry) },
            onDelete: { [weak self] entry in self?.askToDelete(entry) })
    }

    /// Shows `entry` in `tile`: its thumbnail from memory, else a placeholder until the
    /// tile comes on screen and the loader has it.
    private func bind(_ tile: DocumentTile, to entry: EmojiArtLibrary.Entry) {
        tile.thumbnailRequest?.cancel()
        tile.thumbnailRequest = nil
        let cached = thumbnails.cachedThumbnail(for: entry)
        tile.show(entry, thumbnail: cached)
        tile.needsThumbnail = cached == nil
    }

    /// The tiles on screen: each makes its widgets, and asks for its thumbnail.
    private func tilesCameOnScreen(_ tiles: [(widget: Widget, position: Int)]) {
        let fit = max(1, grid.width / (DocumentTile.size.width + DocumentTile.cellPadding))
        if grid.width > 0, fit != grid.maximumColumns { grid.maximumColumns = fit }
        for case (let tile as DocumentTile, _) in tiles {
            tile.populate()
            guard tile.needsThumbnail, let entry = tile.entry else { continue }
            // The document on show autosaves as it changes: its page draws the thumbnail on close.
            if let page = openDocument, page.presentingViewController != nil, page.documentURL == entry.url {
                continue
            }
            tile.needsThumbnail = false
            tile.thumbnailRequest = thumbnails.request(entry) { [weak tile] texture in
                guard let tile, tile.entry == entry else { return }
                tile.thumbnailRequest = nil
                tile.showThumbnail(texture)
            }
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        reload()
    }

    /// Reads the folder again and shows its documents: only the documents that changed
    /// (added, removed, renamed, modified) are bound again; the rest keep their tiles.
    func reload() {
        guard isViewLoaded else { return }
        do {
            try library.createFolder()
        } catch {
            logger.warning("The EmojiArt folder \(library.folder.path) could not be made: \(error)")
        }
        watchFolder()

        let new = library.documents()

        let old = entries
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        entries = new
        model.splice(at: prefix, removing: old.count - prefix - suffix, adding: new.count - prefix - suffix)
        emptyState.isVisible = entries.isEmpty
        scrolled.isVisible = !entries.isEmpty
    }

    /// Watches the folder (once it exists) for documents other programs add or remove.
    private func watchFolder() {
        guard monitor == nil, let monitor = DirectoryMonitor(path: library.folder.path) else { return }
        monitor.onChange { [weak self] in self?.reload() }
        self.monitor = monitor
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
            thumbnails.forget(url)
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
            thumbnails.forget(url)
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
