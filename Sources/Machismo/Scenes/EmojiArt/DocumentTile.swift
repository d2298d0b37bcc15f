import EmojiArt
import Gtk
import Localization

/// One slot of the EmojiArt browser's grid, shown with one document after another as the
/// grid scrolls: its thumbnail (a placeholder icon until the thumbnail is ready) and name in
/// a button that opens it (named after the document, for screen readers), and **Rename** and
/// **Delete** buttons under it. The browser binds it to a document with `show(_:)` and
/// hands it closures that act on the document it shows.
@MainActor
final class DocumentTile: Box {
    /// The document shown; nil while the slot is unbound.
    private(set) var entry: EmojiArtLibrary.Entry?
    /// The thumbnail request in flight for it, withdrawn when the slot shows another.
    var thumbnailRequest: ThumbnailLoader.Request?
    /// Whether the document's thumbnail is still to be asked for (none was in memory).
    var needsThumbnail = false
    private(set) var openButton: Button!
    private(set) var renameButton: Button!
    private(set) var deleteButton: Button!
    private let picture = Picture()
    private let placeholder = Image(iconName: "image-x-generic-symbolic", pixelSize: 64)
    private let nameLabel = Label()
    private let onOpen: @MainActor (EmojiArtLibrary.Entry) -> Void
    private let onRename: @MainActor (EmojiArtLibrary.Entry) -> Void
    private let onDelete: @MainActor (EmojiArtLibrary.Entry) -> Void
    /// The thumbnail shown, or to show once the tile has its widgets.
    private var thumbnail: Texture?
    /// Whether the tile has made its widgets: it does when it first comes on screen.
    private(set) var isPopulated = false

    /// Whether the thumbnail is on show (not the placeholder).
    var showsThumbnail: Bool { isPopulated && thumbnail != nil }

    /// An empty tile of a tile's size; `populate()` makes its widgets.
    init(
        onOpen: @escaping @MainActor (EmojiArtLibrary.Entry) -> Void,
        onRename: @escaping @MainActor (EmojiArtLibrary.Entry) -> Void,
        onDelete: @escaping @MainActor (EmojiArtLibrary.Entry) -> Void
    ) {
        self.onOpen = onOpen
        self.onRename = onRename
        self.onDelete = onDelete
        super.init(.vertical, spacing: 6)
        addCSSClass("emojiart-tile")
        setSizeRequest(width: Self.size.width, height: Self.size.height)
    }

    /// Makes the tile's widgets (once: a slot shows document after document with them).
    func populate() {
        guard !isPopulated else { return }
        isPopulated = true
        let content = Box(.vertical, spacing: 6)
        let frame = Box(.vertical)
        frame.setSizeRequest(width: Self.thumbnailSize, height: Self.thumbnailSize * 3 / 4)
        picture.canShrink = true
        picture.vexpand = true
        placeholder.addCSSClass("dim-label")
        placeholder.vexpand = true
        frame.append(placeholder)
        frame.append(picture)
        content.append(frame)
        nameLabel.maximumWidthInCharacters = 18
        nameLabel.wraps = true
        nameLabel.justifiesCenter = true
        content.append(nameLabel)
        openButton = Button(child: content)
        openButton.addCSSClass("flat")
        openButton.vexpand = false  // the tile's spare height goes below its buttons
        openButton.onClicked { [weak self] in if let self, let entry = self.entry { self.onOpen(entry) } }
        append(openButton)
        let actions = Box(.horizontal, spacing: 6)
        actions.halign = .center
        renameButton = Button(iconName: "document-edit-symbolic", label: tr("Rename"))
        renameButton.tooltip = tr("Rename")
        renameButton.addCSSClass("flat")
        renameButton.onClicked { [weak self] in if let self, let entry = self.entry { self.onRename(entry) } }
        deleteButton = Button(iconName: "user-trash-symbolic", label: tr("Delete"))
        deleteButton.tooltip = tr("Delete")
        deleteButton.addCSSClass("flat")
        deleteButton.onClicked { [weak self] in if let self, let entry = self.entry { self.onDelete(entry) } }
        actions.append(renameButton)
        actions.append(deleteButton)
        append(actions)
        if let entry { show(entry, thumbnail: thumbnail) }
    }

    /// Shows `entry`, with its thumbnail if it is at hand, else the placeholder.
    func show(_ entry: EmojiArtLibrary.Entry, thumbnail: Texture?) {
        self.entry = entry
        accessibleLabel = entry.name
        self.thumbnail = thumbnail
        guard isPopulated else { return }
        nameLabel.text = entry.name
        openButton.accessibleLabel = entry.name
        // TRANSLATORS: the tooltip of a document in the EmojiArt browser; %s is its name.
        openButton.tooltip = tr("Open “%s”", entry.name)
        // TRANSLATORS: the accessible name of the button that renames a document; %s is its name.
        renameButton.accessibleLabel = tr("Rename %s", entry.name)
        // TRANSLATORS: the accessible name of the button that deletes a document; %s is its name.
        deleteButton.accessibleLabel = tr("Delete %s", entry.name)
        showThumbnail(thumbnail)
    }

    /// Shows `thumbnail`, or the placeholder when it is nil.
    func showThumbnail(_ thumbnail: Texture?) {
        self.thumbnail = thumbnail
        guard isPopulated else { return }
        picture.setTexture(thumbnail)
        picture.isVisible = thumbnail != nil
        placeholder.isVisible = thumbnail == nil
    }

    /// The slot stops showing its document.
    func clear() {
        thumbnailRequest?.cancel()
        thumbnailRequest = nil
        needsThumbnail = false
        entry = nil
        showThumbnail(nil)
    }

    /// A thumbnail's width on the tile, in pixels.
    static let thumbnailSize = 160
    /// A tile's size, populated or not, in pixels: its widgets' with a one- or two-line name.
    static let size = (width: 180, height: 200)
    /// The space GTK's grid cell adds around a tile, both sides together, in pixels.
    static let cellPadding = 12
}
