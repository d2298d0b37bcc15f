import FoundationEssentials
import Gtk
import Localization
import Navigation

/// Open Recent, in the document menu: the documents opened and saved lately as the desktop's
/// recent files list them, newest first.
extension AttributorViewController {
    /// Open Recent's section of the document menu, and the actions of its items.
    func addRecentItems() {
        // TRANSLATORS: the heading of the document menu's list of the documents opened lately.
        documentMenu.appendSection(tr("Open Recent"), recentMenu)
        for index in 0..<RecentDocument.limit {
            menuActions.addAction("open-recent-\(index)") { [weak self] in self?.openRecent(index) }
        }
        menuActions.addAction("no-recent") {}.isEnabled = false
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
