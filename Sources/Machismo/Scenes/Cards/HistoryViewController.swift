import Gtk
import Localization
import Navigation

/// History: every status line of the deal, numbered, as `Show History`
/// prepared it. Set's lines show their cards drawn small.
@MainActor
final class HistoryViewController: ViewController {
    private(set) var story: [StatusLine] = []
    private var drawsCards = false
    /// The rows' line views, kept while shown.
    private var lines: [StatusLineView] = []

    override init() {
        super.init()
        // TRANSLATORS: every line of a deal: a header-bar button of Cards and Set, its page's title, a heading in Scores.
        title = tr("History")
    }

    /// Hands the page the deal's story; called in `prepare(for:sender:)`.
    func setStory(_ story: [StatusLine], drawsCards: Bool) {
        self.story = story
        self.drawsCards = drawsCards
    }

    override func loadView() -> PlatformView {
        guard !story.isEmpty else {
            return StatusPage(
                iconName: "document-open-recent-symbolic", title: tr("Nothing Chosen Yet"),
                description: tr("Every choice of this deal is listed here."))
        }
        let form = SettingsForm()
        form.vexpand = true
        let rows: [Widget] = story.enumerated().map { index, line in
            let row = Box(.horizontal, spacing: 12)
            row.setMargins(top: 8, bottom: 8, start: 12, end: 12)
            // TRANSLATORS: a line's number in History and in a result's history (1., 2., …).
            let number = Label(tr("%d.", index + 1))
            number.addCSSClass("dim-label")
            number.addCSSClass("history-number")
            row.append(number)
            let view = StatusLineView(drawsCards: drawsCards)
            view.removeCSSClass("status-line")
            view.show(line)
            lines.append(view)
            row.append(view)
            row.accessibleLabel = line.numbered(index + 1)
            return row
        }
        form.addGroup(nil, rows: rows)
        return form
    }
}
