import Gtk
import Navigation
@testable import Storyboard
import XCTest

/// The bars' buttons for the top page's items (`BarButtonRow`, `BarButton`), in real
/// windows under Xvfb.
final class BarButtonTests: XCTestCase {
    func testRightBarItemsAndTheToolbarFollowThePage() throws {
        try MainActor.assumeIsolated {
            let page = LabelPage("CarValet")
            var added = 0
            page.navigationItem.rightBarButtonItems = [BarButtonItem(title: "New Car") { added += 1 }]
            page.toolbarItems = [BarButtonItem(title: "Previous") {}, BarButtonItem(title: "Next") {}]
            let navigation = NavigationController(rootViewController: page)
            let (window, _) = try makeWindow(root: navigation)
            let view = try XCTUnwrap(navigation.view as? NavigationView)
            XCTAssertTrue(view.isToolbarShown)
            navigation.push(LabelPage("Edit Car"), animated: false)
            XCTAssertFalse(view.isToolbarShown, "no toolbar on a page without toolbar items")
            navigation.popViewController(animated: false)
            XCTAssertTrue(view.isToolbarShown)
            page.navigationItem.rightBarButtonItems[0].perform()
            XCTAssertEqual(added, 1)
            window.destroy()
        }
    }

    /// A header bar's plain buttons are flat, as GNOME's are; a done button keeps its
    /// colour; a toolbar's buttons keep their frames (CarValet's colour scheme paints them).
    func testHeaderBarButtonsAreFlatAndToolbarButtonsFramed() throws {
        try MainActor.assumeIsolated {
            let page = LabelPage("CarValet")
            page.navigationItem.rightBarButtonItems = [
                BarButtonItem(title: "New Car", iconName: "list-add-symbolic") {},
                BarButtonItem(title: "Deal") {},
                BarButtonItem(title: "Done", style: .done) {},
            ]
            page.toolbarItems = [BarButtonItem(title: "Previous") {}]
            let navigation = NavigationController(rootViewController: page)
            let (window, storyboard) = try makeWindow(root: navigation)
            let view = try XCTUnwrap(navigation.view as? NavigationView)
            let header = storyboard.headerButtons.compactMap { $0 as? Button }
            // The header bar's end shows the last item first: Done, Deal, New Car.
            XCTAssertEqual(header.map(\.hasFrame), [true, false, false], "flat but for the done button")
            XCTAssertEqual(view.toolbarButtonWidgets.compactMap { ($0 as? Button)?.hasFrame }, [true])
            window.destroy()
        }
    }

    /// An Edit item turned Done (a table's edit mode) turns its button blue and framed, and back.
    func testABarButtonFollowsItsItemsStyleWhenItChanges() throws {
        try MainActor.assumeIsolated {
            let page = LabelPage("Books")
            let edit = BarButtonItem(title: "Edit") {}
            page.navigationItem.rightBarButtonItems = [edit]
            let (window, storyboard) = try makeWindow(root: NavigationController(rootViewController: page))
            let button = try XCTUnwrap(storyboard.headerButtons.first as? Button)
            XCTAssertFalse(button.hasFrame)
            edit.title = "Done"
            edit.style = .done
            XCTAssertEqual(button.label, "Done")
            XCTAssertTrue(button.hasFrame)
            XCTAssertTrue(button.hasCSSClass("suggested-action"))
            edit.title = "Edit"
            edit.style = .plain
            XCTAssertFalse(button.hasFrame)
            XCTAssertFalse(button.hasCSSClass("suggested-action"))
            window.destroy()
        }
    }

    /// Issue #12: every rebuild of the bars left the item holding one more button. Each bar
    /// keeps the buttons of the pages left in the stack, to show them again on going back
    /// (Benchmarks/navigation); a popped page's buttons follow its items no more and wait,
    /// hidden in their rows, as spares for the next page's, and a page's buttons go when the
    /// page leaves the stack.
    func testABarButtonFollowsItsItemWhileItsPageIsInTheStackAndIsFreedWhenThePageLeaves() throws {
        try MainActor.assumeIsolated {
            let page = LabelPage("CarValet")
            let newCar = BarButtonItem(title: "New Car") {}
            let next = BarButtonItem(title: "Next") {}
            page.navigationItem.rightBarButtonItems = [newCar]
            page.toolbarItems = [next]
            let navigation = NavigationController(rootViewController: page)
            let (window, storyboard) = try makeWindow(root: navigation)
            let view = try XCTUnwrap(navigation.view as? NavigationView)
            var rootButtons = storyboard.headerButtons + view.toolbarButtonWidgets
            XCTAssertEqual(rootButtons.count, 2)
            var pushedItems: [BarButtonItem] = []
            var pushedButtons = Set<ObjectIdentifier>()
            var saved: [Int] = []
            for round in 0..<20 {
                let edit = LabelPage("Edit Car")
                let save = BarButtonItem(title: "Save \(round)", style: round.isMultiple(of: 2) ? .plain : .done) {
                    saved.append(round)
                }
                let previous = BarButtonItem(title: "Previous") {}
                edit.navigationItem.rightBarButtonItems = [save]
                edit.toolbarItems = [previous]
                pushedItems += [save, previous]
                navigation.push(edit, animated: false)
                let saveButton = try XCTUnwrap(storyboard.headerButtons.first as? Button)
                XCTAssertEqual(saveButton.label, "Save \(round)")
                XCTAssertEqual(saveButton.hasCSSClass("suggested-action"), !round.isMultiple(of: 2), "the item's style")
                XCTAssertEqual(saveButton.hasFrame, !round.isMultiple(of: 2), "flat when plain, in a header bar")
                saveButton.click()
                XCTAssertEqual(saved.last, round, "a spare acts for its new item")
                XCTAssertEqual(rootButtons.map(\.isVisible), [false, false], "the root's, kept out of sight")
                let shown = storyboard.headerButtons + view.toolbarButtonWidgets
                pushedButtons.formUnion(shown.map(ObjectIdentifier.init))
                navigation.popViewController(animated: false)
                XCTAssertTrue(shown.allSatisfy { $0.hasParent && !$0.isVisible }, "spares wait hidden in their rows")
                XCTAssertTrue(
                    storyboard.headerButtons.elementsEqual(rootButtons.prefix(1), by: ===), "the root's buttons again")
                XCTAssertTrue(view.toolbarButtonWidgets.elementsEqual(rootButtons.suffix(1), by: ===))
                XCTAssertEqual(rootButtons.map(\.isVisible), [true, true])
            }
            settle()
            XCTAssertEqual(saved, Array(0..<20), "each click ran its own item's action, once")
            XCTAssertEqual(pushedButtons.count, 2, "the first pushed page's two buttons showed every next page's")
            XCTAssertEqual(newCar.observationCount, 1, "one button follows the item, however often it showed")
            XCTAssertEqual(next.observationCount, 1)
            XCTAssertEqual(pushedItems.map(\.observationCount), Array(repeating: 0, count: 40), "spares follow nothing")
            newCar.title = "Add Car"
            XCTAssertEqual((storyboard.headerButtons.first as? Button)?.label, "Add Car")
            rootButtons = []
            navigation.setViewControllers([LabelPage("Garage")])
            settle()
            XCTAssertEqual(newCar.observationCount, 0, "the page left the stack")
            XCTAssertEqual(next.observationCount, 0)
            // Spares are few: of a page's six buttons, those beyond the row's spares go.
            let busy = LabelPage("Busy")
            busy.navigationItem.rightBarButtonItems = (1...6).map { BarButtonItem(title: "Item \($0)") {} }
            navigation.push(busy, animated: false)
            let probes = storyboard.headerButtons.map(FinalizationProbe.init)
            XCTAssertEqual(probes.count, 6)
            navigation.popViewController(animated: false)
            settle()
            XCTAssertEqual(probes.filter(\.isFinalized).count, 6 - BarButtonRow.maximumSpares)
            probes.forEach { $0.cancel() }
            storyboard.disappear()
            window.destroy()
        }
    }

    /// A custom view comes and goes with its page, and an item listed twice gets two
    /// buttons, without a GTK critical (a widget added to a second parent, or twice).
    func testACustomViewAndAnItemListedTwiceComeAndGoWithTheirPage() throws {
        try MainActor.assumeIsolated {
            let page = LabelPage("Cards")
            let deal = BarButtonItem(title: "Deal") {}
            let spinner = BarButtonItem(title: "Busy", customView: { Label("…") })
            page.navigationItem.rightBarButtonItems = [deal, spinner, deal]
            let navigation = NavigationController(rootViewController: page)
            let (window, storyboard) = try makeWindow(root: navigation)
            let custom = try XCTUnwrap(spinner.customView as? Widget)
            XCTAssertEqual(storyboard.headerButtons.count, 3)
            XCTAssertTrue(storyboard.headerButtons.contains { $0 === custom })
            for _ in 0..<3 {
                navigation.push(LabelPage("History"), animated: false)
                XCTAssertEqual(storyboard.headerButtons.count, 0)
                XCTAssertFalse(custom.hasParent, "taken out while its page is below")
                navigation.popViewController(animated: false)
                XCTAssertEqual(storyboard.headerButtons.count, 3)
                XCTAssertTrue(custom.hasParent && custom.isVisible)
            }
            settle()
            XCTAssertEqual(deal.observationCount, 2, "its two buttons")
            storyboard.disappear()
            window.destroy()
        }
    }
}
