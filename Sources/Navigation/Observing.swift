import Observation

/// Keeps a controller's view in line with an `@Observable` model while it is on
/// screen — the pattern every scene follows:
///
/// ```swift
/// final class CardGameViewController: ViewController {
///     let game: CardMatchingGame          // @Observable
///     private var observation: ModelObservation?
///
///     override func viewWillAppear(_ animated: Bool) {
///         updateUI()
///         observation = ModelObservation { [game] in _ = game.score; _ = game.cards }
///             onChange: { [weak self] in self?.updateUI() }
///     }
///
///     override func viewDidDisappear(_ animated: Bool) {
///         observation = nil               // stops observing
///     }
/// }
/// ```
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
