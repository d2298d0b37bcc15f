import Alerts
import FoundationEssentials
import Gtk
import Logging
import Navigation
import Notifications
import Storage
import Storyboard

/// What the app keeps, file by file, a link to the folders, and **Reset Saved
/// Data…**: an action sheet (Reset Scores, Reset Everything), the latter
/// confirmed in an alert whose Reset button waits for the word RESET. Both go
/// through the score book, so that Scores empties at once.
@MainActor
final class DataViewController: ViewController {
    private let directories: XDGDirectories
    private let settings: SettingsStore
    private let scoreBook: ScoreBook
    private let savedData: SavedData
    private let container = Box(.vertical)
    private let resetButton = Button(label: "Reset Saved Data…")
    private let logger = Logger(label: "machismo.data")

    init(directories: XDGDirectories, settings: SettingsStore, scoreBook: ScoreBook) {
        self.directories = directories
        self.settings = settings
        self.scoreBook = scoreBook
        savedData = SavedData(directories: directories)
        super.init()
        title = "Data"
    }

    override func loadView() -> PlatformView {
        container.vexpand = true
        resetButton.onClicked { [weak self] in self?.offerReset() }
        return container
    }

    override func viewWillAppear(_ animated: Bool) { showFiles() }

    private func showFiles() {
        container.removeAll()
        let form = SettingsForm()
        form.vexpand = true
        for (title, folder) in [("Settings", directories.config), ("Saved Data", directories.data),
                                ("App State", directories.state)] {
            let rows = Self.files(in: folder).map { name, size in SettingsForm.Row(name, control: Label(size)) }
            form.addGroup(title, rows: rows.isEmpty ? [SettingsForm.Row("Nothing saved yet", control: Label(""))] : rows,
                          footer: folder.path)
        }
        try? FileManager.default.createDirectory(at: directories.data, withIntermediateDirectories: true)
        let link = LinkButton(uri: directories.data.absoluteString, label: "Open Data Folder")
        link.halign = .center
        form.addFooter(link)
        resetButton.unparent()  // from the previous form's footer
        resetButton.halign = .center
        form.addFooter(resetButton)
        container.append(form)
    }

    /// The action sheet, anchored to the Reset Saved Data… button.
    private func offerReset() {
        let sheet = Alert(title: "Reset Saved Data", message: "What should be deleted?", style: .actionSheet)
        sheet.addAction(AlertAction(title: "Reset Scores") { [weak self] _ in self?.resetScores() })
        sheet.addAction(AlertAction(title: "Reset Everything", style: .destructive) { [weak self] _ in
            self?.confirmResetEverything()
        })
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        present(sheet, from: resetButton)
    }

    private func confirmResetEverything() {
        let alert = Alert(title: "Reset Everything?",
                          message: "Scores, cars, documents, settings and the saved window and tabs will be deleted. "
                                   + "This cannot be undone.")
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        let reset = AlertAction(title: "Reset", style: .destructive) { [weak self] _ in self?.resetEverything() }
        reset.isEnabled = false
        alert.addAction(reset)
        alert.addTextField { field in
            field.placeholder = "Type RESET to confirm"
            field.accessibleName = "Type RESET to confirm"
        }
        alert.textFieldsDidChange = { alert in
            reset.isEnabled = alert.textFields[0].text == "RESET"
        }
        present(alert)
    }

    private func resetScores() {
        do {
            try scoreBook.reset()
        } catch {
            report("The scores could not be deleted", error)
        }
        showFiles()
    }

    private func resetEverything() {
        do {
            try scoreBook.reset()
            try savedData.resetEverything()
            try settings.forgetAll()
            Notifications.NotificationCenter.default.post(name: .savedDataReset)
        } catch {
            report("Not everything could be deleted", error)
        }
        showFiles()
    }

    private func report(_ what: String, _ error: Error) {
        logger.error("\(what): \(error)")
        let alert = Alert(title: what, message: "\(error)")
        alert.addAction(AlertAction(title: "Close", style: .cancel))
        present(alert)
    }

    /// The files in `folder`, with their sizes as people read them.
    static func files(in folder: URL) -> [(String, String)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { name in
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            let bytes = (attributes?[.size] as? any BinaryInteger).map { Int($0) } ?? 0
            return (name, bytes < 1024 ? "\(bytes) bytes" : "\(bytes / 1024) KB")
        }
    }
}
