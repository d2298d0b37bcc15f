@testable import Navigation
import Testing

/// A page whose restorable state is a counter it changes by itself.
final class CountingPage: Page {
    var count = 0 {
        didSet { invalidateRestorableState() }
    }
    override func encodeRestorableState() -> [String: RestorableValue] { ["count": .integer(count)] }
}

/// `onRestorationStateChange`: once per turn of the main loop, after navigation or a page's
/// `invalidateRestorableState()`, with the state as it is then.
@MainActor
@Suite struct RestorationChangeTests {
    let journal = Journal()
    let views = RecordingViews()

    /// Lets the main actor run the deferred calls.
    func settle() async {
        for _ in 0..<10 { await Task.yield() }
    }

    /// Six tabs (so that there is a More list): the first a stack with a History segue.
    func tabs() -> (TabBarController, NavigationController, CountingPage) {
        let cardsPage = CountingPage("Cards", journal: journal, identifier: "cards")
        cardsPage.registerSegue(Segues.showHistory, restorationIdentifier: "history") {
            Page("History", journal: self.journal)
        }
        let cards = NavigationController(rootViewController: cardsPage)
        let others = ["set", "scores", "faceit", "settings", "about"].map { name in
            NavigationController(rootViewController: Page(name, journal: journal, identifier: name))
        }
        let tabBar = TabBarController()
        tabBar.setViewControllers([cards] + others)
        appear(tabBar, in: views)
        return (tabBar, cards, cardsPage)
    }

    @Test func eachKindOfChangeIsReportedOnceItIsDone() async {
        let (tabBar, cards, page) = tabs()
        var states: [RestorationState] = []
        tabBar.onRestorationStateChange = { states.append($0.restorationState) }
        await settle()
        #expect(states.isEmpty, "setting the handler is no change")

        page.performSegue(withIdentifier: Segues.showHistory, sender: nil)
        #expect(states.isEmpty, "not while the push is under way")
        await settle()
        #expect(states.map { $0.paths["cards"]?.map(\.identifier) } == [["cards", "history"]], "a push")

        cards.popViewController()
        await settle()
        #expect(states.last?.paths["cards"]?.map(\.identifier) == ["cards"], "a pop")

        tabBar.select(1)
        await settle()
        #expect(states.last?.selectedTab == "set", "a tab selected")

        tabBar.moveTab(from: 0, to: 2)
        await settle()
        #expect(states.last?.tabOrder.prefix(3) == ["set", "scores", "cards"], "a tab moved")

        tabBar.showMoreList()
        await settle()
        #expect(states.last?.showingMoreList == true, "More shown")

        page.count = 3
        await settle()
        #expect(states.last?.paths["cards"]?.first?.state == ["count": .integer(3)], "a page's own state")
        #expect(states.count == 6, "one call for each")
    }

    @Test func changesMadeInOneTurnAreReportedOnce() async {
        let (tabBar, cards, page) = tabs()
        var states: [RestorationState] = []
        tabBar.onRestorationStateChange = { states.append($0.restorationState) }
        tabBar.select(2)
        tabBar.select(0)
        page.performSegue(withIdentifier: Segues.showHistory, sender: nil)
        cards.popToRootViewController()
        page.performSegue(withIdentifier: Segues.showHistory, sender: nil)
        page.count = 7
        await settle()
        #expect(states.count == 1, "one call for the turn")
        #expect(states.first?.selectedTab == "cards")
        #expect(states.first?.paths["cards"]?.map(\.identifier) == ["cards", "history"], "the state once done")
        #expect(states.first?.paths["cards"]?.first?.state == ["count": .integer(7)])
        await settle()
        #expect(states.count == 1, "and no more")
    }

    @Test func noHandlerNoCallAndAReleasedControllerIsNotCalledBack() async {
        var calls = 0
        weak var released: TabBarController?
        do {
            let (tabBar, _, page) = tabs()
            tabBar.onRestorationStateChange = { _ in calls += 1 }
            page.count = 1
            released = tabBar
            tabBar.onRestorationStateChange = nil
        }
        await settle()
        #expect(calls == 0, "the handler was removed before the turn ended")
        #expect(released == nil, "the pending call keeps nothing alive")
    }

    @Test func aNavigationControllerAtTheRootReportsItsStack() async {
        let root = CountingPage("Cards", journal: journal, identifier: "cards")
        root.registerSegue(Segues.showHistory, restorationIdentifier: "history") {
            Page("History", journal: self.journal)
        }
        let navigation = NavigationController(rootViewController: root)
        appear(navigation, in: views)
        var states: [RestorationState] = []
        navigation.onRestorationStateChange = { states.append($0.restorationState) }
        root.performSegue(withIdentifier: Segues.showHistory, sender: nil)
        root.count = 2
        await settle()
        #expect(states.count == 1)
        let saved = states[0]
        #expect(saved.paths["cards"]?.map(\.identifier) == ["cards", "history"])

        // The same state brings the stack back in a fresh one.
        let freshRoot = CountingPage("Cards", journal: journal, identifier: "cards")
        freshRoot.registerSegue(Segues.showHistory, restorationIdentifier: "history") {
            Page("History", journal: self.journal)
        }
        let fresh = NavigationController(rootViewController: freshRoot)
        #expect(fresh.restore(saved).isEmpty)
        #expect(fresh.viewControllers.map(\.title) == ["Cards", "History"])
    }
}

/// A page that refuses any state it is handed, and counts its loads.
final class RefusingDetail: Page {
    struct Refused: Error, CustomStringConvertible {
        var description: String { "The saved detail is damaged." }
    }
    override func decodeRestorableState(_ state: [String: RestorableValue]) throws {
        if !state.isEmpty { throw Refused() }
    }
}

/// A page pushed by restoration whose state does not decode is not pushed, nor are those after it.
@MainActor
@Suite struct UndecodablePageTests {
    let journal = Journal()
    let views = RecordingViews()

    @Test func theFirstPageThatRefusesItsStateEndsThePathAndSaysWhy() {
        let list = Page("List", journal: journal, identifier: "list")
        var made: [ViewController] = []
        list.registerSegue(SegueIdentifier<RefusingDetail>("Show Detail"), restorationIdentifier: "detail") {
            let detail = RefusingDetail("Detail", journal: self.journal)
            detail.registerSegue(Segues.showRules, restorationIdentifier: "rules") {
                Page("Rules", journal: self.journal)
            }
            made.append(detail)
            return detail
        }
        let navigation = NavigationController(rootViewController: list)
        appear(navigation, in: views)
        journal.clear()

        let failures = navigation.restore(pages: [
            RestoredPage(identifier: "list"),
            RestoredPage(identifier: "detail", state: ["item": "#3"]),
            RestoredPage(identifier: "rules"),
        ])
        #expect(navigation.viewControllers.map(\.title) == ["List"], "neither Detail nor what follows it")
        #expect(failures.count == 1)
        #expect(failures.first?.page == "detail")
        #expect(failures.first?.path == ["list", "detail"])
        #expect(failures.first?.notRestored == ["detail", "rules"])
        #expect(failures.first?.description == "The saved detail is damaged.")
        #expect(journal.entries.isEmpty, "the refused page was never loaded nor shown, the list never left")
        weak var refused = made.first
        made = []
        #expect(refused == nil, "the refused page is freed")

        // The same page with a state it takes is pushed.
        let restored = navigation.restore(path: ["detail", "rules"], states: [[:], [:]])
        #expect(restored.pushed == 2 && restored.failures.isEmpty)
        #expect(navigation.viewControllers.map(\.title) == ["List", "Detail", "Rules"])
    }
}
