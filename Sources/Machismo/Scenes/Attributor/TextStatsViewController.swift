import Gtk
import Localization
import Navigation
import RichText
import TextStats

/// Text Stats: how many characters are colourful and outlined, the words and
/// characters, and a small chart of characters per colour. `Analyze Text`
/// hands it the text in `prepare(for:sender:)`; setting the text while the
/// page is on screen updates it.
@MainActor
final class TextStatsViewController: ViewController {
    /// The text to count; the page follows it while on screen.
    var textToAnalyze = AttributedText() {
        didSet { if isViewLoaded { updateUI() } }
    }

    private(set) var statistics = TextStatistics(AttributedText())
    private let colorfulLabel = Label()
    private let outlinedLabel = Label()
    private let wordsLabel = Label()
    private let charactersLabel = Label()
    private let chart = DrawingArea()

    override init() {
        super.init()
        // TRANSLATORS: the title of the page of the text's statistics.
        title = tr("Text Stats")
    }

    override func loadView() -> PlatformView {
        let page = Box(.vertical, spacing: 18)
        page.setMargins(24)
        page.halign = .center
        page.addCSSClass("text-stats")
        for label in [colorfulLabel, outlinedLabel, wordsLabel, charactersLabel] {
            label.xalign = 0
            label.addCSSClass("stat")
            page.append(label)
        }
        colorfulLabel.addCSSClass("title-2")
        outlinedLabel.addCSSClass("title-2")
        let heading = Label(tr("Characters per Colour"))
        heading.addCSSClass("heading")
        heading.xalign = 0
        heading.setMargins(top: 12, bottom: 0, start: 0, end: 0)
        page.append(heading)
        chart.setContentSize(width: 360, height: 160)
        chart.setAccessibleLabelledBy(heading)
        chart.setDraw { [weak self] context, width, height in
            self?.drawChart(context, width: Double(width), height: Double(height))
        }
        page.append(chart)
        let scrolled = ScrolledWindow()
        scrolled.child = page
        scrolled.disableHorizontalScrolling()
        return scrolled
    }

    override func viewWillAppear(_ animated: Bool) { updateUI() }

    private func updateUI() {
        statistics = TextStatistics(textToAnalyze)
        for (label, line) in zip([colorfulLabel, outlinedLabel, wordsLabel, charactersLabel], Self.lines(statistics)) {
            label.text = line
        }
        chart.accessibleDescription = Self.chartDescription(statistics.charactersPerColor)
        chart.queueDraw()
    }

    /// The page's four counts, in the language's plural forms: `14 colorful characters`,
    /// `9 outlined characters`, `3 words`, `1 character`.
    nonisolated static func lines(_ statistics: TextStatistics) -> [String] {
        let colorful = statistics.colorfulCharacters, outlined = statistics.outlinedCharacters
        return [
            trn("%d colorful character", "%d colorful characters", colorful, colorful),
            trn("%d outlined character", "%d outlined characters", outlined, outlined),
            trn("%d word", "%d words", statistics.words, statistics.words),
            trn("%d character", "%d characters", statistics.characters, statistics.characters),
        ]
    }

    /// What a screen reader says of the chart: `Red: 5, Default: 12`, or `No characters`.
    nonisolated static func chartDescription(_ counts: [TextStatistics.ColorCount]) -> String {
        guard !counts.isEmpty else { return tr("No characters") }
        // TRANSLATORS: one colour of the chart, as a screen reader says it: %1$s is a colour's name, %2$d its characters.
        let items = counts.map { tr("%1$s: %2$d", name(of: $0.color), $0.characters) }
        // TRANSLATORS: what separates two items of a list ("Red: 5, Green: 3").
        return items.joined(separator: trc("list separator", ", "))
    }

    /// Attributor's colours by name, others as `#rrggbb`.
    nonisolated static func name(of color: RGBColor?) -> String {
        guard let color else {
            // TRANSLATORS: the text's own colour, for characters with no colour of their own.
            return trc("text colour", "Default")
        }
        return AttributorColor(color)?.name ?? color.description
    }

    /// One row per colour, most characters first: its name and count, then a bar
    /// in the colour (the default colour in the text's own, faded).
    private func drawChart(_ context: CairoContext, width: Double, height: Double) {
        let counts = statistics.charactersPerColor
        guard let most = counts.map(\.characters).max(), most > 0 else { return }
        let rowHeight = min(28, height / Double(counts.count))
        let barHeight = rowHeight - 8
        let labelWidth = 120.0
        let foreground = DesktopSettings.prefersDarkStyle ? 0.92 : 0.14
        for (index, count) in counts.enumerated() {
            let y = Double(index) * rowHeight + 4
            context.setColor(red: foreground, green: foreground, blue: foreground)
            // TRANSLATORS: a row of the chart of characters per colour: %1$s is a colour's name, %2$d its characters.
            let text = tr("%1$s  %2$d", Self.name(of: count.color), count.characters)
            let label = TextLayout(text, font: "Sans 10", for: context)
            context.moveTo(0, y + (barHeight - label.logicalSize.height) / 2)
            label.show(in: context)
            let length = max(2, (width - labelWidth - 2) * Double(count.characters) / Double(most))
            context.roundedRectangle(labelWidth, y, length, barHeight, radius: 4)
            if let color = count.color {
                context.setColor(red: color.red, green: color.green, blue: color.blue)
            } else {
                context.setColor(red: foreground, green: foreground, blue: foreground, alpha: 0.35)
            }
            context.fillPreserve()
            context.setColor(red: foreground, green: foreground, blue: foreground, alpha: 0.5)
            context.lineWidth = 1
            context.stroke()
        }
    }
}
