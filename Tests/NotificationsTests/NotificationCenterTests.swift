import Notifications
import Testing

private extension NotificationName where Payload == Void {
    static var dealt: Self { Self("test.dealt") }
}

/// What a match scored, and with which cards.
private struct Match: Equatable {
    let points: Int
    let cards: [String]
}

private extension NotificationName where Payload == Match {
    static var matched: Self { Self("test.matched") }
}

/// A sender to filter on.
private final class Game {}

/// Holds a token that a block needs before `addObserver` has returned it, or the
/// tokens a test keeps.
@MainActor
private final class Later {
    var observer: NotificationObserver?
    var observers: [NotificationObserver] = []
}

@MainActor
@Suite struct NotificationCenterTests {
    /// A block that uses the center (or a token) captures it weakly: the test keeps the
    /// tokens, and the cycle would outlive the test (LeakSanitizer reports it).
    let center = NotificationCenter()
    /// The observers the test keeps, as their owners would.
    fileprivate let kept = Later()

    /// Keeps `observer` for the rest of the test.
    func keep(_ observer: NotificationObserver) { kept.observers.append(observer) }

    @Test func releasingTheTokenEndsTheObservation() {
        var heard = 0
        var observer: NotificationObserver? = center.addObserver(forName: .dealt) { _ in heard += 1 }
        center.post(name: .dealt)
        observer = nil
        center.post(name: .dealt)
        #expect(heard == 1, "the token is the observation: released, nothing more is heard")
        #expect(center.observerCount == 0)
        _ = observer
    }

    @Test func observersHearPostsInTheOrderTheyWereAdded() {
        var heard: [String] = []
        keep(center.addObserver(forName: .dealt) { _ in heard.append("first") })
        keep(center.addObserver(forName: .dealt) { _ in heard.append("second") })
        keep(center.addObserver(forName: .matched) { _ in heard.append("other name") })
        keep(center.addObserver(forName: .dealt) { _ in heard.append("third") })
        center.post(name: .dealt)
        #expect(heard == ["first", "second", "third"], "synchronously, in order, by name")
    }

    @Test func theNotificationCarriesItsNameSenderAndTypedPayload() {
        let game = Game()
        var received: Notification<Match>?
        keep(center.addObserver(forName: .matched) { received = $0 })
        center.post(name: .matched, object: game, payload: Match(points: 16, cards: ["J♥", "J♠"]))
        #expect(received?.name == .matched)
        #expect(received?.object === game)
        #expect(received?.payload == Match(points: 16, cards: ["J♥", "J♠"]))
    }

    @Test func aNameReusedWithAnotherPayloadReachesOnlyObserversOfThatPayload() {
        var matches = 0
        keep(center.addObserver(forName: .matched) { _ in matches += 1 })
        center.post(name: NotificationName<Void>("test.matched"))
        #expect(matches == 0, "an observer hears only payloads of the type its name promised")
    }

    @Test func anObserverOfOneSenderHearsOnlyThatSender() {
        let mine = Game(), theirs = Game()
        var fromMine = 0, fromAnyone = 0
        keep(center.addObserver(forName: .dealt, object: mine) { _ in fromMine += 1 })
        keep(center.addObserver(forName: .dealt) { _ in fromAnyone += 1 })
        center.post(name: .dealt, object: mine)
        center.post(name: .dealt, object: theirs)
        center.post(name: .dealt)
        #expect(fromMine == 1)
        #expect(fromAnyone == 3)
    }

    @Test func anObserverOfASenderThatIsGoneHearsNothing() {
        var heard = 0
        do {
            let game = Game()
            keep(center.addObserver(forName: .dealt, object: game) { _ in heard += 1 })
        }
        center.post(name: .dealt, object: Game())
        center.post(name: .dealt)
        #expect(heard == 0)
    }

    @Test func aRemovedObserverHearsNothingMore() {
        var heard = 0
        let observer = center.addObserver(forName: .dealt) { _ in heard += 1 }
        center.post(name: .dealt)
        center.removeObserver(observer)
        center.post(name: .dealt)
        #expect(heard == 1)
        #expect(observer.isRemoved)
        #expect(center.observerCount == 0, "the center lets go of it")
        center.removeObserver(observer)  // twice: nothing happens
        #expect(center.observerCount == 0)
    }

    @Test func theTokenRemovesItself() {
        var heard = 0
        let observer = center.addObserver(forName: .dealt) { _ in heard += 1 }
        observer.remove()
        center.post(name: .dealt)
        #expect(heard == 0)
    }

    @Test func anObserverRemovedDuringAPostIsNotCalledAfterwards() {
        var heard: [String] = []
        let second = Later()
        keep(
            center.addObserver(forName: .dealt) { [weak center] _ in
                heard.append("first")
                if let center { second.observer.map(center.removeObserver) }
            })
        second.observer = center.addObserver(forName: .dealt) { _ in heard.append("second") }
        center.post(name: .dealt)
        center.post(name: .dealt)
        #expect(heard == ["first", "first"])
    }

    @Test func anObserverMayRemoveItselfWhileBeingCalled() {
        var heard = 0
        let this = Later()
        this.observer = center.addObserver(forName: .dealt) { [weak this] _ in
            heard += 1
            this?.observer?.remove()
        }
        center.post(name: .dealt)
        center.post(name: .dealt)
        #expect(heard == 1)
    }

    @Test func anObserverAddedDuringAPostHearsTheNextOne() {
        var heard: [String] = []
        var added = false
        // The block keeps the new token through `kept` weakly: `kept` keeps the block.
        keep(
            center.addObserver(forName: .dealt) { [weak center, weak kept] _ in
                heard.append("old")
                if !added {
                    added = true
                    if let center {
                        kept?.observers.append(center.addObserver(forName: .dealt) { _ in heard.append("new") })
                    }
                }
            })
        center.post(name: .dealt)
        #expect(heard == ["old"])
        center.post(name: .dealt)
        #expect(heard == ["old", "old", "new"])
    }

    @Test func aPostFromAnObserverIsDeliveredAtOnce() {
        var heard: [String] = []
        keep(
            center.addObserver(forName: .matched) { [weak center] _ in
                heard.append("matched")
                center?.post(name: .dealt)
            })
        keep(center.addObserver(forName: .dealt) { _ in heard.append("dealt") })
        center.post(name: .matched, payload: Match(points: 4, cards: ["J♥", "J♠"]))
        #expect(heard == ["matched", "dealt"])
    }

    @Test func centersAreIndependent() {
        var heard = 0
        keep(center.addObserver(forName: .dealt) { _ in heard += 1 })
        NotificationCenter().post(name: .dealt)
        #expect(heard == 0)
        #expect(NotificationName<Void>("x") == NotificationName<Void>("x"))
    }
}
