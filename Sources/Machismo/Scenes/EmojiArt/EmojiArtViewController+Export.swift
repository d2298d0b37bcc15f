import EmojiArt
import FoundationEssentials
import Gtk
import Localization
import Navigation

/// The document menu (**Export as PNG…**, **Export as PDF…**) and what its items do: the
/// app's save chooser with the document's name and the format's extension, then the export
/// off the main thread, and an alert when it fails.
extension EmojiArtViewController {
    /// The header bar's document menu, with its actions (`document.export-png`, …) on the
    /// button itself: its popover finds them there, in the modal window as anywhere.
    func makeDocumentMenu() -> MenuButton {
        let actions = SimpleActionGroup()
        let menu = Menu()
        for format in EmojiArtExport.Format.allCases {
            let name = "export-\(format.fileExtension)"
            actions.addAction(name) { [weak self] in self?.chooseExportFile(format) }
            menu.append(Self.menuTitle(of: format), action: "document.\(name)")
        }
        // TRANSLATORS: the EmojiArt document's menu button (its name for screen readers and its tooltip).
        let button = MenuButton(iconName: "view-more-symbolic", label: tr("Document Menu"), menu: menu)
        button.insertActionGroup("document", actions)
        button.makePrimary()
        button.hasFrame = false
        return button
    }

    static func menuTitle(of format: EmojiArtExport.Format) -> String {
        switch format {
        // TRANSLATORS: the EmojiArt document menu's items; the underscore marks the access key.
        case .png: tr("Export as _PNG…")
        case .pdf: tr("Export as P_DF…")
        }
    }

    /// Asks where to export, proposing the document's name with the format's extension.
    func chooseExportFile(_ format: EmojiArtExport.Format) {
        guard let document else { return }
        let filter: FileChooser.Filter
        switch format {
        // TRANSLATORS: the export chooser's file type filters.
        case .png: filter = FileChooser.Filter(name: tr("PNG Images"), patterns: ["*.png"], mimeTypes: ["image/png"])
        case .pdf:
            filter = FileChooser.Filter(name: tr("PDF Documents"), patterns: ["*.pdf"], mimeTypes: ["application/pdf"])
        }
        // TRANSLATORS: the title of the file chooser that exports an EmojiArt document as an image or a PDF.
        let title = tr("Export Document")
        // TRANSLATORS: the export chooser's button; the underscore marks its access key.
        let accept = tr("_Export")
        exportRequest = FileChooser.save(
            parent: Window.containing(canvas), title: title,
            suggestedName: EmojiArtExport.suggestedName(forDocumentNamed: document.name, format),
            acceptLabel: accept, folder: document.fileURL.deletingLastPathComponent().path, filters: [filter]
        ) { [weak self] path in
            self?.exportRequest = nil
            guard let self, let path else { return }
            self.export(format, to: URL(fileURLWithPath: path))
        }
    }

    /// Draws the document's art as `format` into `url` off the main thread; `completion`
    /// runs on the main thread with the problem, if any, once it is reported.
    func export(
        _ format: EmojiArtExport.Format, to url: URL,
        completion: (@MainActor (EmojiArtExport.Problem?) -> Void)? = nil
    ) {
        guard let art = document?.art else { return }
        Task.detached { [weak self] in
            var problem: EmojiArtExport.Problem?
            do throws(EmojiArtExport.Problem) {
                try EmojiArtExport.write(art, as: format, to: url)
            } catch {
                problem = error
            }
            await MainActor.run { [problem] in
                if let problem {
                    // TRANSLATORS: the alert when an EmojiArt document could not be exported.
                    self?.reportProblem(tr("The Document Could Not Be Exported"), problem.description)
                }
                completion?(problem)
            }
        }
    }
}
