import CardDrawing
import CardGame
import Gtk
import Localization

/// What one card on the board shows and what a screen reader says of it.
struct CardFace {
    let card: CardValue
    var appearance: CardAppearance
    /// `J♥`, `Face-down card`, `two red striped ovals`.
    var accessibleName: String
}

/// The board: one button per card in a grid that reflows with the window,
/// every card kept at 2.5:3.5. The view knows nothing of games: the controller
/// hands it faces and a drawing function and hears back which card was chosen.
///
/// The cards are tiles of a `TileGrid`: each size the board gets lays them out in the
/// allocation that brings it (`BoardLayout`), so the window's first frame shows them and a
/// resize moves them in the frame it happens in.
///
/// Keyboard: Tab reaches the cards; the arrows move the focus ring over the
/// grid (mirrored right to left); Space or Return chooses.
@MainActor
final class CardBoardView: TileGrid {
    /// Called with the index of the card the user chose.
    var onChoose: (@MainActor (Int) -> Void)?
    /// Draws a card into the rectangle 0, 0, width, height, at a scale factor.
    var draw: @MainActor (CardFace, CairoContext, Double, Double, Int) -> Void = { _, _, _, _, _ in }

    static let spacing = 8
    static let margin = 12

    private var slots: [CardSlot] = []

    init() {
        super.init(spacing: Self.spacing)
        addCSSClass("card-board")
        hexpand = true
        vexpand = true
        setLayout { width, height, count in
            let layout = BoardLayout.fit(
                count: count, width: Double(max(width - 2 * Self.margin, 1)),
                height: Double(max(height - 2 * Self.margin, 1)), spacing: Double(Self.spacing))
            return (layout.columns, Int(layout.cardWidth.rounded(.down)), Int(layout.cardHeight.rounded(.down)))
        }
        let keys = KeyController()
        keys.onKeyPressed { [weak self] keyval, modifiers in
            modifiers.isEmpty ? self?.moveFocus(keyval) ?? false : false
        }
        add(keys)
    }

    /// Shows `faces`: the same cards redrawn, and cards added or taken away when their
    /// number changed (the grid lays them out again).
    func show(_ faces: [CardFace]) {
        while slots.count < faces.count {
            let slot = makeSlot(index: slots.count)
            slots.append(slot)
            append(slot)
        }
        while slots.count > faces.count { remove(slots.removeLast()) }
        for (slot, face) in zip(slots, faces) { slot.show(face) }
    }

    /// How many cards are laid out at a size that shows them (for tests).
    var cardsLaidOut: Int { slots.count { $0.width > 0 && $0.height > 0 } }

    /// The slot for the card at `index`: slots come and go only at the end, so a slot keeps its index.
    private func makeSlot(index: Int) -> CardSlot {
        let slot = CardSlot()
        slot.setDraw { [weak self, weak slot] context, width, height in
            guard let self, let slot, let face = slot.face else { return }
            self.draw(face, context, Double(width), Double(height), slot.scaleFactor)
        }
        slot.onClicked { [weak self] in self?.onChoose?(index) }
        return slot
    }

    /// Moves the focus by one card in the arrow's direction; true when it was an arrow.
    private func moveFocus(_ keyval: UInt32) -> Bool {
        let columns = self.columns
        guard let current = slots.firstIndex(where: { $0.hasFocus }), columns > 0 else { return false }
        let mirrored = direction == .rightToLeft
        let step: Int
        switch keyval {
        case Key.left: step = mirrored ? 1 : -1
        case Key.right: step = mirrored ? -1 : 1
        case Key.up: step = -columns
        case Key.down: step = columns
        default: return false
        }
        let target = current + step
        if slots.indices.contains(target) { slots[target].grabFocus() }
        return true
    }
}

/// One card on the board: a flat button that draws the card, as large as the board's
/// layout makes a card. The board keeps its slots (their faces and handlers).
@MainActor
private final class CardSlot: DrawnButton {
    private(set) var face: CardFace?

    override init() {
        super.init()
        addCSSClass("card")
    }

    func show(_ face: CardFace) {
        let old = self.face
        self.face = face
        if old?.accessibleName != face.accessibleName { accessibleLabel = face.accessibleName }
        if old?.appearance.isChosen != face.appearance.isChosen {
            setAccessibleSelected(face.appearance.isChosen)
        }
        if old?.appearance.isMatched != face.appearance.isMatched {
            // TRANSLATORS: what screen readers add to a card's name once it is matched.
            accessibleDescription = face.appearance.isMatched ? tr("matched") : nil
        }
        setCSSClass("chosen", face.appearance.isChosen)
        setCSSClass("matched", face.appearance.isMatched)
        queueDraw()
    }
}
