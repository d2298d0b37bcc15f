import Gtk
import Navigation

/// A scrolling list of rows shaped like UIKit's `UITableView`, over GTK's `GtkListView`: only
/// the rows on screen (and a few around them) have cells, so a table of 100,000 rows costs
/// what a screenful does.
///
/// A ``TableViewDataSource`` says how many rows there are and configures a cell for each row
/// the table brings on screen; a ``TableViewDelegate`` hears which row the user chose. Cells
/// are reused: ``register(_:forCellReuseIdentifier:)`` a ``TableViewCell`` class, then
/// ``dequeueReusableCell(withIdentifier:for:)`` in `tableView(_:cellForRow:)`.
///
/// When the model changes, say how: ``reloadData()`` (everything), ``reloadRows(_:)`` (rows
/// whose data changed), ``insertRows(_:)`` and ``deleteRows(_:)`` (after the model changed).
/// In edit mode (``setEditing(_:animated:)``) each row the data source lets the user delete
/// shows a Delete button; the Delete key asks the same for the focused row, in or out of edit
/// mode. The table only asks: see ``TableViewDataSource/tableView(_:commitDelete:)``.
///
/// The user chooses a row with a click, or with Return or Space on the focused row; the arrow
/// keys, Page Up and Down, Home and End move the focus and the selection, scrolling as they go.
/// Screen readers see only the rows that have cells, each named after its cell
/// (``TableViewCell/effectiveAccessibleName``); see <doc:TableViews>.
@MainActor
public final class TableView: Box {
    /// Gives the rows and their cells; held weakly, as in UIKit.
    public weak var dataSource: TableViewDataSource? {
        didSet { setNeedsReload() }
    }
    /// Hears the user's choices; held weakly.
    public weak var delegate: TableViewDelegate?

    /// The GTK list, for what the table does not wrap.
    public let listView: ListView
    private let model = RowModel()
    private let scroller = ScrolledWindow()
    private var registeredCells: [String: TableViewCell.Type] = [:]
    /// The slot being bound while the data source makes its cell: where a dequeue looks.
    private var bindingSlot: TableRowSlot?
    private var needsReload = true

    /// Cells made by dequeueing (not reused), slots made, and rows bound: for tests of reuse.
    private(set) var cellsMade = 0
    private(set) var slotsMade = 0
    private(set) var rowsBound = 0

    /// Whether the rows show their Delete buttons.
    public private(set) var isEditing = false

    /// Every row's height in pixels, when all rows are as tall (UIKit's `rowHeight`); 0, the
    /// default: each row as tall as its cell. Set it before the table comes on screen.
    ///
    /// With a height, the table asks the data source for the cells of the rows that come on
    /// screen only: GTK 4.8 keeps and binds some 200 rows around the visible ones, and a row
    /// off screen stays an empty slot that tall until it scrolls into view (a cell taller
    /// than that still gets its height). A long list of rich rows is then as quick to show
    /// and to scroll as a short one.
    public var rowHeight = 0

    /// A view shown instead of the list while the table has no rows ("No Scores Yet"); nil
    /// shows the empty list.
    public var placeholderView: Widget? {
        didSet {
            if let oldValue, contains(oldValue) { remove(oldValue) }
            if let placeholderView {
                placeholderView.vexpand = true
                append(placeholderView)
            }
            updatePlaceholder()
        }
    }

    /// What screen readers call the list ("Scores").
    public var accessibleListLabel: String? {
        get { listView.accessibleLabel }
        set { listView.accessibleLabel = newValue }
    }

    /// An empty table; it asks its data source for rows when it first comes on screen.
    public init() {
        listView = ListView(model: model)
        super.init(.vertical)
        addCSSClass("table-view")
        scroller.disableHorizontalScrolling()
        scroller.hexpand = true
        scroller.vexpand = true
        scroller.child = listView
        append(scroller)
        listView.makeRow = { [weak self] in self?.makeSlot() ?? Box(.horizontal) }
        listView.bindRow = { [weak self] widget, row in
            guard let slot = widget as? TableRowSlot else { return }
            self?.bind(slot, to: row)
        }
        listView.onVisibleRowsLaidOut { [weak self] rows in
            guard let self, self.rowHeight > 0 else { return }
            self.configureVisibleRows(rows)
        }
        listView.onRowActivated { [weak self] row in
            guard let self else { return }
            self.delegate?.tableView(self, didSelectRow: row)
        }
        let keys = KeyController()
        keys.onKeyPressed { [weak self] keyval, modifiers in
            guard keyval == Key.delete, modifiers.isEmpty, let self,
                let row = self.listView.focusedPosition ?? self.selectedRow
            else { return false }
            return self.askToDelete(row)
        }
        listView.add(keys)
        onMap { [weak self] in self?.reloadIfNeeded() }
    }

    // MARK: - Cells

    /// Says which cell class ``dequeueReusableCell(withIdentifier:for:)`` makes for
    /// `identifier`.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registeredCells[identifier] = cellClass
    }

    /// A cell of the class registered for `identifier`, for `row`: while the table binds a row
    /// (in `tableView(_:cellForRow:)`) the cell that slot showed before, prepared for reuse,
    /// else a new one. Asking for an identifier never registered is a programmer's error.
    public func dequeueReusableCell(withIdentifier identifier: String, for row: Int) -> TableViewCell {
        guard let cellClass = registeredCells[identifier] else {
            fatalError("TableView: no cell registered for the reuse identifier '\(identifier)'")
        }
        if let slot = bindingSlot, let cell = slot.reusableCells[identifier] {
            cell.prepareForReuse()
            return cell
        }
        let cell = cellClass.init(reuseIdentifier: identifier)
        cellsMade += 1
        bindingSlot?.reusableCells[identifier] = cell
        return cell
    }

    /// The cell showing `row`, if the row has one now (it is on screen or near it).
    public func cellForRow(at row: Int) -> TableViewCell? {
        listView.boundRows.first { $0.position == row }.flatMap { ($0.widget as? TableRowSlot) }
            .flatMap { $0.pendingRow == nil ? $0.cell : nil }
    }

    /// The rows that have cells now, in order: those on screen and the few GTK keeps ready
    /// around them.
    public var rowsWithCells: [Int] { listView.boundRows.map(\.position) }

    /// How many rows the table shows (what the data source said last).
    public var numberOfRows: Int { model.count }

    private func makeSlot() -> TableRowSlot {
        slotsMade += 1
        let slot = TableRowSlot { [weak self] slot in
            guard let self, let row = self.listView.position(of: slot) else { return }
            _ = self.askToDelete(row)
        }
        if rowHeight > 0 { slot.setSizeRequest(width: -1, height: rowHeight) }
        return slot
    }

    /// Binds `slot` to `row`: at once, or, with a ``rowHeight``, when the row is on screen.
    private func bind(_ slot: TableRowSlot, to row: Int) {
        guard rowHeight > 0 else { return configure(slot, for: row) }
        slot.pendingRow = row
        slot.accessibleLabel = nil
        listView.updateAccessibleLabel(ofRowShowing: slot)
        listView.queueResize()  // a layout is to come, after which the rows on screen get their cells
    }

    /// The rows on screen that wait for their cells get them (with a ``rowHeight``).
    private func configureVisibleRows(_ rows: [(widget: Widget, position: Int)]) {
        for (widget, row) in rows {
            guard let slot = widget as? TableRowSlot, slot.pendingRow == row else { continue }
            configure(slot, for: row)
        }
    }

    private func configure(_ slot: TableRowSlot, for row: Int) {
        guard let dataSource else { return }
        slot.pendingRow = nil
        rowsBound += 1
        bindingSlot = slot
        let cell = dataSource.tableView(self, cellForRow: row)
        bindingSlot = nil
        slot.show(cell)
        let name = cell.effectiveAccessibleName
        slot.accessibleLabel = name.isEmpty ? nil : name
        listView.updateAccessibleLabel(ofRowShowing: slot)
        slot.showDeleteButton(isEditing && dataSource.tableView(self, canEditRow: row), rowName: name)
    }

    // MARK: - Changes

    private func setNeedsReload() {
        needsReload = true
        if isMapped { reloadData() }
    }

    /// Reloads now if the data source changed since the last load; returns whether it did.
    @discardableResult
    private func reloadIfNeeded() -> Bool {
        guard needsReload else { return false }
        reloadData()
        return true
    }

    /// Asks the data source for the number of rows again and binds every row anew; the
    /// selection is cleared, the scroll position kept.
    ///
    /// It costs what is on screen, not the number of rows: the rows past the new count are
    /// taken out of the model (or the new ones added at its end) and the rows that have
    /// cells are configured again; the others are configured when they come on screen. (A
    /// change of the whole model made GTK 4.8 walk every row: 50 ms for 100,000.)
    public func reloadData() {
        needsReload = false
        let count = dataSource.map { max($0.numberOfRows(in: self), 0) } ?? 0
        let old = model.count
        deselectRow()
        if count > old {
            model.splice(at: old, removing: 0, adding: count - old)
        } else if count < old {
            model.splice(at: count, removing: old - count, adding: 0)
        }
        for (widget, row) in listView.boundRows where row < count {
            guard let slot = widget as? TableRowSlot else { continue }
            bind(slot, to: row)
        }
        updatePlaceholder()
    }

    /// Configures the cells of `rows` anew (their data changed): the data source is asked for
    /// those rows' cells only, and a row with no cell now is configured when it comes on
    /// screen. The selection stays.
    ///
    /// (The table binds the rows' slots again itself: a `RowModel.reload` would make GTK 4.8
    /// bind every row after the reloaded one too.)
    public func reloadRows(_ rows: [Int]) {
        guard !reloadIfNeeded() else { return }
        let reloaded = Set(rows)
        for (widget, row) in listView.boundRows where reloaded.contains(row) {
            guard let slot = widget as? TableRowSlot else { continue }
            bind(slot, to: row)
        }
    }

    /// Adds rows at `rows` (indices after the insertion), which the data source has already
    /// added to its model; the rows below move down.
    public func insertRows(_ rows: [Int]) {
        guard !reloadIfNeeded() else { return }
        let rows = Set(rows).sorted()
        guard let first = rows.first, let last = rows.last,
            checkCount(model.count + rows.count, after: "insertRows"), first >= 0, last < model.count + rows.count
        else { return }
        // One change from the first row to the last: GTK binds rows while the model changes,
        // and every state it sees must agree with the data source.
        let span = last - first + 1
        model.splice(at: first, removing: span - rows.count, adding: span)
        updatePlaceholder()
    }

    /// Takes out `rows` (indices before the deletion), which the data source has already taken
    /// out of its model; the rows below move up.
    public func deleteRows(_ rows: [Int]) {
        guard !reloadIfNeeded() else { return }
        let rows = Set(rows).sorted()
        guard let first = rows.first, let last = rows.last,
            checkCount(model.count - rows.count, after: "deleteRows"), first >= 0, last < model.count
        else { return }
        let span = last - first + 1
        model.splice(at: first, removing: span, adding: span - rows.count)
        updatePlaceholder()
    }

    /// Whether the data source has `expected` rows. UIKit raises when it disagrees with an
    /// insertion or deletion; here the mistake is reported and the table reloads.
    private func checkCount(_ expected: Int, after change: String) -> Bool {
        let count = dataSource?.numberOfRows(in: self) ?? 0
        guard count != expected else { return true }
        NavigationLog.report(
            "TableView.\(change): the data source has \(count) rows where the table expected \(expected): reloading")
        reloadData()
        return false
    }

    private func updatePlaceholder() {
        let empty = model.count == 0 && placeholderView != nil
        placeholderView?.isVisible = empty
        scroller.isVisible = !empty
    }

    // MARK: - Selection and scrolling

    /// The selected row, if any.
    public var selectedRow: Int? { listView.selectedPosition }

    /// Selects `row` and scrolls to it, without telling the delegate (as in UIKit).
    public func selectRow(_ row: Int, scrollToRow scrolls: Bool = true) {
        reloadIfNeeded()
        guard row >= 0, row < model.count else { return }
        listView.selectedPosition = row
        if scrolls { scrollToRow(row) }
    }

    /// Clears the selection of `row`; nil: whichever row is selected.
    public func deselectRow(_ row: Int? = nil) {
        guard let selected = selectedRow, row == nil || row == selected else { return }
        listView.selectedPosition = nil
    }

    /// Scrolls as little as needed to bring `row` on screen, which gives it a cell (and a
    /// place in the accessibility tree) once GTK has laid the list out.
    public func scrollToRow(_ row: Int) {
        reloadIfNeeded()
        listView.scrollTo(row)
    }

    // MARK: - Editing

    /// Shows or hides the rows' Delete buttons (`animated` is for UIKit's shape: GTK shows
    /// them at once).
    public func setEditing(_ editing: Bool, animated: Bool = false) {
        guard editing != isEditing else { return }
        isEditing = editing
        guard let dataSource else { return }
        for (widget, row) in listView.boundRows {
            guard let slot = widget as? TableRowSlot else { continue }
            let name = slot.cell?.effectiveAccessibleName ?? ""
            slot.showDeleteButton(editing && dataSource.tableView(self, canEditRow: row), rowName: name)
        }
    }

    /// Passes a request to delete `row` to the data source if the row can be deleted.
    private func askToDelete(_ row: Int) -> Bool {
        guard let dataSource, row >= 0, row < model.count, dataSource.tableView(self, canEditRow: row) else {
            return false
        }
        dataSource.tableView(self, commitDelete: row)
        return true
    }
}
