import FoundationEssentials

/// The words a file set aside is reported in, shared by every store so that
/// the user reads the same sentences whatever the file:
///
/// "Your settings could not be read: the file is damaged. It was kept as
/// settings.json.corrupt-20261121T213700Z, and the defaults are in use."
///
/// Each file says it in whole sentences of its own (`Wording`), each one message
/// for the translators: a subject's gender and number shape the whole sentence
/// in many languages, so no sentence is glued from a subject and a predicate.
public enum LoadProblem {
    /// Put in a decoding error's description by a file of a newer format
    /// version, so that the problem says so. (Not shown: `describe` tells the
    /// user in the file's own words.)
    public static let newerFormat = "from a newer Machismo"

    /// One file's sentences, already in the user's language.
    public struct Wording: Sendable {
        /// "Your settings could not be read: the file is damaged."
        public var damaged: String
        /// "Your settings could not be read: they were saved by a newer version of Machismo."
        public var newer: String
        /// "Your settings could not be read: the file could not be opened."
        public var unopened: String
        /// "It was kept as NAME, and the defaults are in use.", given NAME.
        public var kept: @Sendable (String) -> String
        /// "It could not be moved aside either, so the defaults are in use and changes are not saved."
        public var unsaved: String

        public init(
            damaged: String, newer: String, unopened: String, kept: @escaping @Sendable (String) -> String,
            unsaved: String
        ) {
            self.damaged = damaged
            self.newer = newer
            self.unopened = unopened
            self.kept = kept
            self.unsaved = unsaved
        }

        /// The sentences glued from English pieces, as before translation: `subject` is what
        /// could not be read (`Your cars`), `fallback` what happens instead, `unsaved` what
        /// happens when the file could not be moved. Not translatable; a store words its
        /// problems with `init(damaged:newer:unopened:kept:unsaved:)` and `tr`.
        public init(englishSubject subject: String, fallback: String, unsaved: String, plural: Bool = false) {
            let why = "\(subject) could not be read: "
            self.init(
                damaged: why + "the file is damaged.",
                newer: why + "\(plural ? "they were" : "it was") saved by a newer version of Machismo.",
                unopened: why + "the file could not be opened.",
                kept: { "It was kept as \($0), and \(fallback)." },
                unsaved: "It could not be moved aside either, so \(unsaved).")
        }
    }

    /// The problem of a file set aside because of `reason` (StateFile's), moved
    /// to `setAsideAt` (nil: it could not be moved), in `wording`.
    public static func describe(_ wording: Wording, reason: String, setAsideAt: URL?) -> String {
        let why =
            reason.contains(newerFormat)
            ? wording.newer
            : reason.hasPrefix("it is not valid") ? wording.damaged : wording.unopened
        guard let setAsideAt else { return why + " " + wording.unsaved }
        return why + " " + wording.kept(setAsideAt.lastPathComponent)
    }

    /// `describe` in sentences glued from English pieces (`Wording(englishSubject:…)`).
    public static func describe(
        _ subject: String, reason: String, setAsideAt: URL?, fallback: String,
        unsaved: String, plural: Bool = false
    ) -> String {
        describe(
            Wording(englishSubject: subject, fallback: fallback, unsaved: unsaved, plural: plural),
            reason: reason, setAsideAt: setAsideAt)
    }
}

extension LoadOutcome {
    /// `LoadProblem.describe` for a file set aside; nil when it was missing or read.
    public func problem(_ wording: LoadProblem.Wording) -> String? {
        guard case .setAside(let reason, let setAsideAt) = self else { return nil }
        return LoadProblem.describe(wording, reason: reason, setAsideAt: setAsideAt)
    }

    /// `problem(_:)` in sentences glued from English pieces (`Wording(englishSubject:…)`).
    public func problem(_ subject: String, fallback: String, unsaved: String, plural: Bool = false) -> String? {
        problem(LoadProblem.Wording(englishSubject: subject, fallback: fallback, unsaved: unsaved, plural: plural))
    }
}
