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
/// item for as long as this value lives: the bar that shows the button keeps it, and drops
/// it with the button.
@MainActor
struct BarButton {
    let widget: Widget
    /// The button following the item; it holds the button's wrapper, which the widget
    /// tree does not (it keeps only the GObject).
    private let observation: ChangeObservation?

    init(_ item: BarButtonItem) {
        if let view = item.customView as? Widget {
            view.unparent()  // from the bar that showed it last (a box)
            widget = view
            observation = nil
            return
        }
        let button: Button
        if let iconName = item.iconName {
            button = Button(iconName: iconName, label: item.title)
        } else {
            button = Button(label: item.title)
        }
        switch item.style {
        case .plain: break
        case .done: button.markSuggested()
        case .destructive: button.markDestructive()
        }
        Self.update(button, from: item)
        button.onClicked { [weak item] in item?.perform() }
        widget = button
        observation = item.observeChanges { [weak item] in
            guard let item else { return }
            Self.update(button, from: item)
        }
    }

    private static func update(_ button: Button, from item: BarButtonItem) {
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
