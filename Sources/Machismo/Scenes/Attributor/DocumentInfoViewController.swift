import Gtk
import Localization
import Navigation
import TextStats

/// Document Info: the document's name, its size on disk, when it was created and last
/// modified, and how many characters and words it holds. Attributor's Info button
/// performs `Show Document Info`, a popover segue whose prepare hands this page the
/// document; in a narrow window the segue adapts to a modal page with Done.
///
/// It follows the document's state while on screen (an autosave, say, gives it a file).
///
/// A popover is transient: the page has no restoration identifier and is in no
/// restoration or `--start` path.
@MainActor
final class DocumentInfoViewController: ViewController {
    /// The document to describe; the page reads it each time it appears.
    var document: AttributorDocument? {
        didSet { if isViewLoaded { updateUI() } }
    }

    private let nameLabel = Label()
    private let sizeLabel = Label()
    private let createdLabel = Label()
    private let modifiedLabel = Label()
    private let charactersLabel = Label()
    private let wordsLabel = Label()
    /// The captions and values of the rows only a saved file has.
    private var fileRows: [Widget] = []
    /// The page following its document's state, while on screen.
    private var stateObservation: ModelObservation?

    override init() {
        super.init()
        // TRANSLATORS: the title of the page (a popover) that describes Attributor's document.
        title = tr("Document Info")
    }

    override func loadView() -> PlatformView {
        let page = Box(.vertical, spacing: 12)
        page.setMargins(12)
        page.addCSSClass("document-info")
        nameLabel.addCSSClass("title-4")
        nameLabel.xalign = 0
        // Sized to its content: a long name widens the popover up to 60 characters (the
        // window may then be too narrow for it, and the segue adapts), then wraps.
        nameLabel.wraps = true
        nameLabel.maximumWidthInCharacters = 60
        page.append(nameLabel)
        let grid = Grid(rowSpacing: 6, columnSpacing: 12)
        let rows: [(String, [Label], Bool)] = [
            // TRANSLATORS: Document Info: the caption of the document's size on disk ("4.1 kB").
            (tr("Size"), [sizeLabel], false),
            // TRANSLATORS: Document Info: the caption of when the document's file was created.
            (tr("Created"), [createdLabel], true),
            // TRANSLATORS: Document Info: the caption of when the document's file was last modified.
            (tr("Modified"), [modifiedLabel], true),
            // TRANSLATORS: Document Info: the caption of the text's counts ("120 characters", "20 words").
            (tr("Contents"), [charactersLabel, wordsLabel], false),
        ]
        var row = 0
        for (caption, values, needsFile) in rows {
            let captionLabel = Label(caption)
            captionLabel.addCSSClass("dim-label")
            captionLabel.xalign = 1
            captionLabel.valign = .start
            grid.attach(captionLabel, column: 0, row: row, height: values.count)
            for value in values {
                value.xalign = 0
                grid.attach(value, column: 1, row: row)
                row += 1
            }
            if needsFile { fileRows += [captionLabel] + values }
        }
        page.append(grid)
        return page
    }

    /// What the page shows, top to bottom, its file rows only when they show (for tests).
    var shownLines: [String] {
        let file = fileRows.first?.isVisible == true ? [createdLabel.text, modifiedLabel.text] : []
        return [nameLabel.text, sizeLabel.text] + file + [charactersLabel.text, wordsLabel.text]
    }

    override func viewWillAppear(_ animated: Bool) {
        updateUI()
        stateObservation = document.map { document in
            ModelObservation({ _ = document.documentState }, onChange: { [weak self] in self?.updateUI() })
        }
    }

    override func viewDidDisappear(_ animated: Bool) { stateObservation = nil }

    private func updateUI() {
        guard let document else { return }
        nameLabel.text = document.name
        let facts = FileFacts.read(path: document.fileURL.path)
        let lines = Self.fileLines(facts)
        sizeLabel.text = lines.size
        createdLabel.text = lines.created
        modifiedLabel.text = lines.modified
        for widget in fileRows { widget.isVisible = facts != nil }
        let statistics = TextStatistics(document.textStorage.attributedText)
        charactersLabel.text = trn("%d character", "%d characters", statistics.characters, statistics.characters)
        wordsLabel.text = trn("%d word", "%d words", statistics.words, statistics.words)
    }

    /// The size and times as the page writes them: `4.1 kB` and the locale's dates
    /// (through GLib), `Unknown` where the file system keeps no time; a document never
    /// saved has no file: `Not saved yet`.
    nonisolated static func fileLines(_ facts: FileFacts?) -> (size: String, created: String, modified: String) {
        guard let facts else {
            // TRANSLATORS: Document Info: the size of a document that has no file yet.
            return (tr("Not saved yet"), "", "")
        }
        func date(_ seconds: Double?) -> String {
            // TRANSLATORS: Document Info: a time the file system does not keep (some keep no creation time).
            guard let seconds else { return trc("file time", "Unknown") }
            // Scores' format: the same message, translated once.
            return LocalDate.format(seconds, tr("%-d %b %Y %H:%M"))
        }
        return (FileFacts.formatSize(facts.size), date(facts.created), date(facts.modified))
    }
}
