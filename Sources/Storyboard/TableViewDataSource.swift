/// What a ``TableView`` shows, as UIKit's `UITableViewDataSource`: how many rows, and a
/// cell for each row it brings on screen.
///
/// The table asks for a cell only for the rows it shows (a screenful and a few more), and
/// asks again as they scroll into view: answer from the model, quickly, with a cell from
/// ``TableView/dequeueReusableCell(withIdentifier:for:)``. There are no sections (GTK 4.8's
/// list has none).
///
/// A row the user may delete says so in ``tableView(_:canEditRow:)`` (no row, by default);
/// the table then shows its Delete button in edit mode and the Delete key asks to delete it. Either
/// way the table only asks: ``tableView(_:commitDelete:)`` decides. No user data goes in one
/// step: ask first (an alert whose destructive action is never the default), or delete and
/// offer an undo; then take the row out of the model and call ``TableView/deleteRows(_:)``.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// How many rows the table has.
    func numberOfRows(in tableView: TableView) -> Int

    /// The cell that shows `row`, configured for it: dequeue one, set its texts.
    func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell

    /// Whether the user may delete `row`; by default no row.
    func tableView(_ tableView: TableView, canEditRow row: Int) -> Bool

    /// The user asked to delete `row` (its Delete button, or the Delete key): ask, or delete
    /// and offer an undo; then update the model and call ``TableView/deleteRows(_:)``.
    func tableView(_ tableView: TableView, commitDelete row: Int)
}

extension TableViewDataSource {
    /// No row can be deleted.
    public func tableView(_ tableView: TableView, canEditRow row: Int) -> Bool { false }

    /// Nothing is deleted.
    public func tableView(_ tableView: TableView, commitDelete row: Int) {}
}

/// What a ``TableView`` tells about the user's choices, as UIKit's `UITableViewDelegate`.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// The user chose `row`: clicked it, or pressed Return or Space on it. Moving through the
    /// rows with the arrow keys selects them without choosing.
    func tableView(_ tableView: TableView, didSelectRow row: Int)
}
