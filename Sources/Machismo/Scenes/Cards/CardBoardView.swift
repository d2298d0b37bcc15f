import CardDrawing
import CardGame
import Dispatch
import Gtk
import Localization

/// What one card on the board shows and what a screen reader says of it.
struct CardFace {
    let card: Card
    var appearance: CardAppearance
    /// `J♥`, `Face-down card`, `two red striped ovals`.
    var accessibleName: String
}

/// The board: one button per card in a grid that reflows with the window,
/// every card kept at 2.5:3.5. The view knows nothing of games: the controller
/// hands it faces and a drawing function and hears back which card was chosen.
///
/// Keyboard: Tab reaches the cards; the arrows move the focus ring over the
/// grid (mirrored right to left); Space or Return chooses.
@MainActor
final class CardBoardView: Overlay {
    /// Called with the index of the card the user chose.
    var onChoose: (@MainActor (Int) -> Void)?
    /// Draws a card into the rectangle 0, 0, width, height, at a scale factor.
    var draw: @MainActor (CardFace, CairoContext, Double, Double, Int) -> Void = { _, _, _, _, _ in }

    static let spacing = 8
    static let margin = 12

    /// Sizes the board: the grid lies over it.
    private let table = DrawingArea()
    private let grid = Grid(rowSpacing: spacing, columnSpacing: spacing)
    /// What to show: the slots are made for them once the table has a size.
    private var faces: [CardFace] = []
    private var slots: [CardSlot] = []
    private var columns = 0
    private var tableSize = (width: 0, height: 0)
    private var cardSize = (width: 0, height: 0)
    private var relayoutPending = false

    override init() {
        super.init()
        addCSSClass("card-board")
        table.hexpand = true
        table.vexpand = true
        child = table
        // The grid sits in the middle; its cards are sized to fit the table.
        grid.halign = .center
        grid.valign = .center
        addOverlay(grid)
        // The first size lays the cards out at once, while GTK lays out the window: it
        // measures and allocates again in the same frame, so that the window's first
        // frame shows the cards (laid out later, they came a frame after an empty board).
        // Later sizes wait for the allocation to end (`scheduleRelayout()`).
        table.onResize { [weak self] width, height in
            guard let self else { return }
            let first = !self.hasSize
            self.tableSize = (width, height)
            if first { self.relayout() } else { self.scheduleRelayout() }
        }
        let keys = KeyController()
        keys.onKeyPressed { [weak self] keyval, modifiers in
            modifiers.isEmpty ? self?.moveFocus(keyval) ?? false : false
        }
        grid.add(keys)
    }

    /// Shows `faces`: the same cards redrawn, or a new layout when their number changed.
    func show(_ faces: [CardFace]) {
        self.faces = faces
        // Until the table has its size the cards could only be 0 by 0 pixels, which shows
        // nothing: their 90 widgets are made at the first size (`relayout()`).
        guard hasSize else { return }
        updateSlots()
    }

    private var hasSize: Bool { tableSize.width > 0 && tableSize.height > 0 }

    /// How many cards are in the grid, laid out (for tests).
    var cardsLaidOut: Int { slots.count { $0.hasParent } }

    /// One slot per face, each showing its face; a new layout when their number changed.
    private func updateSlots() {
        let countChanged = faces.count != slots.count
        while slots.count < faces.count {
            let slot = makeSlot()
            slot.setSizeRequest(width: cardSize.width, height: cardSize.height)
            slots.append(slot)
        }
        while slots.count > faces.count {
            let gone = slots.removeLast()
            if gone.hasParent { grid.remove(gone) }
        }
        for (slot, face) in zip(slots, faces) { slot.show(face) }
        if countChanged {
            columns = 0
            cardSize = (0, 0)
            relayout()
        }
    }

    private func makeSlot() -> CardSlot {
        let slot = CardSlot()
        slot.area.setDraw { [weak self, weak slot] context, width, height in
            guard let self, let slot, let face = slot.face else { return }
            self.draw(face, context, Double(width), Double(height), slot.area.scaleFactor)
        }
        slot.onClicked { [weak self, weak slot] in
            guard let self, let slot, let index = self.slots.firstIndex(where: { $0 === slot }) else { return }
            self.onChoose?(index)
        }
        return slot
    }

    /// Re-lays out after the size change is done: changing the grid while GTK
    /// allocates it would ask for another allocation in the middle of this one.
    private func scheduleRelayout() {
        guard !relayoutPending else { return }
        relayoutPending = true
        DispatchQueue.main.async { [weak self] in
            self?.relayoutPending = false
            self?.relayout()
        }
    }

    private func relayout() {
        guard hasSize else { return }  // the table's first size schedules this again
        guard slots.count == faces.count else { return updateSlots() }  // it lays them out
        let inner = (
            width: Double(tableSize.width - 2 * Self.margin), height: Double(tableSize.height - 2 * Self.margin)
        )
        let layout = BoardLayout.fit(
            count: slots.count, width: max(inner.width, 1), height: max(inner.height, 1),
            spacing: Double(Self.spacing))
        let size = (width: Int(layout.cardWidth.rounded(.down)), height: Int(layout.cardHeight.rounded(.down)))
        if size != cardSize {
            cardSize = size
            for slot in slots { slot.setSizeRequest(width: size.width, height: size.height) }
        }
        let wanted = max(layout.columns, 1)
        guard wanted != columns || slots.contains(where: { !$0.hasParent }) else { return }
        columns = wanted
        for slot in slots where slot.hasParent { grid.remove(slot) }
        for (index, slot) in slots.enumerated() {
            grid.attach(slot, column: index % columns, row: index / columns)
        }
    }

    /// Moves the focus by one card in the arrow's direction; true when it was an arrow.
    private func moveFocus(_ keyval: UInt32) -> Bool {
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

/// One card on the board: a flat button that holds the drawing. Its size request is the
/// card's size at 2.5:3.5 (`relayout()`), and the grid gives it no more.
/// The board keeps its slots (their faces and handlers).
@MainActor
private final class CardSlot: Button {
    let area = DrawingArea()
    private(set) var face: CardFace?

    init() {
        super.init(child: area)
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
        area.queueDraw()
    }
}
