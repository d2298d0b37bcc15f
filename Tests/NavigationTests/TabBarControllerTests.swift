@testable import Navigation
import Testing

@MainActor
@Suite struct TabBarControllerTests {
    let journal = Journal()
    let views = RecordingViews()

    /// A tab: a navigation controller whose root is a journaled page.
    func tab(_ title: String) -> NavigationController {
        let navigation = NavigationController(
            rootViewController: Page(title, journal: journal, identifier: title.lowercased()))
        navigation.restorationIdentifier = title.lowercased()
        return navigation
    }

    func tabs(_ titles: [String]) -> TabBarController {
        let tabBar = TabBarController()
        tabBar.setViewControllers(titles.map(tab))
        return tabBar
    }

    static let scenes = ["Cards", "Set", "Scores", "Attributor", "FaceIt", "CarValet", "Settings", "About"]

    @Test func fiveTabsFitInTheBarWithoutMore() {
        let tabBar = tabs(Array(Self.scenes.prefix(5)))
        #expect(!tabBar.hasMore)
        #expect(tabBar.barViewControllers.count == 5)
        #expect(tabBar.moreViewControllers.isEmpty)
    }

    @Test func withMoreThanFiveTabsTheFifthIsMore() {
        let tabBar = tabs(Self.scenes)
        #expect(tabBar.hasMore)
        #expect(tabBar.barViewControllers.map(\.title) == ["Cards", "Set", "Scores", "Attributor"])
        #expect(tabBar.moreViewControllers.map(\.title) == ["FaceIt", "CarValet", "Settings", "About"])
    }

    @Test func switchingTabsMakesOneDisappearAndTheOtherAppear() {
        let tabBar = tabs(["Cards", "Set"])
        appear(tabBar, in: views)
        #expect(journal.entries == ["Cards.viewDidLoad", "Cards.viewWillAppear", "Cards.viewDidAppear"])
        journal.clear()
        tabBar.select(1)
        #expect(
            journal.entries == [
                "Cards.viewWillDisappear", "Set.viewDidLoad", "Set.viewWillAppear",
                "Cards.viewDidDisappear", "Set.viewDidAppear",
            ])
        #expect(tabBar.title == "Set")
    }

    @Test func reselectingTheSelectedTabPopsItToItsRoot() throws {
        let tabBar = tabs(["Cards", "Set"])
        appear(tabBar, in: views)
        let cards = try #require(tabBar.selectedViewController as? NavigationController)
        cards.push(Page("History", journal: journal))
        tabBar.select(0)
        #expect(cards.viewControllers.count == 1)
    }

    @Test func reselectingASplitViewTabPopsItsMasterStack() {
        let master = NavigationController(rootViewController: Page("Scores", journal: journal))
        let scores = SplitViewController(master: master)
        let tabBar = TabBarController()
        tabBar.setViewControllers([scores, tab("Settings")])
        appear(tabBar, in: views)
        scores.setAvailableWidth(500)
        scores.showDetail(Page("Set Result", journal: journal))
        #expect(master.viewControllers.count == 2)
        tabBar.select(0)
        #expect(master.viewControllers.count == 1)
        #expect(tabBar.title == "Scores")
    }

    @Test func choosingATabUnderMoreShowsItWithABackButtonToTheList() throws {
        let tabBar = tabs(Self.scenes)
        appear(tabBar, in: views)
        tabBar.selectBarItem(4)
        #expect(tabBar.isShowingMoreList)
        #expect(tabBar.selectedBarIndex == 4)
        let list = try #require(tabBar.moreNavigationController.rootViewController as? MoreListController)
        #expect(list.rows.map(\.title) == ["FaceIt", "CarValet", "Settings", "About"])
        list.choose(2)
        #expect(!tabBar.isShowingMoreList)
        #expect(tabBar.selectedViewController?.title == "Settings")
        #expect(tabBar.selectedBarIndex == 4, "More stays highlighted")
        let settings = try #require(tabBar.selectedViewController as? NavigationController)
        #expect(settings.backButtonTitle == "More")
        settings.goBack()
        #expect(tabBar.isShowingMoreList)
    }

    @Test func aSplitViewTabUnderMoreGoesBackToTheListFromItsMastersRoot() throws {
        let master = NavigationController(rootViewController: Page("Emotions", journal: journal))
        let faceIt = SplitViewController(master: master)
        let tabBar = TabBarController()
        tabBar.setViewControllers(["Cards", "Set", "Scores", "Attributor"].map(tab) + [faceIt, tab("About")])
        appear(tabBar, in: views)
        tabBar.select(4)
        #expect(tabBar.selectedBarIndex == 4, "More stays highlighted")
        #expect(master.backButtonTitle == "More")
        master.goBack()
        #expect(tabBar.isShowingMoreList)

        tabBar.moveTab(from: 4, to: 0)  // into the bar: no way back to More
        #expect(master.rootBackAction == nil)
    }

    @Test func editingMovesATabIntoTheBar() throws {
        let tabBar = tabs(Self.scenes)
        let list = try #require(tabBar.moreNavigationController.rootViewController as? MoreListController)
        list.setEditing(true)
        #expect(list.rows.count == 8, "editing lists every tab")
        #expect(list.barCount == 4)
        list.moveRow(6, by: -3)  // Settings up to the fourth place
        #expect(tabBar.barViewControllers.map(\.title) == ["Cards", "Set", "Scores", "Settings"])
        #expect(tabBar.moreViewControllers.first?.title == "Attributor")
        list.setEditing(false)
        #expect(list.rows.map(\.title) == ["Attributor", "FaceIt", "CarValet", "About"])
        let settings = try #require(tabBar.viewControllers[3] as? NavigationController)
        #expect(settings.rootBackAction == nil, "a tab in the bar has no back button to More")
    }

    @Test func leavingTheMoreListEndsEditModeAndKeepsTheMoves() throws {
        let tabBar = tabs(Self.scenes)
        appear(tabBar, in: views)
        tabBar.selectBarItem(4)
        let list = try #require(tabBar.moreNavigationController.rootViewController as? MoreListController)
        list.setEditing(true)
        #expect(list.navigationItem.rightBarButtonItems.map(\.title) == ["Done"])
        list.moveRow(6, by: -3)  // Settings into the bar
        tabBar.selectBarItem(0)
        #expect(!list.isEditing, "another tab was chosen while editing")
        #expect(list.navigationItem.rightBarButtonItems.map(\.title) == ["Edit"])
        #expect(tabBar.barViewControllers.map(\.title) == ["Cards", "Set", "Scores", "Settings"])
        tabBar.selectBarItem(4)
        #expect(tabBar.isShowingMoreList)
        #expect(list.rows.map(\.title) == ["Attributor", "FaceIt", "CarValet", "About"])
    }

    @Test func badgesAreTabBarItemValues() {
        let tabBar = tabs(["Cards", "Scores"])
        tabBar.viewControllers[1].tabBarItem.badgeValue = "3"
        #expect(tabBar.viewControllers[1].tabBarItem.badgeValue == "3")
    }
}
