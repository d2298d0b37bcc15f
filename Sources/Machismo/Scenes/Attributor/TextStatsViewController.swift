import Gtk
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
        title = "Text Stats"
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
        let heading = Label("Characters per Colour")
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
        colorfulLabel.text = Self.count(statistics.colorfulCharacters, "colorful character")
        outlinedLabel.text = Self.count(statistics.outlinedCharacters, "outlined character")
        wordsLabel.text = Self.count(statistics.words, "word")
        charactersLabel.text = Self.count(statistics.characters, "character")
        chart.accessibleDescription = statistics.charactersPerColor.isEmpty ? "No characters"
            : statistics.charactersPerColor.map { "\(Self.name(of: $0.color)): \($0.characters)" }.joined(separator: ", ")
        chart.queueDraw()
    }

    /// `3 words`, `1 word`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// Attributor's colours by name, others as `#rrggbb`.
    static func name(of color: RGBColor?) -> String {
        switch color {
        case nil: "Default"
        case RGBColor.red: "Red"
        case RGBColor.green: "Green"
        case RGBColor.orange: "Orange"
        case RGBColor.purple: "Purple"
        case let color?: color.description
        }
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
            let label = TextLayout("\(Self.name(of: count.color))  \(count.characters)", font: "Sans 10", for: context)
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
