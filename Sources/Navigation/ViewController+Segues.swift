/// Registering and performing segues: a fresh destination each time, prepared by its source,
/// then shown as its kind says (Segue.swift); a name no segue here registers is an unwind
/// segue (UnwindSegue.swift).
extension ViewController {
    /// Registers the segue `identifier`: `destination` makes a fresh controller of the
    /// identifier's type each time it is performed; `restorationIdentifier` names the page
    /// it leads to in restoration and `--start` paths.
    public func registerSegue<Destination>(
        _ identifier: SegueIdentifier<Destination>, kind: SegueKind = .show, restorationIdentifier: String? = nil,
        destination: @escaping @MainActor () -> Destination
    ) {
        segues[identifier.rawValue] = SegueRegistration(
            kind: kind, restorationIdentifier: restorationIdentifier, make: destination)
    }

    /// Performs the segue `identifier`: asks `shouldPerformSegue`, makes a fresh
    /// destination, lets `prepare(for:sender:)` set it up, then shows it.
    /// An identifier registered by no segue here is an unwind segue (the storyboard's
    /// exit): it goes back to the first controller up the hierarchy that registered
    /// it with `registerUnwindAction` (UnwindSegue.swift).
    /// Returns the destination, or nil when the segue is unknown or refused.
    @discardableResult
    public func performSegue<Destination>(
        withIdentifier identifier: SegueIdentifier<Destination>, sender: Any?, animated: Bool = true
    ) -> Destination? {
        performSegue(named: identifier.rawValue, sender: sender, animated: animated) as? Destination
    }

    /// Performs the segue registered or unwound under `identifier`; restoration, which
    /// reads names from a saved file, comes in here.
    /// `accepting`, when given, sees the prepared destination before it is shown; when
    /// it returns false the destination is not shown and nil is returned.
    func performSegue(
        named identifier: String, sender: Any?, animated: Bool,
        accepting: ((ViewController) -> Bool)? = nil
    ) -> ViewController? {
        guard let registration = segues[identifier] else {
            if let destination = unwindDestination(named: identifier) {
                return performUnwind(identifier, to: destination, sender: sender, animated: animated)
            }
            NavigationLog.report("\(type(of: self)) has no segue '\(identifier)', and nothing above it unwinds it")
            return nil
        }
        guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return nil }
        let destination = registration.make()
        if destination.restorationIdentifier == nil {
            destination.restorationIdentifier = registration.restorationIdentifier
        }
        let segue = StoryboardSegue(
            identifier: identifier, kind: registration.kind, source: self, destination: destination)
        segue.configurePresentation(sender: sender)
        prepare(for: segue, sender: sender)
        if let accepting, !accepting(destination) { return nil }
        segue.perform(animated: animated)
        return destination
    }

    /// The name of the segue that leads to the page `restorationIdentifier`, if any.
    func segueIdentifier(leadingTo restorationIdentifier: String) -> String? {
        segues.first { $0.value.restorationIdentifier == restorationIdentifier }?.key
    }

    /// Every restoration identifier a segue from here leads to (for `--list-scenes`).
    public var segueDestinations: [String] {
        segues.values.compactMap(\.restorationIdentifier).sorted()
    }
}
