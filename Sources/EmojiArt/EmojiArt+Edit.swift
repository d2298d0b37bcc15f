import Localization

extension EmojiArt {
    /// A change the user makes on the canvas: the canvas says what it is, the document makes
    /// it (`EmojiArtDocument.change`), and the canvas shows the document's art again.
    public enum Edit: Equatable, Sendable {
        /// `text` added, centred at (`x`, `y`) in points.
        case add(String, x: Int, y: Int)
        /// The emoji `id` moved by (`dx`, `dy`) points.
        case move(id: Int, dx: Int, dy: Int)
        /// The emoji `id` scaled by `factor` (a pinch, Ctrl+scroll).
        case scale(id: Int, factor: Double)
        /// The emoji `id` given `size` points (+ and −).
        case resize(id: Int, size: Int)
        /// The emoji `id` removed.
        case remove(id: Int)

        /// The change's name for Undo.
        public var name: String {
            switch self {
            // TRANSLATORS: Undo's name for adding an emoji to the canvas.
            case .add: tr("Add Emoji")
            // TRANSLATORS: Undo's name for moving an emoji on the canvas.
            case .move: tr("Move")
            // TRANSLATORS: Undo's name for changing an emoji's size.
            case .scale, .resize: tr("Resize")
            // TRANSLATORS: Undo's name for removing an emoji from the canvas.
            case .remove: tr("Delete Emoji")
            }
        }

        /// Makes the change in `art`; returns the id of an emoji it added.
        @discardableResult
        public func apply(to art: inout EmojiArt) -> Int? {
            switch self {
            case .add(let text, let x, let y): return art.addEmoji(text, x: x, y: y)
            case .move(let id, let dx, let dy): art.moveEmoji(id, byX: dx, y: dy)
            case .scale(let id, let factor): art.scaleEmoji(id, by: factor)
            case .resize(let id, let size): art.resizeEmoji(id, to: size)
            case .remove(let id): art.removeEmoji(id)
            }
            return nil
        }
    }
}
