import FoundationEssentials
import Gtk
import Localization
import Navigation

/// The document menu (a header-bar menu button): under Open Recent, the documents opened and
/// saved lately as the desktop's recent files list them, newest first; then Export as PDF…
/// and Print… (`AttributorViewController+Export.swift`).
extension AttributorViewController {
    /// The actions the document menu's items name, `attributor.` on its button.
    static let menuPrefix = "attributor"

    /// The menu button's item: the menu (`documentMenu`) with its recent documents
    /// (`recentMenu`), and the actions its items activate.
    func makeDocumentMenuItem() -> BarButtonItem {
        // TRANSLATORS: the heading of the document menu's list of the documents opened lately.
        documentMenu.appendSection(tr("Open Recent"), recentMenu)
        for index in 0..<RecentDocument.limit {
            menuActions.addAction("open-recent-\(index)") { [weak self] in self?.openRecent(index) }
        }
        menuActions.addAction("no-recent") {}.isEnabled = false
        addExportItems()
        // TRANSLATORS: the header-bar button whose menu holds Open Recent, Export as PDF… and Print….
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

    /// Lists the recent documents in Open Recent (or says there are none).
    func fillRecentMenu() {
        recentDocuments = document.recentDocuments
        recentMenu.removeAll()
        guard !recentDocuments.isEmpty else {
            // TRANSLATORS: Open Recent's only item when no document was opened or saved lately.
            return recentMenu.append(tr("No Recent Documents"), action: "\(Self.menuPrefix).no-recent")
        }
        let names = recentDocuments.map { $0.deletingPathExtension().lastPathComponent }
        for (index, url) in recentDocuments.enumerated() {
            let name = names[index]
            // Two documents of one name are told apart by their folders.
            let label =
                names.filter { $0 == name }.count > 1
                // TRANSLATORS: a recent document whose name another shares: %1$s its name, %2$s its folder's.
                ? tr("%1$s (%2$s)", name, url.deletingLastPathComponent().lastPathComponent) : name
            // Underscores in a name are not access keys.
            recentMenu.append(
                label.split(separator: "_", omittingEmptySubsequences: false).joined(separator: "__"),
                action: "\(Self.menuPrefix).open-recent-\(index)")
        }
    }

    /// Opens the recent document at `index`, this one saved first (if that fails, it stays).
    private func openRecent(_ index: Int) {
        guard recentDocuments.indices.contains(index) else { return }
        guard document.autosave() else { return reportSaveFailure() }
        openFile(at: recentDocuments[index], dropped: false)
    }
}
