import Notifications

/// One button of an alert or action sheet, as `UIAlertAction`.
@MainActor
public final class AlertAction {
    /// How an action's button looks and which keys choose it, as `UIAlertAction.Style`.
    public enum Style: Sendable {
        /// An ordinary choice.
        case `default`
        /// Dismisses without doing anything; chosen by Escape, closing the dialog or a click
        /// outside a sheet's popover (which shows no Cancel button). At most one per alert.
        case cancel
        /// Destroys something: shown in red (`destructive-action`) in every form, never
        /// the default, never chosen by Return and never focused when the alert opens, even
        /// as the preferred action. Mark every action that deletes the user's data so.
        case destructive
    }

    /// The button's label.
    public let title: String
    /// How the button looks and which keys choose it.
    public let style: Style
    let handler: (@MainActor (AlertAction) -> Void)?

    /// Disabled actions can't be chosen (until, say, a text field is valid).
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { enabledObservers.notify() } }
    }

    private let enabledObservers = ChangeObservers()
    /// Itself, weakly, for LeakSanitizer: the shown buttons refer to their action weakly
    /// (see `ChangeObservers.sideTableAnchor`).
    private weak var sideTableAnchor: AlertAction?

    /// An action titled `title`; `handler` runs once when the user chooses it (or, for the
    /// cancel action, when they escape or close the alert).
    public init(title: String, style: Style = .default, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        sideTableAnchor = self
    }

    /// Runs `handler` after each change of `isEnabled`, for as long as the returned
    /// observation lives; the rendering layer keeps it while the alert is shown.
    package func observeEnabled(_ handler: @escaping @MainActor () -> Void) -> ChangeObservation {
        enabledObservers.add(handler)
    }

    /// How many shown buttons follow `isEnabled`; for tests.
    package var observationCount: Int { enabledObservers.count }
}

/// A text field in an alert, readable from the action handlers.
@MainActor
public final class AlertTextField {
    /// The grey hint shown while the field is empty.
    public var placeholder: String?
    /// What the user typed (or the initial text).
    public var text = ""
    /// Hides the characters, for secrets.
    public var isSecure = false
    /// A name for screen readers when the placeholder is not enough.
    public var accessibleName: String?
    /// Why the text cannot be taken, shown under the field (nil: nothing to say), as a
    /// form says it; set it from `Alert.textFieldsDidChange` with the action it disables.
    public var problem: String? {
        didSet { if problem != oldValue { problemObservers.notify() } }
    }

    private let problemObservers = ChangeObservers()

    init() {}

    /// Runs `handler` after each change of `problem`, for as long as the returned
    /// observation lives; the rendering layer keeps it while the alert is shown.
    package func observeProblem(_ handler: @escaping @MainActor () -> Void) -> ChangeObservation {
        problemObservers.add(handler)
    }
}

/// An alert or action sheet, as `UIAlertController`: a title, a message,
/// actions and text fields. Present it from a view controller (an action sheet from the
/// view, rectangle or bar button item it concerns); it queues behind any alert already
/// up. Every dismissal runs exactly one handler: the chosen action's, or the cancel
/// action's when the user escapes or closes (a sheet's popover closed with no cancel
/// action runs none).
@MainActor
public final class Alert {
    /// How an alert is shown, as `UIAlertController.Style`.
    public enum Style: Sendable {
        /// A modal dialog in the middle of the window.
        case alert
        /// A list of choices: a popover on what it was presented from (a view, a rectangle
        /// of one, a bar button item's button) while that is on screen, else a modal dialog
        /// with Cancel set apart at the bottom. Its title shows in both.
        case actionSheet
    }

    /// The alert's title, shown in every form (an action sheet's popover too, which is
    /// named after it for screen readers).
    public let title: String
    /// The text under the title, if any.
    public let message: String?
    /// A dialog or a list of choices.
    public let style: Style
    /// The actions, in the order they were added (`orderedActions` is the order shown).
    public private(set) var actions: [AlertAction] = []
    /// The text fields, in the order they were added; read their `text` in the handlers.
    public private(set) var textFields: [AlertTextField] = []

    /// The action Return chooses in an alert (unless it is destructive or disabled), styled
    /// as suggested unless it is destructive (then it is red, and neither default nor
    /// focused). An action sheet has no Return action: there it only marks a choice.
    public var preferredAction: AlertAction? {
        willSet {
            precondition(
                newValue.map { action in actions.contains { $0 === action } } ?? true,
                "Alert '\(title)': the preferred action must be one of its actions")
        }
    }

    /// Called whenever a text field's text changes: re-check which actions are enabled.
    public var textFieldsDidChange: (@MainActor (Alert) -> Void)?

    /// Whether the alert has been dismissed (its handler has run).
    public private(set) var isDismissed = false

    /// An alert with no actions yet: add them with `addAction(_:)`, then present it
    /// from a view controller (`present(_:from:)`).
    public init(title: String, message: String? = nil, style: Style = .alert) {
        self.title = title
        self.message = message
        self.style = style
    }

    /// Adds an action. A second cancel action is a programmer error.
    public func addAction(_ action: AlertAction) {
        if action.style == .cancel, let existing = cancelAction {
            preconditionFailure(
                "Alert '\(title)' already has a cancel action ('\(existing.title)'); "
                    + "an alert has at most one, so '\(action.title)' cannot be added")
        }
        actions.append(action)
    }

    /// Adds a text field, set up by `configure` (placeholder, initial text, secure entry).
    public func addTextField(_ configure: (AlertTextField) -> Void = { _ in }) {
        precondition(style == .alert, "Alert '\(title)': only alerts have text fields, not action sheets")
        let field = AlertTextField()
        configure(field)
        textFields.append(field)
    }

    /// The action of style `.cancel`, if any: what Escape and closing choose.
    public var cancelAction: AlertAction? { actions.first { $0.style == .cancel } }

    /// The actions in the order the HIG shows them: Cancel first, then the others as added.
    public var orderedActions: [AlertAction] {
        (cancelAction.map { [$0] } ?? []) + actions.filter { $0.style != .cancel }
    }

    /// The action Return chooses: an alert's preferred one, unless it is destructive or
    /// disabled. An action sheet has none: it is a list of choices, and Return picks none
    /// of them until the user has moved to one.
    public var returnAction: AlertAction? {
        guard style == .alert, let preferredAction, preferredAction.style != .destructive, preferredAction.isEnabled
        else { return nil }
        return preferredAction
    }

    /// The action whose button has the keyboard focus when the alert opens (unless a text
    /// field takes it): a focused button is pressed by Return and Space, so this is always
    /// a safe one. An alert focuses its ``returnAction``, else its cancel action; an action
    /// sheet focuses its cancel action, or nothing where it shows no Cancel (a popover).
    /// A destructive action never has the focus when anything opens.
    public var initiallyFocusedAction: AlertAction? {
        switch style {
        case .alert: return returnAction ?? cancelAction
        case .actionSheet: return cancelAction
        }
    }

    /// The rendering layer reports typing here.
    package func setText(_ text: String, ofField index: Int) {
        guard textFields.indices.contains(index) else { return }
        textFields[index].text = text
        textFieldsDidChange?(self)
    }

    /// Ends the alert with `action` (nil: the user escaped or closed it, which
    /// means Cancel). Runs exactly one handler, once; returns whether the
    /// alert was dismissed (a disabled action is not taken). The window's
    /// `AlertPresenter.finish(_:choosing:)` calls it; call that instead.
    @discardableResult
    package func dismiss(choosing action: AlertAction?) -> Bool {
        guard !isDismissed else { return false }
        if let action, !action.isEnabled || !actions.contains(where: { $0 === action }) { return false }
        isDismissed = true
        (action ?? cancelAction).map { chosen in chosen.handler?(chosen) }
        return true
    }
}
