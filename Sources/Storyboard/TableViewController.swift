import Gtk
import Localization
import Navigation

/// A page whose view is a ``TableView`` and which is its table's data source and delegate, as
/// UIKit's `UITableViewController`.
///
/// Subclass it and override ``numberOfRows(in:)`` and ``tableView(_:cellForRow:)`` (and
/// ``tableView(_:didSelectRow:)`` to act on a choice); register cell classes in
/// `viewDidLoad()`, after calling `super`. The table asks for its rows when it first comes on
/// screen; call ``TableView/reloadData()`` (or the finer reloads) when the model changes.
///
/// ```swift
/// final class BooksViewController: TableViewController {
///     var books: [String] = []
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         tableView.register(TableViewCell.self, forCellReuseIdentifier: "Book")
///         navigationItem.rightBarButtonItems = [editButtonItem]
///     }
///
///     override func numberOfRows(in tableView: TableView) -> Int { books.count }
///
///     override func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "Book", for: row)
///         cell.text = books[row]
///         cell.accessoryType = .disclosureIndicator
///         return cell
///     }
///
///     override func tableView(_ tableView: TableView, canEditRow row: Int) -> Bool { true }
///
///     override func tableView(_ tableView: TableView, commitDelete row: Int) {
///         // Ask first, or delete and offer an undo: no user data goes in one step.
///         books.remove(at: row)
///         tableView.deleteRows([row])
///     }
/// }
/// ```
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// Whether the selection is cleared each time the page appears (coming back from the page a
    /// row led to), as UIKit's `clearsSelectionOnViewWillAppear`.
    public var clearsSelectionOnViewWillAppear = true

    /// A page with an empty table.
    public override init() {
        super.init()
    }

    /// The table: the page's view (loaded when first asked for).
    public var tableView: TableView {
        guard let table = view as? TableView else {
            fatalError("\(type(of: self)).loadView() must return a TableView")
        }
        return table
    }

    /// Makes the table, with this controller as its data source and delegate.
    open override func loadView() -> PlatformView {
        let table = TableView()
        table.dataSource = self
        table.delegate = self
        return table
    }

    /// Clears the selection if ``clearsSelectionOnViewWillAppear``.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear { tableView.deselectRow() }
    }

    // MARK: - Editing

    /// Whether the table shows its Delete buttons.
    public private(set) var isEditing = false

    /// Starts or ends edit mode: the table's Delete buttons, and ``editButtonItem``'s title
    /// (Edit, or Done in edit mode) and style.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        if isViewLoaded { tableView.setEditing(editing, animated: animated) }
        // TRANSLATORS: A list's header-bar button that starts (Edit) and ends (Done) deleting rows.
        editButtonItem.title = editing ? tr("Done") : tr("Edit")
        editButtonItem.style = editing ? .done : .plain
    }

    /// A bar button that toggles edit mode, titled Edit or Done, as UIKit's; put it in
    /// `navigationItem.rightBarButtonItems`.
    public private(set) lazy var editButtonItem: BarButtonItem = BarButtonItem(title: tr("Edit")) {
        [weak self] in
        guard let self else { return }
        self.setEditing(!self.isEditing, animated: true)
    }

    // MARK: - Data source and delegate

    /// No rows; override.
    open func numberOfRows(in tableView: TableView) -> Int { 0 }

    /// Override to dequeue and configure a cell; this one is a plain cell with no text.
    open func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        TableViewCell(reuseIdentifier: nil)
    }

    /// No row can be deleted; override.
    open func tableView(_ tableView: TableView, canEditRow row: Int) -> Bool { false }

    /// Nothing happens; override to ask, or delete and offer an undo, then update the model and
    /// call ``TableView/deleteRows(_:)``.
    open func tableView(_ tableView: TableView, commitDelete row: Int) {}

    /// Nothing happens; override to act on the user's choice (perform a segue).
    open func tableView(_ tableView: TableView, didSelectRow row: Int) {}
}
