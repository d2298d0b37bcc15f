import Foundation
import Logging
import Storage
import XCTest
import XDGTestSupport

/// What a reader made of one input.
enum FuzzOutcome: String {
    /// Read: the value passed the test's checks of what the app does with it.
    case accepted
    /// Refused: set aside (bytes compared), reported, defaults in use.
    case rejected
}

/// One reader's fuzz run: `FuzzRandom.inputCount` inputs mutated from valid
/// files (see `Mutator`), each handed to `read`, which checks the outcome.
/// Prints the seed, the counts and the time taken. The inputs go through a
/// fresh XDG home on `/dev/shm` where there is one (saves fsync); after a crash
/// the input that caused it is still in that home, whose path is printed first.
@MainActor
final class FuzzRun {
    let name: String
    let home: TemporaryHome
    var directories: XDGDirectories { home.directories }
    var random: FuzzRandom
    private(set) var counts: [FuzzOutcome: Int] = [:]

    init(_ name: String) throws {
        Self.silenceLogs
        self.name = name
        random = FuzzRandom(reader: name)
        let shm = URL(fileURLWithPath: "/dev/shm", isDirectory: true)
        let base = FileManager.default.isWritableFile(atPath: shm.path) ? shm : FileManager.default.temporaryDirectory
        home = try TemporaryHome("fuzz-\(name)", in: base)
        try home.createFolders()
    }

    /// Thousands of files set aside would log thousands of warnings: the fuzzers
    /// log nothing (swift-log is bootstrapped once per process, before any logger is made).
    private static let silenceLogs: Void = {
        LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }
    }()

    /// Feeds `FuzzRandom.inputCount` inputs made from `valid` to `read`.
    func run(from valid: [FuzzJSON], _ read: (_ bytes: [UInt8], _ index: Int) throws -> FuzzOutcome) rethrows {
        print("fuzz \(name): seed \(FuzzRandom.runSeed) (MACHISMO_FUZZ_SEED), inputs in \(home.url.path)")
        var mutator = Mutator(random: random)
        let start = Date()
        var making = 0.0
        for index in 0..<FuzzRandom.inputCount {
            let made = Date()
            let bytes = mutator.mutate(valid[index % valid.count])
            making += Date().timeIntervalSince(made)
            let reading = Date()
            counts[try read(bytes, index), default: 0] += 1
            let took = Date().timeIntervalSince(reading)
            if took > 0.5 {
                print("fuzz \(name): input \(index) (\(bytes.count) bytes) took \(String(format: "%.2f", took)) s")
            }
        }
        random = mutator.random
        let seconds = Date().timeIntervalSince(start)
        print(
            "fuzz \(name): \(FuzzRandom.inputCount) inputs, \(counts[.accepted] ?? 0) accepted, "
                + "\(counts[.rejected] ?? 0) rejected, in \(String(format: "%.2f", seconds)) s "
                + "(\(String(format: "%.2f", making)) s making them)")
        XCTAssertGreaterThan(counts[.accepted, default: 0], 0, "some inputs are valid files")
        XCTAssertGreaterThan(counts[.rejected, default: 0], 0, "some inputs are refused")
    }

    /// Writes `bytes` as the file at `url`.
    func write(_ bytes: [UInt8], to url: URL) throws {
        try Data(bytes).write(to: url)
    }

    /// Checks that the file at `url` was set aside with `bytes` intact (and only
    /// it: `url` is gone), then removes what was set aside for the next input.
    func expectSetAside(
        _ bytes: [UInt8], from url: URL, at setAsideAt: URL?, index: Int, rewritten: Bool = false,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let folder = url.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let aside = names.filter { $0.hasPrefix(url.lastPathComponent + ".corrupt-") }
        XCTAssertEqual(aside.count, 1, "input \(index): one file set aside, not \(aside)", file: file, line: line)
        XCTAssertEqual(
            names.contains(url.lastPathComponent), rewritten,
            "input \(index): the bad file is gone\(rewritten ? ", a fresh one written" : "")",
            file: file, line: line)
        if let setAsideAt {
            XCTAssertEqual(aside.first, setAsideAt.lastPathComponent, file: file, line: line)
        }
        let expected = Data(bytes)  // compared as Data: a memcmp, where [UInt8] compares element by element
        for name in aside {
            let kept = folder.appendingPathComponent(name)
            let same = (try? Data(contentsOf: kept)) == expected
            XCTAssertTrue(same, "input \(index): the file set aside holds its bytes intact", file: file, line: line)
            try? FileManager.default.removeItem(at: kept)
        }
    }

    /// Empties the XDG home between inputs.
    func clear() {
        for folder in [directories.config, directories.data, directories.state] {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
        }
    }
}
