@testable import Navigation
import Testing

/// `restoresHiddenTabsWhenShown`: a launch restores the tab on show; each other tab keeps
/// its saved path, saved unchanged, until it is first shown or an unwind segue looks into it.
@MainActor
@Suite struct DeferredRestorationTests {
    let journal = Journal()
    let views = RecordingViews()

    /// Cards (a refusing root with a History segue), Garage (a root with a Garage segue
    /// whose page handles `Done Editing`) and Settings (a root with an Editor segue).
    func tabs() -> (
        TabBarController, cards: NavigationController, garage: NavigationController, settings: NavigationController
    ) {
        let refusing = RefusingPage("Cards", journal: journal, identifier: "cards")
        refusing.registerSegue(Segues.showRefusingHistory, restorationIdentifier: "history") {
            RefusingPage("History", journal: self.journal)
        }
        let cards = NavigationController(rootViewController: refusing)
        cards.restorationIdentifier = "cards"
        let lot = Page("Lot", journal: journal, identifier: "lot")
        lot.registerSegue(Segues.garage, restorationIdentifier: "garage") {
            let garage = GaragePage("Garage", journal: self.journal)
            garage.restorationIdentifier = "garage"
            return garage
        }
        let garage = NavigationController(rootViewController: lot)
        garage.restorationIdentifier = "lot"
        let settingsPage = Page("Settings", journal: journal, identifier: "settings")
        settingsPage.registerSegue(Segues.edit, restorationIdentifier: "edit") {
            EditorPage("Edit", journal: self.journal)
        }
        let settings = NavigationController(rootViewController: settingsPage)
        settings.restorationIdentifier = "settings"
        let tabBar = TabBarController()
        tabBar.setViewControllers([cards, garage, settings])
        tabBar.restoresHiddenTabsWhenShown = true
        return (tabBar, cards, garage, settings)
    }

    let saved = RestorationState(
        selectedTab: "settings", tabOrder: ["settings", "cards", "lot"],
        paths: [
            "cards": [
                RestoredPage(identifier: "cards", state: ["deal": "broken"]),
                RestoredPage(identifier: "history", state: ["line": 3]),
            ],
            "lot": [RestoredPage(identifier: "lot"), RestoredPage(identifier: "garage")],
            "settings": [RestoredPage(identifier: "settings"), RestoredPage(identifier: "edit")],
        ])

    @Test func onlyTheTabOnShowIsRestoredAndTheOthersAreSavedAsRead() {
        let (tabBar, cards, garage, settings) = tabs()
        var reported: [[String]] = []
        tabBar.onRestorationFailures = { reported.append($0.map(\.page)) }
        #expect(tabBar.restore(saved).isEmpty, "the refusing Cards page is not asked yet")
        #expect(settings.viewControllers.count == 2)
        #expect(cards.viewControllers.count == 1 && garage.viewControllers.count == 1)
        #expect(tabBar.viewControllers.map(\.restorationIdentifier) == ["settings", "cards", "lot"])
        #expect(tabBar.restorationState.paths["cards"] == saved.paths["cards"], "kept as read")
        #expect(tabBar.restorationState.paths["lot"] == saved.paths["lot"])
        #expect(reported.isEmpty)
    }

    @Test func aTabIsRestoredAsItIsFirstShownAndItsFailuresReportedAfterTheSelection() {
        let (tabBar, cards, _, _) = tabs()
        appear(tabBar, in: views)
        var reported: [[String]] = []
        var selectedWhenReported: ViewController?
        tabBar.onRestorationFailures = { [weak tabBar] failures in
            reported.append(failures.map(\.page))
            selectedWhenReported = tabBar?.selectedViewController
        }
        tabBar.restore(saved)
        journal.clear()
        tabBar.selectTab(withIdentifier: "cards", animated: false)
        #expect(cards.viewControllers.map(\.title) == ["Cards"], "History refused its state: not pushed")
        #expect(reported == [["cards", "history"]])
        #expect(selectedWhenReported === cards)
        #expect(!journal.entries.contains { $0.hasPrefix("History.") }, "never loaded nor shown")
        #expect(journal.entries.contains("Cards.viewDidAppear"), "the root carries on, freshly made")
        #expect(tabBar.restorationState.paths["cards"]?.map(\.identifier) == ["cards"])
        #expect(tabBar.restorationState.paths["cards"]?.first?.state == [:], "now what the page holds")

        tabBar.selectTab(withIdentifier: "settings", animated: false)
        tabBar.selectTab(withIdentifier: "cards", animated: false)
        #expect(reported.count == 1, "once")
        #expect(cards.viewControllers.count == 1)
    }

    @Test func aTabSelectedBeforeTheWindowShowsIsRestoredToo() {
        let (tabBar, cards, garage, _) = tabs()
        tabBar.restore(saved)
        tabBar.selectTab(withIdentifier: "lot")
        #expect(garage.viewControllers.count == 2)
        #expect(cards.viewControllers.count == 1)
    }

    @Test func theTabOnShowIsRestoredWhenTheSavedSelectionNamesNone() {
        let (tabBar, cards, _, _) = tabs()
        var state = saved
        state.selectedTab = "gone"
        #expect(tabBar.restore(state).map(\.page) == ["cards", "history"], "returned, as at once")
        #expect(tabBar.selectedViewController === cards, "the selection stays")
        #expect(cards.viewControllers.count == 1, "History refused its state: not pushed")
    }

    @Test func anUnwindSegueFindsItsWayIntoATabNotYetShown() throws {
        let (tabBar, _, garage, settings) = tabs()
        appear(tabBar, in: views)
        tabBar.restore(saved)
        let editor = try #require(settings.topViewController as? EditorPage)
        let destination = editor.performSegue(withIdentifier: Segues.doneEditing, sender: nil, animated: false)
        let garagePage = try #require(garage.topViewController as? GaragePage)
        #expect(destination === garagePage)
        #expect(garagePage.unwoundFrom == ["Honda Accord, 2020"])
        #expect(tabBar.selectedViewController === garage)
    }

    @Test func theHiddenTabsCanBeRestoredAllAtOnce() {
        let (tabBar, cards, garage, _) = tabs()
        var reported: [[String]] = []
        tabBar.onRestorationFailures = { reported.append($0.map(\.page)) }
        tabBar.restore(saved)
        #expect(tabBar.restoreHiddenTabs().map(\.page) == ["cards", "history"])
        #expect(cards.viewControllers.count == 1 && garage.viewControllers.count == 2, "all but the refusing page")
        #expect(reported.isEmpty, "returned, as restore(_:) returns them")
        #expect(tabBar.restoreHiddenTabs().isEmpty, "nothing is left to restore")
    }

    @Test func offByDefaultEveryTabIsRestoredAtOnce() {
        let (tabBar, cards, garage, _) = tabs()
        tabBar.restoresHiddenTabsWhenShown = false
        #expect(tabBar.restore(saved).map(\.page) == ["cards", "history"])
        #expect(cards.viewControllers.count == 1 && garage.viewControllers.count == 2, "all but the refusing page")
    }
}
