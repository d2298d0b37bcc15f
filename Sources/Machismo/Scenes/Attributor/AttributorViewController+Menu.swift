import Gtk
import Localization
import Navigation

/// The document menu, a header-bar menu button: New, Open…, the documents of Open Recent,
/// Save, Save As…, Export as PDF… and Print…, with their shortcuts (Ctrl+N, Ctrl+O, Ctrl+S,
/// Ctrl+Shift+S, Ctrl+P) anywhere on the page.
extension AttributorViewController {
    /// The actions the document menu's items name, `attributor.` on its button.
    static let menuPrefix = "attributor"

    /// The menu's commands other than Open Recent's, with their shortcuts.
    private enum Command: CaseIterable {
        case new, open, save, saveAs, exportPDF, print

        var action: String {
            switch self {
            case .new: "new"
            case .open: "open"
            case .save: "save"
            case .saveAs: "save-as"
            case .exportPDF: "export-pdf"
            case .print: "print"
            }
        }

        var accelerator: String? {
            switch self {
            case .new: "<Control>n"
            case .open: "<Control>o"
            case .save: "<Control>s"
            case .saveAs: "<Control><Shift>s"
            case .exportPDF: nil
            case .print: "<Control>p"
            }
        }

        var title: String {
            switch self {
            // TRANSLATORS: the document menu's item that saves the document and opens a new, empty one.
            case .new: tr("_New")
            // TRANSLATORS: the document menu's item that opens a document or imports a text file.
            case .open: tr("_Open…")
            // TRANSLATORS: the document menu's item that saves the document now (it saves itself as well).
            case .save: tr("_Save")
            // TRANSLATORS: the document menu's item that saves the document under another name.
            case .saveAs: tr("Save _As…")
            // TRANSLATORS: the document menu's item that writes the document as a PDF file.
            case .exportPDF: tr("Export as _PDF…")
            // TRANSLATORS: the document menu's item that prints the document (GTK's print dialog).
            case .print: tr("_Print…")
            }
        }
    }

    /// The menu button's item: the menu (`documentMenu`) with its recent documents
    /// (`recentMenu`), and the actions its items activate.
    func makeDocumentMenuItem() -> BarButtonItem {
        let top = Menu()
        append(.new, to: top)
        append(.open, to: top)
        documentMenu.appendSection(top)
        addRecentItems()
        let files = Menu()
        for command in [Command.save, .saveAs, .exportPDF, .print] { append(command, to: files) }
        documentMenu.appendSection(files)
        for command in Command.allCases {
            menuActions.addAction(command.action) { [weak self] in self?.perform(command) }
        }
        // TRANSLATORS: the header-bar button whose menu holds New, Open…, Open Recent, Save, Save As…, Export as PDF… and Print….
        let name = tr("Document Menu")
        return BarButtonItem(
            title: name,
            customView: { [weak self] in
                let button = MenuButton(iconName: "view-more-symbolic", label: name, menu: self?.documentMenu ?? Menu())
                if let self {
                    button.insertActionGroup(Self.menuPrefix, self.menuActions)
                    button.onOpened { [weak self] in self?.fillRecentMenu() }
                    button.hasFrame = false
                }
                return button
            })
    }

    private func append(_ command: Command, to menu: Menu) {
        let action = "\(Self.menuPrefix).\(command.action)"
        if let accelerator = command.accelerator {
            menu.append(command.title, action: action, accelerator: accelerator)
        } else {
            menu.append(command.title, action: action)
        }
    }

    private func perform(_ command: Command) {
        switch command {
        case .new: newDocument()
        case .open: open()
        case .save: save()
        case .saveAs: saveAs()
        case .exportPDF: exportPDF()
        case .print: printDocument()
        }
    }

    /// The menu's shortcuts anywhere on the page, seen before the editor, which would take them.
    func addMenuShortcuts(to page: Widget) {
        let keys = KeyController(capture: true)
        let shortcuts = Command.allCases.compactMap { command in
            command.accelerator.flatMap(Accelerator.init).map { (command, $0) }
        }
        keys.onKeyPressed { [weak self] keyval, modifiers in
            guard let self,
                let (command, _) = shortcuts.first(where: { $0.1.matches(keyval: keyval, modifiers: modifiers) })
            else { return false }
            self.perform(command)
            return true
        }
        page.add(keys)
    }
}
