import EmojiArt
import Gtk
import Localization

/// One document in the EmojiArt browser: its thumbnail (or a placeholder icon) and
/// name in a button that opens it (named after the document, for screen readers),
/// and **Rename** and **Delete** buttons under it. The browser hands it closures.
@MainActor
final class DocumentTile: Box {
    let entry: EmojiArtLibrary.Entry
    private(set) var openButton: Button!
    private(set) var renameButton: Button!
    private(set) var deleteButton: Button!

    init(
        _ entry: EmojiArtLibrary.Entry, thumbnail: String?, onOpen: @escaping @MainActor () -> Void,
        onRename: @escaping @MainActor () -> Void, onDelete: @escaping @MainActor () -> Void
    ) {
        self.entry = entry
        super.init(.vertical, spacing: 6)
        addCSSClass("emojiart-tile")
        let content = Box(.vertical, spacing: 6)
        let picture: Widget
        if let thumbnail {
            let image = Picture(path: thumbnail)
            image.canShrink = true
            picture = image
        } else {
            picture = Image(iconName: "image-x-generic-symbolic", pixelSize: 64)
            picture.addCSSClass("dim-label")
        }
        picture.setSizeRequest(width: Self.thumbnailSize, height: Self.thumbnailSize * 3 / 4)
        content.append(picture)
        let name = Label(entry.name)
        name.maximumWidthInCharacters = 18
        name.wraps = true
        name.justifiesCenter = true
        content.append(name)
        openButton = Button(child: content)
        openButton.addCSSClass("flat")
        openButton.accessibleLabel = entry.name
        // TRANSLATORS: the tooltip of a document in the EmojiArt browser; %s is its name.
        openButton.tooltip = tr("Open “%s”", entry.name)
        openButton.onClicked(onOpen)
        append(openButton)
        let actions = Box(.horizontal, spacing: 6)
        actions.halign = .center
        // TRANSLATORS: the accessible name of the button that renames a document; %s is its name.
        renameButton = Button(iconName: "document-edit-symbolic", label: tr("Rename %s", entry.name))
        renameButton.tooltip = tr("Rename")
        renameButton.addCSSClass("flat")
        renameButton.onClicked(onRename)
        // TRANSLATORS: the accessible name of the button that deletes a document; %s is its name.
        deleteButton = Button(iconName: "user-trash-symbolic", label: tr("Delete %s", entry.name))
        deleteButton.tooltip = tr("Delete")
        deleteButton.addCSSClass("flat")
        deleteButton.onClicked(onDelete)
        actions.append(renameButton)
        actions.append(deleteButton)
        append(actions)
    }

    /// A thumbnail's width on the tile, in pixels.
    static let thumbnailSize = 160
}
