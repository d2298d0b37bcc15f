import Gtk
import Localization

/// One slot of a ``TableView``'s list: GTK makes a slot for each row it shows and binds it to
/// row after row as the list scrolls. The slot holds the cell showing its row, the cells it
/// was handed before (one per reuse identifier, for the next dequeue) and the row's Delete
/// button, shown in edit mode.
@MainActor
final class TableRowSlot: Box {
    /// The cells dequeued for this slot, by reuse identifier: dequeued again for its next rows.
    var reusableCells: [String: TableViewCell] = [:]
    /// The cell showing the slot's row.
    private(set) var cell: TableViewCell?
    /// Deletes the row, in edit mode; destructive-looking, never a default button.
    let deleteButton: Button
    private var deleteClicked: SignalHandler?

    init(onDelete: @escaping @MainActor (TableRowSlot) -> Void) {
        // TRANSLATORS: A table row's delete button's tooltip (an icon-only button).
        deleteButton = Button(iconName: "user-trash-symbolic", label: tr("Delete"))
        super.init(.horizontal, spacing: 0)
        deleteButton.markDestructive()
        deleteButton.valign = .center
        deleteButton.setMargins(top: 0, bottom: 0, start: 6, end: 6)
        deleteButton.isVisible = false
        append(deleteButton)
        deleteClicked = deleteButton.onClicked { [weak self] in
            guard let self else { return }
            onDelete(self)
        }
    }

    /// Shows `cell`, in place of the one shown before.
    func show(_ cell: TableViewCell) {
        guard cell !== self.cell else { return }
        if let shown = self.cell, contains(shown) { remove(shown) }
        if cell.hasParent { cell.unparent() }  // a cell kept by the data source, shown elsewhere before
        cell.hexpand = true
        prepend(cell)
        self.cell = cell
    }

    /// Shows the Delete button (for a row that can be deleted, in edit mode), named after the row.
    func showDeleteButton(_ shown: Bool, rowName: String) {
        if deleteButton.isVisible != shown { deleteButton.isVisible = shown }
        guard shown else { return }
        // TRANSLATORS: A table row's delete button, for screen readers: %s is the row's name ("Delete Alice").
        deleteButton.accessibleLabel = rowName.isEmpty ? tr("Delete") : tr("Delete %s", rowName)
    }
}
