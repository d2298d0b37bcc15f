import FoundationEssentials

/// A list the user made, kept in one JSON file as a versioned object,
/// `{ "version": 1, "<key>": [ <Element>, … ] }`, and saved atomically on every
/// change: the score book's results, CarValet's cars. A file of an older version
/// its kind still reads (`SavedListKind.olderItems`) is converted when read and
/// written in the current version at the next change.
///
/// The file is read the first time the list or its problem is asked for, not
/// when the list is made. A file that cannot be read (garbage, cut short, wrong
/// types, a newer format) is set aside as `NAME.corrupt-TIMESTAMP` and the list
/// starts empty, saying so in `problem`; new items then go to a fresh file. If
/// it cannot even be set aside it is never overwritten: items are kept in
/// memory only.
@MainActor
public final class SavedList<Kind: SavedListKind> {
    public typealias Element = Kind.Element

    /// The format `version` this app writes and reads.
    public nonisolated static var formatVersion: Int { Kind.formatVersion }

    /// Every item, in order.
    public var items: [Element] {
        get {
            loadIfNeeded()
            return stored
        }
        set {
            loadIfNeeded()
            stored = newValue
            save()
        }
    }

    /// Why the file could not be read or saved, for the user; nil when all is well.
    public var problem: String? {
        loadIfNeeded()
        return saveProblem ?? loadProblem
    }

    public var url: URL { file.url }

    private let file: StateFile<ListFile<Kind>>
    private var stored: [Element] = []
    private var isLoaded = false
    /// False while an unreadable file could not be set aside: it is never overwritten.
    private var savesFile = true
    private var loadProblem: String?
    private var saveProblem: String?

    /// The list kept in the file at `url`.
    public init(url: URL) {
        file = StateFile(url: url, decode: ListFile<Kind>.decode)
    }

    /// Deletes the file (a missing one is fine) and empties the list, forgetting
    /// any problem. Throws, changing nothing, when the file cannot be deleted.
    public func reset() throws {
        try file.remove()
        forget()
    }

    /// Empties the list in memory, as if no file was ever saved; the file is not touched.
    public func forget() {
        stored = []
        isLoaded = true
        savesFile = true
        loadProblem = nil
        saveProblem = nil
    }

    private func save() {
        guard savesFile else { return }
        do {
            try file.save(ListFile<Kind>(items: stored))
            saveProblem = nil
        } catch {
            saveProblem = Kind.saveProblem("\(error)")
        }
    }

    private func loadIfNeeded() {
        guard !isLoaded else { return }
        isLoaded = true
        switch file.load() {
        case .missing:
            stored = []
        case .loaded(let saved):
            stored = saved.items
        case .setAside(let reason, let setAsideAt):
            stored = []
            savesFile = setAsideAt != nil
            loadProblem = LoadProblem.describe(Kind.loadWording, reason: reason, setAsideAt: setAsideAt)
        }
    }
}

/// What a `SavedList` holds and how its file and its problems name things.
public protocol SavedListKind: SendableMetatype {
    associatedtype Element: Codable & Sendable
    /// The format `version` written; 1 unless the kind's items changed shape.
    static var formatVersion: Int { get }
    /// The items of a file of an older format `version`, read from `decoder` (the array
    /// under `key`) and converted to `Element`, or nil when that version is unknown.
    static func olderItems(version: Int, from decoder: any Decoder) throws -> [Element]?
    /// The key of the items in the file: `results`, `cars`.
    static var key: String { get }
    /// The items in English, for the log's reasons and the default wording: `scores`, `cars`.
    static var items: String { get }
    /// Items added after a problem, in English for the default wording: `new results`, `new cars`.
    static var newItems: String { get }
    /// The sentences a file set aside is reported in, in the user's language: "Your
    /// scores could not be read: the file is damaged." and the rest (see `LoadProblem`).
    static var loadWording: LoadProblem.Wording { get }
    /// "The latest scores could not be saved (ERROR); they are kept until you quit.", given ERROR.
    static func saveProblem(_ error: String) -> String
    /// The items of a file of format `version`, read faster than `JSONDecoder` reads them
    /// (a file read at every launch), or nil to let `JSONDecoder` read the file: nil by
    /// default. Never other items than `JSONDecoder` would give; `problem(in:)` still judges them.
    static func quickItems(in data: Data, version: Int) -> [Element]?
    /// Why `items`, read from the file, cannot be used (two with one id, a value
    /// no one could have saved), or nil. A file whose items have a problem is
    /// set aside as damaged.
    static func problem(in items: [Element]) -> String?
}

extension SavedListKind {
    /// The first format.
    public static var formatVersion: Int { 1 }

    /// No older format.
    public static func olderItems(version: Int, from decoder: any Decoder) throws -> [Element]? { nil }

    /// None: `JSONDecoder` reads the file.
    public static func quickItems(in data: Data, version: Int) -> [Element]? { nil }

    /// No problem: any items will do.
    public static func problem(in items: [Element]) -> String? { nil }

    /// The problems glued from `items` and `newItems` in English, untranslated; a kind
    /// words its own with `tr` (as `Scores` does).
    public static var loadWording: LoadProblem.Wording {
        LoadProblem.Wording(
            englishSubject: "Your \(items)", fallback: "\(newItems) start a fresh list",
            unsaved: "\(newItems) are kept only until you quit", plural: true)
    }

    /// The save problem glued from `items` in English, untranslated.
    public static func saveProblem(_ error: String) -> String {
        "The latest \(items) could not be saved (\(error)); they are kept until you quit."
    }
}

extension SavedListKind where Element: Identifiable {
    /// "two items have the id …" when two items share an id, else nil.
    public static func duplicateIDProblem(in items: [Element]) -> String? {
        var seen = Set<Element.ID>(minimumCapacity: items.count)
        for item in items where !seen.insert(item.id).inserted { return "two \(Self.items) have the id \(item.id)" }
        return nil
    }
}

/// What a `SavedList`'s file holds: its version and the items under `Kind.key`.
struct ListFile<Kind: SavedListKind>: Codable, Sendable {
    var version = SavedList<Kind>.formatVersion
    var items: [Kind.Element]

    init(items: [Kind.Element]) {
        self.items = items
    }

    /// The file of `data`: by the kind's own quick reader when it takes the text, else by
    /// `JSONDecoder`; items with a problem throw as `init(from:)` throws.
    @Sendable static func decode(_ data: Data) throws -> ListFile {
        guard let items = Kind.quickItems(in: data, version: SavedList<Kind>.formatVersion) else {
            return try JSONDecoder().decode(ListFile.self, from: data)
        }
        if let problem = Kind.problem(in: items) {
            throw DecodingError.dataCorrupted(.init(codingPath: [Key(Kind.key)], debugDescription: problem))
        }
        return ListFile(items: items)
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        version = try container.decode(Int.self, forKey: Key("version"))
        let current = SavedList<Kind>.formatVersion
        if version == current {
            items = try container.decode([Kind.Element].self, forKey: Key(Kind.key))
        } else if version < current,
            let older = try Kind.olderItems(version: version, from: container.superDecoder(forKey: Key(Kind.key)))
        {
            items = older
        } else {
            throw DecodingError.dataCorruptedError(
                forKey: Key("version"), in: container,
                debugDescription: version > current
                    ? "format \(version), \(LoadProblem.newerFormat)" : "format \(version) is unknown")
        }
        if let problem = Kind.problem(in: items) {
            throw DecodingError.dataCorruptedError(forKey: Key(Kind.key), in: container, debugDescription: problem)
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(version, forKey: Key("version"))
        try container.encode(items, forKey: Key(Kind.key))
    }
}
