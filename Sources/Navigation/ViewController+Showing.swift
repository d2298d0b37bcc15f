/// Showing another controller: pushed, as the split view's detail, or presented
/// modally over the window, and dismissed again (UIKit's `show`, `showDetailViewController`,
/// `present` and `dismiss`).
extension ViewController {
    /// Shows `controller` the way this context does: pushed on the navigation
    /// stack, else presented modally.
    public func show(_ controller: ViewController, animated: Bool = true) {
        if let navigationController {
            navigationController.push(controller, animated: animated)
        } else {
            present(controller, animated: animated)
        }
    }

    /// Shows `controller` as the split view's detail, or as `show` does outside one.
    public func showDetailViewController(_ controller: ViewController, animated: Bool = true) {
        if let splitViewController {
            splitViewController.showDetail(controller, animated: animated)
        } else {
            show(controller, animated: animated)
        }
    }

    /// Presents `controller` modally over this one's window.
    public func present(_ controller: ViewController, animated: Bool = true) {
        let presenter = root
        guard presenter.presentedViewController == nil else {
            presenter.presentedViewController!.present(controller, animated: animated)
            return
        }
        presenter.presentedViewController = controller
        controller.presentingViewController = presenter
        controller.beginAppearanceTransition(true, animated: animated)
        windowScene?.present(controller, animated: animated)
        controller.endAppearanceTransition(animated: animated)
    }

    /// Dismisses the controller this one presented (or, if none, this one).
    public func dismiss(animated: Bool = true) {
        let presented = presentedViewController ?? self
        guard let presenting = presented.presentingViewController else { return }
        presented.beginAppearanceTransition(false, animated: animated)
        presenting.windowScene?.dismiss(presented, animated: animated)
        presented.endAppearanceTransition(animated: animated)
        presenting.presentedViewController = nil
        presented.presentingViewController = nil
    }

    /// The outermost container.
    public var root: ViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }
}
