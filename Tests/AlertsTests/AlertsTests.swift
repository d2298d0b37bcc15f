@testable import Alerts
import Navigation
import Testing

/// Records what the presenter asked the screen to do.
final class RecordingRenderer: AlertRenderer {
    var shown: [String] = []
    var closed: [String] = []
    /// The source each alert was shown from, in order.
    var sources: [PlatformView?] = []
    func show(_ alert: Alert, over controller: ViewController?, source: PlatformView?) {
        shown.append(alert.title)
        sources.append(source)
    }
    func close(_ alert: Alert) { closed.append(alert.title) }
}

/// Records the anchor of each alert shown, as `Storyboard.AlertWindows` takes it.
final class AnchorRecordingRenderer: AlertRenderer {
    var anchors: [PopoverAnchor?] = []
    func show(_ alert: Alert, over controller: ViewController?, source: PlatformView?) {
        Issue.record("the presenter shows through show(_:over:anchor:)")
    }
    func show(_ alert: Alert, over controller: ViewController?, anchor: PopoverAnchor?) { anchors.append(anchor) }
    func close(_ alert: Alert) {}
}

/// A view, as far as Navigation knows one.
final class FakeView: PlatformView {}

/// Keeps its presenter, as the app's `AlertWindows` does.
final class OwningRenderer: AlertRenderer {
    let presenter: AlertPresenter
    init(presenter: AlertPresenter) {
        self.presenter = presenter
        presenter.renderer = self
    }
    func show(_ alert: Alert, over controller: ViewController?, source: PlatformView?) {}
    func close(_ alert: Alert) {}
}

@MainActor
@Suite struct AlertTests {
    func resetAlert(_ log: @escaping (String) -> Void) -> (Alert, AlertAction) {
        let alert = Alert(title: "Reset Everything?", message: "Scores, cars and documents are deleted.")
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log("cancel") })
        let reset = AlertAction(title: "Reset", style: .destructive) { _ in log("reset") }
        reset.isEnabled = false
        alert.addAction(reset)
        alert.addTextField { $0.placeholder = "Type RESET to confirm" }
        alert.textFieldsDidChange = { alert in reset.isEnabled = alert.textFields[0].text == "RESET" }
        return (alert, reset)
    }

    @Test func aDisabledActionCannotBeChosenUntilTheFieldIsValid() {
        var log: [String] = []
        let presenter = AlertPresenter()
        let (alert, reset) = resetAlert { log.append($0) }
        presenter.present(alert)
        presenter.finish(alert, choosing: reset)
        #expect(log.isEmpty, "a disabled action does nothing")
        alert.setText("RESE", ofField: 0)
        #expect(!reset.isEnabled)
        alert.setText("RESET", ofField: 0)
        #expect(reset.isEnabled)
        #expect(alert.textFields[0].text == "RESET", "handlers can read the field")
        presenter.finish(alert, choosing: reset)
        #expect(log == ["reset"])
    }

    @Test func escapingRunsTheCancelHandlerAndOnlyOnce() {
        var log: [String] = []
        let presenter = AlertPresenter()
        let (alert, reset) = resetAlert { log.append($0) }
        presenter.present(alert)
        presenter.finish(alert, choosing: nil)
        presenter.finish(alert, choosing: nil)
        alert.setText("RESET", ofField: 0)
        presenter.finish(alert, choosing: reset)
        #expect(log == ["cancel"], "exactly one handler per dismissal")
        #expect(alert.isDismissed)
    }

    @Test func alertsPresentedWhileOneIsUpWaitTheirTurnInOrder() {
        let renderer = RecordingRenderer()
        let presenter = AlertPresenter()
        presenter.renderer = renderer
        var log: [String] = []
        let alerts = ["Deal Again?", "Game Over", "Text Import Failed"].map { title in
            let alert = Alert(title: title)
            alert.addAction(AlertAction(title: "OK") { _ in log.append(title) })
            return alert
        }
        alerts.forEach { presenter.present($0) }
        #expect(renderer.shown == ["Deal Again?"])
        #expect(presenter.queued.map(\.title) == ["Game Over", "Text Import Failed"])
        for alert in alerts { presenter.finish(alert, choosing: alert.actions[0]) }
        #expect(renderer.shown == ["Deal Again?", "Game Over", "Text Import Failed"])
        #expect(renderer.closed == renderer.shown)
        #expect(log == ["Deal Again?", "Game Over", "Text Import Failed"], "none dropped")
        #expect(presenter.current == nil)
    }

    @Test func aSheetWaitingItsTurnKeepsItsAnchor() {
        let renderer = AnchorRecordingRenderer()
        let presenter = AlertPresenter()
        presenter.renderer = renderer
        let item = BarButtonItem(title: "Delete", style: .destructive) {}
        let view = FakeView()
        let rect = ViewRect(x: 4, y: 2, width: 30, height: 12)
        let sheets = ["First", "Second", "Third", "Fourth"].map { Alert(title: $0, style: .actionSheet) }
        presenter.present(sheets[0], anchor: .barButtonItem(item))
        presenter.present(sheets[1], anchor: .view(view, rect: rect))
        presenter.present(sheets[2], source: view)
        presenter.present(sheets[3])
        #expect(renderer.anchors == [.barButtonItem(item)])
        for sheet in sheets { presenter.finish(sheet, choosing: nil) }
        #expect(renderer.anchors == [.barButtonItem(item), .view(view, rect: rect), .view(view, rect: nil), nil])
    }

    @Test func aRendererOfTheSourceOnlyGetsAViewAnchorsViewAndNoSourceForABarButtonItem() {
        let renderer = RecordingRenderer()
        let presenter = AlertPresenter()
        presenter.renderer = renderer
        let view = FakeView()
        let first = Alert(title: "First", style: .actionSheet)
        let second = Alert(title: "Second", style: .actionSheet)
        presenter.present(first, anchor: .view(view, rect: ViewRect(x: 0, y: 0, width: 1, height: 1)))
        presenter.finish(first, choosing: nil)
        presenter.present(second, anchor: .barButtonItem(BarButtonItem(title: "Share") {}))
        #expect(renderer.shown == ["First", "Second"])
        #expect(renderer.sources.count == 2)
        #expect(renderer.sources.first.flatMap { $0 } === view)
        #expect(renderer.sources.last.flatMap { $0 } == nil)
    }

    /// Found by LeakSanitizer (`make test-asan`): a presenter that kept its renderer
    /// and a renderer that kept its presenter were never freed.
    @Test func aRendererThatKeepsItsPresenterIsFreedWithIt() {
        weak var renderer: OwningRenderer?
        weak var presenter: AlertPresenter?
        do {
            let owning = OwningRenderer(presenter: AlertPresenter())
            renderer = owning
            presenter = owning.presenter
            #expect(presenter?.renderer === owning)
        }
        #expect(renderer == nil, "the renderer goes with its owner")
        #expect(presenter == nil, "and its presenter with it")
    }

    @Test func finishingAnAlertThatIsNotUpDoesNothing() {
        let presenter = AlertPresenter()
        let first = Alert(title: "First")
        let second = Alert(title: "Second")
        var ran = 0
        second.addAction(AlertAction(title: "OK") { _ in ran += 1 })
        presenter.present(first)
        presenter.present(second)
        presenter.finish(second, choosing: second.actions[0])
        #expect(ran == 0, "the waiting alert was never shown, so it cannot be answered")
    }

    @Test func cancelComesFirstAndReturnSkipsDestructiveActions() {
        let alert = Alert(title: "Deal Again?", message: "The game under way will be recorded.")
        let deal = AlertAction(title: "Deal")
        alert.addAction(deal)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.preferredAction = deal
        #expect(alert.orderedActions.map(\.title) == ["Cancel", "Deal"])
        #expect(alert.returnAction === deal)
        deal.isEnabled = false
        #expect(alert.returnAction == nil)

        let sheet = Alert(title: "Reset Saved Data", style: .actionSheet)
        let everything = AlertAction(title: "Reset Everything", style: .destructive)
        sheet.addAction(everything)
        sheet.preferredAction = everything
        #expect(sheet.returnAction == nil, "Return never chooses a destructive action")
    }

    @Test func theFocusStartsOnASafeActionOrNone() {
        let delete = AlertAction(title: "Delete", style: .destructive)
        let keep = AlertAction(title: "Keep")
        let cancel = AlertAction(title: "Cancel", style: .cancel)
        func alert(_ style: Alert.Style, _ actions: [AlertAction], preferring preferred: AlertAction? = nil) -> Alert {
            let alert = Alert(title: "Delete “Sky”?", style: style)
            actions.forEach(alert.addAction)
            alert.preferredAction = preferred
            return alert
        }
        #expect(alert(.alert, [delete, keep, cancel], preferring: keep).initiallyFocusedAction === keep)
        #expect(alert(.alert, [delete, keep, cancel], preferring: delete).initiallyFocusedAction === cancel)
        #expect(alert(.alert, [delete, keep, cancel]).initiallyFocusedAction === cancel)
        #expect(alert(.alert, [delete, keep]).initiallyFocusedAction == nil, "not the first action: it deletes")
        keep.isEnabled = false
        #expect(alert(.alert, [delete, keep, cancel], preferring: keep).initiallyFocusedAction === cancel)
        keep.isEnabled = true
        let sheet = alert(.actionSheet, [delete, keep, cancel], preferring: keep)
        #expect(sheet.returnAction == nil, "Return chooses nothing in a list of choices")
        #expect(sheet.initiallyFocusedAction === cancel)
        #expect(alert(.actionSheet, [delete, keep]).initiallyFocusedAction == nil)
    }

    @Test func aSecondCancelActionIsAProgrammerErrorWithAClearMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let alert = Alert(title: "Twice")
                alert.addAction(AlertAction(title: "Cancel", style: .cancel))
                alert.addAction(AlertAction(title: "Never Mind", style: .cancel))
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Alert 'Twice' already has a cancel action ('Cancel')"), "\(message)")
    }

    @Test func secureFieldsKeepTheirSettings() {
        let alert = Alert(title: "Sign In")
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecure = true
            field.text = "initial"
        }
        #expect(alert.textFields[0].isSecure)
        #expect(alert.textFields[0].text == "initial")
    }
}
