import Gtk
import Navigation

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

/// Makes GTK buttons for bar button items and keeps them in line with the item.
@MainActor
enum BarButton {
    static func make(_ item: BarButtonItem) -> Widget {
        if let view = item.customView as? Widget {
            view.removeFromParent()
            return view
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
        update(button, from: item)
        button.onClicked { [weak item] in item?.perform() }
        // The item keeps the button's wrapper: the widget tree keeps only the GObject.
        item.observeChanges { [weak item] in
            guard let item else { return }
            update(button, from: item)
        }
        return button
    }

    private static func update(_ button: Button, from item: BarButtonItem) {
        button.isSensitive = item.isEnabled
        if item.iconName == nil {
            button.label = item.title
        } else {
            button.accessibleLabel = item.title
        }
        var tooltip = item.title
        if let accelerator = item.accelerator { tooltip += " (\(Shortcut(item.title, accelerator).label))" }
        button.tooltip = tooltip
    }
}
