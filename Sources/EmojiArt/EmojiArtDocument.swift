import Documents
import FoundationEssentials
import Localization
import Observation

/// One `.emojiart` file, as the lecture's `EmojiArtDocument` subclasses `UIDocument`: its
/// contents are the `art`, in the format FORMAT.md describes. Its page changes the art through
/// `change(_:_:)` only, which registers the change for Undo and marks the document edited;
/// the document saves itself (`Document`). There is no Save button.
@MainActor
@Observable
public final class EmojiArtDocument: Document {
    /// What the canvas shows.
    public private(set) var art = EmojiArt()

    public override func contents() throws(DocumentError) -> Data {
        do {
            return try EmojiArtFormat.encode(art)
        } catch {
            // JSONEncoder fails only on values JSON cannot hold; the art holds none.
            preconditionFailure("an EmojiArt document could not be encoded: \(error)")
        }
    }

    public override func load(fromContents data: Data) throws(DocumentError) {
        do {
            art = try EmojiArtFormat.decode(data)
        } catch {
            throw .unreadable(reason: error.description)
        }
    }

    public override func loadEmpty() { art = EmojiArt() }

    /// The file's name without `.emojiart`.
    public var name: String { localizedName }

    /// Changes the art with `body`, registered for Undo as `name` (`Move 😀`); a body that
    /// changes nothing registers nothing. Returns whether the art changed.
    @discardableResult
    public func change(_ name: String, _ body: (inout EmojiArt) -> Void) -> Bool {
        guard isEditable else { return false }
        var changed = art
        body(&changed)
        guard changed != art else { return false }
        let before = art
        art = changed
        undoManager.registerChange(
            name, undo: { [weak self] in self?.show(before) }, redo: { [weak self] in self?.show(changed) })
        updateChangeCount()
        return true
    }

    /// Takes back the last change.
    public func undo() {
        guard isEditable else { return }
        undoManager.undo()
    }

    /// Makes the change last taken back again.
    public func redo() {
        guard isEditable else { return }
        undoManager.redo()
    }

    /// The art of an earlier or later change, brought back by Undo or Redo.
    private func show(_ art: EmojiArt) {
        self.art = art
        updateChangeCount()
    }
}
