/// When a failed import raises `Text Import Failed`. **Stop Warning** silences
/// failures until the user drops the very file they stopped on again, which
/// turns the warning back on (and warns about it).
struct ImportWarning: Equatable {
    private(set) var isOn = true
    /// The file whose failure the user stopped the warning on.
    private(set) var stoppedOn: String?

    /// A failed import of `path`, dropped on the editor or opened: whether to show the alert.
    mutating func shouldWarn(aboutFailedImportOf path: String, dropped: Bool) -> Bool {
        if !isOn, dropped, path == stoppedOn {
            isOn = true
            stoppedOn = nil
        }
        return isOn
    }

    /// The user chose Stop Warning on the failure of `path`.
    mutating func stop(after path: String) {
        isOn = false
        stoppedOn = path
    }
}
