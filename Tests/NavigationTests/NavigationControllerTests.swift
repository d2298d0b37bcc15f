@testable import Navigation
import Testing

@MainActor
@Suite struct NavigationControllerTests {
    let journal = Journal()
    let views = RecordingViews()

    @Test func pushAndPopCallTheLifecycleInUIKitsOrder() {
        let root = Page("Cards", journal: journal)
        let navigation = NavigationController(rootViewController: root)
        appear(navigation, in: views)
        #expect(journal.entries == ["Cards.viewDidLoad", "Cards.viewWillAppear", "Cards.viewDidAppear"])
        journal.clear()

        let history = Page("History", journal: journal)
        navigation.push(history)
        #expect(
            journal.entries == [
                "History.viewDidLoad",
                "Cards.viewWillDisappear", "History.viewWillAppear",
                "Cards.viewDidDisappear", "History.viewDidAppear",
            ])
        journal.clear()

        navigation.popViewController()
        #expect(
            journal.entries == [
                "History.viewWillDisappear", "Cards.viewWillAppear",
                "History.viewDidDisappear", "Cards.viewDidAppear",
            ])
    }

    @Test func viewDidLoadRunsOnceAndOnlyWhenTheViewIsNeeded() {
        let root = Page("Settings", journal: journal)
        let navigation = NavigationController(rootViewController: root)
        #expect(!root.isViewLoaded, "not loaded before anything shows it")
        appear(navigation, in: views)
        navigation.push(Page("Units", journal: journal))
        navigation.popViewController()
        #expect(journal.entries.filter { $0 == "Settings.viewDidLoad" }.count == 1)
    }

    @Test func aPoppedControllerIsReleased() {
        let navigation = NavigationController(rootViewController: Page("Cards", journal: journal))
        appear(navigation, in: views)
        weak var weakHistory: ViewController?
        do {
            let history = Page("History", journal: journal)
            weakHistory = history
            navigation.push(history)
        }
        #expect(weakHistory != nil)
        navigation.popViewController()
        #expect(weakHistory == nil)
    }

    @Test func popToRootReleasesEveryPageAbove() {
        let navigation = NavigationController(rootViewController: Page("Settings", journal: journal))
        appear(navigation, in: views)
        weak var first: ViewController?
        weak var second: ViewController?
        do {
            let a = Page("Card Games", journal: journal)
            let b = Page("Details", journal: journal)
            first = a
            second = b
            navigation.push(a)
            navigation.push(b)
        }
        journal.clear()
        let popped = navigation.popToRootViewController().count
        #expect(popped == 2)
        #expect(first == nil && second == nil)
        #expect(
            journal.entries == [
                "Details.viewWillDisappear", "Settings.viewWillAppear",
                "Details.viewDidDisappear", "Settings.viewDidAppear",
            ], "the page in between never appeared, so it does not disappear either")
    }

    @Test func theRootIsNeverPopped() {
        let navigation = NavigationController(rootViewController: Page("About", journal: journal))
        #expect(navigation.popViewController() == nil)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test(arguments: [
        ("Cards", nil as String?, "Cards"),
        ("", nil, "Back"),
        ("Attributor Settings", nil, "Back"),  // longer than 12 characters
        ("Twelve chars", nil, "Twelve chars"),
        ("Attributor Settings", "Editor", "Editor"),  // the override wins
    ])
    func theBackTitleRule(previousTitle: String, override: String?, expected: String) {
        let previous = Page(previousTitle, journal: journal)
        previous.navigationItem.backButtonTitle = override
        let navigation = NavigationController(rootViewController: previous)
        #expect(navigation.backButtonTitle == nil, "the root has no back button")
        navigation.push(Page("Next", journal: journal))
        #expect(navigation.backButtonTitle == expected)
    }

    @Test func theToolbarShowsOnlyForAPageWithToolbarItems() {
        let carValet = Page("CarValet", journal: journal)
        carValet.toolbarItems = [BarButtonItem(title: "Previous") {}, BarButtonItem(title: "Next") {}]
        let navigation = NavigationController(rootViewController: carValet)
        #expect(navigation.isToolbarVisible)
        navigation.push(Page("Edit Car", journal: journal))
        #expect(!navigation.isToolbarVisible)
        navigation.popViewController()
        #expect(navigation.isToolbarVisible)
    }

    @Test func theRenderedViewIsToldOfEveryChangeOnTop() throws {
        let root = Page("Cards", journal: journal)
        let navigation = NavigationController(rootViewController: root)
        appear(navigation, in: views)
        let view = try #require(navigation.view as? FakeNavigationView)
        let history = Page("History", journal: journal)
        navigation.push(history)
        navigation.popViewController()
        #expect(view.shown.map(\.1) == [.replace, .push, .pop], "the first page shows without a slide")
        let before = view.itemUpdates
        root.title = "Machismo"
        #expect(view.itemUpdates == before + 1, "a title change on top re-renders the bars")
        #expect(navigation.title == "Machismo", "the container is titled after its top page")
    }

    @Test func goBackPopsOrRunsTheRootBackAction() {
        let navigation = NavigationController(rootViewController: Page("Set", journal: journal))
        #expect(!navigation.goBack())
        var wentToMore = false
        navigation.rootBackAction = ("More", { wentToMore = true })
        #expect(navigation.backButtonTitle == "More")
        #expect(navigation.goBack())
        #expect(wentToMore)
    }
}
