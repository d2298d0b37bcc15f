import CGtk
import CGtkExtras

/// Asks the user for a file to open or to save to, with the platform's chooser.
///
/// GTK 4.10 and later: `GtkFileDialog`. GTK 4.8: `GtkFileChooserNative` (the desktop
/// portal's chooser where GTK uses the portal, GTK's own dialog otherwise); it is deprecated
/// in 4.10, so the C side compiles it only against older headers. Either way the chooser is
/// modal to `parent`, and `completion` runs once on the main loop: with the chosen file's
/// path, or nil when the user cancelled (or chose a file with no local path).
@MainActor
public enum FileChooser {
    /// A choice of file types, shown by `name`: shell patterns (`*.txt`) and/or MIME types.
    public struct Filter: Hashable, Sendable {
        /// The filter's name in the chooser's list.
        public var name: String
        /// File name patterns (`*.json`).
        public var patterns: [String]
        /// MIME types (`image/png`).
        public var mimeTypes: [String]

        /// A filter named `name` accepting these patterns and types.
        public init(name: String, patterns: [String] = [], mimeTypes: [String] = []) {
            self.name = name
            self.patterns = patterns
            self.mimeTypes = mimeTypes
        }
    }

    /// Which chooser this build uses: `"GtkFileDialog"` or `"GtkFileChooserNative"`.
    public static var backend: String { String(cString: machismo_file_request_backend()) }

    /// Asks for an existing file to read. The first of `filters` is selected.
    @discardableResult
    public static func open(
        parent: Window?, title: String, acceptLabel: String? = nil, folder: String? = nil,
        filters: [Filter] = [], completion: @escaping @MainActor (String?) -> Void
    ) -> FileChooserRequest {
        let request = FileChooserRequest(
            save: false, parent: parent, title: title, acceptLabel: acceptLabel,
            suggestedName: nil, folder: folder, filters: filters)
        request.start(completion)
        return request
    }

    /// Asks for a file to write, proposing `suggestedName` (in `folder`, if given).
    /// Whether to overwrite an existing file is asked by the chooser.
    @discardableResult
    public static func save(
        parent: Window?, title: String, suggestedName: String? = nil, acceptLabel: String? = nil,
        folder: String? = nil, filters: [Filter] = [],
        completion: @escaping @MainActor (String?) -> Void
    ) -> FileChooserRequest {
        let request = FileChooserRequest(
            save: true, parent: parent, title: title, acceptLabel: acceptLabel,
            suggestedName: suggestedName, folder: folder, filters: filters)
        request.start(completion)
        return request
    }
}

/// One open or save question in progress; keep it to cancel the chooser (the question
/// stays alive while asked, whether or not it is kept).
@MainActor
public final class FileChooserRequest: Object {
    init(
        save: Bool, parent: Window?, title: String, acceptLabel: String?, suggestedName: String?,
        folder: String?, filters: [FileChooser.Filter]
    ) {
        let gtkFilters: [OpaquePointer?] = filters.map { filter in
            let made = gtk_file_filter_new()
            gtk_file_filter_set_name(made, filter.name)
            filter.patterns.forEach { gtk_file_filter_add_pattern(made, $0) }
            filter.mimeTypes.forEach { gtk_file_filter_add_mime_type(made, $0) }
            return made
        }
        var pointers = gtkFilters
        let request = machismo_file_request_new(
            save ? 1 : 0, parent?.window, title, acceptLabel, suggestedName,
            folder, &pointers, guint(pointers.count))!
        gtkFilters.forEach { g_object_unref(UnsafeMutableRawPointer($0)) }
        super.init(UnsafeMutableRawPointer(request))
    }

    fileprivate func start(_ completion: @escaping @MainActor (String?) -> Void) {
        typealias Completion = @MainActor (String?) -> Void
        let box = Unmanaged.passRetained(SignalBox<Completion>(completion)).toOpaque()
        machismo_file_request_start(
            cast(),
            { path, data in
                let box = Unmanaged<SignalBox<Completion>>.fromOpaque(data!).takeUnretainedValue()
                let chosen = path.map { String(cString: $0) }
                MainActor.assumeIsolated { box.handler(chosen) }
            }, box,
            { data in
                Unmanaged<SignalBox<Completion>>.fromOpaque(data!).release()
            })
    }

    /// Whether the chooser is still waiting for the user.
    public var isPending: Bool { machismo_file_request_is_pending(cast()) != 0 }

    /// Closes the chooser; the completion runs at once with nil, unless it already ran.
    public func cancel() { machismo_file_request_cancel(cast()) }

    /// For tests with GtkFileChooserNative: answers as the user would (Accept takes the
    /// chooser's current file). False when this build uses GtkFileDialog.
    func respondForTesting(accept: Bool) -> Bool {
        machismo_file_request_respond_for_testing(cast(), accept ? 1 : 0) != 0
    }
}
