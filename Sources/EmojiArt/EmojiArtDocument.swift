import FoundationEssentials
import Glibc
import Localization
import Notifications
import Storage

extension NotificationName where Payload == EmojiArtDocument.State {
    /// Posted when a document's state changes (`UIDocument.stateChangedNotification`);
    /// `object` is the `EmojiArtDocument`, the payload its new state.
    public static var emojiArtDocumentStateChanged: Self { Self("machismo.emojiArtDocumentStateChanged") }
}

/// One `.emojiart` file, as `UIDocument` keeps one for the lecture's app: its
/// contents (`art`), its state, its undo, and atomic saves. The controller changes
/// the art through `change(_:_:)`, which records the change for Undo and marks the
/// document edited; it autosaves (debounced, on close, on focus loss, on quit) by
/// calling `autosave()`, which writes only when there is something to write.
/// There is no Save button.
///
/// A file that cannot be read is reported and set aside beside itself
/// (`NAME.emojiart.corrupt-TIMESTAMP`); the document then opens blank under the
/// same name. A file that cannot be set aside is never overwritten: the document
/// opens with editing disabled.
@MainActor
public final class EmojiArtDocument {
    /// `UIDocument.State`, the ones this document can be in.
    public enum State: Equatable, Sendable {
        /// Open, and the file holds what is shown (or an edit waits for its autosave).
        case normal
        /// Not open, or closed.
        case closed
        case saving
        /// The last save failed; `reason` says why, for the user.
        case saveFailed(reason: String)
        /// Shown but not changeable: the file could neither be read nor set aside.
        case editingDisabled

        /// The state under the document's title.
        public var title: String {
            switch self {
            // TRANSLATORS: an EmojiArt document's state, under its title.
            case .normal: trc("document state", "Saved")
            case .closed: trc("document state", "Closed")
            case .saving: trc("document state", "Saving…")
            case .saveFailed: trc("document state", "Save Failed")
            case .editingDisabled: trc("document state", "Read Only")
            }
        }
    }

    public private(set) var url: URL
    public private(set) var art = EmojiArt()
    public private(set) var state = State.closed {
        didSet {
            guard state != oldValue else { return }
            center.post(name: .emojiArtDocumentStateChanged, object: self, payload: state)
        }
    }
    /// Whether the art changed since it was last written.
    public private(set) var hasUnsavedChanges = false
    /// Why the file opened blank (set aside, in the user's words), once opened.
    public private(set) var openProblem: String?
    public private(set) var undoStack = UndoStack<EmojiArt>()
    private let center: Notifications.NotificationCenter

    /// The largest file opened: 256 MiB (a background is at most that big).
    public static let maximumBytes = 256 << 20

    public init(url: URL, center: Notifications.NotificationCenter = .default) {
        self.url = url
        self.center = center
    }

    /// The file's name without `.emojiart`.
    public var name: String { url.deletingPathExtension().lastPathComponent }

    // MARK: - Opening and closing

    /// Reads the file (a missing one is a new, blank document) and opens the document.
    public func open(now: Date = Date()) {
        openProblem = nil
        art = EmojiArt()
        undoStack.removeAll()
        hasUnsavedChanges = false
        let data: Data
        do {
            data = try AtomicFile.read(url, maximumBytes: Self.maximumBytes)
        } catch let error as FileError where error.code == ENOENT {
            state = .normal
            return
        } catch {
            setAside(because: "\(error)", now: now)
            return
        }
        do {
            art = try EmojiArtFormat.decode(data)
            state = .normal
        } catch {
            setAside(because: error.description, now: now)
        }
    }

    private func setAside(because reason: String, now: Date) {
        let outcome = StateFile<[String]>(url: url).setAside(reason: reason, now: now)
        guard case .setAside(_, let setAsideAt) = outcome, let setAsideAt else {
            // TRANSLATORS: %s says why the document could not be read (a sentence).
            openProblem = tr(
                "The document could not be opened: %s It could not be moved aside either, so it opens read-only and is never written over.",
                reason)
            state = .editingDisabled
            return
        }
        // TRANSLATORS: %1$s says why the document could not be read (a sentence); %2$s the name it was kept as.
        openProblem = tr(
            "The document could not be opened: %1$s It was kept as %2$s, and a blank document opens in its place.",
            reason, setAsideAt.lastPathComponent)
        state = .normal
    }

    /// Saves what is unsaved, then closes the document.
    public func close() {
        autosave()
        state = .closed
    }

    // MARK: - Changes

    /// Whether the art may change now.
    public var isEditable: Bool {
        switch state {
        case .normal, .saving, .saveFailed: true
        case .closed, .editingDisabled: false
        }
    }

    /// Changes the art with `body`, recorded for Undo as `name` (`Move 😀`); a body
    /// that changes nothing records nothing. Returns whether the art changed.
    @discardableResult
    public func change(_ name: String, _ body: (inout EmojiArt) -> Void) -> Bool {
        guard isEditable else { return false }
        var changed = art
        body(&changed)
        guard changed != art else { return false }
        undoStack.record(name, before: art)
        art = changed
        hasUnsavedChanges = true
        return true
    }

    /// Takes back the last change.
    public func undo() {
        guard isEditable, let previous = undoStack.undo(from: art) else { return }
        art = previous
        hasUnsavedChanges = true
    }

    /// Makes the change last taken back again.
    public func redo() {
        guard isEditable, let next = undoStack.redo(from: art) else { return }
        art = next
        hasUnsavedChanges = true
    }

    // MARK: - Saving

    /// Writes the art when it has unsaved changes; true when the file is up to date.
    @discardableResult
    public func autosave() -> Bool {
        guard hasUnsavedChanges else { return true }
        return save()
    }

    /// Writes the art atomically; on failure the state says why and the changes stay unsaved.
    @discardableResult
    public func save() -> Bool {
        guard isEditable else { return false }
        state = .saving
        do {
            try AtomicFile.write(try EmojiArtFormat.encode(art), to: url)
            hasUnsavedChanges = false
            state = .normal
            return true
        } catch {
            state = .saveFailed(reason: "\(error)")
            return false
        }
    }

    /// The document was renamed in the browser: it lives at `newURL` now.
    public func moved(to newURL: URL) {
        url = newURL
    }
}
