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
        /// The folder it is in.
        public let folder: URL
        /// Its file's name, `Untitled.emojiart`.
        public let fileName: String
        /// When its file last changed.
        public let modified: Date

        /// A document called `fileName` in `folder`, last changed at `modified`.
        public init(folder: URL, fileName: String, modified: Date) {
            self.folder = folder
            self.fileName = fileName
            self.modified = modified
        }

        /// Its file.
        public var url: URL { folder.appendingPathComponent(fileName) }
        /// The file's name without `.emojiart`, as the browser shows it.
        public var name: String { String(fileName.dropLast(EmojiArtFormat.fileExtension.count + 1)) }

        public static func == (a: Entry, b: Entry) -> Bool {
            a.fileName == b.fileName && a.modified == b.modified && a.folder == b.folder
        }
    }

    /// Creates the folder (and its parents) if it is not there yet.
    public func createFolder() throws(FileError) {
        try FileSystem.createFolders(at: folder)
    }

    /// The documents, by name as people sort (case-insensitive, numbers by value:
    /// `Untitled 2` before `Untitled 10`). A missing folder has none. One `readdir` and one
    /// `fstatat` per file, and one sort key per name: a folder of 1,000 documents is listed in
    /// a few milliseconds.
    public func documents() -> [Entry] {
        guard let directory = opendir(folder.path) else { return [] }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        let suffix = Array(("." + EmojiArtFormat.fileExtension).utf8)
        var found: [(entry: Entry, key: [Chunk])] = []
        while let record = readdir(directory) {
            // The name in place, up to its NUL: glibc's entry is only as long as its name, so
            // copying `d_name` whole (256 bytes) reads past it.
            let name = UnsafeRawPointer(record) + Self.nameOffset
            let fileName = String(cString: name.assumingMemoryBound(to: CChar.self))
            let bytes = fileName.utf8
            guard bytes.first != UInt8(ascii: "."), bytes.count > suffix.count,
                bytes.suffix(suffix.count).elementsEqual(suffix)
            else { continue }
            var facts = stat()
            guard fstatat(descriptor, fileName, &facts, 0) == 0, facts.st_mode & S_IFMT == S_IFREG else { continue }
            let modified = Date(
                timeIntervalSince1970: Double(facts.st_mtim.tv_sec) + Double(facts.st_mtim.tv_nsec) / 1e9)
            let entry = Entry(folder: folder, fileName: fileName, modified: modified)
            found.append((entry, Self.chunks(entry.name)))
        }
        return found.sorted { Self.precedes($0.key, $1.key, $0.entry.name, $1.entry.name) }.map(\.entry)
    }

    /// Where a directory entry's name starts in it.
    private static let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!

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
        precedes(chunks(first), chunks(second), first, second)
    }

    private static func precedes(_ a: [Chunk], _ b: [Chunk], _ first: String, _ second: String) -> Bool {
        for (x, y) in zip(a, b) where x != y {
            if case .number(let m, _) = x, case .number(let n, _) = y { return m < n }
            return x.text < y.text
        }
        return a.count != b.count ? a.count < b.count : first < second
    }

    /// A run of a name's characters, lower-cased: ASCII digits (by value) or anything else
    /// (by text).
    private enum Chunk: Equatable {
        case number(Int, String)
        case text(String)

        var text: String {
            switch self {
            case .number(_, let text), .text(let text): text
            }
        }
    }

    private static func chunks(_ name: String) -> [Chunk] {
        let text = name.lowercased()
        var result: [Chunk] = []
        var start = text.utf8.startIndex
        var inDigits: Bool?
        func close(_ end: String.Index) {
            guard let digits = inDigits, start < end else { return }
            let run = String(text[start..<end])
            result.append(digits ? .number(Int(run) ?? .max, run) : .text(run))
        }
        for index in text.utf8.indices {
            let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text.utf8[index])
            if isDigit != inDigits {
                close(index)
                start = index
                inDigits = isDigit
            }
        }
        close(text.utf8.endIndex)
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
