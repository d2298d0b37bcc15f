/// When a failed image drop raises **Image Drop Failed**, as the lecture's
/// `suppressBadURLWarnings` with its way back: **Stop Warning** silences failures until the
/// user drops the very file (the same URL) they stopped on again, which turns the warning
/// back on and warns about it. A failed paste of the clipboard's contents has no URL: it
/// never turns the warning back on. Lives as long as the document page.
struct ImageDropWarning: Equatable {
    private(set) var isOn = true
    /// The path of the file whose failure the user stopped the warning on.
    private(set) var stoppedOn: String?

    /// A failed drop (or paste) of the file at `path` (nil: no file): whether to show the alert.
    mutating func shouldWarn(aboutFailedDropOf path: String?) -> Bool {
        if !isOn, let path, path == stoppedOn {
            isOn = true
            stoppedOn = nil
        }
        return isOn
    }

    /// The user chose Stop Warning on the failure of the file at `path` (nil: no file).
    mutating func stop(after path: String?) {
        isOn = false
        stoppedOn = path
    }
}
