import FoundationEssentials
import Glibc
import Gtk
import Localization
import Storage

/// Scores' chart: score over time per game, drawn with cairo from `ScoreStatistics`.
/// Each game is a line through its buckets' medians, with the game's marker on each,
/// and a faint line through its buckets' best; the time axis (dates from GLib in the
/// user's locale) runs from the span's start to now, mirrored in a right-to-left
/// language; the score axis has round steps in the locale's digits. Axes and labels
/// are in the theme's ink (`styleColor`), the games in `ScoreChartStyle`.
///
/// Drawing costs what the buckets hold (at most `ScoreStatistics.maximumBuckets` per
/// game), never how many results there are. Screen readers find it as an image named
/// "Scores over time", described by its summary (set by the controller).
@MainActor
final class ScoreChartView: DrawingArea {
    /// What to draw; nil draws nothing.
    var statistics: ScoreStatistics? {
        didSet { queueDraw() }
    }

    /// The span's words for an empty chart.
    var emptyText = ""

    override init() {
        super.init(image: ())
        addCSSClass("score-chart")
        hexpand = true
        vexpand = true
        setContentSize(width: 420, height: 260)
        // TRANSLATORS: the accessible name of Scores' chart.
        accessibleLabel = tr("Scores over time")
        setDraw { [weak self] context, width, height in
            self?.draw(context, width: Double(width), height: Double(height))
        }
    }

    /// The plot's frame and how values map into it.
    private struct Frame {
        var left, right, top, bottom: Double
        var start, end: Double
        var low, high: Double
        var mirrored: Bool

        func x(_ time: Double) -> Double {
            let fraction = end > start ? (time - start) / (end - start) : 1
            return mirrored ? right - fraction * (right - left) : left + fraction * (right - left)
        }

        func y(_ score: Double) -> Double { bottom - (score - low) / (high - low) * (bottom - top) }
    }

    private func draw(_ context: CairoContext, width: Double, height: Double) {
        guard let statistics else { return }
        let ink = styleColor
        let dark = ScoreChartStyle.isDark(ink: ink)
        let font = fontDescription
        func setInk(_ alpha: Double) { context.setColor(red: ink.red, green: ink.green, blue: ink.blue, alpha: alpha) }
        func layout(_ text: String) -> TextLayout { TextLayout(text, font: font, pixelSize: 12, for: context) }

        guard !statistics.games.isEmpty else {
            setInk(0.6)
            context.showText(emptyText, font: font, pixelSize: 15, centeredAt: width / 2, height / 2)
            return
        }
        let (low, high, step) = Self.scoreAxis(statistics)
        let ticks = stride(from: low, through: high + step / 2, by: step).map { $0 }
        let scoreLabels = ticks.map { layout(LocaleNumbers.integer(Int($0))) }
        let labelWidth = scoreLabels.map(\.logicalSize.width).max() ?? 0
        let lineHeight = scoreLabels.first?.logicalSize.height ?? 14
        let mirrored = direction == .rightToLeft
        var frame = Frame(
            left: 8, right: width - 12, top: 10, bottom: height - lineHeight - 10,
            start: statistics.start.timeIntervalSince1970, end: statistics.end.timeIntervalSince1970,
            low: low, high: high, mirrored: mirrored)
        if mirrored {
            frame.left = 12
            frame.right = width - labelWidth - 14
        } else {
            frame.left = labelWidth + 14
        }
        guard frame.right - frame.left > 40, frame.bottom - frame.top > 40 else { return }

        // The score axis: a faint rule and a label at each step.
        context.lineWidth = 1
        for (value, label) in zip(ticks, scoreLabels) {
            let y = frame.y(value).rounded() + 0.5
            setInk(value == 0 ? 0.35 : 0.12)
            context.moveTo(frame.left, y)
            context.lineTo(frame.right, y)
            context.stroke()
            setInk(0.75)
            let x = mirrored ? frame.right + 6 : frame.left - 6 - label.logicalSize.width
            context.moveTo(x, y - label.logicalSize.height / 2)
            label.show(in: context)
        }
        drawTimeAxis(context, frame, statistics, font: font, setInk: setInk)

        // Each game: the faint line of its best, then the line of its medians with markers.
        for game in statistics.games {
            let style = ScoreChartStyle(game.game, onDarkBackground: dark)
            let points = game.buckets.map { bucket in
                (
                    x: frame.x(bucket.start.timeIntervalSince1970 + statistics.bucketWidth / 2),
                    median: frame.y(bucket.median), best: frame.y(Double(bucket.best))
                )
            }
            path(context, points.map { ($0.x, $0.best) })
            style.strokeLine(context, width: 1.5, alpha: 0.45)
            path(context, points.map { ($0.x, $0.median) })
            style.strokeLine(context, width: 2.5)
            let size = points.count > 40 ? 6.0 : 8.0
            for point in points { style.drawMarker(context, x: point.x, y: point.median, size: size) }
            // The span's best game: a ring around the best line's highest point.
            if let top = zip(game.buckets, points).first(where: { $0.0.best == game.best })?.1 {
                style.drawMarker(context, x: top.x, y: top.best, size: 14, filled: false)
            }
        }
    }

    /// A path through `points`; a single point is left for its marker.
    private func path(_ context: CairoContext, _ points: [(Double, Double)]) {
        context.newPath()
        guard points.count > 1 else { return }
        for (index, point) in points.enumerated() {
            if index == 0 { context.moveTo(point.0, point.1) } else { context.lineTo(point.0, point.1) }
        }
    }

    /// The time axis: a date under ticks a whole number of days apart, as many as fit.
    private func drawTimeAxis(
        _ context: CairoContext, _ frame: Frame, _ statistics: ScoreStatistics, font: String,
        setInk: (Double) -> Void
    ) {
        let format = ScoreChartWords.dateFormat(for: statistics.span)
        let sample = TextLayout(LocalDate.format(frame.end, format), font: font, pixelSize: 12, for: context)
        let room = (frame.right - frame.left) / (sample.logicalSize.width + 16)
        let days = max(1, (frame.end - frame.start) / ScoreStatistics.day)
        let choices = [1.0, 2, 7, 14, 30.5, 61, 91.5, 182.5, 365, 730, 1826]
        let every = (choices.first { days / $0 <= room } ?? (days / room).rounded(.up)) * ScoreStatistics.day
        // Ticks at local midnights, counted back from the last one.
        let offset = Double(Self.utcOffset(at: frame.end))
        let lastMidnight = ((frame.end + offset) / ScoreStatistics.day).rounded(.down) * ScoreStatistics.day - offset
        var tick = lastMidnight
        setInk(0.35)
        context.lineWidth = 1
        context.moveTo(frame.left, frame.bottom + 0.5)
        context.lineTo(frame.right, frame.bottom + 0.5)
        context.stroke()
        while tick >= frame.start {
            let x = frame.x(tick).rounded() + 0.5
            setInk(0.35)
            context.moveTo(x, frame.bottom)
            context.lineTo(x, frame.bottom + 4)
            context.stroke()
            // Named three hours in: across a change of daylight saving, a tick counted in whole
            // days falls an hour before its midnight.
            let label = TextLayout(LocalDate.format(tick + 3600 * 3, format), font: font, pixelSize: 12, for: context)
            let textX = min(max(x - label.logicalSize.width / 2, 0), frame.right + 12 - label.logicalSize.width)
            setInk(0.75)
            context.moveTo(textX, frame.bottom + 5)
            label.show(in: context)
            tick -= every
        }
    }

    /// The score axis: from the lowest median (or 0) to the highest best, in round steps.
    nonisolated static func scoreAxis(_ statistics: ScoreStatistics) -> (low: Double, high: Double, step: Double) {
        let buckets = statistics.games.flatMap(\.buckets)
        let low = min(0, buckets.map(\.median).min() ?? 0)
        let high = max(low + 1, Double(buckets.map(\.best).max() ?? 1))
        let rough = (high - low) / 6
        let magnitude = pow(10, floor(log10(rough)))
        // Whole steps (no 2.5): scores are whole numbers.
        let step = max(
            1, [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= rough && $0 == $0.rounded() } ?? rough)
        return ((low / step).rounded(.down) * step, (high / step).rounded(.up) * step, step)
    }

    /// Seconds east of UTC in the local time zone (`TZ`) at `time`, as libc's localtime reads it.
    static func utcOffset(at time: Double) -> Int {
        var seconds = time_t(time)
        var local = tm()
        guard localtime_r(&seconds, &local) != nil else { return 0 }
        return local.tm_gmtoff
    }
}
