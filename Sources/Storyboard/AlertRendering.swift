import Alerts
import Gtk
import Navigation
import Notifications

/// Shows alerts as modal windows over the app window and action sheets as
/// popovers on their anchor (a view, a rectangle of one, or a bar button item's button)
/// while it is on screen, else as a modal dialog with Cancel set apart at the bottom.
///
/// HIG rules: Cancel first; the preferred action suggested (blue), a
/// destructive one red, in both forms; the title (and message) shown in both forms;
/// Return chooses the preferred action unless it is destructive (a sheet has none);
/// Escape cancels; the first text field, else the button of
/// `Alert.initiallyFocusedAction` has the focus, else nothing (a focused button is pressed
/// by Return, so a destructive one never starts with it; a popover shows no Cancel, and
/// starts with no choice focused); buttons stack when they don't fit side by side.
@MainActor
package final class AlertWindows: AlertRenderer {
    /// Wider than this, the buttons stack vertically.
    package static let maximumButtonRowWidth = 420

    private let presenter: AlertPresenter
    private weak var parent: Window?
    private var shown: [ObjectIdentifier: Shown] = [:]
    /// The wrappers of each shown alert's fields and buttons: their handlers hold
    /// them weakly, and a widget tree keeps GObjects alive, not Swift wrappers.
    private(set) var widgets: [ObjectIdentifier: [Widget]] = [:]
    /// Each shown alert's buttons following their actions' `isEnabled`, until it closes.
    private var observations: [ObjectIdentifier: [ChangeObservation]] = [:]
    /// Whether each shown alert's buttons are stacked; for tests.
    private(set) var stacked: [ObjectIdentifier: Bool] = [:]

    /// The label showing each shown alert's title; for tests.
    private(set) var headings: [ObjectIdentifier: Label] = [:]

    private enum Shown {
        case window(Window)
        /// A sheet's popover, its anchor (held so that it outlives the popover attached to
        /// it, and the handler on it) and the handler unparenting the popover if the anchor
        /// goes first.
        case popover(Popover, anchor: Widget, anchorDestroyed: SignalHandler)
    }

    /// The window an alert presented by a controller shows over (a modal controller's
    /// window, say); `parent` when unset or when it has none.
    package var windowOver: (@MainActor (ViewController?) -> Window?)?

    package init(parent: Window, presenter: AlertPresenter) {
        self.parent = parent
        self.presenter = presenter
        presenter.renderer = self
    }

    package func show(_ alert: Alert, over controller: ViewController?, source: PlatformView?) {
        show(alert, over: controller, anchor: source.map { .view($0, rect: nil) })
    }

    /// An action sheet whose anchor is on screen is a popover pointing at it; anything else
    /// (an alert, a sheet with no anchor or whose anchor is not on screen: its item's page is
    /// not shown, the item is hidden) a modal window over `controller`'s window.
    package func show(_ alert: Alert, over controller: ViewController?, anchor: PopoverAnchor?) {
        if alert.style == .actionSheet, let anchor, let widget = PopoverRendering.shownWidget(for: anchor) {
            var rect: ViewRect?
            if case .view(_, let sourceRect) = anchor { rect = sourceRect }
            shown[ObjectIdentifier(alert)] = popover(for: alert, on: widget, pointingAt: rect)
        } else {
            shown[ObjectIdentifier(alert)] = .window(window(for: alert, over: windowOver?(controller) ?? parent))
        }
    }

    package func close(_ alert: Alert) {
        stacked[ObjectIdentifier(alert)] = nil
        headings[ObjectIdentifier(alert)] = nil
        observations[ObjectIdentifier(alert)] = nil
        let kept = widgets.removeValue(forKey: ObjectIdentifier(alert))
        switch shown.removeValue(forKey: ObjectIdentifier(alert)) {
        case .window(let window):
            // The buttons' wrappers go after the window that holds them.
            window.destroy()
            withExtendedLifetime(kept) {}
        case .popover(let popover, let anchor, let anchorDestroyed):
            // Unparented only once it is hidden: removing a popover in the middle of
            // its popdown leaves GTK's pointer focus on a destroyed surface.
            popover.popdown()
            runAfter(seconds: PopoverRendering.unparentDelay) {
                anchorDestroyed.disconnect()
                popover.unparent()
                withExtendedLifetime(anchor) {}
            }
        case nil: break
        }
    }

    /// The window of the alert on screen, for tests.
    package func window(of alert: Alert) -> Window? {
        if case .window(let window) = shown[ObjectIdentifier(alert)] { return window }
        return nil
    }

    /// The popover of the action sheet on screen, for tests.
    package func popover(of alert: Alert) -> Popover? {
        if case .popover(let popover, _, _) = shown[ObjectIdentifier(alert)] { return popover }
        return nil
    }

    /// The label showing the title of the alert on screen, in either form; for tests.
    package func heading(of alert: Alert) -> Label? { headings[ObjectIdentifier(alert)] }

    // MARK: - Alerts

    private func window(for alert: Alert, over parent: Window?) -> Window {
        let window = Window(dialog: true)
        window.title = alert.title
        window.isModal = true
        window.isResizable = false
        window.destroysWithParent = true
        window.setTransient(for: parent)
        window.addCSSClass("alert")
        let hiddenTitlebar = Box(.horizontal)
        hiddenTitlebar.isVisible = false
        window.titlebar = hiddenTitlebar

        let column = Box(.vertical, spacing: 12)
        column.setMargins(top: 24, bottom: 24, start: 24, end: 24)
        column.setSizeRequest(width: 300, height: -1)
        let heading = Label(alert.title)
        heading.addCSSClass("title-2")
        heading.wraps = true
        heading.justifiesCenter = true
        heading.maximumWidthInCharacters = 30
        column.append(heading)
        headings[ObjectIdentifier(alert)] = heading
        if let message = alert.message {
            let body = Label(message)
            body.wraps = true
            body.justifiesCenter = true
            body.maximumWidthInCharacters = 40
            column.append(body)
        }
        var entries: [Entry] = []
        var problemLabels: [Label] = []
        for (index, field) in alert.textFields.enumerated() {
            let entry = Entry()
            entry.text = field.text
            entry.placeholder = field.placeholder
            entry.isSecure = field.isSecure
            entry.accessibleLabel = field.accessibleName ?? field.placeholder
            entry.activatesDefault = true
            entry.onChanged { [weak alert, weak entry] in
                guard let entry else { return }
                alert?.setText(entry.text, ofField: index)
            }
            column.append(entry)
            entries.append(entry)
            let problem = problemLabel(for: field, under: entry, of: alert)
            column.append(problem)
            problemLabels.append(problem)
        }
        let buttons = buttonRow(for: alert, in: window)
        column.append(buttons.row)
        widgets[ObjectIdentifier(alert)] = entries + problemLabels + buttons.all
        // In a stack, which gives the column its minimum at least: in a window sized below
        // its minimum (an X window with no window manager), the homogeneous row gave each
        // button less than its padding, and the labels in them negative widths.
        let holder = Stack()
        holder.addNamed(column, name: "alert")
        window.child = holder

        window.onCloseRequest { [weak self, weak alert] in
            guard let self, let alert else { return false }
            if alert.cancelAction != nil || alert.actions.isEmpty {
                self.presenter.finish(alert, choosing: nil)
            }
            return true  // the presenter destroys the window
        }
        window.closesOnEscape()
        window.present()
        // Presenting focuses the first button when nothing else has the focus: the
        // focus is set again, on a safe button or on nothing.
        if let first = entries.first {
            first.grabFocus()
        } else if let focused = buttons.focused {
            focused.grabFocus()
        } else {
            window.clearFocus()
        }
        return window
    }

    /// The line under a text field that says why its text cannot be taken: hidden while
    /// there is nothing to say; meanwhile the entry wears `error` and is described by it.
    private func problemLabel(for field: AlertTextField, under entry: Entry, of alert: Alert) -> Label {
        let label = Label()
        label.xalign = 0
        label.wraps = true
        label.maximumWidthInCharacters = 40
        label.addCSSClass("error")
        label.addCSSClass("alert-field-problem")
        let show: @MainActor () -> Void = { [weak field, weak label, weak entry] in
            guard let field, let label, let entry else { return }
            label.text = field.problem ?? ""
            label.isVisible = field.problem != nil
            entry.setCSSClass("error", field.problem != nil)
            entry.accessibleDescription = field.problem
        }
        show()
        observations[ObjectIdentifier(alert), default: []].append(field.observeProblem(show))
        return label
    }

    private func buttonRow(for alert: Alert, in window: Window) -> (row: Box, focused: Button?, all: [Button]) {
        // A sheet lists its choices with Cancel set apart below them; an alert puts Cancel first.
        let isSheet = alert.style == .actionSheet
        let actions =
            isSheet
            ? alert.actions.filter { $0.style != .cancel } + (alert.cancelAction.map { [$0] } ?? [])
            : alert.orderedActions
        let buttons = actions.map { action -> Button in
            let button = Button(label: action.title)
            if action.style == .destructive {
                button.markDestructive()
            } else if action === alert.preferredAction {
                button.markSuggested()
            }
            button.isSensitive = action.isEnabled
            button.hexpand = true
            button.onClicked { [weak self, weak alert, weak action] in
                guard let self, let alert, let action else { return }
                self.presenter.finish(alert, choosing: action)
            }
            observations[ObjectIdentifier(alert), default: []].append(
                action.observeEnabled {
                    [weak button, weak action, weak alert, weak window] in
                    guard let button, let action else { return }
                    button.isSensitive = action.isEnabled
                    if action === alert?.returnAction || action === alert?.preferredAction {
                        window?.defaultWidget = action.isEnabled && action === alert?.returnAction ? button : nil
                    }
                })
            return button
        }
        let natural = buttons.reduce(0) { $0 + $1.naturalWidth } + 12 * max(0, buttons.count - 1)
        let stacks = isSheet || natural > Self.maximumButtonRowWidth
        stacked[ObjectIdentifier(alert)] = stacks
        let row = Box(stacks ? .vertical : .horizontal, spacing: stacks ? 6 : 12)
        row.isHomogeneous = !stacks
        for (action, button) in zip(actions, buttons) {
            if isSheet, action.style == .cancel { button.setMargins(top: 12, bottom: 0, start: 0, end: 0) }
            row.append(button)
        }
        let focused = actions.firstIndex { $0 === alert.initiallyFocusedAction }.map { buttons[$0] }
        if let returnAction = alert.returnAction, let index = actions.firstIndex(where: { $0 === returnAction }) {
            window.defaultWidget = buttons[index]
        }
        return (row, focused, buttons)
    }

    // MARK: - Action sheets

    /// A popover on `anchor` (on `rect` of it, if given) with the sheet's title, message
    /// and choices, without Cancel: a click outside and Escape cancel.
    private func popover(for alert: Alert, on anchor: Widget, pointingAt rect: ViewRect?) -> Shown {
        let popover = Popover()
        let column = Box(.vertical, spacing: 0)
        column.setMargins(6)
        let heading = Label(alert.title)
        heading.addCSSClass("heading")
        heading.wraps = true
        heading.maximumWidthInCharacters = 30
        heading.setMargins(top: 6, bottom: alert.message == nil ? 6 : 0, start: 6, end: 6)
        column.append(heading)
        headings[ObjectIdentifier(alert)] = heading
        var shown: [Widget] = [heading]
        if let message = alert.message {
            let text = Label(message)
            text.addCSSClass("dim-label")
            text.wraps = true
            text.maximumWidthInCharacters = 30
            text.setMargins(6)
            column.append(text)
            shown.append(text)
        }
        for action in alert.actions where action.style != .cancel {
            let button = Button(label: action.title)
            button.hasFrame = false
            // Theme's red for a flat button: its text, and its fill under the pointer.
            if action.style == .destructive { button.markDestructive() }
            button.isSensitive = action.isEnabled
            button.onClicked { [weak self, weak alert, weak action] in
                guard let self, let alert, let action else { return }
                self.presenter.finish(alert, choosing: action)
            }
            observations[ObjectIdentifier(alert), default: []].append(
                action.observeEnabled { [weak button, weak action] in
                    guard let button, let action else { return }
                    button.isSensitive = action.isEnabled
                })
            column.append(button)
            shown.append(button)
        }
        widgets[ObjectIdentifier(alert)] = shown
        popover.child = column
        popover.accessibleLabel = alert.title
        popover.attach(to: anchor)
        if let rect { popover.point(at: rect) }
        // A popover is its anchor's child: it must leave with it, or GTK finalizes the
        // anchor with the popover still attached and the popover's parent dangles. (The
        // handler goes when the popover does: a bar's button outlives many sheets.)
        let anchorDestroyed = anchor.onDestroy { [weak popover] in popover?.unparent() }
        popover.onClosed { [weak self, weak alert] in
            // Clicking outside or Escape closes the popover: that is Cancel.
            guard let self, let alert, !alert.isDismissed else { return }
            self.presenter.finish(alert, choosing: nil)
        }
        popover.popup()
        // Showing a popover focuses its first button; a list of choices starts with none
        // (Return picks nothing; the arrow keys and Tab still reach every choice).
        popover.clearFocus()
        return .popover(popover, anchor: anchor, anchorDestroyed: anchorDestroyed)
    }
}
