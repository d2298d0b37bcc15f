import Dispatch
import EmojiArt
import FoundationEssentials
import Gtk
import Synchronization

/// The browser's thumbnails as textures: made on one worker thread (`ThumbnailRenderer`:
/// the cached PNG read, or the document drawn), handed to the main thread, and kept in
/// memory for the last `capacity` documents shown.
///
/// Two caches, for two costs: the PNGs on disk (`EmojiArtThumbnails`) survive the launch,
/// since drawing a document with a large background takes a tenth of a second or more; the
/// textures in memory (about 200 KB each) spare a tile scrolled back into view its flash of
/// placeholder, and are bounded so that a folder of 10,000 documents costs no more than one
/// of a hundred. Only the tiles on screen ask; a tile that scrolls away before its turn
/// withdraws its request. Nothing is made before `start()`: the browser starts the loader
/// after its first frame, so that the first frame costs what an empty folder's does.
@MainActor
final class ThumbnailLoader {
    /// How many textures are kept in memory.
    let capacity: Int
    private let renderer: ThumbnailRenderer
    private let queue = DispatchQueue(label: "machismo.emojiart.thumbnails", qos: .utility)
    /// The textures, by key, and their keys from the least to the most recently used.
    private var textures: [String: Texture] = [:]
    private var recent: [String] = []
    private var waiting: [Request] = []
    private(set) var isStarted = false
    /// How many thumbnails the worker made (read or drawn): for tests.
    private(set) var madeCount = 0

    init(renderer: ThumbnailRenderer, capacity: Int = 120) {
        self.renderer = renderer
        self.capacity = capacity
    }

    /// One document's thumbnail, asked for by one tile.
    final class Request: Sendable {
        let key: String
        let url: URL
        let modified: Date
        let isCancelled = Atomic<Bool>(false)
        nonisolated(unsafe) var completion: (@MainActor (Texture?) -> Void)?

        init(key: String, url: URL, modified: Date, completion: @escaping @MainActor (Texture?) -> Void) {
            self.key = key
            self.url = url
            self.modified = modified
            self.completion = completion
        }

        /// The tile no longer wants it: not made if not started, not shown if made.
        @MainActor func cancel() {
            isCancelled.store(true, ordering: .relaxed)
            completion = nil
        }
    }

    static func key(_ entry: EmojiArtLibrary.Entry) -> String {
        "\(entry.url.lastPathComponent)\u{0}\(entry.modified.timeIntervalSince1970)"
    }

    /// The texture in memory for `entry`, if any; it becomes the most recently used.
    func cachedThumbnail(for entry: EmojiArtLibrary.Entry) -> Texture? {
        let key = Self.key(entry)
        guard let texture = textures[key] else { return nil }
        if let index = recent.lastIndex(of: key) { recent.remove(at: index) }
        recent.append(key)
        return texture
    }

    /// Asks for `entry`'s thumbnail: `completion` gets it on the main thread (nil when the
    /// document cannot be read), unless the request is cancelled first.
    func request(
        _ entry: EmojiArtLibrary.Entry, completion: @escaping @MainActor (Texture?) -> Void
    ) -> Request {
        let request = Request(key: Self.key(entry), url: entry.url, modified: entry.modified, completion: completion)
        if isStarted { submit(request) } else { waiting.append(request) }
        return request
    }

    /// Starts making the thumbnails asked for so far, and those asked for from now on.
    func start() {
        guard !isStarted else { return }
        isStarted = true
        let requests = waiting
        waiting = []
        for request in requests where !request.isCancelled.load(ordering: .relaxed) { submit(request) }
    }

    private func submit(_ request: Request) {
        let renderer = renderer
        queue.async {
            guard !request.isCancelled.load(ordering: .relaxed) else { return }
            let texture = renderer.thumbnail(for: request.url, modified: request.modified)
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self.finish(request, texture) }
            }
        }
    }

    private func finish(_ request: Request, _ texture: Texture?) {
        madeCount += 1
        if let texture { remember(texture, for: request.key) }
        request.completion?(texture)
        request.completion = nil
    }

    private func remember(_ texture: Texture, for key: String) {
        if textures[key] == nil {
            recent.append(key)
        }
        textures[key] = texture
        while recent.count > capacity {
            textures[recent.removeFirst()] = nil
        }
    }

    /// Forgets every texture (the documents were renamed or deleted by the browser).
    func forget(_ url: URL) {
        let prefix = url.lastPathComponent + "\u{0}"
        for key in textures.keys where key.hasPrefix(prefix) {
            textures[key] = nil
            recent.removeAll { $0 == key }
        }
    }
}
