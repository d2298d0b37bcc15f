@testable import Navigation
import Testing

/// A page that handles the unwind action `Done Editing` and records what it read.
final class GaragePage: Page {
    var unwoundFrom: [String] = []
    var segueKinds: [SegueKind] = []

    init(_ title: String, journal: Journal) {
        super.init(title, journal: journal)
        registerUnwindAction(Segues.doneEditing) { [unowned self] segue in
            unwoundFrom.append((segue.source as? EditorPage)?.result ?? "?")
            segueKinds.append(segue.kind)
            journal.entries.append("\(title).unwind")
        }
        registerSegue(Segues.edit, restorationIdentifier: "edit") { EditorPage("Edit", journal: journal) }
    }
}

/// A page down the stack that performs the unwind, and may refuse it.
final class EditorPage: Page {
    var result = ""
    var refuse = false

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { !refuse }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        result = "Honda Accord, 2020"
        journal.entries.append("\(title!).prepare(\(segue.identifier))")
    }
}

@MainActor
@Suite struct UnwindSegueTests {
    let journal = Journal()
    let views = RecordingViews()

    @Test func unwindingCallsTheActionWithTheSourceThenPopsEverythingBetween() throws {
        let garage = GaragePage("Garage", journal: journal)
        let navigation = NavigationController(rootViewController: garage)
        appear(navigation, in: views)
        weak let editor = garage.performSegue(withIdentifier: Segues.edit, sender: nil, animated: false)
        try #require(editor != nil)
        navigation.push(Page("Details", journal: journal), animated: false)
        weak let details = navigation.topViewController
        journal.clear()
        let destination = details?.performSegue(withIdentifier: Segues.doneEditing, sender: nil, animated: false)
        #expect(destination === garage)
        #expect(garage.unwoundFrom == ["?"], "the action sees the source: here the Details page")
        #expect(garage.segueKinds == [.unwind])
        #expect(navigation.viewControllers.count == 1)
        #expect(journal.entries.first == "Garage.unwind", "the action runs before the pages leave")
        #expect(journal.entries.contains("Garage.viewDidAppear"))
        #expect(editor == nil && details == nil, "the pages unwound past are freed")
    }

    @Test func theSourcePreparesTheSegueBeforeTheDestinationReadsIt() throws {
        let garage = GaragePage("Garage", journal: journal)
        let navigation = NavigationController(rootViewController: garage)
        appear(navigation, in: views)
        let editor = try #require(
            garage.performSegue(withIdentifier: Segues.edit, sender: nil, animated: false))
        journal.clear()
        #expect(editor.performSegue(withIdentifier: Segues.doneEditing, sender: nil, animated: false) === garage)
        #expect(garage.unwoundFrom == ["Honda Accord, 2020"])
        #expect(Array(journal.entries.prefix(2)) == ["Edit.prepare(Done Editing)", "Garage.unwind"])
        #expect(navigation.topViewController === garage)
    }

    @Test func theNearestControllerThatHandlesTheActionIsTheDestination() throws {
        let far = GaragePage("Far", journal: journal)
        let navigation = NavigationController(rootViewController: far)
        appear(navigation, in: views)
        let near = GaragePage("Near", journal: journal)
        navigation.push(near, animated: false)
        let editor = try #require(near.performSegue(withIdentifier: Segues.edit, sender: nil, animated: false))
        #expect(editor.performSegue(withIdentifier: Segues.doneEditing, sender: nil, animated: false) === near)
        #expect(near.unwoundFrom.count == 1 && far.unwoundFrom.isEmpty)
        #expect(navigation.viewControllers.map(\.title) == ["Far", "Near"])
    }

    @Test func aRefusedUnwindChangesNothing() throws {
        let garage = GaragePage("Garage", journal: journal)
        let navigation = NavigationController(rootViewController: garage)
        appear(navigation, in: views)
        let editor = try #require(
            garage.performSegue(withIdentifier: Segues.edit, sender: nil, animated: false))
        editor.refuse = true
        #expect(editor.performSegue(withIdentifier: Segues.doneEditing, sender: nil) == nil)
        #expect(garage.unwoundFrom.isEmpty)
        #expect(navigation.topViewController === editor)
    }

    @Test func aControllerNeverUnwindsToItself() {
        let garage = GaragePage("Garage", journal: journal)
        let navigation = NavigationController(rootViewController: garage)
        appear(navigation, in: views)
        var reports: [String] = []
        let original = NavigationLog.report
        NavigationLog.report = { reports.append($0) }
        defer { NavigationLog.report = original }
        #expect(garage.performSegue(withIdentifier: Segues.doneEditing, sender: nil) == nil)
        #expect(garage.unwoundFrom.isEmpty)
        #expect(reports == ["GaragePage has no segue 'Done Editing', and nothing above it unwinds it"])
    }

    @Test func unwindingFromAPresentedStackDismissesItAndSelectsTheDestinationsTab() throws {
        let garage = GaragePage("Garage", journal: journal)
        let garageTab = NavigationController(rootViewController: garage)
        let otherTab = NavigationController(rootViewController: Page("Cards", journal: journal))
        let tabBar = TabBarController()
        tabBar.setViewControllers([otherTab, garageTab])
        appear(tabBar, in: views)
        #expect(tabBar.selectedViewController === otherTab)
        let sheet = NavigationController(rootViewController: Page("Sheet", journal: journal))
        tabBar.present(sheet, animated: false)
        sheet.push(EditorPage("Edit", journal: journal), animated: false)
        weak let editor = sheet.topViewController
        #expect(editor?.performSegue(withIdentifier: Segues.doneEditing, sender: nil, animated: false) === garage)
        #expect(views.dismissed == ["Edit"], "the presented stack, titled after its top page, is dismissed")
        #expect(tabBar.presentedViewController == nil)
        #expect(tabBar.selectedViewController === garageTab)
        #expect(garage.appearance == .appeared)
        #expect(garage.unwoundFrom == ["Honda Accord, 2020"])
    }
}
