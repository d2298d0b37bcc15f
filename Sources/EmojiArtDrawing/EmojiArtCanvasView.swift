import EmojiArt
import Gtk
import Localization
import Notifications

extension NotificationName where Payload == EmojiArt.Edit {
    /// Posted by an `EmojiArtCanvasView` when the user changes the art on it (the lecture's
    /// `EmojiArtViewDidChange`, a view's broadcast); `object` is the view, the payload the
    /// change. The view shows the change once its controller shows it the document's art.
    public static var emojiArtViewDidChange: Self { Self("machismo.EmojiArtViewDidChange") }
}

/// EmojiArt's canvas: the background (an image at its pixel size, or a blank 800 × 600)
/// with the emoji on it, each an `EmojiView`, all drawn at `zoom`. The user selects
/// (click), moves (drag, arrows by 10 points, Shift+arrows by 1), resizes (Ctrl+scroll,
/// pinch, +/−) and removes (Delete) emoji: the view posts each change as an `EmojiArt.Edit`
/// (`.emojiArtViewDidChange`) and never calls its controller or changes what it shows. The
/// controller has the document make the change and shows the document's art with
/// `show(_:)`; it zooms with `zoom`.
///
/// Its content size (the background's at `zoom`) goes to `onContentSizeChange`: the
/// controller sizes the scrolled area.
@MainActor
public final class EmojiArtCanvasView: Fixed {
    /// The art as shown: the document's, as the controller last showed it.
    public private(set) var art = EmojiArt()
    /// The selected emoji's id, if any.
    public private(set) var selectedID: Int? {
        didSet { for (id, view) in emojiViews { view.isSelected = id == selectedID } }
    }
    /// The canvas's zoom, 0.25…4.
    public var zoom = 1.0 {
        didSet {
            zoom = min(max(zoom, Self.zoomRange.lowerBound), Self.zoomRange.upperBound)
            if zoom != oldValue { layOut() }
        }
    }
    public static let zoomRange = 0.25...4.0
    /// How much + and − resize an emoji, in points.
    public static let resizeStep = 4
    /// The size of a canvas without a background, in points.
    public static let blankSize = EmojiArt.blankCanvasSize

    /// A file was dropped on the canvas (its path): the controller reads it as the background.
    public var onDropFile: (@MainActor (String) -> Void)?

    /// The content size changed (a new background, a zoom).
    public var onContentSizeChange: (@MainActor () -> Void)?

    private let center: Notifications.NotificationCenter
    private var emojiViews: [Int: EmojiView] = [:]
    private var backgroundView: BackgroundView?
    private var shownBackground: EmojiArt.Background?
    /// The emoji being dragged and where its view was when the drag began, in pixels.
    private var drag: (id: Int, x: Double, y: Double)?
    /// Each emoji view's top-left corner, in pixels, as last placed.
    private var origins: [Int: (x: Double, y: Double)] = [:]

    public init(center: Notifications.NotificationCenter = .default) {
        self.center = center
        super.init()
        addCSSClass("emojiart-canvas")
        isFocusable = true
        // TRANSLATORS: the accessible name of EmojiArt's canvas (the picture being made).
        accessibleLabel = tr("Canvas")
        halign = .start
        valign = .start
        installGestures()
    }

    // MARK: - Showing the art

    /// Shows `art`, keeping the selection and the focus on emoji that are still there; an
    /// emoji the user just added is selected and focused.
    public func show(_ art: EmojiArt) {
        let added = selectsNextAdded ? art.emojis.last { self.art.emoji(withID: $0.id) == nil }?.id : nil
        self.art = art
        if let selectedID, art.emoji(withID: selectedID) == nil { self.selectedID = nil }
        layOut()
        if let added {
            select(added)
            _ = emojiViews[added]?.grabFocus()
        }
    }

    /// The canvas's size in points: the background's, or a blank canvas's.
    public var canvasSize: (width: Int, height: Int) { art.canvasSize }

    /// The size the canvas takes on screen, in pixels (its size at `zoom`).
    public var contentSize: (width: Int, height: Int) {
        (Int((Double(canvasSize.width) * zoom).rounded()), Int((Double(canvasSize.height) * zoom).rounded()))
    }

    /// Whether the background image (if any) has been drawn: it is decoded off the main
    /// thread, so the first frames of a large one show the emoji alone.
    public var isBackgroundDrawn: Bool { backgroundView?.isDrawn ?? true }

    private func layOut() {
        showBackground()
        for (id, view) in emojiViews where art.emoji(withID: id) == nil {
            remove(view)
            emojiViews[id] = nil
            origins[id] = nil
        }
        for emoji in art.emojis {
            let view = emojiViews[emoji.id] ?? makeEmojiView(emoji.id)
            view.show(emoji, zoom: zoom)
            place(view, emoji)
        }
        if shownContentSize.map({ $0 != contentSize }) ?? true {
            shownContentSize = contentSize
            onContentSizeChange?()
        }
    }

    /// The content size `onContentSizeChange` last reported.
    private var shownContentSize: (width: Int, height: Int)?

    private func showBackground() {
        guard shownBackground != art.background || backgroundView == nil && art.background != nil else {
            backgroundView.map { $0.setSizeRequest(width: contentSize.width, height: contentSize.height) }
            return
        }
        if let backgroundView { remove(backgroundView) }
        backgroundView = nil
        shownBackground = art.background
        guard let background = art.background else { return }
        let picture = BackgroundView(background)
        picture.setSizeRequest(width: contentSize.width, height: contentSize.height)
        // Below every emoji: emoji views are put after it, or re-put.
        put(picture, x: 0, y: 0)
        backgroundView = picture
        for view in emojiViews.values {
            remove(view)
            put(view, x: 0, y: 0)
        }
    }

    private func makeEmojiView(_ id: Int) -> EmojiView {
        let view = EmojiView(emojiID: id)
        view.isSelected = id == selectedID
        view.onClicked { [weak self] in self?.select(id) }
        let pinch = GestureZoom()
        var startSize = 0
        pinch.onBegin { [weak self] in startSize = self?.art.emoji(withID: id)?.size ?? 0 }
        pinch.onScaleChanged { [weak self] scale in
            guard let self, startSize > 0 else { return }
            self.userChanged(.resize(id: id, size: Int((Double(startSize) * scale).rounded())))
        }
        view.add(pinch)
        emojiViews[id] = view
        put(view, x: 0, y: 0)
        return view
    }

    /// The top-left corner that centres `view` on `emoji`'s position at `zoom`.
    private func origin(of view: EmojiView, _ emoji: EmojiArt.Emoji) -> (x: Double, y: Double) {
        (
            Double(emoji.x) * zoom - Double(view.naturalWidth) / 2,
            Double(emoji.y) * zoom - Double(view.naturalHeight) / 2
        )
    }

    private func place(_ view: EmojiView, _ emoji: EmojiArt.Emoji) {
        let (x, y) = origin(of: view, emoji)
        move(view, x: x, y: y)
        origins[emoji.id] = (x, y)
    }

    /// The topmost emoji whose view holds the canvas point (`x`, `y`), in pixels.
    private func emojiID(at x: Double, _ y: Double) -> Int? {
        art.emojis.reversed().first { emoji in
            guard let view = emojiViews[emoji.id], let origin = origins[emoji.id] else { return false }
            return (origin.x...(origin.x + Double(view.width))).contains(x)
                && (origin.y...(origin.y + Double(view.height))).contains(y)
        }?.id
    }

    /// Drags move emoji. The gesture is the canvas's, not the emoji's: its offsets are in
    /// the canvas's coordinates, which do not move with the emoji.
    private func installDrag() {
        let gesture = GestureDrag()
        gesture.onBegin { [weak self] x, y in self?.beginDrag(atX: x, y: y) }
        gesture.onUpdate { [weak self] dx, dy in self?.dragMoved(byX: dx, y: dy) }
        gesture.onEnd { [weak self] dx, dy in self?.endDrag(byX: dx, y: dy) }
        add(gesture)
    }

    /// A drag began at (`x`, `y`), in pixels: it takes the emoji there, if any.
    public func beginDrag(atX x: Double, y: Double) {
        guard let id = emojiID(at: x, y), let origin = origins[id] else { return }
        drag = (id, origin.x, origin.y)
    }

    /// The drag moved by (`dx`, `dy`) pixels from where it began: only the emoji's view
    /// moves, for the next frame; the art changes when the drag ends.
    public func dragMoved(byX dx: Double, y dy: Double) {
        guard let drag, let view = emojiViews[drag.id] else { return }
        move(view, x: drag.x + dx, y: drag.y + dy)
    }

    /// The drag ended (`dx`, `dy`) pixels from where it began: the emoji moves there.
    public func endDrag(byX dx: Double, y dy: Double) {
        guard let drag else { return }
        self.drag = nil
        let (px, py) = (Int((dx / zoom).rounded()), Int((dy / zoom).rounded()))
        select(drag.id)
        guard px != 0 || py != 0 else { return layOut() }
        userChanged(.move(id: drag.id, dx: px, dy: py))
    }

    /// The emoji view for `id`, if it is on the canvas (for tests).
    public func emojiView(withID id: Int) -> EmojiView? { emojiViews[id] }

    // MARK: - What the user does

    /// Selects the emoji `id` (nil: none).
    public func select(_ id: Int?) {
        selectedID = id
    }

    /// Adds `text` at (`x`, `y`) in canvas points: the emoji is selected and focused once shown.
    public func addEmoji(_ text: String, x: Int, y: Int) {
        guard EmojiPalette.isOneEmoji(text) else { return }
        selectsNextAdded = true
        userChanged(.add(text, x: x, y: y))
        selectsNextAdded = false
    }

    /// Whether the next emoji `show(_:)` finds added is selected and focused: the user's.
    private var selectsNextAdded = false

    /// The centre of what the scrolled window shows of the canvas, in canvas points.
    public var visibleCentre: (x: Int, y: Int) = (400, 300)

    /// Posts the user's `edit` for the controller, which has the document make it and shows
    /// the document's art again; an edit that would change nothing is not posted.
    private func userChanged(_ edit: EmojiArt.Edit) {
        var changed = art
        edit.apply(to: &changed)
        guard changed != art else { return }
        center.post(name: .emojiArtViewDidChange, object: self, payload: edit)
    }

    private func installGestures() {
        let keys = KeyController()
        keys.onKeyPressed { [weak self] keyval, modifiers in
            self?.keyPressed(keyval, modifiers) ?? false
        }
        add(keys)
        let motion = MotionController()
        motion.onMotion { [weak self] x, y in self?.pointer = (x, y) }
        motion.onLeave { [weak self] in self?.pointer = nil }
        add(motion)
        let pinch = GestureZoom()
        var startZoom = 1.0
        pinch.onBegin { [weak self] in startZoom = self?.zoom ?? 1 }
        pinch.onScaleChanged { [weak self] scale in self?.zoom = startZoom * scale }
        add(pinch)
        let click = GestureClick()
        click.onPressed { [weak self] _, x, y in
            guard let self, self.emojiID(at: x, y) == nil else { return }
            self.select(nil)
            _ = self.grabFocus()
        }
        add(click)
        installDrag()
        // One target for both: it prefers files when a drag offers a file as text too.
        let drop = DropTarget(acceptsText: true)
        drop.onDrop { [weak self] dropped, x, y in
            guard let self else { return false }
            switch dropped {
            case .files(let paths):
                guard let path = paths.first, let onDropFile = self.onDropFile else { return false }
                onDropFile(path)
            case .text(let text):
                guard EmojiPalette.isOneEmoji(text) else { return false }
                self.addEmoji(text, x: Int((x / self.zoom).rounded()), y: Int((y / self.zoom).rounded()))
            }
            return true
        }
        add(drop)
    }

    /// Where the pointer is over the canvas, in pixels; nil when it is elsewhere.
    private var pointer: (x: Double, y: Double)?

    /// Ctrl+scroll by `dy` with the pointer over the canvas: resizes the emoji under the
    /// pointer, else zooms the canvas; false when the pointer is elsewhere. (The scrolled
    /// window takes smooth scrolling in its capture phase, before any child sees it: its
    /// controller hands Ctrl+scroll over from an ancestor's capture phase.)
    public func controlScrolled(dy: Double) -> Bool {
        guard let pointer, dy != 0 else { return false }
        let factor = dy < 0 ? 1.1 : 1 / 1.1
        if let id = emojiID(at: pointer.x, pointer.y) {
            select(id)
            userChanged(.scale(id: id, factor: factor))
        } else {
            zoom *= factor
        }
        return true
    }

    /// The focused emoji's id, else the selected one's.
    private var targetID: Int? {
        emojiViews.first { $0.value.hasFocus }?.key ?? selectedID
    }

    private func keyPressed(_ keyval: UInt32, _ modifiers: Modifiers) -> Bool {
        if modifiers.contains(.control) {
            if Key.zoomIn.contains(keyval) { zoom *= 1.25; return true }
            if Key.zoomOut.contains(keyval) { zoom /= 1.25; return true }
            if Key.zero.contains(keyval) { zoom = 1; return true }
            return false
        }
        guard let id = targetID, modifiers.subtracting(.shift).isEmpty else { return false }
        let step = modifiers.contains(.shift) ? 1 : 10
        let moves: [UInt32: (Int, Int)] = [
            Key.left: (-step, 0), Key.right: (step, 0), Key.up: (0, -step),
            Key.down: (0, step),
        ]
        if let (dx, dy) = moves[keyval] {
            select(id)
            userChanged(.move(id: id, dx: dx, dy: dy))
            return true
        }
        if Key.zoomIn.contains(keyval) || Key.zoomOut.contains(keyval) {
            select(id)
            let size = art.emoji(withID: id)?.size ?? EmojiArt.defaultSize
            let delta = Key.zoomIn.contains(keyval) ? Self.resizeStep : -Self.resizeStep
            userChanged(.resize(id: id, size: size + delta))
            return true
        }
        if keyval == Key.delete || keyval == Key.backspace {
            userChanged(.remove(id: id))
            _ = grabFocus()
            return true
        }
        return false
    }
}
