import Localization

/// What a document's page says under its title: the states of `UIDocument.State` a file
/// here can be in.
public enum DocumentState: Equatable, Sendable {
    /// Not open yet, or closed.
    case closed
    /// Open, and its file holds what is shown.
    case saved
    /// Changed since its file was last written: an autosave is on its way.
    case edited
    /// Being written.
    case saving
    /// The last save failed, for the reason given; the changes stay, and the next save tries again.
    case saveFailed(DocumentError)
    /// Shown but not changeable: its file could neither be read nor set aside, and is never
    /// written over.
    case readOnly

    /// The state as the page's subtitle says it.
    public var title: String {
        switch self {
        // TRANSLATORS: a document's state, under its title.
        case .closed: trc("document state", "Closed")
        case .saved: trc("document state", "Saved")
        case .edited: trc("document state", "Edited")
        case .saving: trc("document state", "Saving…")
        case .saveFailed: trc("document state", "Save Failed")
        case .readOnly: trc("document state", "Read Only")
        }
    }
}
