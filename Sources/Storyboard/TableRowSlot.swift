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
    /// The row the slot is bound to while it waits to come on screen for its cell (a table
    /// with a `rowHeight`); its cell, if any, shows another row then.
    var pendingRow: Int?
    /// Deletes the row, in edit mode; destructive-looking, never a default button. Made the
    /// first time it shows: GTK 4.8 keeps some 200 slots, and a button costs GTK some 140,000
    /// instructions to make.
    private(set) var deleteButton: Button?
    private var deleteClicked: SignalHandler?
    private let onDelete: @MainActor (TableRowSlot) -> Void

    init(onDelete: @escaping @MainActor (TableRowSlot) -> Void) {
        self.onDelete = onDelete
        super.init(.horizontal, spacing: 0)
    }

    private func makeDeleteButton() -> Button {
        // TRANSLATORS: A table row's delete button's tooltip (an icon-only button).
        let button = Button(iconName: "user-trash-symbolic", label: tr("Delete"))
        button.markDestructive()
        button.valign = .center
        button.setMargins(top: 0, bottom: 0, start: 6, end: 6)
        append(button)
        deleteClicked = button.onClicked { [weak self] in
            guard let self else { return }
            self.onDelete(self)
        }
        deleteButton = button
        return button
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
        guard shown || deleteButton != nil else { return }
        let deleteButton = deleteButton ?? makeDeleteButton()
        if deleteButton.isVisible != shown { deleteButton.isVisible = shown }
        guard shown else { return }
        // TRANSLATORS: A table row's delete button, for screen readers: %s is the row's name ("Delete Alice").
        deleteButton.accessibleLabel = rowName.isEmpty ? tr("Delete") : tr("Delete %s", rowName)
    }
}
