import FoundationEssentials

/// An EmojiArt document's contents, as the lecture's model has them: a background
/// image and the emoji placed on it, each with its text, position and size. A value:
/// undo keeps whole copies, and the canvas shows one.
///
/// Positions are in canvas points from the top-left corner of the background, the
/// centre of the emoji; sizes are font sizes in points. Every change goes through a
/// method that keeps both within `EmojiArt.positionLimit` and `sizeRange`.
public struct EmojiArt: Equatable, Sendable {
    /// The background image, embedded so that a moved document keeps it.
    public var background: Background?
    /// The emoji on the canvas, bottom first (later ones are drawn over earlier ones).
    public private(set) var emojis: [Emoji] = []
    /// The id the next emoji gets: ids are never reused within a document.
    private(set) var nextID = 1

    public init(background: Background? = nil) {
        self.background = background
    }

    /// The font sizes an emoji may have, in points.
    public static let sizeRange = 8...512
    /// How far from the canvas's origin an emoji may be, in points, either way.
    public static let positionLimit = 100_000
    /// The size a new emoji gets unless told otherwise (the lecture's 40).
    public static let defaultSize = 40

    /// One emoji on the canvas.
    public struct Emoji: Equatable, Identifiable, Sendable {
        public let id: Int
        /// One emoji character (`😀`, or a sequence such as `👍🏽`).
        public let text: String
        /// The centre, in canvas points.
        public var x: Int
        public var y: Int
        /// The font size, in points.
        public var size: Int
    }

    /// The background image: the file's bytes as dropped, and what they are.
    public struct Background: Equatable, Sendable {
        /// `image/png`, `image/jpeg`, `image/webp`, `image/svg+xml`.
        public var mimeType: String
        public var data: Data
        /// The image's size in pixels, which the canvas takes.
        public var width: Int
        public var height: Int

        public init(mimeType: String, data: Data, width: Int, height: Int) {
            self.mimeType = mimeType
            self.data = data
            self.width = width
            self.height = height
        }
    }

    /// The size of a canvas without a background, in points.
    public static let blankCanvasSize = (width: 800, height: 600)

    /// The canvas's own size in points, whatever the zoom on screen: the background's
    /// (one point to a pixel of the image), or a blank canvas's. What an export draws.
    public var canvasSize: (width: Int, height: Int) {
        guard let background else { return Self.blankCanvasSize }
        return (background.width, background.height)
    }

    // MARK: - Changes

    /// Adds `text` centred at (`x`, `y`) with `size`, both kept within the limits;
    /// returns its id. Text that is not one emoji is refused (nil).
    @discardableResult
    public mutating func addEmoji(_ text: String, x: Int, y: Int, size: Int = defaultSize) -> Int? {
        guard EmojiPalette.isOneEmoji(text) else { return nil }
        let emoji = Emoji(
            id: nextID, text: text, x: Self.clampPosition(x), y: Self.clampPosition(y),
            size: Self.clampSize(size))
        nextID += 1
        emojis.append(emoji)
        return emoji.id
    }

    /// The emoji with `id`, if it is on the canvas.
    public func emoji(withID id: Int) -> Emoji? { emojis.first { $0.id == id } }

    /// Moves the emoji `id` by (`dx`, `dy`) points, kept within the limits.
    public mutating func moveEmoji(_ id: Int, byX dx: Int, y dy: Int) {
        guard let index = emojis.firstIndex(where: { $0.id == id }) else { return }
        emojis[index].x = Self.clampPosition(emojis[index].x.addingClamped(dx))
        emojis[index].y = Self.clampPosition(emojis[index].y.addingClamped(dy))
    }

    /// Scales the emoji `id` by `factor` (the lecture's pinch), rounded, kept within `sizeRange`.
    public mutating func scaleEmoji(_ id: Int, by factor: Double) {
        guard let index = emojis.firstIndex(where: { $0.id == id }), factor.isFinite, factor > 0 else { return }
        let scaled = (Double(emojis[index].size) * factor).rounded()
        emojis[index].size =
            scaled >= Double(Self.sizeRange.upperBound)
            ? Self.sizeRange.upperBound
            : Self.clampSize(Int(scaled))
    }

    /// Sets the emoji `id`'s size, kept within `sizeRange`.
    public mutating func resizeEmoji(_ id: Int, to size: Int) {
        guard let index = emojis.firstIndex(where: { $0.id == id }) else { return }
        emojis[index].size = Self.clampSize(size)
    }

    /// Removes the emoji `id`.
    public mutating func removeEmoji(_ id: Int) {
        emojis.removeAll { $0.id == id }
    }

    static func clampPosition(_ value: Int) -> Int { min(max(value, -positionLimit), positionLimit) }
    static func clampSize(_ value: Int) -> Int { min(max(value, sizeRange.lowerBound), sizeRange.upperBound) }
}

extension Int {
    /// The sum, stopping at the bounds of `Int` instead of trapping.
    func addingClamped(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }
}
