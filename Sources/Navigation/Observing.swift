import Observation

/// Keeps a controller's view in line with an `@Observable` model for as long as
/// the controller keeps the observation — as Attributor shows its document's
/// state ("Edited", "Saved") under its title (`AttributorViewController`):
///
/// ```swift
/// final class AttributorViewController: ViewController {
///     private var document: AttributorDocument!   // a Document: @Observable
///     private var stateObservation: ModelObservation?
///
///     private func follow(_ document: AttributorDocument) {
///         navigationItem.subtitle = document.documentState.title
///         stateObservation = ModelObservation({ [document] in _ = document.documentState }) {
///             [weak self, weak document] in
///             guard let document else { return }
///             self?.navigationItem.subtitle = document.documentState.title
///         }
///     }
/// }
/// ```
///
/// Setting the property to nil (or a new observation) stops it.
///
/// Models that are not observable post named notifications instead; a controller
/// subscribes in `viewWillAppear` and unsubscribes in `viewDidDisappear` the same
/// way, keeping the subscription in a property that it sets to nil.
///
/// `onChange` runs on the main actor after the change is made (Observation
/// reports changes before they happen, so the call is deferred by one turn of
/// the main queue), once per batch of changes, and never after the observation
/// is released.
@MainActor
public final class ModelObservation {
    private let track: @MainActor () -> Void
    private let onChange: @MainActor () -> Void
    private var isCancelled = false

    /// Starts observing what `track` reads.
    public init(_ track: @escaping @MainActor () -> Void, onChange: @escaping @MainActor () -> Void) {
        self.track = track
        self.onChange = onChange
        observe()
    }

    /// Stops observing; `onChange` is not called again.
    public func cancel() { isCancelled = true }

    isolated deinit { isCancelled = true }

    private func observe() {
        withObservationTracking {
            track()
        } onChange: { [weak self] in
            Task { @MainActor in self?.changed() }
        }
    }

    private func changed() {
        guard !isCancelled else { return }
        observe()
        onChange()
    }
}
