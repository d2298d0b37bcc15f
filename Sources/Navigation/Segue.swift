/// How a segue shows its destination.
public enum SegueKind: Sendable, Equatable {
    /// Pushed on the source's navigation stack.
    case show
    /// Shown as the split view's detail (pushed when the split view is collapsed).
    case showDetail
    /// Presented modally over the window.
    case modal
    /// Presented in a popover pointing at `anchor` (nil: the sender, when it is a bar
    /// button item or a view, or what `prepare(for:sender:)` sets), adapting to a modal
    /// page where it does not fit (`PopoverPresentationController`).
    case popover(PopoverAnchor? = nil, arrowDirections: PopoverArrowDirection = .any)
    /// Back to a controller up the hierarchy that handles the unwind action (the
    /// storyboard's exit): see `performUnwindSegue(_:sender:animated:)`.
    case unwind
}

/// A transition from one controller to a fresh one, as handed to
/// `prepare(for:sender:)`.
@MainActor
public final class StoryboardSegue {
    /// The name it was registered and performed with.
    public let identifier: String
    /// How it shows its destination.
    public let kind: SegueKind
    /// The controller that performs it.
    public let source: ViewController
    /// The fresh controller it shows: prepare it in `prepare(for:sender:)`.
    public let destination: ViewController

    init(identifier: String, kind: SegueKind, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.kind = kind
        self.source = source
        self.destination = destination
    }

    func perform(animated: Bool) {
        switch kind {
        case .show: source.show(destination, animated: animated)
        case .showDetail: source.showDetailViewController(destination, animated: animated)
        case .modal, .popover: source.present(destination, animated: animated)
        case .unwind: destination.unwind(to: destination, animated: animated)
        }
    }
}
