import CardGame
import Dispatch
import Foundation
@testable import Machismo
import Navigation
import XCTest

/// The Cards and Set deals kept in `navigation.json`, in today's form and as the
/// string of older saves: a deal refused throws (the page then deals afresh and
/// reports it); a deal accepted becomes a real `CardMatchingGame` or `SetGame`
/// that can be played (choices, hints, three more cards) without trapping and
/// saved and read back again. No file and no main actor: two workers share the
/// inputs, each with its own stream from the run's seed.
final class DealFuzzTests: XCTestCase {
    func testDeals() throws {
        let samples = try SampleDeals.current()
        print("fuzz deals: seed \(FuzzRandom.runSeed) (MACHISMO_FUZZ_SEED)")
        let start = Date()
        let workers = 2
        let results = Results(workers)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            results.store(Self.fuzz(samples, worker: worker, of: workers), at: worker)
        }
        let accepted = results.all.map(\.accepted).reduce(0, +)
        let rejected = results.all.map(\.rejected).reduce(0, +)
        for problem in results.all.flatMap(\.problems) { XCTFail(problem) }
        print(
            "fuzz deals: \(accepted + rejected) inputs, \(accepted) accepted, \(rejected) rejected, in "
                + String(format: "%.2f s", Date().timeIntervalSince(start)))
        XCTAssertGreaterThanOrEqual(accepted + rejected, FuzzRandom.inputCount)
        XCTAssertTrue(accepted > 0 && rejected > 0)
    }

    struct Tally: Sendable {
        var accepted = 0
        var rejected = 0
        var problems: [String] = []
    }

    /// Each worker's tally, filled in from its own thread.
    final class Results: @unchecked Sendable {
        private var tallies: [Tally]
        private let lock = NSLock()
        init(_ count: Int) { tallies = Array(repeating: Tally(), count: count) }
        func store(_ tally: Tally, at index: Int) { lock.withLock { tallies[index] = tally } }
        var all: [Tally] { lock.withLock { tallies } }
    }

    /// Inputs `worker`, `worker + workers`, … of this run.
    static func fuzz(_ samples: [RestorableValueSample], worker: Int, of workers: Int) -> Tally {
        var tally = Tally()
        var mutator = Mutator(random: FuzzRandom(reader: "deals#\(worker)"))
        for index in stride(from: worker, to: FuzzRandom.inputCount, by: workers) {
            let sample = samples[(index / workers) % samples.count]
            let legacy = (index / workers) % 8 >= 6
            let bytes = mutator.mutate(legacy ? sample.legacyJSON : sample.json)
            let began = Date()
            defer {
                let took = Date().timeIntervalSince(began)
                if took > 0.5 {
                    print("fuzz deals: input \(index) (\(bytes.count) bytes) took \(String(format: "%.2f", took)) s")
                }
            }
            // Today's deal is JSON inside navigation.json; an older one, JSON text in a string there.
            let value: RestorableValue
            if legacy {
                value = .string(String(decoding: bytes, as: UTF8.self))
            } else if let parsed = try? JSONDecoder().decode(RestorableValue.self, from: Data(bytes)) {
                value = parsed
            } else {
                tally.rejected += 1  // navigation.json itself is refused: see NavigationFuzzTests
                continue
            }
            guard let deal = try? SavedDeal(restoring: value), let game = try? restore(deal.game) else {
                tally.rejected += 1
                continue
            }
            tally.accepted += 1
            if let problem = play(game, deal: deal, random: &mutator.random) {
                tally.problems.append("input \(index) of worker \(worker): \(problem)")
            }
        }
        return tally
    }

    enum Restored {
        case cards(CardMatchingGame<PlayingCard>)
        case set(SetGame)
    }

    static func restore(_ game: SavedDeal.Game) throws -> Restored {
        switch game {
        case .cards(let snapshot): .cards(try CardMatchingGame(snapshot: snapshot))
        case .set(let snapshot): .set(try SetGame(snapshot: snapshot))
        }
    }

    /// Plays 20 moves on `restored`, then saves it and reads it back; what went wrong, if anything.
    static func play(_ restored: Restored, deal: SavedDeal, random: inout FuzzRandom) -> String? {
        for _ in 0..<20 {
            switch restored {
            case .cards(let game):
                _ = game.chooseCard(at: random.below(game.cards.count + 2) - 1)
                _ = game.lastResult.map { StatusLine.describing($0).text }
            case .set(let set):
                switch random.below(10) {
                case 0: _ = set.hint()
                case 1: set.dealThreeMore()
                default: _ = set.chooseCard(at: random.below(set.cards.count + 2) - 1)
                }
                _ = set.isOver
            }
        }
        _ = deal.story.map(\.text)
        let saved: SavedDeal.Game
        switch restored {
        case .cards(let game): saved = .cards(game.snapshot)
        case .set(let set): saved = .set(set.snapshot)
        }
        do {
            let again = try RestorableValue(
                encoding: SavedDeal(game: saved, story: deal.story, startedAt: deal.startedAt))
            _ = try restore(try SavedDeal(restoring: again).game)
            return nil
        } catch {
            return "a played game does not save and restore: \(error)"
        }
    }
}
