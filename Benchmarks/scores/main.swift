// The score database's figures, on a temporary folder's scores.sqlite of 100,000 results
// (each with a 30-event history): recording one result, a page in each sort order and of
// one game, and the first import of a 10,000-result scores.json. No display needed.
import BenchmarkSupport
import CardGame
import FoundationEssentials
import Glibc
import Logging
import Storage

LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }  // the import's line in the log is not a figure

var template = Array("/tmp/machismo-scores-bench-XXXXXX".utf8CString)
guard let made = mkdtemp(&template) else { fatalError("no temporary folder") }
let root = String(cString: made)
defer { _ = try? FileSystem.remove(URL(fileURLWithPath: root)) }

func directories(_ name: String) -> XDGDirectories {
    let home = URL(fileURLWithPath: root).appendingPathComponent(name)
    return XDGDirectories(
        config: home.appendingPathComponent("config"), data: home.appendingPathComponent("data"),
        state: home.appendingPathComponent("state"))
}

let history: [DealEvent] = (0..<30).map { index in
    index % 3 == 0
        ? .matched([.playing(rank: 11, suit: .hearts), .playing(rank: 11, suit: .spades)], points: 16)
        : .chosen([.set(number: 2, symbol: .oval, shading: .striped, color: .green)])
}
let games = GameResult.Game.allCases
func result(_ index: Int) -> GameResult {
    let start = Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 600 + Double(index % 7))
    return GameResult(
        game: games[index % games.count], start: start, end: start + Double(60 + (index * 37) % 900),
        score: (index * 7919) % 400 - 50, hintsUsed: index % 3, history: history)
}

// `scores-bench --write-database PATH COUNT`: writes COUNT such results to the database PATH
// and exits (the start-up benchmark's Scores round opens the app on it).
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "--write-database",
    let count = Int(CommandLine.arguments[3])
{
    let url = URL(fileURLWithPath: CommandLine.arguments[2])
    try FileSystem.createFolders(at: url.deletingLastPathComponent())
    try ScoreDatabase(url: url).record((0..<count).map(result))
    _ = try? FileSystem.remove(URL(fileURLWithPath: root))
    exit(0)
}

// `scores-bench --record-until-killed FOLDER`: records result after result in FOLDER's
// scores.sqlite through the app's score book, as finished games do, printing each result's id
// once its recording has returned (written and synced), until it is killed: the crash test's
// recorder (Tests/ui/test_crash_consistency.py kills it 200 times).
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--record-until-killed" {
    let folder = URL(fileURLWithPath: CommandLine.arguments[2])
    let book = ScoreBook(directories: XDGDirectories(config: folder, data: folder, state: folder))
    var index = Int(getpid()) &* 1000
    while true {
        let next = result(index)
        book.record(next)
        guard book.pendingResults.isEmpty, book.problem == nil else {
            let message = "scores-bench: a result could not be recorded: \(book.problem ?? "queued")\n"
            _ = Array(message.utf8).withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            exit(1)
        }
        let line = Array(next.id.uuidString.utf8) + [UInt8(ascii: "\n")]
        _ = line.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
        index += 1
    }
}

// 100,000 results, written as one transaction.
let bigURL = directories("big").data.appendingPathComponent("scores.sqlite")
try FileSystem.createFolders(at: bigURL.deletingLastPathComponent())
let rows = 100_000
var fillSeconds = BenchmarkClock.wall.seconds
do {
    let database = try ScoreDatabase(url: bigURL)
    try database.record((0..<rows).map(result))
}
fillSeconds = BenchmarkClock.wall.seconds - fillSeconds

var openSeconds = BenchmarkClock.wall.seconds
let database = try ScoreDatabase(url: bigURL)
openSeconds = BenchmarkClock.wall.seconds - openSeconds

var recorded = rows
let recordSeconds = try median(runs: 100) {
    try database.record(result(recorded))
    recorded += 1
}

var worstPage = 0.0
var worstOrder = ""
for filter in [ScoreFilter.all, .game(.set)] {
    for order in ScoreSortOrder.allCases {
        let seconds = try median(runs: 21, clock: .threadCPU) {
            _ = try database.count(filter)
            _ = try database.page(filter, order: order, offset: 0, limit: 50, includingHistory: false)
            _ = try database.bestResultIDs()
        }
        if seconds > worstPage { (worstPage, worstOrder) = (seconds, "\(order)") }
    }
}
let deepPage = try median(runs: 21, clock: .threadCPU) {
    _ = try database.page(order: .score, offset: 90_000, limit: 50, includingHistory: false)
}

// A 10,000-result scores.json, imported at the first launch that finds it.
let importHome = directories("import")
let json = try JSONEncoder().encode(
    ["version": AnyEncodable(ScoreBook.formatVersion), "results": AnyEncodable((0..<10_000).map(result))])
try FileSystem.createFolders(at: importHome.data)
try json.write(to: SavedData(directories: importHome).scoresFile)
var importSeconds = BenchmarkClock.threadCPU.seconds
var importWall = BenchmarkClock.wall.seconds
let book = ScoreBook(directories: importHome)
let imported = try book.database?.count() ?? 0
importSeconds = BenchmarkClock.threadCPU.seconds - importSeconds
importWall = BenchmarkClock.wall.seconds - importWall
guard imported == 10_000, book.problem == nil else { fatalError("import failed: \(book.problem ?? "")") }
var readAllSeconds = BenchmarkClock.threadCPU.seconds
let everyResult = book.results
readAllSeconds = BenchmarkClock.threadCPU.seconds - readAllSeconds
guard everyResult.count == 10_000, everyResult[0].history == history else { fatalError("read back wrong") }

/// A value of any encodable type, for the file's two keys.
struct AnyEncodable: Encodable {
    let encode: (Encoder) throws -> Void
    init(_ value: some Encodable) { encode = value.encode }
    func encode(to encoder: Encoder) throws { try encode(encoder) }
}

var status = stat()
stat(bigURL.path, &status)
let megabytes = Double(status.st_size) / 1e6
print("score database (\(rows) results with 30-event histories, \(formatted(megabytes, decimals: 0)) MB):")
report(
    "writing 100,000 results (one transaction)", "\(formatted(fillSeconds, decimals: 2)) s",
    target: "none, for information",
    ok: true)
report(
    "opening it (WAL, quick_check)", "\(formatted(openSeconds * 1000, decimals: 0)) ms",
    target: "none, for information",
    ok: true)
report(
    "recording one result at 100,000 (median)", "\(formatted(recordSeconds * 1000, decimals: 2)) ms",
    target: "≤ 5 ms wall, synced", ok: recordSeconds <= 0.005)
report(
    "count + sorted page of 50 + best (worst)", "\(formatted(worstPage * 1000, decimals: 2)) ms",
    target: "≤ 16 ms CPU, \(worstOrder)", ok: worstPage <= 0.016)
report(
    "the page at 90,000 by score (OFFSET)", "\(formatted(deepPage * 1000, decimals: 2)) ms",
    target: "≤ 16 ms CPU", ok: deepPage <= 0.016)
report(
    "every one of the 10,000 with its history", "\(formatted(readAllSeconds * 1000, decimals: 0)) ms",
    target: "none, for information, CPU", ok: true)
report(
    "first import of a 10,000-result scores.json", "\(formatted(importSeconds, decimals: 2)) s",
    target: "≤ 2 s CPU; wall \(formatted(importWall, decimals: 2)) s", ok: importSeconds <= 2)
