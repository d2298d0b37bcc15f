import Foundation
@testable import Storage
import Testing

@Suite struct GameResultTests {
    /// The JSON of `result` as scores.json holds it (keys sorted, as StateFile writes them).
    private func json(_ result: GameResult) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(result), as: UTF8.self)
    }

    /// Every save rewrites all the results read back from the file: a time must come back
    /// exactly as it was written, or each save moves earlier results' times (the crash
    /// test saw `….979Z` rewritten as `….978Z`).
    @Test func everyMillisecondSurvivesReadingAndWritingAgain() throws {
        for millisecond in 0..<1000 {
            let start = time(Double(millisecond) / 1000)
            let written = try json(GameResult(game: .set, start: start, end: start + 61.5, score: 3))
            let again = try json(try JSONDecoder().decode(GameResult.self, from: Data(written.utf8)))
            #expect(again == written)
        }
    }

    @Test func timesAreWrittenInUTCToTheNearestMillisecond() throws {
        #expect(GameResult.format(time(0)) == "2026-11-21T14:05:00.000Z")
        #expect(GameResult.format(time(0.9996)) == "2026-11-21T14:05:01.000Z")
        #expect(GameResult.format(time(59.0784)) == "2026-11-21T14:05:59.078Z")
        #expect(GameResult.format(time(-0.0004)) == "2026-11-21T14:05:00.000Z")
    }
}
