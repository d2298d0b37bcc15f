import Alerts
import FoundationEssentials
import Gtk
import Localization
import Logging
import Navigation
import Notifications
import Storage
import Storyboard

/// What the app keeps, file by file, a link to the folders, and **Reset Saved
/// Data…**: an action sheet (Reset Scores, Reset Everything), both destructive and both
/// asked again: Reset Scores in an alert that says how many results go, Reset Everything
/// in one whose Reset button waits for the word RESET (in the user's language). Both go
/// through the score book, so that Scores empties at once.
@MainActor
final class DataViewController: ViewController {
    private let directories: XDGDirectories
    private let settings: SettingsStore
    private let scoreBook: ScoreBook
    private let savedData: SavedData
    private let container = Box(.vertical)
    private let resetButton = Button(label: tr("Reset Saved Data…"))
    private let logger = Logger(label: "machismo.data")

    init(directories: XDGDirectories, settings: SettingsStore, scoreBook: ScoreBook) {
        self.directories = directories
        self.settings = settings
        self.scoreBook = scoreBook
        savedData = SavedData(directories: directories)
        super.init()
        title = tr("Data")
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
        // TRANSLATORS: the headings of the three folders the app saves in: its settings, the user's data
        // (scores, cars, documents), and state worth keeping but not precious (the open tabs).
        for (title, folder) in [
            (tr("Settings"), directories.config), (tr("Saved Data"), directories.data),
            (tr("App State"), directories.state),
        ] {
            let rows = Self.files(in: folder).map { name, size in SettingsForm.Row(name, control: Label(size)) }
            let empty = [SettingsForm.Row(tr("Nothing saved yet"), control: Label(""))]
            form.addGroup(title, rows: rows.isEmpty ? empty : rows, footer: folder.path)
        }
        try? FileManager.default.createDirectory(at: directories.data, withIntermediateDirectories: true)
        let link = LinkButton(uri: directories.data.absoluteString, label: tr("Open Data Folder"))
        link.halign = .center
        form.addFooter(link)
        resetButton.unparent()  // from the previous form's footer
        resetButton.halign = .center
        form.addFooter(resetButton)
        container.append(form)
    }

    /// The action sheet, anchored to the Reset Saved Data… button.
    private func offerReset() {
        // What there is to delete is known once a first launch's import of earlier scores is done.
        scoreBook.waitForImport()
        let sheet = Alert(title: tr("Reset Saved Data"), message: tr("What should be deleted?"), style: .actionSheet)
        let scores = AlertAction(title: tr("Reset Scores"), style: .destructive) { [weak self] _ in
            self?.confirmResetScores()
        }
        scores.isEnabled = !scoreBook.results.isEmpty  // nothing to delete
        sheet.addAction(scores)
        sheet.addAction(
            AlertAction(title: tr("Reset Everything"), style: .destructive) { [weak self] _ in
                self?.confirmResetEverything()
            })
        sheet.addAction(AlertAction(title: tr("Cancel"), style: .cancel))
        present(sheet, from: resetButton)
    }

    private func confirmResetScores() {
        let count = scoreBook.results.count
        let alert = Alert(
            title: tr("Reset Scores?"),
            // TRANSLATORS: %d is how many results (finished games) Scores holds.
            message: trn(
                "The %d result in Scores will be deleted. This cannot be undone.",
                "All %d results in Scores will be deleted. This cannot be undone.", count, count))
        alert.addAction(AlertAction(title: tr("Cancel"), style: .cancel))
        alert.addAction(
            AlertAction(title: tr("Reset Scores"), style: .destructive) { [weak self] _ in self?.resetScores() })
        present(alert)
    }

    private func confirmResetEverything() {
        let alert = Alert(
            title: tr("Reset Everything?"),
            message: tr(
                "Scores, cars, documents, settings and the saved window and tabs will be deleted. This cannot be undone."
            ))
        alert.addAction(AlertAction(title: tr("Cancel"), style: .cancel))
        // TRANSLATORS: the button that deletes every saved file, once RESET is typed.
        let reset = AlertAction(title: tr("Reset"), style: .destructive) { [weak self] _ in self?.resetEverything() }
        reset.isEnabled = false
        alert.addAction(reset)
        // TRANSLATORS: the word to type to confirm that every saved file is deleted (in capitals where
        // your script has them); it is shown in "Type %s to confirm".
        let word = tr("RESET")
        alert.addTextField { field in
            // TRANSLATORS: the confirmation field's placeholder; %s is the word to type, RESET.
            field.placeholder = tr("Type %s to confirm", word)
            field.accessibleName = field.placeholder
        }
        alert.textFieldsDidChange = { alert in
            reset.isEnabled = alert.textFields[0].text == word
        }
        present(alert)
    }

    private func resetScores() {
        do {
            try scoreBook.reset()
        } catch {
            report(tr("The scores could not be deleted"), error)
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
            report(tr("Not everything could be deleted"), error)
        }
        showFiles()
    }

    private func report(_ what: String, _ error: Error) {
        logger.error("\(what): \(error)")
        reportProblem(what, "\(error)")
    }

    /// The files in `folder`, with their sizes as people read them. A database's write-ahead
    /// log and its index (`scores.sqlite-wal`, `-shm`) are part of it: counted in its size,
    /// not listed.
    static func files(in folder: URL) -> [(String, String)] {
        let names = Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        func size(_ name: String) -> Int {
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            return (attributes?[.size] as? any BinaryInteger).map { Int($0) } ?? 0
        }
        let sideFiles = ["-wal", "-shm"]
        func isSideFile(_ name: String) -> Bool {
            sideFiles.contains { name.hasSuffix($0) && names.contains(String(name.dropLast($0.count))) }
        }
        return names.filter { !$0.hasPrefix(".") && !isSideFile($0) }.sorted().map { name in
            let bytes = size(name) + sideFiles.map { names.contains(name + $0) ? size(name + $0) : 0 }.reduce(0, +)
            // TRANSLATORS: a saved file's size; KB is a kilobyte (1,024 bytes).
            return (name, bytes < 1024 ? trn("%d byte", "%d bytes", bytes, bytes) : tr("%d KB", bytes / 1024))
        }
    }
}
