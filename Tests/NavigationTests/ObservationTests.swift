@testable import Navigation
import Observation
import Testing

@Observable
final class Score {
    var points = 0
    var unrelated = ""
}

@MainActor
@Suite struct ObservationTests {
    /// Lets the main actor run the deferred change callbacks.
    func settle() async {
        for _ in 0..<10 { await Task.yield() }
    }

    @Test func aChangeToWhatIsReadCallsBackAfterTheChange() async {
        let score = Score()
        var seen: [Int] = []
        let observation = ModelObservation({ _ = score.points }, onChange: { seen.append(score.points) })
        score.points = 14
        await settle()
        #expect(seen == [14], "called once, with the new value in place")
        score.unrelated = "not read"
        await settle()
        #expect(seen == [14])
        score.points = 13
        await settle()
        #expect(seen == [14, 13], "observing goes on after each change")
        _ = observation
    }

    @Test func releasingTheObservationStopsIt() async {
        let score = Score()
        var calls = 0
        var observation: ModelObservation? = ModelObservation({ _ = score.points }, onChange: { calls += 1 })
        _ = observation
        observation = nil
        score.points = 16
        await settle()
        #expect(calls == 0)
    }
}
