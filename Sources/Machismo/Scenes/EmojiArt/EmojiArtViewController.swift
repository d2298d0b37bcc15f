import Alerts
import Documents
import EmojiArt
import EmojiArtDrawing
import FoundationEssentials
import Gtk
import Localization
import Logging
import Navigation
import Notifications

/// The EmojiArt document page, presented modally by the browser's `Open Document`
/// segue, which prepares it with `documentURL`. The palette along the top, the canvas
/// below in a scrolled window; **Close** (or Escape) saves and dismisses it; the document
/// menu (F10) exports it as PNG or PDF. Its title is the document's name and its subtitle
/// the document's state.
///
/// The canvas posts `.emojiArtViewDidChange` with each change the user makes; this
/// controller, listening to its canvas while on screen, has the document make it (the
/// document registers it for Undo and saves itself) and shows the document's art again. It
/// observes the document (`ModelObservation`) for its state and its undo, and keeps no
/// document state of its own.
@MainActor
final class EmojiArtViewController: ViewController {
    /// The document to open, set by the segue's prepare before the view exists.
    var documentURL: URL? {
        didSet { title = documentURL?.deletingPathExtension().lastPathComponent }
    }
    /// Called when the document has closed, saved (set by the segue's prepare: the browser
    /// reads its folder again).
    var onClose: (@MainActor () -> Void)?
    private(set) var document: EmojiArtDocument?

    private let center: Notifications.NotificationCenter
    private let fonts: PreferredFonts?
    private let logger = Logger(label: "machismo.emojiart")
    private(set) var palette = EmojiPalette()
    private var dropWarning = ImageDropWarning()

    private(set) lazy var canvas = EmojiArtCanvasView(center: center)
    private(set) lazy var paletteView = PaletteView()
    private(set) lazy var scrolled = ScrolledWindow()
    /// Ctrl+scroll over the canvas; kept to read the event's modifiers.
    private let scroll = ScrollController()
    private(set) var undoItem: BarButtonItem!
    private(set) var redoItem: BarButtonItem!
    private(set) var closeItem: BarButtonItem!
    /// The document menu (Export as PNG…, Export as PDF…).
    private(set) var menuItem: BarButtonItem!
    /// The export's save chooser, while it asks.
    var exportRequest: FileChooserRequest?

    private var viewObserver: NotificationObserver?
    private var fontObserver: NotificationObserver?
    /// The page following the document's state and undo, while on screen.
    private var documentObservation: ModelObservation?

    init(center: Notifications.NotificationCenter = .default, fonts: PreferredFonts? = nil) {
        self.center = center
        self.fonts = fonts
        super.init()
        // TRANSLATORS: the button that closes an EmojiArt document (it saves first).
        closeItem = BarButtonItem(title: tr("Close")) { [weak self] in self?.close() }
        // TRANSLATORS: takes back the last change to the EmojiArt document.
        undoItem = BarButtonItem(title: tr("Undo"), iconName: "edit-undo-symbolic", accelerator: "<Control>z") {
            [weak self] in self?.undo()
        }
        // TRANSLATORS: makes the change last taken back again.
        redoItem = BarButtonItem(
            title: tr("Redo"), iconName: "edit-redo-symbolic",
            accelerator: "<Control><Shift>z"
        ) { [weak self] in self?.redo() }
        navigationItem.leftBarButtonItems = [closeItem]
        preferredContentSize = (860, 640)
        menuItem = BarButtonItem(
            title: tr("Document Menu"),
            customView: { [weak self] in self?.makeDocumentMenu() ?? Box(.horizontal) })
        navigationItem.rightBarButtonItems = [menuItem, redoItem, undoItem]
    }

    // MARK: - The view

    override func loadView() -> PlatformView {
        let document = EmojiArtDocument(
            fileURL: documentURL ?? URL(fileURLWithPath: "/nonexistent.emojiart"),
            center: center)
        self.document = document
        document.open()
        title = document.name
        let page = Box(.vertical)
        page.addCSSClass("emojiart-page")
        page.append(paletteView)
        page.append(Separator(.horizontal))
        scrolled.vexpand = true
        scrolled.hexpand = true
        scrolled.child = canvas
        page.append(scrolled)
        paletteView.onChoose = { [weak self] emoji in self?.addAtVisibleCentre(emoji) }
        paletteView.onAdd = { [weak self] in self?.askForEmoji() }
        let keys = KeyController(capture: true)
        keys.onKeyPressed { [weak self] keyval, modifiers in
            self?.pageKeyPressed(keyval, modifiers) ?? false
        }
        page.add(keys)
        // Ctrl+scroll over the canvas, seen before the scrolled window takes it to scroll.
        scroll.capturesEvents()
        scroll.onScroll { [weak self] _, dy in
            guard let self, self.scroll.modifiers.contains(.control) else { return false }
            return self.canvas.controlScrolled(dy: dy)
        }
        page.add(scroll)
        canvas.onDropFile = { [weak self] path in self?.loadBackground(from: URL(fileURLWithPath: path)) }
        canvas.onContentSizeChange = { [weak self] in self?.canvasSizeChanged() }
        page.setSizeRequest(width: 360, height: 320)
        return page
    }

    override func viewWillAppear(_ animated: Bool) {
        guard let document else { return }
        canvas.show(document.art)
        showPalette()
        viewObserver = center.addObserver(forName: .emojiArtViewDidChange, object: canvas) { [weak self] note in
            self?.canvasDidChange(note.payload)
        }
        documentObservation = ModelObservation(
            { [document] in
                _ = document.documentState
                _ = document.hasUnsavedChanges
                _ = document.undoManager.canUndo
                _ = document.undoManager.canRedo
            }, onChange: { [weak self] in self?.updateUI() })
        fontObserver = center.addObserver(forName: .preferredFontsChanged) { [weak self] _ in self?.showPalette() }
        canvasSizeChanged()
        updateUI()
        if let problem = document.openProblem {
            // TRANSLATORS: the alert when an EmojiArt document could not be read.
            reportProblem(tr("The Document Could Not Be Opened"), problem)
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        viewObserver = nil
        documentObservation = nil
        fontObserver = nil
        save(closing: true)
        document?.close()
        onClose?()
    }

    /// Close and Escape: saves, draws the thumbnail once the canvas is painted without
    /// its selection and focus rings (a frame later), then dismisses the page.
    func close() {
        guard !isClosing else { return }
        isClosing = true
        guard let document, document.autosave(),
            needsThumbnail || EmojiArtThumbnails.existingThumbnail(for: document.fileURL) == nil
        else {
            return dismiss(animated: true)
        }
        canvas.select(nil)
        if canvas.containsFocus { Window.containing(canvas)?.clearFocus() }
        canvas.queueDraw()
        var done = false
        let finish: @MainActor () -> Void = { [weak self] in
            guard !done, let self else { return }
            done = true
            if let url = self.document?.fileURL { self.writeThumbnail(for: url) }
            self.needsThumbnail = false
            self.dismiss(animated: true)
        }
        canvas.afterNextFrame(finish)
        runAfter(seconds: 0.5, finish)  // no frame (an unmapped canvas): close all the same
    }

    private var isClosing = false

    /// The window's ×: as Close, so that the thumbnail is drawn without the rings.
    override func closeRequested() {
        close()
    }

    /// Saves what is unsaved and draws the browser's thumbnail of what is saved (when it
    /// changed, or there is none): drawing it takes the focus off the canvas.
    private func save(closing: Bool) {
        guard let document, document.autosave() else { return }
        guard closing, needsThumbnail || EmojiArtThumbnails.existingThumbnail(for: document.fileURL) == nil
        else { return }
        canvas.select(nil)
        writeThumbnail(for: document.fileURL)
        needsThumbnail = false
    }

    /// Draws the canvas into the document's thumbnail, unless its background is still
    /// decoding (closed at once after opening): no thumbnail then beats one without it.
    private func writeThumbnail(for url: URL) {
        guard canvas.isBackgroundDrawn else { return }
        EmojiArtThumbnails.write(canvas, for: url)
    }

    /// Whether the art changed since the thumbnail was drawn.
    private var needsThumbnail = false

    /// The scrolled area's content follows the canvas's size (`onContentSizeChange`).
    private func canvasSizeChanged() {
        let size = canvas.contentSize
        canvas.setSizeRequest(width: size.width, height: size.height)
    }

    /// The subtitle and Undo/Redo in line with the document.
    private func updateUI() {
        guard let document else { return }
        navigationItem.subtitle = document.documentState.title
        undoItem.isEnabled = document.undoManager.canUndo
        redoItem.isEnabled = document.undoManager.canRedo
    }

    private func showPalette() {
        paletteView.show(palette, fontSize: (fonts?.bodySize ?? PreferredFonts.bodyPoints) * 2)
    }

    // MARK: - Changes

    /// The user changed the art on the canvas: the document makes the change, and the
    /// canvas shows the document's art (unchanged, if the document refused it).
    private func canvasDidChange(_ edit: EmojiArt.Edit) {
        guard let document else { return }
        if document.change(edit.name, { edit.apply(to: &$0) }) { needsThumbnail = true }
        canvas.show(document.art)
        updateUI()
    }

    func undo() {
        guard let document else { return }
        document.undo()
        needsThumbnail = true
        canvas.show(document.art)
        updateUI()
    }

    func redo() {
        guard let document else { return }
        document.redo()
        needsThumbnail = true
        canvas.show(document.art)
        updateUI()
    }

    private func addAtVisibleCentre(_ emoji: String) {
        let h = scrolled.horizontalAdjustment, v = scrolled.verticalAdjustment
        let size = canvas.canvasSize
        let x =
            h.pageSize > 0
            ? (h.value + min(h.pageSize, Double(canvas.contentSize.width)) / 2) / canvas.zoom
            : Double(size.width) / 2
        let y =
            v.pageSize > 0
            ? (v.value + min(v.pageSize, Double(canvas.contentSize.height)) / 2) / canvas.zoom
            : Double(size.height) / 2
        canvas.addEmoji(emoji, x: Int(x.rounded()), y: Int(y.rounded()))
    }

    private func pageKeyPressed(_ keyval: UInt32, _ modifiers: Modifiers) -> Bool {
        if modifiers.isEmpty, keyval == Key.escape {
            close()
            return true
        }
        if modifiers == .control, keyval == Key.letterV {
            pasteBackground()
            return true
        }
        for item in [undoItem!, redoItem!] {
            guard let accelerator = item.accelerator.flatMap(Accelerator.init),
                accelerator.matches(keyval: keyval, modifiers: modifiers)
            else { continue }
            if item.isEnabled { item.perform() }
            return true
        }
        return false
    }

    // MARK: - The palette's + cell

    private func askForEmoji() {
        // TRANSLATORS: the alert that adds emoji to EmojiArt's palette.
        let alert = Alert(title: tr("Add Emoji"), message: tr("Type or paste the emoji to add to the palette."))
        alert.addTextField { field in
            // TRANSLATORS: the accessible name of the field emoji are typed into.
            field.accessibleName = tr("Emoji")
        }
        alert.addAction(AlertAction(title: tr("Cancel"), style: .cancel))
        // TRANSLATORS: the button that adds the typed emoji to the palette.
        let add = AlertAction(title: tr("Add")) { [weak self, weak alert] _ in
            guard let self, let text = alert?.textFields.first?.text else { return }
            self.palette.add(text)
            self.showPalette()
        }
        add.isEnabled = false  // until an emoji is typed
        alert.addAction(add)
        alert.preferredAction = add
        alert.textFieldsDidChange = { [weak add] alert in
            add?.isEnabled = !EmojiPalette.emojis(in: alert.textFields.first?.text ?? "").isEmpty
        }
        present(alert)
    }

    // MARK: - The background

    /// Reads and decodes the image at `url` off the main thread, then makes it the background.
    func loadBackground(from url: URL) {
        let name = url.lastPathComponent
        Task.detached {
            let result = BackgroundImage.load(url)
            await MainActor.run { [weak self] in self?.backgroundLoaded(result, name: name, path: url.path) }
        }
    }

    /// Ctrl+V: the image on the clipboard becomes the background, or the image file
    /// copied in a file manager, as if dropped (read by GDK asynchronously, checked off
    /// the main thread).
    func pasteBackground() {
        // TRANSLATORS: what the Image Drop Failed alert names when a paste (not a file) failed.
        let name = tr("The clipboard")
        Clipboard.readFilesOrImage(for: canvas) { [weak self] pasted in
            switch pasted {
            case .files(let paths):
                self?.loadBackground(from: URL(fileURLWithPath: paths[0]))
            case .image(let bytes):
                Task.detached {
                    let result = BackgroundImage.decode(Data(bytes))
                    await MainActor.run { [weak self] in self?.backgroundLoaded(result, name: name) }
                }
            case nil:
                self?.backgroundLoaded(.failure(.noImageOnClipboard), name: name)
            }
        }
    }

    /// The background decoded by `loadBackground`, or why it could not be; `path` is the
    /// file's (nil for the clipboard's contents).
    func backgroundLoaded(
        _ result: Result<EmojiArt.Background, BackgroundImage.Problem>, name: String, path: String? = nil
    ) {
        switch result {
        case .success(let background):
            // TRANSLATORS: Undo's name for setting the canvas's background image.
            guard let document, document.change(tr("Set Background"), { $0.background = background }) else { return }
            needsThumbnail = true
            canvas.show(document.art)
            updateUI()
        case .failure(let problem):
            dropFailed(name: name, path: path, problem)
        }
    }

    private func dropFailed(name: String, path: String?, _ problem: BackgroundImage.Problem) {
        guard dropWarning.shouldWarn(aboutFailedDropOf: path) else {
            logger.info("Image drop of \(name) failed silently (warning stopped): \(problem)")
            return
        }
        // TRANSLATORS: %1$s is the dropped file's name, %2$s what is wrong with it (a sentence);
        // the question gives the alert's buttons, Keep Warning and Stop Warning, their meaning.
        let message = tr("%1$s: %2$s\n\nShow this warning in the future?", name, problem.description)
        let alert = Alert(title: tr("Image Drop Failed"), message: message)
        alert.addAction(AlertAction(title: tr("Keep Warning"), style: .cancel))
        alert.addAction(
            AlertAction(title: tr("Stop Warning"), style: .destructive) { [weak self] _ in
                self?.dropWarning.stop(after: path)
            })
        present(alert)
    }

    /// Whether a failed drop still raises its alert (for tests).
    var isDropWarningOn: Bool { dropWarning.isOn }
}
