import CGtk
import CGtkExtras

/// The desktop's list of recently used files (`GtkRecentManager`, kept in
/// `$XDG_DATA_HOME/recently-used.xbel`), which file choosers and the desktop's Recent list show.
/// An app adds the files it opens and saves, and reads back the ones it added.
@MainActor
public final class RecentManager: Object {
    /// The desktop's list, shared by the whole process.
    public static var `default`: RecentManager {
        if let shared { return shared }
        let manager = RecentManager(sharing: UnsafeMutableRawPointer(gtk_recent_manager_get_default()!))
        shared = manager
        return manager
    }
    private static var shared: RecentManager?

    /// The list kept in `folder` (`recently-used.xbel` there): the desktop's (`default`)
    /// when `folder` is the user's data folder (`$XDG_DATA_HOME`), else one of the folder's
    /// own (a test's home, which must not add to the desktop's list), which writes what was
    /// added to it when it is released.
    public static func inDataFolder(_ folder: String) -> RecentManager {
        let userFolder = String(cString: g_get_user_data_dir())
        guard folder != userFolder, folder != userFolder + "/" else { return .default }
        return RecentManager(file: folder + "/recently-used.xbel")
    }

    private init(sharing manager: UnsafeMutableRawPointer) {
        super.init(manager, .retaining)
    }

    /// A list kept in the file at `path` (a test's own, in place of the desktop's).
    public init(file path: String) {
        super.init(machismo_recent_manager_new(path))
    }

    /// One file the list holds.
    public struct Item: Equatable, Sendable {
        /// The file's URI (`file:///home/…/Letter.json`).
        public var uri: String
        /// When it was last added (opened or saved), in microseconds since 1970.
        public var modified: Int
    }

    /// Adds the file at `uri` (or marks it used now, if the list holds it), as used by the
    /// application `appName`, started as `appExec` (`machismo %u`) to open it.
    /// Before GTK starts (a test with no display) there is no list to add to: nothing is added.
    public func add(uri: String, mimeType: String, appName: String, appExec: String) {
        // GTK reads whether the desktop keeps recent files from the display's settings.
        guard gtk_settings_get_default() != nil else { return }
        mimeType.withCString { mime in
            appName.withCString { name in
                appExec.withCString { exec in
                    var data = GtkRecentData()
                    data.mime_type = UnsafeMutablePointer(mutating: mime)
                    data.app_name = UnsafeMutablePointer(mutating: name)
                    data.app_exec = UnsafeMutablePointer(mutating: exec)
                    _ = gtk_recent_manager_add_full(cast(), uri, &data)
                }
            }
        }
        // Written at once, rather than by GTK a moment later or, for a list of a folder's own,
        // as it is released: GTK's own write leaks (machismo_recent_manager_save says how).
        machismo_recent_manager_save(cast())
    }

    /// The local files the application `appName` added that still exist, newest first
    /// (none before GTK starts).
    public func items(addedBy appName: String) -> [Item] {
        guard gtk_settings_get_default() != nil else { return [] }
        var items: [Item] = []
        let head = gtk_recent_manager_get_items(cast())
        defer { g_list_free_full(head) { gtk_recent_info_unref(OpaquePointer($0)) } }
        var list = head
        while let node = list {
            let info = OpaquePointer(node.pointee.data)
            if gtk_recent_info_has_application(info, appName) != 0, gtk_recent_info_is_local(info) != 0,
                gtk_recent_info_exists(info) != 0, let uri = gtk_recent_info_get_uri(info)
            {
                let modified =
                    gtk_recent_info_get_modified(info).map {
                        Int(g_date_time_to_unix($0)) * 1_000_000 + Int(g_date_time_get_microsecond($0))
                    } ?? 0
                items.append(Item(uri: String(cString: uri), modified: modified))
            }
            list = node.pointee.next
        }
        return items.sorted { $0.modified > $1.modified }
    }

    /// Call as the application shuts down: GTK then writes the desktop's list once more, and
    /// its way of writing leaks unless told it is the last (see `add`).
    public static func prepareForShutdown() {
        machismo_recent_manager_prepare_for_shutdown()
    }

    /// `handler()` when the list changed (this app or another added or removed a file).
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandler { on("changed", handler) }
}

/// A `file://` URI for an absolute path, and back, as GLib writes them (`%20` for a space).
public enum FileURI {
    /// The URI of the file at `path`; nil when `path` is not absolute.
    public static func uri(forPath path: String) -> String? {
        guard let uri = g_filename_to_uri(path, nil, nil) else { return nil }
        defer { g_free(uri) }
        return String(cString: uri)
    }

    /// The path of the local file `uri` names; nil when it names no local file.
    public static func path(forURI uri: String) -> String? {
        guard let path = g_filename_from_uri(uri, nil, nil) else { return nil }
        defer { g_free(path) }
        return String(cString: path)
    }
}
