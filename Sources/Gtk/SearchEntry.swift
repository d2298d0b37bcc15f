import CGtk

/// A one-line search field (`GtkSearchEntry`): a magnifier, a clear icon, and a
/// `search-changed` signal that waits for a pause in the typing: UIKit's `UISearchBar`.
///
/// Filter in ``onSearchChanged(_:)``, not on every key; Escape asks to end the search
/// (``onStopSearch(_:)``), Return to go to the first result (``onActivate(_:)``). With
/// ``setKeyCaptureWidget(_:)``, typing anywhere in a view starts the search. Assistive tools
/// see a text field, named by `accessibleName` or else by the placeholder (GTK 4.8 leaves a
/// search entry unnamed).
@MainActor
public final class SearchEntry: Widget {
    /// The text set by ``setTextSilently(_:)`` whose delayed `search-changed` is not delivered.
    private var silencedSearch: String?

    /// An empty search entry showing `placeholder` (translated by the caller) while empty, named
    /// `accessibleName` for screen readers, or else `placeholder`.
    public init(placeholder: String? = nil, accessibleName: String? = nil) {
        super.init(gtk_search_entry_new())
        openContextMenuOnRelease(of: cast())
        if let placeholder { self.placeholder = placeholder }
        if let name = accessibleName ?? placeholder { accessibleLabel = name }
        // After every other handler: the silenced search has been skipped by all of them.
        connect(.searchChanged, after: true) { [weak self] in self?.silencedSearch = nil }
    }

    /// The text typed. Setting it runs the `onSearchChanged` handlers (after GTK's delay, at
    /// once for ""); use ``setTextSilently(_:)`` to show a model's query.
    public var text: String {
        get { String(cString: gtk_editable_get_text(cast())) }
        set { gtk_editable_set_text(cast(), newValue) }
    }

    /// Sets ``text`` without running this entry's `onSearchChanged` handlers, neither now nor
    /// when GTK's delayed `search-changed` for it arrives (unless the user has typed since).
    public func setTextSilently(_ text: String) {
        withSignalBlocked("search-changed") {
            self.text = text
        }
        silencedSearch = text.isEmpty ? nil : text
    }

    /// The grey hint shown while the entry is empty ("Search Books").
    public var placeholder: String? {
        get { property("placeholder-text", as: String?.self) }
        set { setProperty("placeholder-text", newValue) }
    }

    /// How long GTK waits after the last key before `search-changed`, in milliseconds
    /// (150 unless set).
    public var searchDelay: Int {
        get { Int(gtk_search_entry_get_search_delay(cast())) }
        set { gtk_search_entry_set_search_delay(cast(), guint(max(newValue, 0))) }
    }

    /// Lets typing in `widget` (a list, a whole page) start a search in this entry: the keys go
    /// to the entry, which takes the focus. Nil stops it. The entry does not keep `widget`.
    public func setKeyCaptureWidget(_ widget: Widget?) {
        gtk_search_entry_set_key_capture_widget(cast(), widget?.widget)
    }

    /// Calls `handler` when the text has changed and the user paused typing, or at once when
    /// the text was cleared; read ``text`` in it.
    @discardableResult
    public func onSearchChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        connect(.searchChanged) { [weak self] in
            guard let self, silencedSearch == nil || silencedSearch != text else { return }
            handler()
        }
    }

    /// Calls `handler` when the user presses Return in the entry.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        connect(.activate, handler)
    }

    /// Calls `handler` when the user presses Escape in the entry: clear the text or close the
    /// search bar there (the entry does neither by itself).
    @discardableResult
    public func onStopSearch(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        connect(.stopSearch, handler)
    }
}
