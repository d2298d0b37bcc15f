import Notifications
import Testing

private extension Notification.Name {
    static let dealt = Notification.Name("test.dealt")
    static let matched = Notification.Name("test.matched")
}

/// A sender to filter on.
private final class Game {}

/// Holds a token that a block needs before `addObserver` has returned it.
@MainActor
private final class Later {
    var observer: NotificationObserver?
}

@MainActor
@Suite struct NotificationCenterTests {
    /// A block that uses the center (or a token) captures it weakly: the center keeps its
    /// blocks, and the cycle would outlive the test (LeakSanitizer reports it).
    let center = NotificationCenter()

    @Test func observersHearPostsInTheOrderTheyWereAdded() {
        var heard: [String] = []
        center.addObserver(forName: .dealt) { _ in heard.append("first") }
        center.addObserver(forName: .dealt) { _ in heard.append("second") }
        center.addObserver(forName: .matched) { _ in heard.append("other name") }
        center.addObserver(forName: .dealt) { _ in heard.append("third") }
        center.post(name: .dealt)
        #expect(heard == ["first", "second", "third"], "synchronously, in order, by name")
    }

    @Test func theNotificationCarriesItsNameSenderAndUserInfo() {
        let game = Game()
        var received: Notification?
        center.addObserver(forName: .matched) { received = $0 }
        center.post(name: .matched, object: game, userInfo: ["points": 16, "cards": ["J♥", "J♠"]])
        #expect(received?.name == .matched)
        #expect(received?.object === game)
        #expect(received?.userInfo["points"] as? Int == 16)
        #expect(received?.userInfo["cards"] as? [String] == ["J♥", "J♠"])
    }

    @Test func anObserverOfOneSenderHearsOnlyThatSender() {
        let mine = Game(), theirs = Game()
        var fromMine = 0, fromAnyone = 0
        center.addObserver(forName: .dealt, object: mine) { _ in fromMine += 1 }
        center.addObserver(forName: .dealt) { _ in fromAnyone += 1 }
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
            center.addObserver(forName: .dealt, object: game) { _ in heard += 1 }
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
        center.addObserver(forName: .dealt) { [weak center] _ in
            heard.append("first")
            if let center { second.observer.map(center.removeObserver) }
        }
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
        center.addObserver(forName: .dealt) { [weak center] _ in
            heard.append("old")
            if !added {
                added = true
                center?.addObserver(forName: .dealt) { _ in heard.append("new") }
            }
        }
        center.post(name: .dealt)
        #expect(heard == ["old"])
        center.post(name: .dealt)
        #expect(heard == ["old", "old", "new"])
    }

    @Test func aPostFromAnObserverIsDeliveredAtOnce() {
        var heard: [String] = []
        center.addObserver(forName: .matched) { [weak center] _ in
            heard.append("matched")
            center?.post(name: .dealt)
        }
        center.addObserver(forName: .dealt) { _ in heard.append("dealt") }
        center.post(name: .matched)
        #expect(heard == ["matched", "dealt"])
    }

    @Test func centersAreIndependent() {
        var heard = 0
        center.addObserver(forName: .dealt) { _ in heard += 1 }
        NotificationCenter().post(name: .dealt)
        #expect(heard == 0)
        #expect(Notification.Name("x") == Notification.Name(rawValue: "x"))
    }
}
