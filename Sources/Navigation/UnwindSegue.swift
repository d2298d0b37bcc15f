/// Unwind segues, the storyboard's exit: a controller up the hierarchy registers the
/// unwind actions it handles; a controller further down performs one by identifier
/// (`performSegue(withIdentifier:sender:)`, with a ``SegueIdentifier`` typed by the
/// controller it goes back to). The first controller up the
/// presentation and navigation hierarchy that can perform the action becomes the
/// destination: the source's `shouldPerformSegue` and `prepare(for:sender:)` run,
/// then the destination's action reads the result from `segue.source`, and every
/// container on the way back shows the destination again (a navigation controller
/// pops to it, a tab bar selects its tab, presented controllers are dismissed).
///
/// The search follows UIKit's: from the source's parent outward, each container
/// offers the children it allows (`allowedChildrenForUnwinding(from:)`: a navigation
/// stack the pages below the one the search comes from, nearest first), each searched
/// deepest first, then the container itself; past the root, the presenting
/// controller's hierarchy is searched the same way. The source is never its own
/// destination.
extension ViewController {
    /// Registers the unwind action `identifier`, which `action` performs with the
    /// segue once this controller is chosen as the destination (UIKit's
    /// `@IBAction func unwind…(_ segue:)`). The identifier's destination type is this
    /// controller's, so that performing it returns this controller.
    public func registerUnwindAction<Destination>(
        _ identifier: SegueIdentifier<Destination>, _ action: @escaping @MainActor (StoryboardSegue) -> Void
    ) {
        assert(self is Destination, "\(type(of: self)) registers the unwind '\(identifier.rawValue)' of another type")
        unwindActions[identifier.rawValue] = action
    }

    /// Whether this controller handles the unwind action `identifier` coming from
    /// `source`: by default, whether it registered it.
    public func canPerformUnwindSegueAction(_ identifier: String, from source: ViewController) -> Bool {
        unwindActions[identifier] != nil
    }

    /// The controller an unwind segue `identifier` performed here would go back to.
    public func unwindDestination<Destination>(for identifier: SegueIdentifier<Destination>) -> Destination? {
        unwindDestination(named: identifier.rawValue) as? Destination
    }

    func unwindDestination(named identifier: String) -> ViewController? {
        var from: ViewController = self
        while true {
            if let parent = from.parent {
                for child in parent.allowedChildrenForUnwinding(from: from) {
                    if let found = child.searchUnwind(identifier, from: self) { return found }
                }
                if parent.canPerformUnwindSegueAction(identifier, from: self) { return parent }
                from = parent
            } else if let presenting = from.presentingViewController {
                if let found = presenting.searchUnwind(identifier, from: self) { return found }
                from = presenting
            } else {
                return nil
            }
        }
    }

    /// This controller's allowed descendants, deepest first, then itself.
    private func searchUnwind(_ identifier: String, from source: ViewController) -> ViewController? {
        for child in allowedChildrenForUnwinding(from: nil) {
            if let found = child.searchUnwind(identifier, from: source) { return found }
        }
        return self !== source && canPerformUnwindSegueAction(identifier, from: source) ? self : nil
    }

    func performUnwind(
        _ identifier: String, to destination: ViewController, sender: Any?,
        animated: Bool
    ) -> ViewController? {
        guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return nil }
        let segue = StoryboardSegue(identifier: identifier, kind: .unwind, source: self, destination: destination)
        prepare(for: segue, sender: sender)
        destination.unwindActions[identifier]?(segue)
        segue.perform(animated: animated)
        return destination
    }

    /// Shows this controller again: dismisses what its window's root presented, then
    /// lets each container above it bring the child on the way back to the front.
    func unwind(to destination: ViewController, animated: Bool) {
        var presented: [ViewController] = []
        var next = root.presentedViewController
        while let controller = next {
            presented.append(controller)
            next = controller.presentedViewController
        }
        for controller in presented.reversed() { controller.dismiss(animated: animated) }
        var child = self
        while let parent = child.parent {
            parent.unwind(towards: child, animated: animated)
            child = parent
        }
    }
}
