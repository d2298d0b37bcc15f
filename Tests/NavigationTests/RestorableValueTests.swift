import Foundation
@testable import Navigation
import Testing

/// What a page keeps across launches: any JSON value, read back as it was
/// written, and older files' strings still understood.
@Suite struct RestorableValueTests {
    func read(_ json: String) throws -> RestorableValue {
        try JSONDecoder().decode(RestorableValue.self, from: Data(json.utf8))
    }

    @Test func everyKindOfJSONValueReadsBack() throws {
        let json = #"{"a": [1, 1.5, "x", true, null, {"b": -9223372036854775808}], "c": {}, "d": []}"#
        let value = try read(json)
        #expect(
            value
                == .object([
                    "a": .array([1, 1.5, "x", true, .null, .object(["b": .integer(Int.min)])]),
                    "c": .object([:]), "d": .array([]),
                ]))
        #expect(try read(String(decoding: JSONEncoder().encode(value), as: UTF8.self)) == value)
        #expect(try read("1.0") == .integer(1), "whole numbers are integers however written")
        #expect(try read("9223372036854775808") == .number(9_223_372_036_854_775_808), "past Int: a number")
    }

    @Test func nestingPast512LevelsIsRefusedNotRecursedInto() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: DecodingError.self) { try read(deep) }
    }

    @Test func numbersAndWholeNumbersAreReadFromOlderStringsToo() {
        #expect(RestorableValue.string("7").intValue == 7)
        #expect(RestorableValue.integer(7).intValue == 7)
        #expect(RestorableValue.number(7.5).intValue == nil)
        #expect(RestorableValue.string("0.45").doubleValue == 0.45)
        #expect(RestorableValue.integer(2).doubleValue == 2)
        for notFinite in ["nan", "NaN", "inf", "-inf", "1e400"] {
            #expect(RestorableValue.string(notFinite).doubleValue == nil, "\(notFinite)")
        }
        #expect(RestorableValue.bool(true).stringValue == nil)
    }

    struct Deal: Codable, Equatable {
        var kind: String
        var cards: [String]
        var score: Int
    }

    @Test func aCodableValueIsKeptAsAnObjectWithItsKeys() throws {
        let deal = Deal(kind: "cards", cards: ["J♥", "J♠"], score: Int.max)
        let value = try RestorableValue(encoding: deal)
        #expect(value == .object(["kind": "cards", "cards": .array(["J♥", "J♠"]), "score": .integer(Int.max)]))
        #expect(try value.decode(Deal.self) == deal)
        #expect(throws: DecodingError.self) { try RestorableValue.object(["kind": 1]).decode(Deal.self) }
    }
}

/// A page that refuses any state it is given, as a damaged one.
final class RefusingPage: Page {
    struct Refused: Error, CustomStringConvertible {
        var description: String { "The saved page could not be restored." }
    }

    override func decodeRestorableState(_ state: [String: RestorableValue]) throws {
        if !state.isEmpty { throw Refused() }
    }
}

@MainActor
@Suite struct RestorationFailureTests {
    let journal = Journal()
    let views = RecordingViews()

    @Test func aRootThatRefusesItsStateIsReportedAndTheRestRestoredButARefusingPageIsNotPushed() throws {
        let refusing = RefusingPage("Cards", journal: journal, identifier: "cards")
        refusing.registerSegue(Segues.showRefusingHistory, restorationIdentifier: "history") {
            RefusingPage("History", journal: self.journal)
        }
        let cards = NavigationController(rootViewController: refusing)
        cards.restorationIdentifier = "cards"
        let settings = NavigationController(
            rootViewController: Page("Settings", journal: journal, identifier: "settings"))
        settings.restorationIdentifier = "settings"
        let tabBar = TabBarController()
        tabBar.setViewControllers([cards, settings])
        let failures = tabBar.restore(
            RestorationState(
                selectedTab: "settings", tabOrder: ["settings", "cards"],
                paths: [
                    "cards": [
                        RestoredPage(identifier: "cards", state: ["deal": "broken"]),
                        RestoredPage(identifier: "history", state: ["line": 3]),
                    ]
                ]))
        #expect(failures.map(\.page) == ["cards", "history"])
        #expect(failures.first?.description == "The saved page could not be restored.")
        #expect(failures.map(\.path) == [["cards"], ["cards", "history"]])
        #expect(failures.map(\.notRestored) == [[], ["history"]], "the root stays; the refusing page does not")
        #expect(cards.viewControllers.map(\.title) == ["Cards"], "History refused its state: not pushed")
        #expect(tabBar.selectedViewController === settings)
        #expect(tabBar.viewControllers.map(\.restorationIdentifier) == ["settings", "cards"])
    }
}
