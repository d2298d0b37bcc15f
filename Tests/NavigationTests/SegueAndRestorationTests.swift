import Alerts
@testable import Navigation
import Testing

/// A page that segues to History and can refuse.
final class CardsPage: Page {
    var refuse = false
    var logged: [String] = []

    init(journal: Journal) {
        super.init("Cards", journal: journal, identifier: "cards")
        registerSegue(Segues.showHistory, restorationIdentifier: "history") {
            Page("History", journal: journal)
        }
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { !refuse }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        segue.destination(for: Segues.showHistory)?.preparedValue = "J♥ J♠"
    }
}

@MainActor
@Suite struct SegueTests {
    let journal = Journal()
    let views = RecordingViews()

    @Test func prepareRunsOnAFreshDestinationBeforeItsViewLoads() throws {
        let cards = CardsPage(journal: journal)
        let navigation = NavigationController(rootViewController: cards)
        appear(navigation, in: views)
        let first = try #require(cards.performSegue(withIdentifier: Segues.showHistory, sender: nil))
        #expect(first.valueWhenViewLoaded == "J♥ J♠", "prepared before viewDidLoad")
        #expect(first.restorationIdentifier == "history")
        navigation.popViewController()
        let second = try #require(cards.performSegue(withIdentifier: Segues.showHistory, sender: nil))
        #expect(first !== second, "every segue makes a fresh controller")
    }

    @Test func prepareReachesADestinationOnlyThroughItsOwnSegue() throws {
        let cards = CardsPage(journal: journal)
        cards.registerSegue(Segues.showRules, kind: .modal) { Page("Rules", journal: self.journal) }
        appear(NavigationController(rootViewController: cards), in: views)
        let rules = try #require(cards.performSegue(withIdentifier: Segues.showRules, sender: nil, animated: false))
        #expect(rules.preparedValue == nil, "History's preparation is not Rules'")
        let segue = StoryboardSegue(identifier: "Show Rules", kind: .modal, source: cards, destination: rules)
        #expect(segue.destination(for: Segues.showRules) === rules)
        #expect(segue.destination(for: Segues.showHistory) == nil, "another segue's identifier")
        let garageNamedRules = SegueIdentifier<GaragePage>("Show Rules")
        #expect(segue.destination(for: garageNamedRules) == nil, "the same name, another destination type")
    }

    @Test func shouldPerformSegueMayRefuse() {
        let cards = CardsPage(journal: journal)
        let navigation = NavigationController(rootViewController: cards)
        cards.refuse = true
        #expect(cards.performSegue(withIdentifier: Segues.showHistory, sender: nil) == nil)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func anUnknownIdentifierIsReportedAndDoesNothing() {
        var reports: [String] = []
        let original = NavigationLog.report
        NavigationLog.report = { reports.append($0) }
        defer { NavigationLog.report = original }
        let cards = CardsPage(journal: journal)
        let navigation = NavigationController(rootViewController: cards)
        #expect(cards.performSegue(withIdentifier: Segues.misspeltHistory, sender: nil) == nil)
        #expect(navigation.viewControllers.count == 1)
        #expect(reports == ["CardsPage has no segue 'Show Hisotry', and nothing above it unwinds it"])
    }

    @Test func modalSeguesPresentAndDismiss() {
        let cards = CardsPage(journal: journal)
        cards.registerSegue(Segues.showRules, kind: .modal) { Page("Rules", journal: self.journal) }
        let navigation = NavigationController(rootViewController: cards)
        appear(navigation, in: views)
        journal.clear()
        let rules = cards.performSegue(withIdentifier: Segues.showRules, sender: nil)
        #expect(views.presented == ["Rules"])
        #expect(navigation.presentedViewController === rules)
        #expect(journal.entries == ["Rules.viewDidLoad", "Rules.viewWillAppear", "Rules.viewDidAppear"])
        rules?.dismiss()
        #expect(views.dismissed == ["Rules"])
        #expect(navigation.presentedViewController == nil)
    }
}

@MainActor
@Suite struct SplitViewTests {
    let journal = Journal()
    let views = RecordingViews()

    @Test func collapsingPushesTheDetailOnTheMasterAndExpandingKeepsIt() {
        let master = NavigationController(rootViewController: Page("Emotions", journal: journal))
        let split = SplitViewController(master: master, detail: Page("Happy", journal: journal))
        appear(split, in: views)
        #expect(journal.entries.contains("Happy.viewDidAppear"))
        split.setAvailableWidth(500)
        #expect(split.isCollapsed)
        #expect(master.topViewController?.title == "Happy")
        #expect(master.backButtonTitle == "Emotions")
        split.setAvailableWidth(1000)
        #expect(!split.isCollapsed)
        #expect(master.viewControllers.count == 1)
        #expect(split.detail?.title == "Happy")
        #expect(split.detail?.parent === split)
    }

    @Test func showDetailReplacesTheDetailOrPushesWhenCollapsed() {
        let master = NavigationController(rootViewController: Page("Emotions", journal: journal))
        let split = SplitViewController(master: master, detail: Page("Happy", journal: journal))
        appear(split, in: views)
        weak let happy = split.detail
        split.showDetail(Page("Sad", journal: journal))
        #expect(split.detail?.title == "Sad")
        #expect(happy == nil, "the replaced detail is released")
        split.collapse()
        split.showDetail(Page("Angry", journal: journal))
        #expect(master.viewControllers.map(\.title) == ["Emotions", "Angry"], "one detail at a time")
    }

    @Test func aPlaceholderFillsTheEmptyDetailPaneButIsNeverPushed() {
        let master = NavigationController(rootViewController: Page("Scores", journal: journal))
        let split = SplitViewController(master: master)
        split.makePlaceholderDetail = { Page("No Result Selected", journal: self.journal) }
        appear(split, in: views)
        #expect(split.detail?.title == "No Result Selected")
        #expect(split.isShowingPlaceholderDetail)
        #expect(journal.entries.contains("No Result Selected.viewDidAppear"))
        weak let placeholder = split.detail

        journal.clear()
        split.setAvailableWidth(500)
        #expect(master.viewControllers.map(\.title) == ["Scores"], "collapsing drops the placeholder")
        #expect(split.detail == nil)
        #expect(placeholder == nil, "and releases it")
        #expect(journal.entries == ["No Result Selected.viewWillDisappear", "No Result Selected.viewDidDisappear"])

        split.setAvailableWidth(1000)
        #expect(split.detail?.title == "No Result Selected", "expanding makes a fresh one")
        #expect(split.detail?.parent === split)
        #expect(split.detail?.isAppearingOrAppeared == true)

        split.showDetail(Page("Set", journal: journal))
        #expect(!split.isShowingPlaceholderDetail)
        split.setAvailableWidth(500)
        #expect(master.viewControllers.map(\.title) == ["Scores", "Set"], "a real detail is pushed")
        split.setAvailableWidth(1000)
        #expect(split.detail?.title == "Set")
        #expect(master.viewControllers.count == 1)
    }

    @Test func aDetailPoppedWhileCollapsedIsGoneOnExpanding() {
        let master = NavigationController(rootViewController: Page("Scores", journal: journal))
        let split = SplitViewController(master: master)
        split.makePlaceholderDetail = { Page("No Result Selected", journal: self.journal) }
        appear(split, in: views)
        split.setAvailableWidth(500)
        split.showDetail(Page("Set", journal: journal))
        #expect(master.topViewController?.title == "Set")
        weak let popped = master.popViewController(animated: false)
        split.setAvailableWidth(1000)
        #expect(split.detail?.title == "No Result Selected")
        #expect(popped == nil, "the popped detail is released")
        #expect(master.viewControllers.count == 1)

        let plain = SplitViewController(
            master: NavigationController(rootViewController: Page("Emotions", journal: journal)))
        appear(plain, in: views)
        plain.setAvailableWidth(500)
        plain.showDetail(Page("Happy", journal: journal))
        plain.master.popViewController(animated: false)
        plain.setAvailableWidth(1000)
        #expect(plain.detail == nil, "without a placeholder the pane stays empty")
    }

    @Test func clearingTheDetailShowsThePlaceholderOrPopsToTheList() {
        let master = NavigationController(rootViewController: Page("Scores", journal: journal))
        let split = SplitViewController(master: master)
        split.makePlaceholderDetail = { Page("No Result Selected", journal: self.journal) }
        appear(split, in: views)
        split.showDetail(Page("Set", journal: journal))
        split.clearDetail()
        #expect(split.detail?.title == "No Result Selected")
        #expect(split.isShowingPlaceholderDetail)
        #expect(split.detail?.isAppearingOrAppeared == true)
        split.setAvailableWidth(500)
        split.showDetail(Page("Cards", journal: journal))
        split.clearDetail()
        #expect(master.viewControllers.map(\.title) == ["Scores"])
        #expect(split.detail == nil)
        split.setAvailableWidth(1000)
        #expect(split.isShowingPlaceholderDetail)
    }
}

@MainActor
@Suite struct RestorationTests {
    let journal = Journal()
    let views = RecordingViews()

    func app() -> TabBarController {
        let cards = NavigationController(rootViewController: CardsPage(journal: journal))
        cards.restorationIdentifier = "cards"
        let settingsRoot = Page("Settings", journal: journal, identifier: "settings")
        settingsRoot.registerSegue(Segues.appearance, restorationIdentifier: "appearance") {
            Page("Appearance", journal: self.journal)
        }
        let settings = NavigationController(rootViewController: settingsRoot)
        settings.restorationIdentifier = "settings"
        let tabBar = TabBarController()
        tabBar.setViewControllers([cards, settings])
        return tabBar
    }

    @Test func theSelectedTabOrderAndPathsComeBack() throws {
        let before = app()
        appear(before, in: views)
        before.moveTab(from: 1, to: 0)
        before.selectTab(withIdentifier: "cards")
        let cards = try #require(before.selectedViewController as? NavigationController)
        cards.rootViewController.performSegue(withIdentifier: Segues.showHistory, sender: nil)
        let saved = before.restorationState
        #expect(saved.tabOrder == ["settings", "cards"])
        #expect(saved.selectedTab == "cards")
        #expect(saved.paths["cards"]?.map(\.identifier) == ["cards", "history"])

        let after = app()
        after.restore(saved)
        appear(after, in: views)
        #expect(after.restorationState == saved)
        let restoredCards = try #require(after.selectedViewController as? NavigationController)
        #expect(
            (restoredCards.topViewController as? Page)?.valueWhenViewLoaded == "J♥ J♠",
            "restoring performs the real segue, prepare included")
    }

    @Test func openingAPathSelectsTheTabAndPushesThePages() throws {
        let tabBar = app()
        #expect(tabBar.open(path: "settings/appearance"))
        #expect(tabBar.selectedViewController?.restorationIdentifier == "settings")
        #expect((tabBar.selectedViewController as? NavigationController)?.topViewController?.title == "Appearance")
        #expect(!tabBar.open(path: "settings/nowhere"))
        #expect(!tabBar.open(path: "nowhere"))
        #expect(tabBar.scenePaths == ["cards", "cards/history", "settings", "settings/appearance"])
    }

    @Test func aStateThatNoLongerFitsIsSkipped() {
        let tabBar = app()
        tabBar.restore(
            RestorationState(
                selectedTab: "gone", tabOrder: ["gone", "settings"],
                paths: [
                    "settings": [
                        RestoredPage(identifier: "settings"),
                        RestoredPage(identifier: "vanished"),
                    ]
                ]))
        #expect(tabBar.viewControllers.map(\.restorationIdentifier) == ["settings", "cards"])
        #expect((tabBar.viewControllers[0] as? NavigationController)?.viewControllers.count == 1)
    }
}

@MainActor
@Suite struct WindowSceneTests {
    let journal = Journal()
    let views = RecordingViews()

    @Test func controllersFindTheSceneThroughTheirRootAndPresentedOnesThroughTheirPresenter() {
        let cards = Page("Cards", journal: journal)
        let navigation = NavigationController(rootViewController: cards)
        #expect(cards.windowScene == nil, "in no window yet")
        appear(navigation, in: views)
        #expect(cards.windowScene === views)
        let rules = Page("Rules", journal: journal)
        cards.present(rules)
        #expect(rules.windowScene === views)
        rules.dismiss()
        #expect(rules.windowScene == nil)
    }

    @Test func anAlertGoesToTheScenesQueueAndAControllerInNoWindowReportsIt() {
        var reports: [String] = []
        let original = NavigationLog.report
        NavigationLog.report = { reports.append($0) }
        defer { NavigationLog.report = original }
        let alone = Page("Alone", journal: journal)
        alone.present(Alert(title: "Lost"))
        #expect(reports == ["Page is in no window and cannot present the alert 'Lost'"])

        let cards = Page("Cards", journal: journal)
        let navigation = NavigationController(rootViewController: cards)
        appear(navigation, in: views)
        let alert = Alert(title: "Deal Again?")
        cards.present(alert)
        #expect(views.alertPresenter.current === alert)
        withExtendedLifetime(navigation) {}
    }

    @Test func titleChangesReachOnlyTheirOwnScene() {
        let cards = Page("Cards", journal: journal)
        let navigation = NavigationController(rootViewController: cards)
        appear(navigation, in: views)
        let other = RecordingViews()
        let set = Page("Set", journal: journal)
        let otherRoot = NavigationController(rootViewController: set)
        otherRoot.makeRoot(of: other)
        let before = views.itemChanges
        set.title = "Set Game"
        #expect(views.itemChanges == before)
        #expect(other.itemChanges == 1)
        cards.title = "Machismo"
        #expect(views.itemChanges == before + 1)
        withExtendedLifetime((navigation, otherRoot)) {}
    }
}
