import FoundationEssentials
import Gtk
import Localization
import Storage
import TextEditing

/// Export as PDF… and Print… (in the document menu): the text on pages of the locale's paper,
/// with its colours and outlines as on screen, drawn by one function for both (`TextPages`,
/// over cairo's PDF surface and GtkPrintOperation).
extension AttributorViewController {
    /// The text on pages, in the editor's body size.
    private var pages: TextPages {
        TextPages(document.textStorage.attributedText, font: "Sans \(fonts.bodySize)")
    }

    /// Asks where, then writes the PDF there atomically.
    func exportPDF() {
        // TRANSLATORS: the file chooser's button; the underscore marks its access key.
        let accept = tr("_Export")
        FileChooser.save(
            parent: Window.containing(editor), title: tr("Export as PDF"), suggestedName: document.name + ".pdf",
            acceptLabel: accept, folder: documentsFolder,
            // TRANSLATORS: the file chooser's filter of PDF files.
            filters: [FileChooser.Filter(name: tr("PDF Documents"), patterns: ["*.pdf"])]
        ) { [weak self] path in
            guard let self, let path else { return }
            self.exportPDF(to: URL(fileURLWithPath: path.hasSuffix(".pdf") ? path : path + ".pdf"))
        }
    }

    /// Writes the document as a PDF to `url`, atomically; says why if it cannot.
    func exportPDF(to url: URL) {
        do {
            try AtomicFile.write(Data(try pages.pdf()), to: url)
        } catch {
            // TRANSLATORS: %1$s is the PDF file's name, %2$s why it could not be written (a sentence).
            let message = tr("%1$s: %2$s", url.lastPathComponent, "\(error)")
            reportProblem(tr("The PDF Could Not Be Exported"), message)
        }
    }

    /// GTK's print dialog, or with `exportFilename` the same pages printed to a PDF there.
    func printDocument(exportFilename: String? = nil, done: @escaping @MainActor () -> Void = {}) {
        pages.print(parent: Window.containing(editor), jobName: document.name, exportFilename: exportFilename) {
            [weak self] error in
            if let error {
                self?.reportProblem(tr("The Document Could Not Be Printed"), error)
            }
            done()
        }
    }
}
