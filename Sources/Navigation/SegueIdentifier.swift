/// A segue's identifier, typed by the controller the segue shows: registering it binds
/// its name to a maker of that controller, performing it returns that controller, and
/// `prepare(for:sender:)` reaches the fresh destination as that type with
/// ``StoryboardSegue/destination(for:)``, with no cast in the app.
///
/// A controller declares its segues beside itself, so a misspelt name or a destination of
/// the wrong type does not compile:
///
/// ```swift
/// final class CardGameViewController: ViewController {
///     enum Segue {
///         static let showHistory = SegueIdentifier<HistoryViewController>("Show History")
///     }
///     override init() {
///         super.init()
///         registerSegue(Segue.showHistory, restorationIdentifier: "history") { HistoryViewController() }
///     }
///     override func prepare(for segue: StoryboardSegue, sender: Any?) {
///         if let history = segue.destination(for: Segue.showHistory) {
///             history.setStory(story)
///         }
///     }
/// }
/// ```
///
/// An unwind segue's identifier is typed by the controller it goes back to, the one that
/// registers it with ``ViewController/registerUnwindAction(_:_:)``.
public struct SegueIdentifier<Destination: ViewController>: RawRepresentable, Hashable, Sendable {
    /// The name, as ``StoryboardSegue/identifier`` and `shouldPerformSegue(withIdentifier:sender:)`
    /// see it; names are unique among one controller's segues.
    public let rawValue: String

    /// The identifier named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The identifier named `name`.
    public init(_ name: String) {
        self.rawValue = name
    }
}

extension StoryboardSegue {
    /// The fresh destination as the type `identifier` leads to when this is the segue
    /// `identifier`, else nil: `prepare(for:sender:)` tells its segues apart with it.
    public func destination<Destination>(for identifier: SegueIdentifier<Destination>) -> Destination? {
        // The registration made the destination with the identifier's type; the check only
        // guards against two types registered under one name.
        self.identifier == identifier.rawValue ? destination as? Destination : nil
    }
}
