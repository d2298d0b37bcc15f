import Alerts
import FoundationEssentials
import Gtk
import Localization
import Logging
import Navigation
import Notifications
import RichText
import Storage
import TextEditing

/// Attributor: a headline and an attributed text editor. Colour buttons
/// colour the selection, Outline and Unoutline stroke it or not; Stats
/// performs `Analyze Text` (refused, with an alert saying why, on an empty document). The text is an `AttributorDocument` (Open, Save, Save As,
/// import by Open or by dropping a file) that saves itself; its state shows under the
/// title. This controller shows the document and asks the user (choosers, alerts).
@MainActor
final class AttributorViewController: ViewController {
    private let directories: XDGDirectories
    let fonts: PreferredFonts
    private let center: Notifications.NotificationCenter
    private let logger = Logger(label: "machismo.attributor")

    /// Made when first asked for (by the view, as a rule): its text buffer and tags are
    /// work the launch does not need while another tab is on show.
    private(set) lazy var document = makeDocument()
    private var importWarning = ImportWarning()
    private var fontObserver: NotificationObserver?
    /// The subtitle following the document's state, for as long as the page lives.
    private var stateObservation: ModelObservation?
    /// Undo and Redo following the document's history.
    private var undoObservation: ModelObservation?

    // The view's parts, made in loadView.
    private(set) lazy var editor = AttributorEditor(textStorage: document.textStorage)
    private(set) lazy var headline = Label()
    private var buttons: [Button] = []
    private(set) var statsItem: BarButtonItem!
    private(set) var undoItem: BarButtonItem!
    private(set) var redoItem: BarButtonItem!
    /// The document menu, its Open Recent submenu, the actions of their items, and the
    /// documents Open Recent lists.
    let documentMenu = Menu()
    let recentMenu = Menu()
    let menuActions = SimpleActionGroup()
    var recentDocuments: [URL] = []

    /// The headline's and the body's font sizes, one style for the whole display
    /// (every Attributor follows the same preferred fonts), installed when the first
    /// Attributor is made with the window, at start-up, before the window is styled: a
    /// provider added to the display later restyles every widget of the window, which cost
    /// the first visit to Attributor 5 million instructions, a tenth of it.
    private static var fontStyle: CssProvider?

    init(directories: XDGDirectories, fonts: PreferredFonts, center: Notifications.NotificationCenter = .default) {
        self.directories = directories
        self.fonts = fonts
        self.center = center
        super.init()
        Self.loadFontStyle(fonts)
        // TRANSLATORS: the name of the scene (a rich text editor), as its page and tab show it.
        title = tr("Attributor")
        restorationIdentifier = "attributor"
        // TRANSLATORS: the name of the scene (a rich text editor), as its page and tab show it.
        tabBarItem.title = tr("Attributor")
        tabBarItem.iconName = "format-text-rich-symbolic"
        registerSegue(Segue.analyzeText, restorationIdentifier: "text-stats") { TextStatsViewController() }
        // TRANSLATORS: a button that shows the document's name, size, times and counts in a popover.
        let info = BarButtonItem(title: tr("Info"), iconName: "document-properties-symbolic") { [weak self] in
            self?.performSegue(withIdentifier: Segue.showDocumentInfo, sender: nil)
        }
        // A popover is transient: no restoration identifier, so no restoration path.
        registerSegue(Segue.showDocumentInfo, kind: .popover(.barButtonItem(info), arrowDirections: .up)) {
            DocumentInfoViewController()
        }
        // TRANSLATORS: a button that shows the text's statistics (Text Stats).
        statsItem = BarButtonItem(title: tr("Stats")) { [weak self] in
            self?.performSegue(withIdentifier: Segue.analyzeText, sender: self?.statsItem)
        }
        (undoItem, redoItem) = Self.makeUndoItems(
            undo: { [weak self] in self?.document.undo.undo() }, redo: { [weak self] in self?.document.undo.redo() })
        navigationItem.rightBarButtonItems = [
            makeDocumentMenuItem(),
            statsItem,
            info,
            redoItem,
            undoItem,
        ]
    }

    /// The untitled document, followed: its state under the title.
    private func makeDocument() -> AttributorDocument {
        let document = AttributorDocument(
            url: AttributorDocument.untitledURL(in: directories),
            recent: RecentDocument(directories: directories), center: center)
        navigationItem.subtitle = document.documentState.title
        stateObservation = ModelObservation({ [document] in _ = document.documentState }) {
            [weak self, weak document] in
            guard let document else { return }
            self?.navigationItem.subtitle = document.documentState.title
        }
        undoObservation = ModelObservation({ [undoManager = document.undoManager] in
            _ = (undoManager.canUndo, undoManager.canRedo)
        }) { [weak self] in self?.updateUndoItems() }
        return document
    }

    // MARK: - The view

    override func loadView() -> PlatformView {
        let page = Box(.vertical, spacing: 12)
        page.setMargins(top: 18, bottom: 12, start: 18, end: 18)
        headline.xalign = 0
        headline.wraps = true  // a long document name must not hold the window wide
        headline.addCSSClass("attributor-headline")
        page.append(headline)
        page.append(makeButtonRow())
        let scrolled = ScrolledWindow()
        scrolled.disableHorizontalScrolling()
        scrolled.vexpand = true
        scrolled.addCSSClass("attributor-frame")
        scrolled.child = editor
        page.append(scrolled)
        // Files dropped on the editor are imported (the view would paste their names).
        let drop = DropTarget()
        drop.capturesEvents()
        drop.onDropFiles { [weak self] paths in
            guard let self, let path = paths.first else { return false }
            self.openFile(at: URL(fileURLWithPath: path), dropped: true)
            return true
        }
        editor.add(drop)
        addMenuShortcuts(to: page)
        applyFonts()
        // A document opened tags before its first frame the lines of its body that the
        // window can show, asked at each opening (its other runs follow in idle moments).
        document.textStorage.linesShownAtOnce = { [fonts] in TextStorage.linesShown(points: fonts.bodySize) }
        let problems = document.openLast(in: directories) { [weak self] problem in
            guard let self else { return }
            headline.text = document.name
            reportProblem(problem.title, problem.message)
        }
        for problem in problems { reportProblem(problem.title, problem.message) }
        headline.text = document.name
        return page
    }

    private func makeButtonRow() -> Widget {
        let row = Box(.horizontal, spacing: 12)
        let swatches = Box(.horizontal, spacing: 6)
        for swatch in AttributorColor.allCases {
            let button = Button(child: Label(""))
            button.accessibleLabel = swatch.name
            button.tooltip = swatch.tooltip
            button.addCSSClass("swatch")
            button.addCSSClass(swatch.styleClass)
            button.onClicked { [weak self] in self?.colorSelection(swatch.color) }
            buttons.append(button)
            swatches.append(button)
        }
        row.append(swatches)
        row.append(Separator(.vertical))
        // TRANSLATORS: a button that draws the selected text's letters with an outline.
        let outline = Button(label: tr("Outline"))
        outline.tooltip = tr("Outline the selection: filled glyphs with a black stroke")
        outline.onClicked { [weak self] in self?.outlineSelection(true) }
        // TRANSLATORS: a button that takes the outline off the selected text's letters.
        let unoutline = Button(label: tr("Unoutline"))
        unoutline.tooltip = tr("Take the outline off the selection")
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
        fontObserver = nil
        document.autosave()
    }

    /// The body size last applied, in points (for tests).
    private(set) var appliedBodySize: Double?

    /// The style `fontStyle` holds: loading it again, even unchanged, would restyle every
    /// widget of the display.
    private(set) static var fontCSS: String?

    /// Headline and body in the preferred fonts' sizes.
    private func applyFonts() {
        guard isViewLoaded else { return }
        appliedBodySize = fonts.bodySize
        Self.loadFontStyle(fonts)
    }

    /// Loads the sizes `fonts` has into `fontStyle`, unless it has them.
    private static func loadFontStyle(_ fonts: PreferredFonts) {
        // `--start` checks its path against scenes made before GTK starts: their style
        // waits for the Attributor made with the window.
        guard let style = fontStyle ?? CssProvider.appliedToDisplay() else { return }
        fontStyle = style
        let css = """
            .attributor-headline { font-size: \(fonts.headlineSize)pt; font-weight: \(PreferredFonts.headlineWeight); }
            textview.attributor-body { font-size: \(fonts.bodySize)pt; font-weight: \(PreferredFonts.bodyWeight); }
            """
        guard css != Self.fontCSS else { return }
        Self.fontCSS = css
        style.load(css)
    }

    // MARK: - Attributes

    func colorSelection(_ color: RGBColor) {
        guard let range = editor.buffer.selection else { return }
        // TRANSLATORS: the name of an undo step: the selection coloured.
        document.addAttribute(.color(color), range: range, name: tr("Colour"))
    }

    func outlineSelection(_ outlined: Bool) {
        guard let range = editor.buffer.selection else { return }
        document.addAttribute(.outline(outlined), range: range, name: outlined ? tr("Outline") : tr("Unoutline"))
    }

    // MARK: - Stats and Document Info

    /// The segues this page performs.
    enum Segue {
        static let analyzeText = SegueIdentifier<TextStatsViewController>("Analyze Text")
        static let showDocumentInfo = SegueIdentifier<DocumentInfoViewController>("Show Document Info")
    }

    /// Stats on a document with no text has nothing to show: the user is told why and
    /// what to do. (Restoration and `--start`, which send no button, still show the page.)
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        guard identifier == Segue.analyzeText.rawValue, sender is BarButtonItem,
            document.textStorage.buffer.characterCount == 0
        else { return true }
        // TRANSLATORS: the alert when Stats is asked for an empty document.
        reportProblem(
            tr("Nothing to Analyze"),
            tr("This document has no text yet. Type or paste some text, or open a document, then choose Stats."))
        return false
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        if let stats = segue.destination(for: Segue.analyzeText) {
            loadViewIfNeeded()
            stats.textToAnalyze = document.textStorage.attributedText
        } else if let info = segue.destination(for: Segue.showDocumentInfo) {
            info.document = document
        }
    }

    // MARK: - Documents

    func save() {
        guard document.save() else { return reportSaveFailure() }
        document.addToRecentFiles()
    }

    /// New: this document saved, then a new one; if the save fails, this one stays.
    func newDocument() {
        guard document.makeNew(in: directories) else { return reportSaveFailure() }
        headline.text = document.name
    }

    func reportSaveFailure() {
        // TRANSLATORS: %s is why the save failed, a sentence.
        let message = tr("%s The text is still here; try Save As… to save it elsewhere.", document.saveError ?? "")
        reportProblem(tr("The Document Could Not Be Saved"), message)
    }

    func saveAs() {
        presentSaveChooser(suggestedName: document.fileURL.lastPathComponent) { [weak self] path in
            guard let self, let path else { return }
            let url = URL(fileURLWithPath: path.hasSuffix(".json") ? path : path + ".json")
            guard self.document.saveAs(url) else {
                return self.reportProblem(tr("The Document Could Not Be Saved"), self.document.saveError ?? "")
            }
            self.headline.text = self.document.name
        }
    }

    func open() {
        presentOpenChooser { [weak self] path in
            guard let self, let path else { return }
            guard self.document.autosave() else { return self.reportSaveFailure() }
            self.openFile(at: URL(fileURLWithPath: path), dropped: false)
        }
    }

    /// A file chosen with Open or dropped on the editor: a document opens (when
    /// chosen) or is inserted (when dropped); other files are imported as plain text
    /// at the cursor. What cannot be read is reported; the text is untouched.
    func openFile(at url: URL, dropped: Bool) {
        do {
            try document.openOrImport(url, dropped: dropped, at: editor.buffer.cursorOffset)
            headline.text = document.name
        } catch let error as TextImportError {
            importFailed(url, error, dropped: dropped)
        } catch {
            reportProblem(tr("The Document Could Not Be Opened"), Self.problem(with: url, error))
        }
    }

    private func importFailed(_ url: URL, _ error: TextImportError, dropped: Bool) {
        guard importWarning.shouldWarn(aboutFailedImportOf: url.path, dropped: dropped) else {
            logger.info("Import of \(url.path) failed silently (warning stopped): \(error)")
            return
        }
        // TRANSLATORS: %s is what went wrong (file name: problem); the question gives
        // the alert's buttons, Keep Warning and Stop Warning, their meaning.
        let message = tr("%s\n\nShow this warning in the future?", Self.problem(with: url, error))
        let alert = Alert(title: tr("Text Import Failed"), message: message)
        alert.addAction(AlertAction(title: tr("Keep Warning"), style: .cancel))
        alert.addAction(
            AlertAction(title: tr("Stop Warning"), style: .destructive) { [weak self] _ in
                self?.importWarning.stop(after: url.path)
            })
        present(alert)
    }

    /// `Notes.txt: The file is not text: it holds binary data.`
    static func problem(with url: URL, _ error: any Error) -> String {
        // TRANSLATORS: %1$s is a file's name, %2$s what is wrong with it (a sentence).
        tr("%1$s: %2$s", url.lastPathComponent, "\(error)")
    }

    // MARK: - Choosers (the platform's file chooser)

    private static var documentFilter: FileChooser.Filter {
        FileChooser.Filter(name: tr("Attributed Text Documents"), patterns: ["*.json"])
    }
    private static var textFilter: FileChooser.Filter {
        FileChooser.Filter(name: tr("Text Files"), mimeTypes: ["text/plain"])
    }
    private static var allFilter: FileChooser.Filter { FileChooser.Filter(name: tr("All Files"), patterns: ["*"]) }

    var documentsFolder: String { directories.data.appendingPathComponent("Documents").path }

    private func presentOpenChooser(_ completion: @escaping @MainActor (String?) -> Void) {
        // TRANSLATORS: the file chooser's button; the underscore marks its access key.
        let accept = tr("_Open")
        FileChooser.open(
            parent: Window.containing(editor), title: tr("Open or Import"), acceptLabel: accept,
            folder: documentsFolder, filters: [Self.documentFilter, Self.textFilter, Self.allFilter],
            completion: completion)
    }

    private func presentSaveChooser(suggestedName: String, _ completion: @escaping @MainActor (String?) -> Void) {
        // TRANSLATORS: the file chooser's button; the underscore marks its access key.
        let accept = tr("_Save")
        FileChooser.save(
            parent: Window.containing(editor), title: tr("Save Document As"), suggestedName: suggestedName,
            acceptLabel: accept, folder: documentsFolder, filters: [Self.documentFilter],
            completion: completion)
    }
}
