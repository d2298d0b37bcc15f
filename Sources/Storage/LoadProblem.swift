import FoundationEssentials

/// The words a file set aside is reported in, shared by every store so that
/// the user reads the same sentence whatever the file:
///
/// "Your settings could not be read: the file is damaged. It was kept as
/// settings.json.corrupt-20261121T213700Z, and the defaults are in use."
public enum LoadProblem {
    /// Put in a decoding error's description by a file of a newer format
    /// version, so that the problem says so.
    public static let newerFormat = "from a newer Machismo"

    /// The sentence for a file set aside because of `reason` (StateFile's), moved
    /// to `setAsideAt` (nil: it could not be moved). `subject` is what could not
    /// be read (`Your settings`), `fallback` what happens instead (`the defaults
    /// are in use`), `unsaved` what happens when the file could not be moved
    /// (`the defaults are in use until you quit`); `plural` when the subject is.
    public static func describe(_ subject: String, reason: String, setAsideAt: URL?, fallback: String,
                                unsaved: String, plural: Bool = false) -> String {
        let why = "\(subject) could not be read: " + plain(reason, plural: plural)
        guard let setAsideAt else { return why + " It could not be moved aside either, so \(unsaved)." }
        return why + " It was kept as \(setAsideAt.lastPathComponent), and \(fallback)."
    }

    /// StateFile's reason in a user's words (the log keeps the details).
    static func plain(_ reason: String, plural: Bool) -> String {
        if reason.contains(newerFormat) { return "\(plural ? "they were" : "it was") saved by a newer version of Machismo." }
        if reason.hasPrefix("it is not valid") { return "the file is damaged." }
        return "the file could not be opened."
    }
}

extension LoadOutcome {
    /// `LoadProblem.describe` for a file set aside; nil when it was missing or read.
    public func problem(_ subject: String, fallback: String, unsaved: String, plural: Bool = false) -> String? {
        guard case .setAside(let reason, let setAsideAt) = self else { return nil }
        return LoadProblem.describe(subject, reason: reason, setAsideAt: setAsideAt, fallback: fallback,
                                    unsaved: unsaved, plural: plural)
    }
}
