import Navigation
import Testing

@MainActor
struct BarButtonItemObservationTests {
    @Test func aBarButtonItemKeepsNoObservationOfAButtonGone() {
        let item = BarButtonItem(title: "Deal") {}
        var titles: [String] = []
        for _ in 0..<100 {
            let observation = item.observeChanges { [weak item] in titles.append(item?.title ?? "") }
            withExtendedLifetime(observation) {}
        }
        #expect(item.observationCount == 0)
        let shown = item.observeChanges { [weak item] in titles.append(item?.title ?? "") }
        item.title = "Redeal"
        #expect(titles == ["Redeal"])
        withExtendedLifetime(shown) {}
    }
}
