import Navigation

/// The segues the tests register and perform, each typed by the page it shows.
enum Segues {
    static let showHistory = SegueIdentifier<Page>("Show History")
    /// History again, for a root whose History page refuses its restored state.
    static let showRefusingHistory = SegueIdentifier<RefusingPage>("Show History")
    /// A name no page registers.
    static let misspeltHistory = SegueIdentifier<Page>("Show Hisotry")
    static let showRules = SegueIdentifier<Page>("Show Rules")
    static let appearance = SegueIdentifier<Page>("Appearance")
    static let garage = SegueIdentifier<GaragePage>("Garage")
    static let edit = SegueIdentifier<EditorPage>("Edit")
    /// The unwind back to a garage.
    static let doneEditing = SegueIdentifier<GaragePage>("Done Editing")
    static let showDocumentInfo = SegueIdentifier<Page>("Show Document Info")
    static let showWordInfo = SegueIdentifier<Page>("Show Word Info")
    static let showAnywhere = SegueIdentifier<Page>("Show Anywhere")
}
