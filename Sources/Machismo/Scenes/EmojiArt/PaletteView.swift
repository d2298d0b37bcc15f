import EmojiArt
import Gtk
import Localization

/// The emoji palette along the top of the document page: one flat button per emoji
/// (named as the emoji, for screen readers) and a **+** button at the end. Activating
/// an emoji (click, Return) calls `onChoose`; **+** calls `onAdd`. The controller shows
/// the palette with `show(_:fontSize:)`.
@MainActor
final class PaletteView: ScrolledWindow {
    /// An emoji was chosen (clicked or activated).
    var onChoose: (@MainActor (String) -> Void)?
    /// The **+** button was pressed.
    var onAdd: (@MainActor () -> Void)?

    private let row = Box(.horizontal, spacing: 2)
    private var buttons: [Button] = []
    private let addButton: Button

    override init() {
        // TRANSLATORS: the button at the end of EmojiArt's palette that adds emoji typed by the user.
        addButton = Button(iconName: "list-add-symbolic", label: tr("Add Emoji to Palette"))
        super.init()
        addCSSClass("emojiart-palette")
        row.setMargins(top: 6, bottom: 6, start: 12, end: 12)
        child = row
        propagatesNaturalHeight = true
        setHorizontalOnly()
        addButton.tooltip = tr("Add Emoji to Palette")
        addButton.valign = .center
        addButton.onClicked { [weak self] in self?.onAdd?() }
    }

    /// The emoji buttons, in order (for tests).
    var emojiButtons: [Button] { buttons }

    /// Shows `palette`'s emoji at `fontSize` points.
    func show(_ palette: EmojiPalette, fontSize: Double) {
        row.removeAll()
        buttons = palette.emojis.map { emoji in
            let label = Label()
            label.setMarkup("<span size=\"\(Int(fontSize * 1024))\">\(Label.escape(emoji))</span>")
            let button = Button(child: label)
            button.hasFrame = false
            button.accessibleLabel = emoji
            button.tooltip = emoji
            button.onClicked { [weak self] in self?.onChoose?(emoji) }
            // Dragged onto the canvas, the emoji lands where it is dropped.
            button.add(DragSource(text: emoji))
            return button
        }
        for button in buttons { row.append(button) }
        row.append(addButton)
    }
}
