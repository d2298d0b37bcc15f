import FoundationEssentials
import Storage

/// The rows of the Scores list, read from the score book a page at a time as the table asks
/// for them: a list of 100,000 results reads the hundred or so rows on screen, each page an
/// `ORDER BY` on an index, without the games' histories.
@MainActor
final class ScorePages {
    /// Rows read at once.
    static let pageSize = 100
    /// Pages kept: a few screens' worth around where the table was last asked.
    static let pagesKept = 8

    private let book: ScoreBook
    /// Which games the list shows.
    private(set) var filter = ScoreFilter.all
    /// The rows' order.
    private(set) var order = ScoreSortOrder.date
    /// How many rows there are (as of the last `reload`).
    private(set) var count = 0
    /// Each game's best result, by id (as of the last `reload`).
    private(set) var bestIDs: Set<UUID> = []
    private var pages: [Int: [GameResult]] = [:]
    private var recentPages: [Int] = []

    init(book: ScoreBook) {
        self.book = book
    }

    /// Reads the count and the best results again, for `filter` in `order`, and forgets the
    /// pages read: the book changed, or the list's filter or order did.
    func reload(filter: ScoreFilter, order: ScoreSortOrder) {
        self.filter = filter
        self.order = order
        count = book.count(filter)
        bestIDs = book.bestResultIDs()
        pages = [:]
        recentPages = []
    }

    /// The result on `row`, reading its page if it is not kept; nil past the end.
    func result(at row: Int) -> GameResult? {
        guard row >= 0, row < count else { return nil }
        let index = row / Self.pageSize
        let page = pages[index] ?? read(page: index)
        let offset = row % Self.pageSize
        return page.indices.contains(offset) ? page[offset] : nil
    }

    /// The row of the result `id`: among the pages kept, else in the first `searching` rows
    /// (read for it); nil when it is in neither.
    func row(of id: UUID, searching: Int = 3 * pageSize) -> Int? {
        for (index, page) in pages {
            if let offset = page.firstIndex(where: { $0.id == id }) { return index * Self.pageSize + offset }
        }
        for row in 0..<min(count, searching) where result(at: row)?.id == id { return row }
        return nil
    }

    private func read(page index: Int) -> [GameResult] {
        let page = book.results(filter, order: order, offset: index * Self.pageSize, limit: Self.pageSize)
        pages[index] = page
        recentPages.removeAll { $0 == index }
        recentPages.append(index)
        if recentPages.count > Self.pagesKept { pages[recentPages.removeFirst()] = nil }
        return page
    }
}
