import Notifications
import Testing

@MainActor
struct ChangeObserversTests {
    @Test func aHandlerRunsWhileItsObservationLives() {
        let observers = ChangeObservers()
        var calls = 0
        var observation: ChangeObservation? = observers.add { calls += 1 }
        observers.notify()
        #expect(calls == 1)
        observation = nil
        observers.notify()
        #expect(calls == 1, "a released observation's handler is not called")
        #expect(observers.count == 0)
        _ = observation
    }

    @Test func cancellingEndsOnlyThatObservation() {
        let observers = ChangeObservers()
        var seen: [String] = []
        let first = observers.add { seen.append("first") }
        let second = observers.add { seen.append("second") }
        observers.notify()
        first.cancel()
        observers.notify()
        #expect(seen == ["first", "second", "second"])
        #expect(observers.count == 1)
        withExtendedLifetime(second) {}
    }
}
