import Alerts
import FoundationEssentials
import Gtk
import Logging
import Navigation
import Notifications
import Storage
import TextStats

/// Attributor: a headline and an attributed text editor. Colour buttons
/// colour the selection, Outline and Unoutline stroke it or not; Stats
/// performs `Analyze Text`. The text is a document (Open, Save, Save As,
/// import by Open or by dropping a file) autosaved every 30 s, when the page is
/// left, when the window loses focus and on quit; its state shows under the title.
@MainActor
final class AttributorViewController: ViewController {
    /// Seconds between autosaves.
    static let autosaveInterval = 30.0
    /// Attributor's colours and their names, as the buttons show them.
    static let colors: [(name: String, color: RGBColor)] = [
        ("Red", .red), ("Green", .green), ("Orange", .orange), ("Purple", .purple),
    ]

    private let directories: XDGDirectories
    private let fonts: PreferredFonts
    private let center: Notifications.NotificationCenter
    private let stateFile: StateFile<AttributorState>
    private let logger = Logger(label: "machismo.attributor")

    private(set) var document: AttributorDocument
    private var importWarning = ImportWarning()
    private var isLoading = false
    private var fontObserver: NotificationObserver?
    private var observers: [NotificationObserver] = []

    // The view's parts, made in loadView.
    private(set) lazy var editor = AttributorEditor()
    private(set) lazy var headline = Label()
    private lazy var fontStyle = CssProvider()
    private var buttons: [Button] = []

    init(directories: XDGDirectories, fonts: PreferredFonts, center: Notifications.NotificationCenter = .default) {
        self.directories = directories
        self.fonts = fonts
        self.center = center
        stateFile = StateFile(url: directories.state.appendingPathComponent("attributor.json"))
        document = AttributorDocument(url: Self.untitledURL(in: directories), center: center)
        super.init()
        title = "Attributor"
        restorationIdentifier = "attributor"
        tabBarItem.title = "Attributor"
        tabBarItem.iconName = "format-text-rich-symbolic"
        registerSegue("Analyze Text", restorationIdentifier: "text-stats") { TextStatsViewController() }
        navigationItem.rightBarButtonItems = [
            BarButtonItem(title: "Stats") { [weak self] in
                self?.performSegue(withIdentifier: "Analyze Text", sender: nil)
            },
            BarButtonItem(title: "Save As…", iconName: "document-save-as-symbolic", accelerator: "<Control><Shift>s") {
                [weak self] in self?.saveAs()
            },
            BarButtonItem(title: "Save", iconName: "document-save-symbolic", accelerator: "<Control>s") { [weak self] in
                self?.save()
            },
            BarButtonItem(title: "Open…", iconName: "document-open-symbolic", accelerator: "<Control>o") { [weak self] in
                self?.open()
            },
        ]
        navigationItem.subtitle = document.state.rawValue
        observers.append(center.addObserver(forName: .documentStateChanged, object: document) { [weak self] note in
            self?.navigationItem.subtitle = note.payload.rawValue
        })
        observers.append(center.addObserver(forName: .applicationWillSaveState) { [weak self] _ in
            self?.autosave()
        })
        scheduleAutosave()
    }

    isolated deinit {
        observers.forEach { center.removeObserver($0) }
    }

    /// `Untitled.json` in the documents folder, or `Untitled 2.json` … when taken.
    static func untitledURL(in directories: XDGDirectories, avoiding taken: URL? = nil) -> URL {
        let folder = directories.data.appendingPathComponent("Documents")
        var url = folder.appendingPathComponent("Untitled.json")
        var number = 2
        while url == taken {
            url = folder.appendingPathComponent("Untitled \(number).json")
            number += 1
        }
        return url
    }

    // MARK: - The view

    override func loadView() -> PlatformView {
        let page = Box(.vertical, spacing: 12)
        page.setMargins(top: 18, bottom: 12, start: 18, end: 18)
        headline.xalign = 0
        headline.addCSSClass("attributor-headline")
        page.append(headline)
        page.append(makeButtonRow())
        let scrolled = ScrolledWindow()
        scrolled.disableHorizontalScrolling()
        scrolled.vexpand = true
        scrolled.addCSSClass("attributor-frame")
        scrolled.child = editor.view
        page.append(scrolled)
        // Files dropped on the editor are imported (the view would paste their names).
        let drop = DropTarget()
        drop.capturesEvents()
        drop.onDropFiles { [weak self] paths in
            guard let self, let path = paths.first else { return false }
            self.openFile(at: URL(fileURLWithPath: path), dropped: true)
            return true
        }
        editor.view.add(drop)
        editor.buffer.onChanged { [weak self] in
            guard let self, !self.isLoading else { return }
            self.document.markEdited()
        }
        document.textToSave = { [weak self] in self?.editor.textStorage.attributedText ?? AttributedText() }
        fontStyle.applyToDisplay()
        applyFonts()
        openLastDocument()
        return page
    }

    private func makeButtonRow() -> Widget {
        let row = Box(.horizontal, spacing: 12)
        let swatches = Box(.horizontal, spacing: 6)
        for (name, color) in Self.colors {
            let button = Button(child: Label(""))
            button.accessibleLabel = name
            button.tooltip = "Colour the selection \(name.lowercased())"
            button.addCSSClass("swatch")
            button.addCSSClass("swatch-\(name.lowercased())")
            button.onClicked { [weak self] in self?.colorSelection(color) }
            buttons.append(button)
            swatches.append(button)
        }
        row.append(swatches)
        row.append(Separator(.vertical))
        let outline = Button(label: "Outline")
        outline.tooltip = "Outline the selection: filled glyphs with a black stroke"
        outline.onClicked { [weak self] in self?.outlineSelection(true) }
        let unoutline = Button(label: "Unoutline")
        unoutline.tooltip = "Take the outline off the selection"
        unoutline.onClicked { [weak self] in self?.outlineSelection(false) }
        buttons += [outline, unoutline]
        row.append(outline)
        row.append(unoutline)
        return row
    }

    override func viewWillAppear(_ animated: Bool) {
        applyFonts()
        fontObserver = center.addObserver(forName: .preferredFontsChanged) { [weak self] _ in self?.applyFonts() }
    }

    override func viewWillDisappear(_ animated: Bool) {
        if let fontObserver { center.removeObserver(fontObserver) }
        fontObserver = nil
        autosave()
    }

    /// The body size last applied, in points (for tests).
    private(set) var appliedBodySize: Double?

    /// Headline and body in the preferred fonts' sizes.
    private func applyFonts() {
        guard isViewLoaded else { return }
        appliedBodySize = fonts.bodySize
        fontStyle.load("""
            .attributor-headline { font-size: \(fonts.headlineSize)pt; font-weight: 800; }
            textview.attributor-body { font-size: \(fonts.bodySize)pt; }
            """)
    }

    // MARK: - Attributes

    private func colorSelection(_ color: RGBColor) {
        guard let range = editor.buffer.selection else { return }
        editor.textStorage.addAttribute(.color(color), range: range)
        document.markEdited()
    }

    private func outlineSelection(_ outlined: Bool) {
        guard let range = editor.buffer.selection else { return }
        editor.textStorage.addAttribute(.outline(outlined), range: range)
        document.markEdited()
    }

    // MARK: - Stats

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        if let stats = segue.destination as? TextStatsViewController {
            loadViewIfNeeded()
            stats.textToAnalyze = editor.textStorage.attributedText
        }
    }

    // MARK: - Documents

    /// Opens the document of the last session (after a crash, its last autosave),
    /// or the untitled one. An `attributor.json` that cannot be read is set aside and reported.
    private func openLastDocument() {
        let outcome = stateFile.load()
        if let problem = outcome.problem("Attributor's open document", fallback: "the untitled document is open",
                                         unsaved: "the untitled document is open") {
            report("Saved Files Could Not Be Used", problem)
        }
        let saved = outcome.value.map { URL(fileURLWithPath: $0.documentPath) }
        let url = saved ?? document.url
        guard FileManager.default.fileExists(atPath: url.path) else { return show(url: url) }
        do {
            guard case .document(let text) = try AttributorDocument.read(url) else {
                throw TextDocumentError.notADocument
            }
            show(text, url: url)
        } catch {
            logger.error("\(url.path) could not be opened: \(error)")
            show(url: Self.untitledURL(in: directories, avoiding: url))
            report("The Document Could Not Be Opened",
                   "\(url.lastPathComponent): \(error) The file is kept as it is; a new document is open.")
        }
    }

    /// Shows `text` as the document at `url`.
    private func show(_ text: AttributedText = AttributedText(), url: URL) {
        isLoading = true
        editor.textStorage.load(text)
        isLoading = false
        document.open(url)
        headline.text = document.name
        remember(url)
    }

    private func remember(_ url: URL) {
        do {
            try stateFile.save(AttributorState(documentPath: url.path))
        } catch {
            logger.error("The open document could not be remembered: \(error)")
        }
    }

    /// Saves the document when it has unsaved changes (autosave).
    func autosave() {
        guard isViewLoaded, document.state != .saved else { return }
        if !document.save() { logger.error("Autosave failed: \(document.saveError ?? "")") }
    }

    private func scheduleAutosave() {
        runAfter(seconds: Self.autosaveInterval) { [weak self] in
            guard let self else { return }
            self.autosave()
            self.scheduleAutosave()
        }
    }

    private func save() {
        guard document.save() else {
            return report("The Document Could Not Be Saved",
                          "\(document.saveError ?? "") The text is still here; try Save As… to save it elsewhere.")
        }
        remember(document.url)
    }

    private func saveAs() {
        presentSaveChooser(suggestedName: document.url.lastPathComponent) { [weak self] path in
            guard let self, let path else { return }
            let url = URL(fileURLWithPath: path.hasSuffix(".json") ? path : path + ".json")
            guard self.document.save(to: url) else {
                return self.report("The Document Could Not Be Saved", self.document.saveError ?? "")
            }
            self.headline.text = self.document.name
            self.remember(url)
        }
    }

    private func open() {
        presentOpenChooser { [weak self] path in
            guard let self, let path else { return }
            self.openFile(at: URL(fileURLWithPath: path), dropped: false)
        }
    }

    /// A file chosen with Open or dropped on the editor: a document opens (when
    /// chosen) or is inserted (when dropped); other files are imported as plain text
    /// at the cursor. What cannot be read is reported; the editor's text is untouched.
    func openFile(at url: URL, dropped: Bool) {
        let contents: AttributorDocument.Contents
        do {
            contents = try AttributorDocument.read(url)
        } catch let error as TextImportError {
            return importFailed(url, error, dropped: dropped)
        } catch {
            return report("The Document Could Not Be Opened", "\(url.lastPathComponent): \(error)")
        }
        switch contents {
        case .document(let text) where !dropped:
            autosave()
            show(text, url: url)
        case .document(let text), .plainText(let text):
            editor.textStorage.insert(text, at: editor.buffer.cursorOffset)
            document.markEdited()
        }
    }

    private func importFailed(_ url: URL, _ error: TextImportError, dropped: Bool) {
        guard importWarning.shouldWarn(aboutFailedImportOf: url.path, dropped: dropped) else {
            logger.info("Import of \(url.path) failed silently (warning stopped): \(error)")
            return
        }
        let alert = Alert(title: "Text Import Failed", message: "\(url.lastPathComponent): \(error)")
        alert.addAction(AlertAction(title: "Keep Warning", style: .cancel))
        alert.addAction(AlertAction(title: "Stop Warning", style: .destructive) { [weak self] _ in
            self?.importWarning.stop(after: url.path)
        })
        present(alert)
    }

    private func report(_ title: String, _ message: String) {
        let alert = Alert(title: title, message: message)
        alert.addAction(AlertAction(title: "Close", style: .cancel))
        present(alert)
    }

    // MARK: - Choosers (the platform's file chooser)

    private static let documentFilter = FileChooser.Filter(name: "Attributed Text Documents", patterns: ["*.json"])
    private static let textFilter = FileChooser.Filter(name: "Text Files", mimeTypes: ["text/plain"])
    private static let allFilter = FileChooser.Filter(name: "All Files", patterns: ["*"])

    private var documentsFolder: String { directories.data.appendingPathComponent("Documents").path }

    private func presentOpenChooser(_ completion: @escaping @MainActor (String?) -> Void) {
        FileChooser.open(parent: Window.containing(editor.view), title: "Open or Import", acceptLabel: "_Open",
                         folder: documentsFolder, filters: [Self.documentFilter, Self.textFilter, Self.allFilter],
                         completion: completion)
    }

    private func presentSaveChooser(suggestedName: String, _ completion: @escaping @MainActor (String?) -> Void) {
        FileChooser.save(parent: Window.containing(editor.view), title: "Save Document As", suggestedName: suggestedName,
                         acceptLabel: "_Save", folder: documentsFolder, filters: [Self.documentFilter],
                         completion: completion)
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
