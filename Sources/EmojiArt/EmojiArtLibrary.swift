import FoundationEssentials
import Glibc
import Localization
import Storage

/// The folder of `.emojiart` documents that the browser shows (the user's documents
/// folder's `EmojiArt`), and what the browser does to its files: list them, name a
/// new one, rename, delete and import. Every change is a single rename, copy or
/// removal: a document is never half-moved.
public struct EmojiArtLibrary: Sendable {
    public let folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    /// One document in the folder.
    public struct Entry: Equatable, Sendable {
        public let url: URL
        /// The file's name without `.emojiart`, as the browser shows it.
        public var name: String { url.deletingPathExtension().lastPathComponent }
        public let modified: Date
    }

    /// Creates the folder (and its parents) if it is not there yet.
    public func createFolder() throws(FileError) {
        try FileSystem.createFolders(at: folder)
    }

    /// The documents, by name as people sort (case-insensitive, numbers by value:
    /// `Untitled 2` before `Untitled 10`). A missing folder has none.
    public func documents() -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0.hasSuffix("." + EmojiArtFormat.fileExtension) }
            .compactMap { name -> Entry? in
                let url = folder.appendingPathComponent(name)
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                    attributes[.type] as? FileAttributeType == .typeRegular
                else { return nil }
                return Entry(url: url, modified: attributes[.modificationDate] as? Date ?? .distantPast)
            }
            .sorted { Self.precedes($0.name, $1.name) }
    }

    /// The URL of a new document named `baseName` (`Untitled`), numbered when that
    /// name is taken: `Untitled 2`, `Untitled 3` …
    public func newDocumentURL(baseName: String) -> URL {
        var number = 1
        while true {
            let name = number == 1 ? baseName : "\(baseName) \(number)"
            let url = folder.appendingPathComponent(name + "." + EmojiArtFormat.fileExtension)
            if !FileManager.default.fileExists(atPath: url.path) { return url }
            number += 1
        }
    }

    /// Renames the document at `url` to `name` (without the extension); returns its
    /// new URL. Refuses a name that is empty, hidden, has a `/`, is too long or is taken.
    public func rename(_ url: URL, to name: String) throws(LibraryError) -> URL {
        if let problem = problem(renaming: url, to: name) { throw problem }
        let destination = destination(renaming: name)
        if destination.path == url.path { return url }
        do {
            try FileSystem.move(url, to: destination)
        } catch {
            throw .failed(error)
        }
        return destination
    }

    /// Why the document at `url` cannot be renamed to `name` (spaces around it left out):
    /// empty, hidden, a `/`, too long, or another document's; nil when it can.
    public func problem(renaming url: URL, to name: String) -> LibraryError? {
        let trimmed = Self.trimmed(name)
        if let problem = Self.problem(withName: trimmed) { return problem }
        let destination = destination(renaming: name)
        guard destination.path != url.path, FileManager.default.fileExists(atPath: destination.path) else { return nil }
        return .nameTaken(trimmed)
    }

    private func destination(renaming name: String) -> URL {
        folder.appendingPathComponent(Self.trimmed(name) + "." + EmojiArtFormat.fileExtension)
    }

    private static func trimmed(_ name: String) -> String {
        String(name.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// Why `name` cannot name a document, or nil when it can.
    public static func problem(withName name: String) -> LibraryError? {
        if name.isEmpty { return .emptyName }
        if name.hasPrefix(".") || name.contains("/") || name.contains("\0") { return .invalidName(name) }
        if (name + "." + EmojiArtFormat.fileExtension).utf8.count > 255 { return .nameTooLong }
        return nil
    }

    /// The document called `fileName` (`Untitled.emojiart`) in the folder, when it is
    /// there and reads as a document; nil when it is gone, damaged or the name is no
    /// plain file name. Nothing is written or moved.
    public func readableDocument(named fileName: String, maximumBytes: Int = 256 << 20) -> URL? {
        guard !fileName.contains("/"), !fileName.hasPrefix("."),
            fileName.hasSuffix("." + EmojiArtFormat.fileExtension)
        else { return nil }
        let url = folder.appendingPathComponent(fileName)
        guard let data = try? AtomicFile.read(url, maximumBytes: maximumBytes),
            (try? EmojiArtFormat.decode(data)) != nil
        else { return nil }
        return url
    }

    /// Deletes the document at `url`.
    public func delete(_ url: URL) throws(LibraryError) {
        do {
            try FileSystem.remove(url)
        } catch {
            throw .failed(error)
        }
    }

    /// Copies the document at `source` into the folder, under its own name or a
    /// numbered one; returns the copy's URL. A file that is not a readable
    /// EmojiArt document is refused and nothing is written.
    public func importDocument(from source: URL, maximumBytes: Int = 256 << 20) throws(LibraryError) -> URL {
        let data: Data
        do {
            data = try AtomicFile.read(source, maximumBytes: maximumBytes)
        } catch  where error.code == EFBIG {
            throw .notImported(.corrupt)
        } catch {
            throw .failed(error)
        }
        do {
            _ = try EmojiArtFormat.decode(data)
        } catch {
            throw .notImported(error)
        }
        let destination = newDocumentURL(baseName: source.deletingPathExtension().lastPathComponent)
        do {
            try AtomicFile.write(data, to: destination)
        } catch {
            throw .failed(error)
        }
        return destination
    }

    /// Names as people sort them: case-insensitive, runs of digits by value.
    static func precedes(_ first: String, _ second: String) -> Bool {
        let (a, b) = (chunks(first.lowercased()), chunks(second.lowercased()))
        for (x, y) in zip(a, b) where x != y {
            if let m = Int(x), let n = Int(y) { return m < n }
            return x < y
        }
        return a.count != b.count ? a.count < b.count : first < second
    }

    private static func chunks(_ text: String) -> [String] {
        var result: [String] = []
        for character in text {
            if let last = result.last, last.last?.isNumber == true, character.isNumber {
                result[result.count - 1].append(character)
            } else if let last = result.last, last.last?.isNumber == false, !character.isNumber {
                result[result.count - 1].append(character)
            } else {
                result.append(String(character))
            }
        }
        return result
    }
}

/// Why the library could not do what was asked, in the user's words.
public enum LibraryError: Error, Equatable, Sendable, CustomStringConvertible {
    case emptyName
    case invalidName(String)
    case nameTooLong
    case nameTaken(String)
    case notImported(EmojiArtFormatError)
    /// The file system refused: the step, the file and the system's reason.
    case failed(FileError)

    public var description: String {
        switch self {
        case .emptyName:
            tr("A document needs a name.")
        case .invalidName:
            tr("A name cannot start with a dot or contain a slash.")
        case .nameTooLong:
            tr("The name is too long.")
        case .nameTaken(let name):
            // TRANSLATORS: %s is a document's name.
            tr("There is already a document named “%s”.", name)
        case .notImported(let error):
            // TRANSLATORS: %s says why the file could not be read (a sentence).
            tr("The file could not be imported. %s", error.description)
        case .failed(let error):
            // TRANSLATORS: %s says which step failed on which file, and why ("could not rename …: Permission denied").
            tr("The file could not be changed: %s.", error.description)
        }
    }
}
