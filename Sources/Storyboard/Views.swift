import Gtk
import Localization
import Navigation
import Notifications

/// Every GTK widget can be a view controller's view.
extension Widget: PlatformView {}

extension ViewController {
    /// The controller's view as the GTK widget it is.
    var widget: Widget {
        guard let widget = view as? Widget else {
            fatalError("\(type(of: self)).loadView() must return a Gtk.Widget")
        }
        return widget
    }
}

/// A GTK button for a bar button item (or the item's custom view), kept in line with the
/// item while it follows it: the bar that shows the button keeps it, and drops it with the
/// button, or keeps it as a spare for another item (`BarButtonRow`).
///
/// In a header bar a plain item's button is flat, as GNOME's header bars draw theirs (and
/// a frame, its gradient and its shadow cost the cairo renderer some 0.8 million
/// instructions a button in the first frame); in a toolbar it keeps its frame, which the
/// CarValet colour scheme paints mocha. A done or destructive item's keeps its colour.
///
/// The item lists the button among its rendered views while the button shows it: a popover
/// or action sheet presented from the item points at the button, which keeps its style,
/// tooltip and accelerator.
@MainActor
final class BarButton {
    let widget: Widget
    /// The button made for the item; nil for an item's custom view.
    private let button: Button?
    private let flat: Bool
    /// The item the button shows; it lists the button among its rendered views, so that a
    /// popover presented from the item finds it.
    private weak var item: BarButtonItem?
    private var clicked: SignalHandler?
    /// The button following the item; it holds the button's wrapper, which the widget
    /// tree does not (it keeps only the GObject).
    private var observation: ChangeObservation?

    init(_ item: BarButtonItem, flat: Bool) {
        self.flat = flat
        if let view = item.customView as? Widget {
            view.unparent()  // from the bar that showed it last (a box)
            widget = view
            button = nil
            self.item = item
            item.addRenderedView(view)
            return
        }
        let button = item.iconName.map { Button(iconName: $0, label: item.title) } ?? Button(label: item.title)
        self.button = button
        widget = button
        follow(item)
    }

    /// Whether the button can follow other items: it was made for one, not an item's
    /// custom view.
    var canShowItems: Bool { button != nil }

    /// Whether this button, a spare, can show `item` without new content: both show an
    /// icon, or both a text.
    func canShow(_ item: BarButtonItem) -> Bool {
        guard let button, item.customView == nil else { return false }
        return (item.iconName == nil) == (button.iconName == nil)
    }

    /// Shows `item` and follows it: its title, icon, style and state, and its action on a
    /// click.
    func follow(_ item: BarButtonItem) {
        guard let button else { return }
        if self.item !== item {
            self.item?.removeRenderedView(button)
            self.item = item
            item.addRenderedView(button)
        }
        if let iconName = item.iconName, button.iconName != iconName { button.iconName = iconName }
        Self.update(button, from: item, flat: flat)
        clicked = button.onClicked { [weak item] in item?.perform() }
        observation = item.observeChanges { [weak item, flat] in
            guard let item else { return }
            Self.update(button, from: item, flat: flat)
        }
    }

    /// Stops following the item: the button acts for it no more and waits, out of any
    /// bar, to show another.
    func unfollow() {
        if let button { item?.removeRenderedView(button) }
        item = nil
        clicked?.disconnect()
        clicked = nil
        observation = nil
    }

    /// Follows the item's style (an Edit button turned Done turns blue), state, title and
    /// accelerator.
    private static func update(_ button: Button, from item: BarButtonItem, flat: Bool) {
        let framed: Bool
        switch item.style {
        case .plain: framed = !flat
        case .done, .destructive: framed = true
        }
        if button.hasFrame != framed { button.hasFrame = framed }
        button.setCSSClass("suggested-action", item.style == .done)
        button.setCSSClass("destructive-action", item.style == .destructive)
        button.isSensitive = item.isEnabled
        if item.iconName == nil {
            button.label = item.title
        } else {
            button.accessibleLabel = item.title
        }
        var tooltip = item.title
        if let accelerator = item.accelerator {
            // TRANSLATORS: a toolbar button's tooltip: %1$s is what it does, %2$s its shortcut ("Deal (Ctrl+N)").
            tooltip = tr("%1$s (%2$s)", item.title, Shortcut(item.title, accelerator).label)
        }
        button.tooltip = tooltip
    }
}

/// A bar's row of buttons for the top page's items (the header bar's end, the toolbar).
/// It keeps the buttons of the pages left in the stack, hidden in the row, and shows them
/// again on going back instead of making new ones: a button cost GTK some 140,000
/// instructions to make, and taking one out of a row and putting it back (unrooted, its
/// style worked out afresh) some 230,000; a push and pop did both for the four buttons of
/// the page gone back to (Benchmarks/navigation). A kept button follows its item while it
/// waits. When a page leaves the stack its buttons follow nothing and wait as spares,
/// hidden in the row, to show the next page's items of their kind (an icon, a text)
/// instead of new buttons: making a button and freeing one cost GTK some 270,000
/// instructions, a fifth of a push and pop, and hiding one and showing it again a third of
/// taking it out of the row and putting it back (15,000 against 46,000). An item's custom
/// view is not kept: it is taken out when its page is not on top, and its visibility is
/// its owner's.
@MainActor
final class BarButtonRow {
    private struct Kept {
        weak var item: BarButtonItem?
        let button: BarButton
    }

    let box: Box
    /// Whether plain items' buttons are flat (a header bar's).
    let flat: Bool
    /// The buttons shown, in order.
    private(set) var buttons: [BarButton] = []
    /// By item; an entry whose item has gone (and whose address a new item may have taken)
    /// is never handed out.
    private var kept: [ObjectIdentifier: Kept] = [:]
    /// The buttons shown that are not kept: custom views, and a second button for an item
    /// listed twice.
    private var loose: [BarButton] = []
    /// Buttons hidden in the row, following no item, for the next items of their kind.
    private var spares: [BarButton] = []
    /// As many spares as a page has buttons in a row, about.
    static let maximumSpares = 4

    init(_ box: Box, flat: Bool) {
        self.box = box
        self.flat = flat
    }

    /// Shows buttons for `items`, in order, each made before shown again, and keeps those
    /// of `items` and of `listed` (the items of the pages left in the stack).
    func show(_ items: [BarButtonItem], keeping listed: [BarButtonItem]) {
        var next: [ObjectIdentifier: Kept] = [:]
        var nextLoose: [BarButton] = []
        buttons = items.map { item in
            let id = ObjectIdentifier(item)
            guard item.customView == nil, next[id] == nil else {
                let button = makeButton(item)
                nextLoose.append(button)
                return button
            }
            let entry =
                kept[id].flatMap { $0.item === item ? $0 : nil }
                ?? Kept(item: item, button: makeButton(item))
            next[id] = entry
            return entry.button
        }
        for item in listed {
            let id = ObjectIdentifier(item)
            if next[id] == nil, let entry = kept[id], entry.item === item { next[id] = entry }
        }
        // Out of sight: the kept buttons not shown; off the row: the others not shown.
        let shown = Set(buttons.map { ObjectIdentifier($0.widget) })
        let staying = Set(next.values.map { ObjectIdentifier($0.button.widget) })
        for button in loose + kept.values.map(\.button) where !shown.contains(ObjectIdentifier(button.widget)) {
            guard box.contains(button.widget) else { continue }
            if staying.contains(ObjectIdentifier(button.widget)) || keepSpare(button) {
                button.widget.isVisible = false
            } else {
                box.remove(button.widget)
            }
        }
        var previous: Widget?
        for button in buttons {
            let widget = button.widget
            // Out of whichever bar showed it last, as a custom view is when first shown.
            if !box.contains(widget), widget.hasParent { widget.unparent() }
            box.place(widget, after: previous)
            // A kept button or a spare waits hidden; a custom view's visibility is its owner's.
            if button.canShowItems, !widget.isVisible { widget.isVisible = true }
            previous = widget
        }
        kept = next
        loose = nextLoose
    }

    /// A spare that can show `item`, following it now, or a new button.
    private func makeButton(_ item: BarButtonItem) -> BarButton {
        guard let index = spares.firstIndex(where: { $0.canShow(item) }) else { return BarButton(item, flat: flat) }
        let spare = spares.remove(at: index)
        spare.follow(item)
        return spare
    }

    /// Keeps `button` as a spare, in the row but hidden, unless it is a custom view or there
    /// are spares enough; returns whether it did.
    private func keepSpare(_ button: BarButton) -> Bool {
        guard spares.count < Self.maximumSpares, button.canShowItems else { return false }
        button.unfollow()
        spares.append(button)
        return true
    }
}
