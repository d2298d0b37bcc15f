import Gtk

/// One row's view in a ``TableView``, as UIKit's `UITableViewCell`: a text, a detail text
/// under it, an accessory at the end, and a name for screen readers.
///
/// A table view reuses its cells: register the cell class with
/// ``TableView/register(_:forCellReuseIdentifier:)`` and ask for a cell with
/// ``TableView/dequeueReusableCell(withIdentifier:for:)`` in the data source's
/// `tableView(_:cellForRow:)`; the cell you get may have shown another row, so set every
/// property the row decides. A subclass adds its own widgets to ``contentView`` in its
/// `init(reuseIdentifier:)` and resets its own state in ``prepareForReuse()``.
@MainActor
open class TableViewCell: Box {
    /// What the cell shows at its end.
    public enum AccessoryType: Sendable {
        /// Nothing.
        case none
        /// A chevron: selecting the row shows more (a pushed page).
        case disclosureIndicator
        /// A check mark: the row is the chosen one.
        case checkmark
    }

    /// The identifier the cell was registered and dequeued with.
    public let reuseIdentifier: String?
    /// Where the cell's content goes: the labels, and whatever a subclass adds.
    public let contentView = Box(.vertical, spacing: 2)
    /// The main text's label.
    public let textLabel = Label()
    /// The secondary text's label, dimmed, under the main one.
    public let detailTextLabel = Label()
    /// The accessory shown, made when first needed (most cells of a long list show one kind,
    /// and GTK 4.8 keeps some 200 cells); GTK mirrors the chevron right to left.
    private var accessory: (type: AccessoryType, image: Image)?

    /// A cell for rows of the kind `reuseIdentifier` names. Subclasses override it to add
    /// their widgets to ``contentView``.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(.horizontal, spacing: 12)
        addCSSClass("table-view-cell")
        setMargins(top: 8, bottom: 8, start: 12, end: 12)
        contentView.hexpand = true
        contentView.valign = .center
        for label in [textLabel, detailTextLabel] {
            label.xalign = 0
            label.wraps = true
            label.isVisible = false
            contentView.append(label)
        }
        detailTextLabel.addCSSClass("dim-label")
        append(contentView)
    }

    /// The main text; nil hides its label.
    public var text: String? {
        get { textLabel.isVisible ? textLabel.text : nil }
        set {
            textLabel.text = newValue ?? ""
            textLabel.isVisible = newValue != nil
        }
    }

    /// The secondary text under the main one; nil hides its label.
    public var detailText: String? {
        get { detailTextLabel.isVisible ? detailTextLabel.text : nil }
        set {
            detailTextLabel.text = newValue ?? ""
            detailTextLabel.isVisible = newValue != nil
        }
    }

    /// What the cell shows at its end.
    public var accessoryType = AccessoryType.none {
        didSet {
            guard accessoryType != accessory?.type ?? .none else { return }
            if let accessory { remove(accessory.image) }
            accessory = nil
            let iconName: String
            switch accessoryType {
            case .none: return
            case .disclosureIndicator: iconName = "go-next-symbolic"
            case .checkmark: iconName = "object-select-symbolic"
            }
            let image = Image(iconName: iconName)
            image.valign = .center
            append(image)
            accessory = (accessoryType, image)
        }
    }

    /// What a screen reader says for the row; nil: the text and the detail text.
    public var accessibleName: String?

    /// The row's name for screen readers and tests: ``accessibleName``, else the text and
    /// the detail text, comma-separated.
    public var effectiveAccessibleName: String {
        accessibleName ?? [text, detailText].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// Called before the cell is handed out again for another row: clears the text, the
    /// detail text, the accessory and the name. A subclass that overrides it calls `super`.
    open func prepareForReuse() {
        text = nil
        detailText = nil
        accessoryType = .none
        accessibleName = nil
    }
}
