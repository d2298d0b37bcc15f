import FoundationEssentials
import Gtk
import Navigation
import Storage
import Storyboard

/// Where the app keeps what it saves, file by file, with a link to the folders.
@MainActor
final class DataViewController: ViewController {
    private let directories: XDGDirectories
    private var form: SettingsForm?

    init(directories: XDGDirectories) {
        self.directories = directories
        super.init()
        title = "Data"
    }

    override func loadView() -> PlatformView {
        let form = SettingsForm()
        self.form = form
        for (title, folder) in [("Settings", directories.config), ("Saved Data", directories.data),
                                ("App State", directories.state)] {
            let rows = Self.files(in: folder).map { name, size in
                SettingsForm.row(name, control: Label(size))
            }
            form.addGroup(title, rows: rows.isEmpty ? [SettingsForm.row("Nothing saved yet", control: Label(""))] : rows,
                          footer: folder.path)
        }
        try? FileManager.default.createDirectory(at: directories.data, withIntermediateDirectories: true)
        let link = LinkButton(uri: directories.data.absoluteString, label: "Open Data Folder")
        link.halign = .center
        form.addFooter(link)
        return form.view
    }

    /// The files in `folder`, with their sizes as people read them.
    static func files(in folder: URL) -> [(String, String)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { name in
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            let bytes = (attributes?[.size] as? Int) ?? 0
            return (name, bytes < 1024 ? "\(bytes) bytes" : "\(bytes / 1024) KB")
        }
    }
}
